import Canvas
import Glibc
import HomeViewSession
import Runtime
import Synth
import SystemCalls

/// `homeview bench`: every registered plugin's bench scenarios for N frames after
/// a warm-up, next to a raw-Cairo baseline measured in the same run. Times are
/// per frame on virtual frame time, so the work is the same each run: wall
/// clock, and beside it the frame thread's CPU time, which a loaded machine
/// does not inflate.
@MainActor
enum BenchCommand {
  static let warmup = 30

  static func run(_ args: BenchOptions, _ config: AppConfig) -> Int32 {
    let pluginScenarios = config.plugins.flatMap { c in c.manifest.benchScenarios.map { (c.registration.name, $0) } }
    let names = pluginScenarios.map { "\($0.0)/\($0.1.name)" } + FirstVisitScenario.all.map(\.fullName) + MQTTBench.scenarios
    for skipped in args.skip?.split(separator: ",") ?? [] where !names.contains(where: { BenchOptions.names($0, skipped) }) {
      Log.error("--skip: no bench scenario '\(skipped)' (known: \(names.joined(separator: ", ")))")
      return 2
    }
    if args.onDisplay { return DRMBench.run(args, config) }
    let (w, h) = config.logicalSize
    let budgetMS = 1000 / config.panel.refresh
    print("bench: \(w)x\(h), \(args.frames) frames per scenario after \(warmup) warm-up frames, budget \(fmt(budgetMS)) ms; each scenario in a fresh process")
    print(header)
    // The scenarios' own processes log straight to stderr: each row goes out
    // whole before the next one starts, so a log line never cuts a row in a
    // file that holds both (`2>&1`), where stdout is block-buffered.
    fflush(nil)
    var firstFrame: String?
    // `--scenario A,B`: the whole bench's run (a process per scenario, the
    // onset line) over those scenarios alone.
    let chosen = args.scenario?.split(separator: ",").map(String.init) ?? []
    let wholeRun = chosen.count != 1
    if !wholeRun, let only = args.scenario {
      // One scenario, in this process: what the full bench spawns per scenario.
      let plugin = pluginScenarios.first { $0.1.name == only || "\($0.0)/\($0.1.name)" == only }
      let visit = FirstVisitScenario.all.first { $0.name == only || $0.fullName == only }
      if MQTTBench.scenarios.contains(only) { return runMQTT(only, config, args, budgetMS: budgetMS) }
      guard plugin != nil || visit != nil else {
        Log.error("no bench scenario '\(only)' (known: \(names.joined(separator: ", ")))")
        return 2
      }
      // A session of its own from a fresh data folder; the painter runs beside
      // the frame thread, as on a device: the bench never waits for it.
      guard let bench = session(config, args, start: nil, painterThreads: Session.devicePainterThreads) else { return 2 }
      let session = bench.session
      let measured: BenchMeasurement?
      let name: String
      if let (owner, scenario) = plugin {
        name = "\(owner)/\(scenario.name)"
        measured = runPluginScenario(scenario, named: name, in: session, frames: args.frames, refresh: config.panel.refresh, trace: args.trace)
      } else {
        name = visit!.fullName
        measured = visit!.run(in: session, trace: args.trace)
      }
      guard let measured else { return 2 }
      print(
        row(name, measured.times, cpu: measured.cpuTimes, budgetMS: budgetMS, first: measured.first, drawn: measured.drawn, total: measured.times.count,
          coverage: measured.coverage, rss: ProcessStats.peakResidentBytes()))
      if let (_, scenario) = plugin, let note = scenario.report?(session.loop.navigator) { print(name + " " + note) }
      bench.close()
      if let exec = measured.exec { firstFrame = "exec → first frame: \(fmt(exec * 1000, decimals: 0)) ms" }
    } else {
      var run = names
      if !chosen.isEmpty {
        run = []
        for only in chosen {
          guard let name = names.first(where: { BenchOptions.names($0, only) }) else {
            Log.error("no bench scenario '\(only)' (known: \(names.joined(separator: ", ")))")
            return 2
          }
          run.append(name)
        }
      }
      for name in run where !args.skips(name) {
        guard let lines = runChild(scenario: name) else { return 2 }
        for line in lines where line.hasPrefix(name + " ") { print(line) }
        fflush(nil)
        if firstFrame == nil { firstFrame = lines.first { $0.hasPrefix("exec → first frame") } }
      }
    }
    // The baselines and the synth belong to the whole run: a scenario's own
    // process would spend most of its time (and a profile most of its
    // instructions) on rows its parent drops.
    if wholeRun { printBaselines(args, width: w, height: h, budgetMS: budgetMS) }
    if wholeRun, let line = OnsetBench.run(config: config, args: args) { print(line) }
    if let firstFrame { print(firstFrame) }
    if wholeRun, let rss = ProcessStats.peakResidentBytes() {
      print("peak resident memory of the bench process (scenarios ran in their own): \(fmt(Double(rss) / 1048576, decimals: 1)) MB")
    }
    return 0
  }

