import HomeViewSession

/// The options that choose and override the config, which every command
/// building a session takes: `--config`, `--data`, `--size`, `--rotation`.
struct SessionOptions {
  var config: String?
  var data: String?
  var size: (width: Int, height: Int)?
  var rotation: Int?

  /// The options for a command whose options value keeps these at `field`.
  static func options<O>(_ field: WritableKeyPath<O, SessionOptions>) -> [Option<O>] {
    [
      .text("--config", field.appending(path: \.config)),
      .text("--data", field.appending(path: \.data)),
      .value("--size", field.appending(path: \.size), OptionValue.size),
      .value("--rotation", field.appending(path: \.rotation), OptionValue.rotation),
    ]
  }

  /// What these override over settings.json and the config file.
  var commandLine: CommandLineSettings {
    var c = CommandLineSettings()
    c.configFile = config
    c.dataFolder = data
    c.size = size
    c.rotation = rotation
    return c
  }
}
