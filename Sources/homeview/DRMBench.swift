import Backends
import Glibc
import HomeViewSession
import Runtime
import SystemCalls

/// `homeview bench --backend drm`: every bench scenario on the real display, at
/// real time, frames paced by flips. Per frame: render (the frame loop without
/// its present), copy (damage → scan-out buffer) and flip wait (request → the
/// flip event, in poll).
@MainActor
enum DRMBench {
  static let warmup = 5

  static func run(_ args: BenchOptions, _ config: AppConfig) -> Int32 {
    let display = DRMSupervisor(settings: config.drm, rotation: config.panel.rotation)
    guard display.connect(now: 0), let transform = display.transform else {
      Log.error("bench --backend drm: no display (\(display.status))")
      return 2
    }
    let audio = SilentOutput()
    print("bench (drm): \(display.outputDescription), \(display.apiName) KMS, rotation \(transform.rotation), \(args.frames) frames per scenario after \(warmup) warm-up frames")
    print(BenchCommand.pad("scenario", 38) + BenchCommand.pad("render p50/p99 ms", 20) + BenchCommand.pad("copy p50/p99 ms", 18) + BenchCommand.pad("flip wait p50/p99 ms", 22) + BenchCommand.pad("drawn", 8) + "resident / peak MB")
    var scenarios = config.plugins.flatMap { c in c.manifest.benchScenarios.map { (c.registration.name, $0) } }
    if let only = args.scenario { scenarios = scenarios.filter { $0.1.name == only } }
    scenarios.removeAll { args.skips("\($0.0)/\($0.1.name)") }
    for (plugin, scenario) in scenarios {
      // A fresh data folder per scenario, as the headless bench: the bench
      // saves drawings and settings, and must never touch the device's own.
      guard let folder = HeadlessDataFolder(data: args.session.data, keep: args.keepData) else { return 2 }
      defer { folder.remove() }
      guard
        let session = DeviceRun.makeSession(
          config, transform: transform, display: display, audio: audio, start: scenario.screen, dataFolder: folder.path)
      else { return 2 }
      let loop = session.loop
      var render = Samples(), copy = Samples(), wait = Samples()
      var drawn = 0
      // Each scenario's loop starts at time 0, as its animations expect.
      let scenarioStart = MonotonicClock.seconds()
      for frame in 0..<(warmup + args.frames) {
        let now = MonotonicClock.seconds() - scenarioStart
        scenario.drive?(loop.navigator, FrameTime(frame: frame, time: now, delta: 1 / config.panel.refresh))
        let copies = display.copyMilliseconds.count
        let t0 = MonotonicClock.seconds()
        let drew = loop.runFrame(time: now)
        let t1 = MonotonicClock.seconds()
        let copied = display.copyMilliseconds.count > copies ? display.copyMilliseconds.last! / 1000 : 0
        let waited = waitForFlip(display)
        // A frame that drew nothing has no flip to pace it: wait for the next
        // refresh, so animations see real time pass as on the device.
        if !drew { DeviceRun.sleepUntil(scenarioStart + Double(frame + 1) / config.panel.refresh, now: MonotonicClock.seconds) }
        guard frame >= warmup else { continue }
        render.add(t1 - t0 - copied)
        if drew {
          drawn += 1
          copy.add(copied)
          wait.add(waited)
        }
      }
      session.close()
      func pair(_ s: Samples) -> String { s.count == 0 ? "-" : "\(fmt(s.percentile(0.5) * 1000)) / \(fmt(s.percentile(0.99) * 1000))" }
      print(
        BenchCommand.pad("\(plugin)/\(scenario.name)", 38) + BenchCommand.pad(pair(render), 20) + BenchCommand.pad(pair(copy), 18)
          + BenchCommand.pad(pair(wait), 22) + BenchCommand.pad("\(drawn)/\(args.frames)", 8) + residentMB())
    }
    return 0
  }

  /// The process's resident memory after the scenario and its peak so far:
  /// scenarios share the process, so a session that is not let go shows as a
  /// climb from row to row, and the scenario that needs the most as a jump in
  /// the peak.
  static func residentMB() -> String {
    guard let now = ProcessStats.residentBytes(), let peak = ProcessStats.peakResidentBytes() else { return "-" }
    return fmt(Double(now) / 1_048_576, decimals: 1) + " / " + fmt(Double(peak) / 1_048_576, decimals: 1)
  }

  /// Waits in poll for the flip in flight, if any; the seconds it took.
  static func waitForFlip(_ display: DRMSupervisor) -> Double {
    let start = MonotonicClock.seconds()
    while display.isShowing, !display.canTakeFrame, let fd = display.fileDescriptor {
      if Poll.wait([fd], timeout: 0.5).isEmpty { display.flipTimedOut() } else { display.dispatchEvents() }
    }
    return MonotonicClock.seconds() - start
  }
}
