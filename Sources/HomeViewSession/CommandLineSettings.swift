/// What the command line sets: the strongest layer of settings, applied over
/// settings.json, the config file and the built-in defaults.
public struct CommandLineSettings: Sendable {
  /// `--config`: the config file instead of the search path.
  public var configFile: String?
  /// `--data`: the data folder (headless runs otherwise use a fresh temporary one).
  public var dataFolder: String?
  /// `--backend`.
  public var backend: String?
  /// `--size WxH`: the panel's native size.
  public var size: (width: Int, height: Int)?
  /// `--rotation`.
  public var rotation: Int?
  /// `--start`: the first screen.
  public var start: String?

  public init() {}
}

extension AppConfig {
  /// The config with the command line's settings on top.
  public func applying(_ cli: CommandLineSettings) -> AppConfig {
    var c = self
    if let size = cli.size { (c.panel.width, c.panel.height) = size }
    if let rotation = cli.rotation { c.panel.rotation = rotation }
    if let start = cli.start { c.start = start }
    if let backend = cli.backend { c.backend = backend }
    if let data = cli.dataFolder { c.dataFolder = data }
    return c
  }

  /// The logical screen in pixels: the panel turned by its rotation.
  public var logicalSize: (width: Int, height: Int) {
    panel.rotation == 90 || panel.rotation == 270 ? (panel.height, panel.width) : (panel.width, panel.height)
  }
}
