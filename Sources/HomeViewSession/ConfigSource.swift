import Backends
public import Basics
import Glibc
import HomeModel
public import Runtime

/// Where a session's settings come from, strongest first: the command line,
/// `settings.json` in the data folder, the config file (`--config`, else
/// `./Config/homeview.json`, else `/etc/homeview/homeview.json`), the built-in
/// defaults (which embed the demo household and script).
///
/// `load` is the one validation: check-config, start-up and reload all call it.
/// It only reads: nothing is created, renamed or written until the whole
/// config holds, so a refused config leaves every file as it was.
@MainActor
public struct ConfigSource {
  /// Which data folder's settings.json applies.
  public enum SettingsFolder: Sendable, Equatable {
    /// `--data`, else the config's `dataFolder` (the device; check-config).
    case configured
    /// `--data` only: a headless run without it starts from a fresh, empty folder.
    case onlyGiven
    /// This folder (a running session's, for reloads).
    case fixed(String)
  }

  public var commandLine: CommandLineSettings
  public var registry: [PluginRegistration]
  public var settingsFolder: SettingsFolder
  /// What the session's builder sets over every layer (a test session's
  /// clock, locale and base screen), so that a reload reads the config the
  /// session runs and reports only real changes.
  public var overrides: ((inout AppConfig) throws(ConfigError) -> Void)?

  public init(commandLine: CommandLineSettings, registry: [PluginRegistration], settingsFolder: SettingsFolder) {
    self.commandLine = commandLine
    self.registry = registry
    self.settingsFolder = settingsFolder
  }

  /// Every layer, read and validated.
  public func load() throws(ConfigError) -> AppConfig { try resolve(try configFile()) }

  /// The config file alone (or the built-in defaults): what a backend choice needs.
  public func configFile() throws(ConfigError) -> AppConfig {
    try AppConfig.locate(commandLine.configFile, registry: registry)
  }

  /// `file` with settings.json and the command line over it, the household
  /// settled and the first screen checked.
  public func resolve(_ file: AppConfig) throws(ConfigError) -> AppConfig {
    var c = file
    let folder: String?
    switch settingsFolder {
    case .configured: folder = commandLine.dataFolder ?? file.dataFolder
    case .onlyGiven: folder = commandLine.dataFolder
    case .fixed(let path): folder = path
    }
    if let folder, let settings = try DeviceSettings.load(folder: folder) { try settings.apply(to: &c) }
    if c.household == nil {
      // A config naming no household, and no household in settings.json: the
      // first-run flow starts (on the built-in household until it writes one).
      c.household = try AppConfig.builtInHousehold()
      c.firstRun = true
      let settings = folder.map { DeviceSettings.path(in: $0) } ?? "a fresh data folder"
      let welcome = c.plugins.contains { $0.manifest.screenIDs.contains(ScreenRoute.welcome.screen) }
      Log.info("first run: \(file.file) names no household and \(settings) has none; "
        + (welcome ? "starting the first-run flow" : "showing the built-in demo household (the first-run flow's plugin, settings, is not enabled)"))
    }
    try checkMemories(c)
    c = c.applying(commandLine)
    // The configured first screen is checked even when the first-run flow
    // takes its place: the config must stay right for every later start.
    try checkStart(c)
    if c.firstRun, commandLine.start == nil, c.plugins.contains(where: { $0.manifest.screenIDs.contains(ScreenRoute.welcome.screen) }) {
      c.start = ScreenRoute.welcome.screen
    }
    try overrides?(&c)
    return c
  }

  /// `plugins.faces.current: memories` needs the household's photos folder,
  /// known only once the household is settled.
  func checkMemories(_ c: AppConfig) throws(ConfigError) {
    guard c.household?.faces.photoFolder == nil,
      case .object(let faces)? = Session.section("faces", in: c.pluginSections),
      faces.first(where: { $0.key == "current" })?.value == .string(FaceChoice.memoriesID)
    else { return }
    // The household may come from settings.json rather than the config's
    // household file: say which one lacks the folder.
    throw ConfigError(
      file: c.file, path: "plugins.faces.current",
      problem: "'\(FaceChoice.memoriesID)' shows the photos folder, and the household (\(c.householdSource)) names none (its faces.photoFolder)")
  }

  /// The first screen must be one an enabled plugin shows.
  func checkStart(_ c: AppConfig) throws(ConfigError) {
    let shown = c.plugins.flatMap(\.manifest.screenIDs)
    guard !shown.contains(c.start) else { return }
    let (file, path) = commandLine.start != nil ? ("--start", "") : (c.file, "start")
    let enabled = Set(c.plugins.map(\.registration.name))
    for r in registry where !enabled.contains(r.name) {
      if r.manifest.screenIDs.contains(c.start) {
        throw ConfigError(file: file, path: path, problem: "'\(c.start)' is shown by the plugin '\(r.name)', which plugins.enabled leaves out")
      }
    }
    throw ConfigError(file: file, path: path, problem: "no screen '\(c.start)' (the enabled plugins show: \(shown.joined(separator: ", ")))")
  }
}
