import Glibc
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
  let config: AppConfig
  do {
    let explicit = args.command == .checkConfig ? (args.positional.first ?? args.config) : args.config
    config = try AppConfig.locate(explicit, registry: PluginRegistry.all)
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
  case .soundCheck: return SoundCheckCommand.run(args, config)
  case .run, .help: return RunCommand.run(args, config)
  }
}

exit(main())
