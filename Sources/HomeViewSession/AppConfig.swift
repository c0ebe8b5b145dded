public import Backends
public import Basics
import Glibc
public import HomeModel
import HouseholdStore
public import MQTTProvider
import SystemCalls
public import WeatherProvider
public import CalendarProvider
public import MPDProvider
public import Runtime

/// Config/homeview.json, decoded and validated (every key is documented in
/// Config/README.md). A mistake stops start-up with `file: key.path: problem`.
@MainActor
public struct AppConfig {
  public struct Panel: Sendable, Equatable {
    public var width = 1280
    public var height = 800
    public var rotation = 0
    public var refresh = 60.0
    /// libinput's 2×3 calibration matrix, row-major.
    public var calibration: [Double] = [1, 0, 0, 0, 1, 0]
  }

  public var file: String
  public var panel = Panel()
  public var backend = "auto"
  /// The frame-budget overlay from the start.
  public var overlay = false
  /// nil = the backend's default (system on drm, fixed in headless runs).
  public var clock: Clock.Mode?
  public var start = "gallery"
  public var dataFolder = "/var/lib/homeview"
  public var cacheMegabytes = 24
  public var idle = IdlePolicy()
  /// `locale`: units and formats the screens show (the fixture's by default).
  public var locale = DisplayLocale()
  public var audioDevice = "default"
  public var clicks = true
  /// Notes that may sound at once; a new one steals the oldest.
  public var voiceCap = 16
  public var demoScript: String?
  public var householdFile: String?
  /// The household fixture every screen shows (Config/household.json).
  public var household: Household?
  /// The drm backend's section and the libinput section.
  public var drm = DRMSettings()
  public var input = InputSettings()
  /// `providers.mqtt`: Home Assistant's broker (nil: the fixture alone).
  public var mqtt: MQTTSettings?
  /// `providers.weather`: an Open-Meteo-format weather service (nil: the household file's weather).
  public var weather: WeatherSettings?
  /// `providers.calendar`: calendars and reminder lists (nil: the household's own day).
  public var calendar: CalendarSettings?
  /// `providers.mpd`: the music player Now Playing shows (nil: the household's song).
  public var mpd: MPDSettings?
  /// Enabled plugins in order, with their validated settings.
  public var plugins: [ConfiguredPlugin] = []
  /// The `plugins` section as written (a reload compares it section by section).
  public var pluginSections: JSONValue?
  /// Where the household came from: its file, settings.json, or the built-in one.
  public var householdSource = "(built-in household.json)"
  /// The settings.json that was applied, if one was found.
  public var settingsFile: String?
  /// The config names no household and the data folder has none: the first-run
  /// flow's case (until it exists, the built-in household is shown).
  public var firstRun = false

  public init(file: String) { self.file = file }

  static let topKeys = [
    "panel", "backend", "clock", "start", "dataFolder", "cacheMegabytes", "idle", "audio", "demo", "household",
    "plugins", "drm", "input", "overlay", "providers", "locale",
  ]
  /// What `backend` (and `--backend`, with no `auto`) may name.
  public static let backends = ["auto", "drm", "window", "headless"]

  /// Where the config is looked for when `--config` is not given.
  public static let searchPath = ["Config/homeview.json", "/etc/homeview/homeview.json"]

  /// Finds and loads the config; with no file anywhere, the built-in defaults.
  public static func locate(_ explicit: String?, registry: [PluginRegistration]) throws(ConfigError) -> AppConfig {
    // A session started from the built-in defaults reloads from them.
    if explicit == builtInName { return try builtInDefaults(registry: registry) }
    if let explicit { return try load(explicit, registry: registry) }
    for path in searchPath where access(path, F_OK) == 0 { return try load(path, registry: registry) }
    Log.info("no config file (\(searchPath.joined(separator: ", "))): using built-in defaults")
    return try builtInDefaults(registry: registry)
  }

  /// The built-in defaults with these plugins, each with its default settings:
  /// what runs with no config file, and where a test starts from.
  public static func builtInDefaults(registry: [PluginRegistration]) throws(ConfigError) -> AppConfig {
    var c = AppConfig(file: builtInName)
    c.plugins = try decodePlugins(nil, file: c.file, registry: registry)
    c.household = try builtInHousehold()
    return c
  }

  /// What messages call the built-in defaults.
  public static let builtInName = "(built-in defaults)"

  /// The demo household compiled into the binary (Config/household.json's copy).
  public static func builtInHousehold() throws(ConfigError) -> Household {
    try Household.decode(ConfigNode.parse(BuiltInDefaults.householdJSON, file: "(built-in household.json)"))
  }

