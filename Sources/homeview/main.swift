import Glibc
import HomeViewSession
import PluginRegistry
import Runtime

// The executable: arguments, config, backend choice, the static plugin
// registry and the loop. Everything else lives in the libraries.

@MainActor
func main() -> Int32 {
  let args: Arguments
  do { args = try Arguments.parse(Array(CommandLine.arguments.dropFirst())) } catch {
    Log.error(error.description)
    return 2
  }
  if args.command == .help {
    print(Arguments.help)
    return 0
  }
  var commandLine = args.commandLine
  if args.command == .checkConfig { commandLine.configFile = args.positional.first ?? args.config }
  var source = ConfigSource(commandLine: commandLine, registry: PluginRegistry.all, settingsFolder: .configured)
  // Everything the files decide is read and checked before anything is created.
  let config: AppConfig
  var backend = BackendChoice.Choice.headless(reason: nil)
  do {
    let file = try source.configFile()
    switch args.command {
    case .run, .calibrate:
      backend = BackendChoice.choose(
        requested: args.backend, configured: file.backend, card: file.drm.card, scripted: args.script != nil)
      // A headless run without --data starts from a fresh, empty data folder.
      if case .headless = backend { source.settingsFolder = .onlyGiven }
    case .snapshot, .soak: source.settingsFolder = .onlyGiven
    case .bench: if args.backend != "drm" { source.settingsFolder = .onlyGiven }
    case .checkConfig, .soundCheck, .help: break
    }
    config = try source.resolve(file)
  } catch {
    Log.error(error.description)
    return 2
  }
  switch args.command {
  case .checkConfig:
    print("\(config.file): ok (\(config.plugins.map(\.registration.name).joined(separator: ", ")))")
    return 0
  case .snapshot: return SnapshotCommand.run(args, config)
  case .bench: return BenchCommand.run(args, config)
  case .soak: return SoakCommand.run(args, config)
  case .soundCheck: return SoundCheckCommand.run(args, config)
  case .run, .calibrate, .help:
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
