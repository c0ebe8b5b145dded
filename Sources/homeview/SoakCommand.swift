import Basics
import Canvas
import Glibc
import HomeViewSession
import Runtime
import SystemCalls

/// `homeview soak [--hours N]`: the gallery and ambient mode for N hours of
/// virtual time (24 by default) on the simulated clock, from 21:00 across the
/// sleep window and midnight, through the real frame loop, screens and caches.
/// Like the device loop, it runs a frame every refresh while something moves and
/// sleeps (here: skips ahead) to the next timer, minute or touch while nothing
/// does; every 20 minutes a tap wakes ambient mode back to the gallery, which
/// idles into ambient again after 30 s. Prints resident memory at 1, 6 and 24
/// hours and fails when it grew more than 2 MB after the first hour.
///
/// A screen smaller than 1280×800 (CI's `--size 320x200`) shrinks the layer
/// cache's budget in proportion, so the same number of layers fit and evictions
/// happen as on the panel: the cache is full within the first hour either way.
@MainActor
enum SoakCommand {
  static let wakeEvery = 20 * 60.0
  static let ambientAfter = 30.0
  static let allowedGrowth = 2 << 20

  static func run(_ args: SoakOptions, _ config: AppConfig) -> Int32 {
    var c = config
    c.clock = .simulated(start: CivilTime(year: 2026, month: 4, day: 1, hour: 21))
    c.idle.ambientAfter = ambientAfter
    // The night it runs through has a sleep window: the package's, where the
    // config names none (the repository's, like the built-in defaults, has none).
    if c.idle.sleepFrom == nil || c.idle.sleepTo == nil { (c.idle.sleepFrom, c.idle.sleepTo) = (22 * 60 + 30, 6 * 60 + 30) }
    let share = Double(config.panel.width * config.panel.height) / (1280 * 800)
    if share < 1 { c.cacheMegabytes = max(1, Int((Double(config.cacheMegabytes) * share).rounded())) }
    let folder = args.session.data == nil ? TemporaryFolder(prefix: "homeview-soak") : nil
    defer { if !args.keepData { folder?.remove() } }
    guard let data = args.session.data ?? folder?.path else {
      Log.error("cannot create a temporary data folder")
      return 2
    }
    let session: Session
    do { session = try Session.headless(c, dataFolder: data, start: "gallery") } catch {
      Log.error(error.description)
      return 2
    }
    let loop = session.loop
    defer { session.close() }
    let (w, h) = c.logicalSize
    let end = args.hours * 3600
    var marks = [1.0, 6.0, 24.0].filter { $0 < args.hours } + [args.hours]
    print(
      "soak: \(fmt(args.hours, decimals: 1)) h of virtual time at \(w)x\(h) (cache \(c.cacheMegabytes) MB) from "
        + "\(CivilTime(year: 2026, month: 4, day: 1, hour: 21)), a wake every \(Int(wakeEvery / 60)) min")
    let interval = 1 / c.panel.refresh
    let centre = Point(loop.size.width / 2, loop.size.height / 2)
    let started = MonotonicClock.seconds()
    var t = 0.0, nextWake = wakeEvery
    var lift: Double?
    var frames = 0, drawn = 0, wakes = 0
    var afterFirstHour: Int?
    var status: Int32 = 0
    while t <= end {
      var touches: [TouchEvent] = []
      if t >= nextWake {
        nextWake += wakeEvery
        if loop.navigator.topID == "ambient" {
          touches.append(TouchEvent(slot: 0, phase: .down, location: centre, time: t))
          lift = t + 0.1
          wakes += 1
        }
      }
      if let l = lift, t >= l {
        touches.append(TouchEvent(slot: 0, phase: .up, location: centre, time: t))
        lift = nil
      }
      if loop.runFrame(time: t, touches: touches) { drawn += 1 }
      frames += 1
      while let mark = marks.first, t >= mark * 3600 || t + interval > end {
        marks.removeFirst()
        let rss = ProcessStats.residentBytes() ?? 0
        if mark == 1 { afterFirstHour = rss }
        print(
          "soak: \(fmt(mark, decimals: 1)) h: resident \(mb(rss)) MB; \(frames) frames, \(drawn) drawn, \(wakes) wakes; "
            + "screen \(loop.navigator.topID ?? "-"), depth \(loop.navigator.stack.count), timers \(loop.timers.count), "
            + "bus queued \(loop.bus.pending), cache \(loop.cache.count) layers \(loop.cache.bytes >> 10) KiB; "
            + "\(fmt(MonotonicClock.seconds() - started, decimals: 1)) s")
        // A person watching a 24-hour run sees each mark as it passes.
        fflush(nil)
        if let first = afterFirstHour, rss - first > allowedGrowth {
          Log.error("soak: resident memory grew \(mb(rss - first)) MB after the first hour (at most \(mb(allowedGrowth)) MB)")
          status = 1
        }
      }
      if t + interval > end { break }
      // Nothing moving: sleep to whatever comes next, as the device loop does.
      var next = t + interval
      if lift == nil, !loop.needsFrame {
        let due = [loop.timers.nextDeadline, loop.clock.secondsToNextMinute(frameTime: t).map { t + $0 }, nextWake, end]
        next = max(next, due.compactMap { $0 }.min() ?? next)
      }
      t = min(next, end)
    }
    return status
  }

  static func mb(_ bytes: Int) -> String { fmt(Double(bytes) / 1_048_576, decimals: 1) }
}