  /// Raw Cairo redrawing the whole screen every frame, a full-frame copy and
  /// the synth: what the scenarios' figures compare with.
  static func printBaselines(_ args: BenchOptions, width w: Int, height h: Int, budgetMS: Double) {
    let baseline = RawCairoBaseline(pixelWidth: w, pixelHeight: h)
    var naive = Samples(), copy = Samples(), naiveCPU = Samples(), copyCPU = Samples()
    for i in 0..<(warmup + args.frames) {
      let t0 = MonotonicClock.seconds(), c0 = ThreadCPUClock.seconds()
      baseline.drawNaiveFrame(frame: i)
      let t1 = MonotonicClock.seconds(), c1 = ThreadCPUClock.seconds()
      baseline.copyFrame()
      let t2 = MonotonicClock.seconds(), c2 = ThreadCPUClock.seconds()
      if i >= warmup {
        naive.add(t1 - t0)
        copy.add(t2 - t1)
        naiveCPU.add(c1 - c0)
        copyCPU.add(c2 - c1)
      }
    }
    print(row("baseline/raw-cairo-full-redraw", naive, cpu: naiveCPU, budgetMS: budgetMS, first: nil, drawn: args.frames, total: args.frames, coverage: 1, rss: nil))
    print(row("baseline/full-frame-copy", copy, cpu: copyCPU, budgetMS: budgetMS, first: nil, drawn: args.frames, total: args.frames, coverage: 1, rss: nil))
    print(synthRow(blocks: args.frames))
  }

  /// An MQTT scenario (in real time, messages from an in-process feed): its
  /// row and the figures it measured.
  static func runMQTT(_ name: String, _ config: AppConfig, _ args: BenchOptions, budgetMS: Double) -> Int32 {
    guard let bench = session(config, args, start: nil, painterThreads: Session.devicePainterThreads) else { return 2 }
    defer { bench.close() }
    guard let r = MQTTBench.run(name, in: bench.session, refresh: config.panel.refresh, frames: args.frames) else { return 2 }
    print(
      row(name, r.frameTimes, cpu: nil, budgetMS: budgetMS, first: nil, drawn: r.drawn, total: r.frameTimes.count, coverage: r.coverage,
        rss: ProcessStats.peakResidentBytes()))
    for note in r.notes { print(name + " " + note) }
    return 0
  }

  /// A plugin's scenario: the first frame, `warmup` frames, then `frames` measured.
  static func runPluginScenario(_ scenario: BenchScenario, named name: String, in session: Session, frames: Int, refresh: Double, trace: Bool)
    -> BenchMeasurement?
  {
    let loop = session.loop
    do { try session.start(at: scenario.screen) } catch {
      Log.error(error.description)
      return nil
    }
    let interval = 1 / refresh
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
    let exec = ProcessStats.secondsSinceExec()
    for _ in 0..<warmup { _ = step() }
    // The warm-up frames run back to back, far faster than the painter paints
    // a full-screen photo: without this wait the scenario measured the
    // screen's placeholder instead of the screen.
    settlePainter(session.loop) { _ = step() }
    var times = Samples(), cpuTimes = Samples()
    var coverage = 0.0
    var drawn = 0
    var tracer = trace ? FrameTrace(scenario: name) : nil
    for _ in 0..<frames {
      let wall = step()
      times.add(wall)
      cpuTimes.add(loop.budget.lastFrame.cpuSeconds)
      if let line = tracer?.line(wall: wall, loop: loop) { print(line) }
      if !loop.lastDamage.isEmpty {
        drawn += 1
        coverage += loop.lastDamage.coverage
      }
    }
    return BenchMeasurement(
      first: first, exec: exec, times: times, cpuTimes: cpuTimes, drawn: drawn, coverage: drawn > 0 ? coverage / Double(drawn) : 0)
  }

  /// Runs frames (`frame`, a few milliseconds apart in real time) until the
  /// painter has handed back every job asked for, warmed pictures included:
  /// what a person sees of a screen after looking at it for a moment. Gives up
  /// after 60 s (a job that never ends is the scenario's to show; under
  /// valgrind a photo takes seconds).
  static func settlePainter(_ loop: FrameLoop, frame: () -> Void) {
    let deadline = MonotonicClock.seconds() + 60
    while loop.painter.pendingJobs > 0, MonotonicClock.seconds() < deadline {
      usleep(2000)
      frame()
    }
  }

