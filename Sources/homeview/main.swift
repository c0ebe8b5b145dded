import Glibc
import HomeViewSession
import PluginRegistry
import Runtime
import SystemCalls

// The executable: arguments, config, backend choice, the static plugin
// registry and the loop. Everything else lives in the libraries.

@MainActor
func main() -> Int32 {
  MallocPolicy.apply()
  let args: Arguments
  do { args = try Arguments.parse(Array(CommandLine.arguments.dropFirst())) } catch {
    Log.error(error.description)
    return 2
  }
  if case .help = args {
    print(Arguments.helpText)
    return 0
  }
  var source = ConfigSource(commandLine: args.commandLine, registry: PluginRegistry.all, settingsFolder: .configured)
  // Everything the files decide is read and checked before anything is created.
  let config: AppConfig
  var backend = BackendChoice.Choice.headless(reason: nil)
  do {
    let file = try source.configFile()
    switch args {
    case .run(let o):
      backend = BackendChoice.choose(requested: o.backend, configured: file.backend, card: file.drm.card, scripted: o.script != nil)
      // A headless run without --data starts from a fresh, empty data folder.
      if case .headless = backend { source.settingsFolder = .onlyGiven }
    case .snapshot, .soak: source.settingsFolder = .onlyGiven
    case .bench(let o): if !o.onDisplay { source.settingsFolder = .onlyGiven }
    case .checkConfig, .soundCheck, .help: break
    }
    config = try source.resolve(file)
  } catch {
    Log.error(error.description)
    return 2
  }
  switch args {
  case .checkConfig:
    print("\(config.file): ok (\(config.plugins.map(\.registration.name).joined(separator: ", ")))")
    return 0
  case .snapshot(let o): return SnapshotCommand.run(o, config)
  case .bench(let o): return BenchCommand.run(o, config)
  case .soak(let o): return SoakCommand.run(o, config)
  case .soundCheck(let o): return SoundCheckCommand.run(o, config)
  case .help: return 0
  case .run(let args):
    switch backend {
    case .headless(let reason):
      if let reason { Log.info(reason) }
      return RunCommand.run(args, config)
    case .window(let reason):
      if let reason { Log.info(reason) }
      guard args.script == nil else {
        Log.error("--script plays headless, on virtual time; the window backend (\(config.file): backend) is driven by the mouse and keyboard")
        return 2
      }
      return WindowRun.run(args, config, source: source)
    case .drm:
      return DeviceRun.run(args, config, source: source)
    }
  }
}

exit(main())
