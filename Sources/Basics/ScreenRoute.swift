/// A typed name for one screen: the plugin that provides it and its screen id
/// (the id scripts, snapshots and `--start` use). Plugins navigate by route,
/// never by another plugin's string id; the routes one plugin needs of another
/// are declared in a shared low module (HomeModel), so neither imports the
/// other, and the registry checks at start-up that each one resolves.
public struct ScreenRoute: Hashable, Sendable, CustomStringConvertible {
  /// The plugin's config name (`faces`, `home`).
  public let plugin: String
  /// The screen id (`face`, `home.apps`).
  public let screen: String

  public init(plugin: String, screen: String) {
    self.plugin = plugin
    self.screen = screen
  }

  public var description: String { "\(plugin):\(screen)" }
}