  /// Runs `homeview bench … --scenario NAME` in a fresh process (so each
  /// scenario's memory and cold caches are its own) and returns its output.
  static func runChild(scenario: String) -> [String]? {
    var path = [CChar](repeating: 0, count: 4096)
    let n = readlink("/proc/self/exe", &path, path.count - 1)
    let exe = n > 0 ? String(decoding: path[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
    let words = [exe] + CommandLine.arguments.dropFirst() + ["--scenario", scenario]
    // Single quotes for the shell, each ' inside closed, escaped and reopened.
    let command = words.map { "'" + $0.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'" }.joined(separator: " ")
    guard let pipe = popen(command, "r") else {
      Log.error("bench: cannot start a process for \(scenario)")
      return nil
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let n = fread(&chunk, 1, chunk.count, pipe)
      if n <= 0 { break }
      bytes += chunk[0..<n]
    }
    let output = String(decoding: bytes, as: UTF8.self)
    let status = pclose(pipe)
    guard status == 0 else {
      Log.error("bench: the scenario \(scenario) failed (status \(status))")
      return nil
    }
    return output.split(separator: "\n").map(String.init)
  }

  /// A headless session over a fresh temporary data folder (or `--data`),
  /// which `close` removes; nil (with the message logged) when it cannot start.
  static func session(_ config: AppConfig, _ args: BenchOptions, start: String?, painterThreads: Int = 0) -> BenchSession? {
    guard let folder = HeadlessDataFolder(data: args.session.data, keep: args.keepData) else { return nil }
    do { return BenchSession(session: try Session.headless(config, dataFolder: folder.path, start: start, painterThreads: painterThreads), folder: folder) } catch {
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
    return row("audio/synth-16-voices-256-frames", times, cpu: nil, budgetMS: blockMS, first: nil, drawn: blocks, total: blocks, coverage: 0, rss: nil)
      + "\nsynth: 16 voices, 256-frame block: \(fmt(p50, decimals: 1)) µs p50, \(fmt(p99, decimals: 1)) µs p99 = \(fmt(p50 / (blockMS * 1000) * 100, decimals: 2)) % of the block's \(fmt(blockMS, decimals: 2)) ms"
  }

  /// Frames over this many ms would miss 60 Hz on a core 4× slower (a Pi-class core).
  static let slowCoreMS = 4.2

  static let header =
    pad("scenario", 42) + pad("p50 ms", 8) + pad("p99 ms", 8) + pad("p99.9 ms", 9) + pad("max ms", 8) + pad(">4.2 ms", 8)
    + pad("cpu p50", 8) + pad("cpu p99", 8) + pad("cpu p99.9", 10) + pad("cpu max", 8) + pad("cpu>4.2", 8)
    + pad("budget p50", 11) + pad("drawn", 10) + pad("redrawn", 9) + pad("first ms", 9) + "peak RSS MB"

  /// One scenario's row: wall-clock columns, then (where measured) the frame
  /// thread's CPU time per frame.
  static func row(_ name: String, _ s: Samples, cpu: Samples?, budgetMS: Double, first: Double?, drawn: Int, total: Int, coverage: Double, rss: Int?)
    -> String
  {
    func over(_ s: Samples) -> String { fmt(Double(s.values.filter { $0 * 1000 > slowCoreMS }.count) / Double(max(1, s.count)) * 100, decimals: 1) + " %" }
    func ms(_ v: Double?) -> String { v.map { fmt($0 * 1000, decimals: 3) } ?? "-" }
    return pad(name, 42) + pad(ms(s.percentile(0.5)), 8) + pad(ms(s.percentile(0.99)), 8) + pad(ms(s.percentile(0.999)), 9) + pad(ms(s.max), 8)
      + pad(over(s), 8)
      + pad(ms(cpu?.percentile(0.5)), 8) + pad(ms(cpu?.percentile(0.99)), 8) + pad(ms(cpu?.percentile(0.999)), 10) + pad(ms(cpu?.max), 8)
      + pad(cpu.map(over) ?? "-", 8)
      + pad(fmt(s.percentile(0.5) * 1000 / budgetMS * 100, decimals: 1) + " %", 11)
      + pad("\(drawn)/\(total)", 10) + pad(fmt(coverage * 100, decimals: 1) + " %", 9) + pad(first.map { fmt($0 * 1000, decimals: 1) } ?? "-", 9)
      + (rss.map { fmt(Double($0) / 1048576, decimals: 1) } ?? "-")
  }

  static func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s + " " : s + String(repeating: " ", count: n - s.count) }
}
