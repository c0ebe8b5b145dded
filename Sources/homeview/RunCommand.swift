import Backends
import Glibc
import HomeViewSession
import Runtime
import SystemCalls

/// `homeview [run]`: the display. Headless it plays a gesture script (the demo by
/// default) on virtual time and writes its snapshots.
@MainActor
enum RunCommand {
  static func run(_ args: RunOptions, _ config: AppConfig) -> Int32 {
    // --script, else the config's demo, else the demo built into the binary.
    let scriptPath: String
    let text: String
    if let path = args.script ?? config.demoScript {
      let read: String?
      do { read = try DataFile.readText(path, limit: DataFile.Limit.script, followSymlinks: true) } catch {
        Log.error(error.description)
        return 2
      }
      guard let read else {
        Log.error("\(path): cannot read the script (no such file)")
        return 2
      }
      (scriptPath, text) = (path, read)
    } else {
      (scriptPath, text) = ("(built-in demo.script)", BuiltInDefaults.demoScript)
    }
    let script: GestureScript
    do { script = try GestureScript.parse(text, file: scriptPath) } catch {
      Log.error(error.description)
      return 1
    }
    let outFolder = args.out ?? "out"
    if args.out == nil { Log.info("no --out: writing snapshots to ./out/") }
    guard DataFile.makeFolders(outFolder) else {
      Log.error("cannot create the output folder (\(SystemCallError("mkdir", path: outFolder)))")
      return 2
    }
    guard let dataFolder = HeadlessDataFolder(data: args.session.data, keep: args.keepData) else { return 2 }
    defer { dataFolder.remove() }
    let data = dataFolder.path
    // With --out, the run's sound goes to OUT/audio.wav, rendered in lock-step
    // with virtual time (so it is as deterministic as the pictures).
    var wav: WAVOutput?
    if args.out != nil {
      do { wav = try WAVOutput(path: outFolder + "/audio.wav", voiceCap: config.voiceCap) } catch {
        Log.error(error.problem)
        return 2
      }
    }
    let session: Session
    do { session = try Session.headless(config, dataFolder: data, audio: wav, start: config.start) } catch {
      Log.error(error.description)
      return 2
    }
    if args.overlay || config.overlay { session.loop.add(overlay: BudgetOverlay(budget: session.loop.budget.interval)) }
    let runner = ScriptRunner(loop: session.loop, display: session.headlessDisplay!, outputFolder: outFolder)
    runner.step()
    if args.trace {
      var tracer = FrameTrace(scenario: "run")
      runner.onFrame = { [unowned runner, session] wall in
        print(tracer.line(wall: wall, loop: session.loop) + " (script \(fmt(runner.time, decimals: 2)) s)")
      }
    }
    let firstFrame = ProcessStats.secondsSinceExec()
    var status: Int32 = 0
    do { try runner.run(script) } catch {
      Log.error(error.description)
      status = 1
    }
    session.close()
    if args.stats { printStats(session, firstFrame: firstFrame) }
    if status == 0 {
      Log.info("played \(scriptPath): \(runner.snapshots.count) snapshots in \(outFolder)/ (\(runner.snapshots.map { $0.split(separator: "/").last.map(String.init) ?? $0 }.joined(separator: ", ")))")
      if let wav { Log.info("sound: \(wav.path), \(fmt(Double(wav.frames) / Double(wav.sampleRate), decimals: 2)) s") }
    }
    return status
  }

  static func printStats(_ session: Session, firstFrame: Double?) {
    let loop = session.loop
    print(loop.budget.report())
    print("bus: \(loop.bus.posted) posted, \(loop.bus.delivered) delivered, \(loop.bus.refused) refused, \(loop.bus.carriedOver) carried over")
    print("painter: \(loop.painter.jobsRun) jobs, \(Int((loop.painter.inlineSeconds * 1000).rounded())) ms painted inline (headless: waited for, not frame time)")
    print("cache: \(loop.cache.count) layers, \(loop.cache.bytes / 1024) KiB of \(loop.cache.byteBudget / 1024) KiB, \(loop.cache.evictions) evicted")
    print("audio: \(loop.audio.outputName) output, \(loop.audio.notesPlayed) notes and \(loop.audio.clicksPlayed) clicks asked for; played: \(loop.audio.stats.summary)")
    if let firstFrame { print("exec → first frame: \(fmt(firstFrame * 1000, decimals: 0)) ms") }
    if let rss = ProcessStats.peakResidentBytes() { print("peak resident memory: \(fmt(Double(rss) / 1048576, decimals: 1)) MB") }
  }
}