  public static func load(_ path: String, registry: [PluginRegistration]) throws(ConfigError) -> AppConfig {
    let text: String
    do throws(DataFile.ReadError) {
      guard let t = try DataFile.readText(path, limit: DataFile.Limit.config, followSymlinks: true) else {
        throw DataFile.ReadError(path: path, problem: "cannot read the file (no such file)")
      }
      text = t
    } catch {
      throw ConfigError(file: path, path: "", problem: error.problem)
    }
    return try decode(ConfigNode.parse(text, file: path), registry: registry)
  }

  public static func decode(_ root: ConfigNode, registry: [PluginRegistration]) throws(ConfigError) -> AppConfig {
    var c = AppConfig(file: root.file)
    let o = try root.object(keys: topKeys)
    if let p = o.optional("panel") {
      let po = try p.object(keys: ["width", "height", "rotation", "refresh", "calibration"])
      c.panel.width = try po.int("width", default: c.panel.width, in: 100...8192)
      c.panel.height = try po.int("height", default: c.panel.height, in: 100...8192)
      if let r = po.optional("rotation") {
        c.panel.rotation = try r.int()
        guard [0, 90, 180, 270].contains(c.panel.rotation) else { throw r.fail("\(c.panel.rotation) is not 0, 90, 180 or 270") }
      }
      c.panel.refresh = try po.double("refresh", default: c.panel.refresh, in: 20...240)
      if let m = po.optional("calibration") { c.panel.calibration = try decodeCalibration(m) }
    }
    c.backend = try o.choice("backend", Self.backends, default: c.backend)
    c.overlay = try o.bool("overlay", default: c.overlay)
    if let clock = o.optional("clock") {
      let co = try clock.object(keys: ["mode", "time"])
      let mode = try co.choice("mode", ["auto", "system", "fixed", "simulated"], default: "auto")
      var time = CivilTime.demo
      if let t = co.optional("time") {
        let s = try t.string()
        guard let parsed = CivilTime(parsing: s) else { throw t.fail("'\(s)' is not a time like 2026-04-01T10:09:00 (years 1…9999)") }
        time = parsed
      }
      switch mode {
      case "system": c.clock = .system
      case "fixed": c.clock = .fixed(time)
      case "simulated": c.clock = .simulated(start: time)
      default: c.clock = nil
      }
    }
    c.start = try o.string("start", default: c.start)
    c.dataFolder = try o.string("dataFolder", default: c.dataFolder)
    c.cacheMegabytes = try o.int("cacheMegabytes", default: c.cacheMegabytes, in: 4...1024)
    if let idle = o.optional("idle") { c.idle = try decodeIdle(idle, over: c.idle) }
    if let locale = o.optional("locale") { c.locale = try DisplayLocale.decode(locale, over: c.locale) }
    if let audio = o.optional("audio") {
      let ao = try audio.object(keys: ["device", "clicks", "voices"])
      c.audioDevice = try ao.string("device", default: c.audioDevice)
      c.clicks = try ao.bool("clicks", default: c.clicks)
      c.voiceCap = try ao.int("voices", default: c.voiceCap, in: 1...64)
    }
    if let demo = o.optional("demo") {
      let file = try existingFile(demo, relativeTo: root.file)
      // Checked here, so check-config refuses the script a headless run would.
      let read: String?
      do { read = try DataFile.readText(file, limit: DataFile.Limit.script, followSymlinks: true) } catch { throw demo.fail(error.description) }
      guard let text = read else { throw demo.fail("the file '\(file)' does not exist") }
      do { _ = try GestureScript.parse(text, file: file) } catch { throw ConfigError(file: "\(error.file):\(error.line)", path: "", problem: error.problem) }
      c.demoScript = file
    }
    if let household = o.optional("household") {
      let file = try existingFile(household, relativeTo: root.file)
      c.householdFile = file
      c.household = try Household.load(file: file)
      c.householdSource = file
    }
    if let providers = o.optional("providers") {
      let po = try providers.object(keys: ["mqtt", "weather", "calendar", "mpd"])
      c.mqtt = try po.optional("mqtt").map { (n: ConfigNode) throws(ConfigError) in try MQTTSettings.decode(n) }
      c.weather = try po.optional("weather").map { (n: ConfigNode) throws(ConfigError) in try WeatherSettings.decode(n) }
      c.calendar = try po.optional("calendar").map { (n: ConfigNode) throws(ConfigError) in try CalendarSettings.decode(n) }
      c.mpd = try po.optional("mpd").map { (n: ConfigNode) throws(ConfigError) in try MPDSettings.decode(n) }
    }
    c.drm = try DRMSettings.decode(o.optional("drm"))
    c.input = try InputSettings.decode(o.optional("input"))
    c.plugins = try decodePlugins(o.optional("plugins"), file: root.file, registry: registry)
    c.pluginSections = o.optional("plugins")?.value
    return c
  }

