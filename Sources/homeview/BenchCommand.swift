import Canvas
import HomeViewSession
import Runtime
import Synth

/// `homeview bench`: every registered plugin's bench scenarios for N frames after
/// a warm-up, next to a raw-Cairo baseline measured in the same run. Times are
/// wall-clock per frame on virtual frame time, so the work is the same each run.
@MainActor
enum BenchCommand {
  static let warmup = 30

  static func run(_ args: Arguments, _ config: AppConfig) -> Int32 {
    if args.backend == "drm" { return DRMBench.run(args, config) }
    let (w, h) = config.logicalSize
    let budgetMS = 1000 / config.panel.refresh
    var firstFrame: Double?
    var rows: [String] = []
    var scenarios = config.plugins.flatMap { c in c.manifest.benchScenarios.map { (c.registration.name, $0) } }
    if let only = args.scenario {
      scenarios = scenarios.filter { $0.1.name == only }
      guard !scenarios.isEmpty else {
        Log.error("no bench scenario '\(only)'")
        return 2
      }
    }
    print("bench: \(w)x\(h), \(args.frames) frames per scenario after \(warmup) warm-up frames, budget \(fmt(budgetMS)) ms")
    print(header)
    for (plugin, scenario) in scenarios {
      // Each scenario in a session of its own, from a fresh data folder.
      guard let scenarioSession = session(config, args, start: scenario.screen) else { return 2 }
      let loop = scenarioSession.session.loop
      let interval = 1 / config.panel.refresh
      var frame = 0
      func step() -> Double {
        frame += 1
        let ft = FrameTime(frame: frame, time: Double(frame) * interval, delta: interval)
        scenario.drive?(loop.navigator, ft)
        let t0 = MonotonicClock.seconds()
        loop.runFrame(time: ft.time)
        return MonotonicClock.seconds() - t0
      }
      let first = step()
      if firstFrame == nil { firstFrame = ProcessStats.secondsSinceExec() }
      for _ in 0..<warmup { _ = step() }
      var times = Samples()
      var coverage = 0.0
      var drawn = 0
      for _ in 0..<args.frames {
        times.add(step())
        if !loop.lastDamage.isEmpty {
          drawn += 1
          coverage += loop.lastDamage.coverage
        }
      }
      rows.append(row("\(plugin)/\(scenario.name)", times, budgetMS: budgetMS, first: first, drawn: drawn, total: args.frames, coverage: drawn > 0 ? coverage / Double(drawn) : 0))
      print(rows.last!)
      scenarioSession.close()
    }
    let baseline = RawCairoBaseline(pixelWidth: w, pixelHeight: h)
    var naive = Samples(), copy = Samples()
    for i in 0..<(warmup + args.frames) {
      let t0 = MonotonicClock.seconds()
      baseline.drawNaiveFrame(frame: i)
      let t1 = MonotonicClock.seconds()
      baseline.copyFrame()
      let t2 = MonotonicClock.seconds()
      if i >= warmup {
        naive.add(t1 - t0)
        copy.add(t2 - t1)
      }
    }
    print(row("baseline/raw-cairo-full-redraw", naive, budgetMS: budgetMS, first: nil, drawn: args.frames, total: args.frames, coverage: 1))
    print(row("baseline/full-frame-copy", copy, budgetMS: budgetMS, first: nil, drawn: args.frames, total: args.frames, coverage: 1))
    print(synthRow(blocks: args.frames))
    if args.scenario == nil, let line = OnsetBench.run(config: config, args: args) { print(line) }
    if let firstFrame { print("exec → first frame: \(fmt(firstFrame * 1000, decimals: 0)) ms") }
    if let rss = ProcessStats.peakResidentBytes() { print("peak resident memory: \(fmt(Double(rss) / 1048576, decimals: 1)) MB") }
    return 0
  }

  /// A headless session over a fresh temporary data folder (or `--data`),
  /// which `close` removes; nil (with the message logged) when it cannot start.
  static func session(_ config: AppConfig, _ args: Arguments, start: String?) -> BenchSession? {
    guard let folder = HeadlessDataFolder(args) else { return nil }
    do { return BenchSession(session: try Session.headless(config, dataFolder: folder.path, start: start), folder: folder) } catch {
      folder.remove()
      Log.error(error.description)
      return nil
    }
  }

  @MainActor
  struct BenchSession {
    let session: Session
    let folder: HeadlessDataFolder
    func close() {
      session.close()
      folder.remove()
    }
  }

  /// The synth's cost: one 256-frame block (5.33 ms of sound at 48 kHz) with 16
  /// voices sounding, as a share of the real time the block lasts.
  static func synthRow(blocks: Int) -> String {
    let engine = SynthEngine()
    let frames = 256
    let blockMS = Double(frames) / Double(engine.settings.sampleRate) * 1000
    var out = [Float](repeating: 0, count: frames)
    var times = Samples()
    var sent = 0
    for block in 0..<(warmup + blocks) {
      // Keep 16 long notes sounding, a mix of the three instruments.
      if engine.playingVoices < 16 {
        for i in 0..<16 {
          let instrument = Instrument.allCases[i % 3]
          engine.send(.note(pitch: Float(48 + 2 * i), at: Double(block * frames) / 48_000, instrument: instrument, length: .long, timbre: Float(i) / 16))
          sent += 1
        }
      }
      let t0 = MonotonicClock.seconds()
      out.withUnsafeMutableBufferPointer { engine.render(into: $0.baseAddress!, frames: frames) }
      if block >= warmup { times.add(MonotonicClock.seconds() - t0) }
    }
    let p50 = times.percentile(0.5) * 1e6, p99 = times.percentile(0.99) * 1e6
    return row("audio/synth-16-voices-256-frames", times, budgetMS: blockMS, first: nil, drawn: blocks, total: blocks, coverage: 0)
      + "\nsynth: 16 voices, 256-frame block: \(fmt(p50, decimals: 1)) µs p50, \(fmt(p99, decimals: 1)) µs p99 = \(fmt(p50 / (blockMS * 1000) * 100, decimals: 2)) % of the block's \(fmt(blockMS, decimals: 2)) ms"
  }

  static let header = pad("scenario", 40) + pad("p50 ms", 9) + pad("p99 ms", 9) + pad("max ms", 9) + pad("budget p50", 12) + pad("drawn", 10) + pad("redrawn", 9) + "first frame ms"

  static func row(_ name: String, _ s: Samples, budgetMS: Double, first: Double?, drawn: Int, total: Int, coverage: Double) -> String {
    pad(name, 40) + pad(fmt(s.percentile(0.5) * 1000, decimals: 3), 9) + pad(fmt(s.percentile(0.99) * 1000, decimals: 3), 9)
      + pad(fmt(s.max * 1000, decimals: 3), 9) + pad(fmt(s.percentile(0.5) * 1000 / budgetMS * 100, decimals: 1) + " %", 12)
      + pad("\(drawn)/\(total)", 10) + pad(fmt(coverage * 100, decimals: 1) + " %", 9) + (first.map { fmt($0 * 1000, decimals: 1) } ?? "-")
  }

  static func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s + " " : s + String(repeating: " ", count: n - s.count) }
}
