import Basics
import Canvas
import Glibc
import HomeModel
import HouseholdStore
import MQTTProvider
public import Runtime
import Synchronization
import SystemCalls

/// `homeview bench`'s MQTT scenarios: Home Assistant's messages reach the
/// MQTT provider through its inbox from another thread, as libmosquitto's
/// thread delivers a broker's, through an in-process feed (so the bench needs
/// no broker). Frames run in real time at the panel's refresh, since what is
/// measured is how long a message waits for the frame that shows it.
@MainActor
public enum MQTTBench {
  public static let messageToPixels = "mqtt/message-to-pixels"
  public static let flood = "mqtt/flood-2000-per-second"
  public static let scenarios = [messageToPixels, flood]

  public struct Result {
    /// Wall-clock work of each measured frame.
    public var frameTimes = Samples()
    /// Frames that drew something, and the mean share of the panel they drew.
    public var drawn = 0
    public var coverage = 0.0
    /// Lines the bench prints under the scenario's row.
    public var notes: [String] = []

    mutating func count(_ damage: DamageRegion) {
      guard !damage.isEmpty else { return }
      coverage = (coverage * Double(drawn) + damage.coverage) / Double(drawn + 1)
      drawn += 1
    }
  }

  static let lockConfig = #"{"name": "Bench Door", "state_topic": "bench/door/state", "command_topic": "bench/door/set", "device": {"suggested_area": "Hall"}}"#
  static let climateConfig = #"""
    {"name": "Bench Air", "mode_state_topic": "bench/air/mode", "modes": ["off", "cool", "heat"],
     "temperature_state_topic": "bench/air/state", "temperature_state_template": "{{ value_json.target }}",
     "current_temperature_topic": "bench/air/state", "current_temperature_template": "{{ value_json.current }}",
     "temperature_command_topic": "bench/air/target/set", "min_temp": 50, "max_temp": 90,
     "device": {"suggested_area": "Bedroom"}}
    """#

  /// `frames`: the bench's measured frames, which set the messages sent
  /// (that many) and the flood's length (a second per 60, 1…5 s).
  public static func run(_ name: String, in session: Session, refresh: Double, frames: Int) -> Result? {
    let feed = MQTTFeed()
    let provider = MQTTProvider(feed: feed)
    let store = session.store
    store.add(provider)
    feed.send("homeassistant/lock/bench_door/config", lockConfig, retained: true)
    feed.send("bench/door/state", "LOCKED", retained: true)
    feed.send("homeassistant/climate/bench_air/config", climateConfig, retained: true)
    feed.send("bench/air/mode", "cool", retained: true)
    feed.send("bench/air/state", #"{"target": 70, "current": 72}"#, retained: true)
    // The entities drive the dashboard's lock tile and its air page.
    store.assignTile(.lock, to: "lock.bench_door")
    store.assignTile(.airConditioner, to: "climate.bench_air")
    let clock = Pacer(loop: session.loop, refresh: refresh)
    clock.frame()
    let screen = name == flood ? "dashboard.air" : "dashboard"
    do { try session.start(at: screen) } catch {
      Log.error(error.description)
      return nil
    }
    // Discovered, shown, settled.
    for _ in 0..<60 { clock.frame() }
    guard store.accessory("lock.bench_door") != nil, store.accessory("climate.bench_air") != nil else {
      Log.error("bench \(name): the feed's entities were not discovered")
      return nil
    }
    return name == flood
      ? runFlood(feed, provider, clock, seconds: min(5, max(1, frames / 60))) : runMessageToPixels(feed, clock, store, count: max(1, frames))
  }

  /// One lock state at a time, sent at a random moment between frames; the
  /// frame that draws it ends its wait.
  static func runMessageToPixels(_ feed: MQTTFeed, _ clock: Pacer, _ store: HouseholdStore, count: Int) -> Result {
    let mailbox = Mailbox()
    Task.detached {
      var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
      for k in 0..<count {
        // A pause of 0…2 frame intervals, so messages land anywhere in a frame.
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        usleep(UInt32(Double(seed >> 33) / Double(1 << 31) * 33_000))
        mailbox.sent(k, at: MonotonicClock.seconds())
        feed.send("bench/door/state", k % 2 == 0 ? "UNLOCKED" : "LOCKED")
        while mailbox.shown < k + 1 { usleep(200) }
      }
    }
    var result = Result()
    var latencies = Samples()
    var shown = 0
    let deadline = MonotonicClock.seconds() + Double(count) * 0.1 + 10
    while shown < count, MonotonicClock.seconds() < deadline {
      let work = clock.frame()
      result.frameTimes.add(work)
      result.count(clock.loop.lastDamage)
      guard let (k, sentAt) = mailbox.waiting, !clock.loop.lastDamage.isEmpty else { continue }
      let expected = k % 2 == 0 ? Accessory.Value.locked(false) : .locked(true)
      guard store.accessory("lock.bench_door")?.value == expected else { continue }
      latencies.add(MonotonicClock.seconds() - sentAt)
      shown += 1
      mailbox.show(k)
    }
    let ms = { (v: Double) in fmt(v * 1000, decimals: 2) }
    result.notes.append(
      "message → pixels (lock state → the frame that draws it, frames at \(clock.refreshLabel)): p50 \(ms(latencies.percentile(0.5))) ms, "
        + "p99 \(ms(latencies.percentile(0.99))) ms, max \(ms(latencies.max)) ms over \(latencies.count) messages")
    return result
  }

  /// 2,000 states a second on the air page's thermostat for `seconds`, after
  /// a second of quiet: what the flood adds to the frame's work.
  static func runFlood(_ feed: MQTTFeed, _ provider: MQTTProvider, _ clock: Pacer, seconds: Int) -> Result {
    var quiet = Samples()
    for _ in 0..<Int(clock.refresh) { quiet.add(clock.frame()) }
    let rate = 2000
    let readBefore = provider.messagesRead
    let done = Mailbox()
    Task.detached {
      let start = MonotonicClock.seconds()
      for i in 0..<(rate * seconds) {
        // Evenly spread: the i-th message leaves at i / rate seconds.
        let due = start + Double(i) / Double(rate)
        let wait = due - MonotonicClock.seconds()
        if wait > 0 { usleep(UInt32(wait * 1e6)) }
        feed.send("bench/air/state", #"{"target": \#(60 + i % 20), "current": \#(70 + i % 5)}"#)
      }
      done.show(0)
    }
    var result = Result()
    while done.shown == 0 {
      result.frameTimes.add(clock.frame())
      result.count(clock.loop.lastDamage)
    }
    for _ in 0..<5 { clock.frame() }
    let read = provider.messagesRead - readBefore
    let ms = { (v: Double) in fmt(v * 1000, decimals: 3) }
    let over = Double(result.frameTimes.values.filter { $0 > 0.0042 }.count) / Double(max(1, result.frameTimes.count)) * 100
    result.notes.append(
      "\(rate) messages/s for \(seconds) s: \(read) read, \(provider.messagesDropped) dropped, \(result.frameTimes.count) frames, "
        + "frame time p50 \(ms(result.frameTimes.percentile(0.5))) ms, p99 \(ms(result.frameTimes.percentile(0.99))) ms, "
        + "over 4.2 ms \(fmt(over, decimals: 1)) %; quiet before: p50 \(ms(quiet.percentile(0.5))) ms, p99 \(ms(quiet.percentile(0.99))) ms")
    return result
  }

  /// Runs the loop's frames at the panel's refresh in real time.
  @MainActor
  final class Pacer {
    let loop: FrameLoop
    let refresh: Double
    private let start = MonotonicClock.seconds()
    private var next: Double

    init(loop: FrameLoop, refresh: Double) {
      self.loop = loop
      self.refresh = refresh
      next = start
    }

    var refreshLabel: String { "\(Int(refresh.rounded())) Hz" }

    /// Waits for the next frame's moment, runs it, and returns its work in seconds.
    @discardableResult
    func frame() -> Double {
      let wait = next - MonotonicClock.seconds()
      if wait > 0 { usleep(UInt32(wait * 1e6)) }
      next = max(next + 1 / refresh, MonotonicClock.seconds() - 1 / refresh)
      let t0 = MonotonicClock.seconds()
      _ = loop.runFrame(time: t0 - start)
      return MonotonicClock.seconds() - t0
    }
  }

  /// Between the sending thread and the frame thread: the message waiting to
  /// be shown, and how many were shown.
  final class Mailbox: Sendable {
    private let state = Mutex<(waiting: (Int, Double)?, shown: Int)>((nil, 0))
    func sent(_ k: Int, at t: Double) { state.withLock { $0.waiting = (k, t) } }
    var waiting: (Int, Double)? { state.withLock { $0.waiting } }
    var shown: Int { state.withLock { $0.shown } }
    func show(_ k: Int) {
      state.withLock {
        $0.waiting = nil
        $0.shown = k + 1
      }
    }
  }
}