  /// `plugins.enabled` lists plugins in order (every registered plugin, in
  /// registry order, when it is not given; one it leaves out is logged);
  /// `plugins.<name>` is that plugin's own section, which its code validates.
  /// The enabled plugins' routes must all resolve.
  static func decodePlugins(_ node: ConfigNode?, file: String, registry: [PluginRegistration]) throws(ConfigError) -> [ConfiguredPlugin] {
    let names = registry.map(\.name)
    let sections = try node?.dictionary() ?? []
    for (key, n) in sections where key != "enabled" && !names.contains(key) {
      throw n.fail("unknown plugin (registered: \(names.joined(separator: ", ")))")
    }
    var enabled = names
    let list = sections.first(where: { $0.key == "enabled" })?.node
    if let list {
      enabled = []
      for item in try list.array() {
        let name = try item.string()
        guard names.contains(name) else { throw item.fail("unknown plugin '\(name)' (registered: \(names.joined(separator: ", ")))") }
        guard !enabled.contains(name) else { throw item.fail("'\(name)' is listed twice") }
        enabled.append(name)
      }
      for name in names where !enabled.contains(name) {
        Log.info("\(list.file): \(list.path): the registered plugin '\(name)' is not listed: not started")
      }
    }
    var out: [ConfiguredPlugin] = []
    for name in enabled {
      let registration = registry.first { $0.name == name }!
      out.append(try registration.configure(sections.first { $0.key == name }?.node))
    }
    if let problem = RouteCheck.problems(enabled: out.map(\.manifest), registered: registry.map(\.manifest)).first {
      throw list?.fail(problem) ?? ConfigError(file: file, path: "plugins", problem: problem)
    }
    return out
  }

  /// An `idle` section (the config's or settings.json's) over `base`; `"sleep": null`
  /// removes the sleep window.
  nonisolated static func decodeIdle(_ node: ConfigNode, over base: IdlePolicy) throws(ConfigError) -> IdlePolicy {
    var idle = base
    let io = try node.object(keys: ["ambientAfterSeconds", "sleep", "nightLevel", "screenOff", "backlight"])
    idle.ambientAfter = try io.double("ambientAfterSeconds", default: idle.ambientAfter, in: 5...86400)
    idle.nightLevel = try io.double("nightLevel", default: idle.nightLevel, in: 0.05...1)
    if let off = io.optional("screenOff") {
      if case .number = off.value {
        idle.screenOff = .afterIdle(seconds: try off.double(in: 1...1440) * 60)
      } else {
        switch try off.string() {
        case "never": idle.screenOff = .never
        case "sleep": idle.screenOff = .sleepWindow
        case let other: throw off.fail("'\(other)' is not never, sleep or a number of minutes (1…1440)")
        }
      }
    }
    if let b = io.optional("backlight") {
      let name = try b.string()
      guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
        throw b.fail("'\(name)' is not auto, none or a name under /sys/class/backlight")
      }
      idle.backlight = name
    }
    if let s = io.optional("sleep") {
      if case .null = s.value {
        (idle.sleepFrom, idle.sleepTo) = (nil, nil)
      } else {
        let so = try s.object(keys: ["from", "to"])
        idle.sleepFrom = try minuteOfDay(so.required("from"))
        idle.sleepTo = try minuteOfDay(so.required("to"))
      }
    }
    return idle
  }

  /// libinput's 2×3 matrix: six numbers.
  nonisolated static func decodeCalibration(_ m: ConfigNode) throws(ConfigError) -> [Double] {
    let items = try m.array()
    guard items.count == 6 else { throw m.fail("expected 6 numbers (a 2x3 matrix), found \(items.count)") }
    return try items.map { n throws(ConfigError) in try n.double(in: -100...100) }
  }

  nonisolated static func minuteOfDay(_ n: ConfigNode) throws(ConfigError) -> Int {
    let s = try n.string()
    let parts = s.split(separator: ":").map { Int($0) }
    guard parts.count == 2, let h = parts[0], let m = parts[1], (0...23).contains(h), (0...59).contains(m) else {
      throw n.fail("'\(s)' is not a time of day like 22:30")
    }
    return h * 60 + m
  }

  /// A file named relative to the config file's folder, which must exist.
  static func existingFile(_ n: ConfigNode, relativeTo configFile: String) throws(ConfigError) -> String {
    let name = try n.string()
    let path = name.hasPrefix("/") ? name : directory(of: configFile) + name
    guard access(path, R_OK) == 0 else { throw n.fail("the file '\(path)' does not exist or cannot be read") }
    return path
  }

  static func directory(of file: String) -> String {
    guard let slash = file.lastIndex(of: "/") else { return "" }
    return String(file[...slash])
  }
}

