public import Basics
import Glibc
public import HomeModel
import HouseholdStore
public import Runtime

/// `settings.json` in the data folder: what a person changes on the device
/// (touch calibration, the sleep schedule, clicks, the household the first-run
/// flow writes). Stronger than the config file, weaker than the command line.
/// Its keys mirror the config's key paths (Config/README.md lists them).
public struct DeviceSettings: Sendable, Equatable {
  public static let fileName = "settings.json"
  static let keys = ["panel", "idle", "audio", "household", "locale"]

  public var file: String
  /// The file's content as written (saves change it key by key).
  public var json: JSONValue
  public var calibration: [Double]?
  /// The `idle` section, applied over the config's idle policy.
  var idle: ConfigNode?
  /// The `locale` section, applied over the config's.
  var locale: ConfigNode?
  public var clicks: Bool?
  public var household: Household?

  public static func == (a: DeviceSettings, b: DeviceSettings) -> Bool { a.file == b.file && a.json == b.json }

  public static func path(in folder: String) -> String { folder + "/" + fileName }

  /// Reads and validates `folder/settings.json`; nil when there is none.
  public static func load(folder: String) throws(ConfigError) -> DeviceSettings? {
    let file = path(in: folder)
    let read: String?
    do { read = try DataFile.readText(file, limit: DataFile.Limit.config) } catch { throw ConfigError(file: file, path: "", problem: error.problem) }
    guard let text = read else { return nil }
    return try decode(ConfigNode.parse(text, file: file))
  }

  public static func decode(_ root: ConfigNode) throws(ConfigError) -> DeviceSettings {
    let o = try root.object(keys: keys)
    var s = DeviceSettings(file: root.file, json: root.value)
    if let panel = o.optional("panel") {
      let po = try panel.object(keys: ["calibration"])
      s.calibration = try po.optional("calibration").map { (n: ConfigNode) throws(ConfigError) in try AppConfig.decodeCalibration(n) }
    }
    if let idle = o.optional("idle") {
      _ = try AppConfig.decodeIdle(idle, over: IdlePolicy())
      s.idle = idle
    }
    if let locale = o.optional("locale") {
      _ = try DisplayLocale.decode(locale, over: DisplayLocale())
      s.locale = locale
    }
    if let audio = o.optional("audio") {
      let ao = try audio.object(keys: ["clicks"])
      s.clicks = try ao.optional("clicks")?.bool()
    }
    // Written in household.json's format; photo paths resolve against the data folder.
    s.household = try o.optional("household").map { (n: ConfigNode) throws(ConfigError) in try Household.decodeCheckingFiles(n) }
    return s
  }

  /// These settings over `config`.
  func apply(to config: inout AppConfig) throws(ConfigError) {
    if let calibration { config.panel.calibration = calibration }
    if let idle { config.idle = try AppConfig.decodeIdle(idle, over: config.idle) }
    if let locale { config.locale = try DisplayLocale.decode(locale, over: config.locale) }
    if let clicks { config.clicks = clicks }
    if let household {
      config.household = household
      config.householdSource = file + ": household"
    }
    config.settingsFile = file
  }

  /// Sets `keyPath` (`["idle", "sleep"]`) to `value` in `folder/settings.json`
  /// and saves it atomically, after checking the whole file still holds; the
  /// file is untouched when it would not.
  public static func save(_ value: JSONValue, at keyPath: [String], folder: String) throws(SaveError) {
    let file = path(in: folder)
    let current: JSONValue
    do { current = try load(folder: folder)?.json ?? .object([]) } catch { throw .invalid(error) }
    let updated = current.setting(value, at: keyPath[...])
    do { _ = try decode(ConfigNode(file: file, value: updated)) } catch { throw .invalid(error) }
    do { try DataFile.writeAtomically(updated.jsonText() + "\n", to: file) } catch { throw .write(error) }
  }

  public enum SaveError: Error, CustomStringConvertible {
    /// The file as it is, or as it would be, does not hold.
    case invalid(ConfigError)
    case write(DataFile.WriteError)
    public var description: String {
      switch self {
      case .invalid(let e): return e.description
      case .write(let e): return e.description
      }
    }
  }
}

extension JSONValue {
  /// A copy with `value` at `keyPath`, making objects on the way (an existing
  /// key keeps its place).
  func setting(_ value: JSONValue, at keyPath: ArraySlice<String>) -> JSONValue {
    guard let key = keyPath.first else { return value }
    var members: [(key: String, value: JSONValue)] = []
    if case .object(let m) = self { members = m }
    if let i = members.firstIndex(where: { $0.key == key }) {
      members[i].value = members[i].value.setting(value, at: keyPath.dropFirst())
    } else {
      members.append((key, JSONValue.object([]).setting(value, at: keyPath.dropFirst())))
    }
    return .object(members)
  }

  /// A household's `faces.photos` paths and `faces.photoFolder`, relative
  /// ones made absolute against `folder`.
  func photoPathsAbsolute(folder: String) -> JSONValue {
    guard case .object(let top) = self, case .object(let faces)? = top.first(where: { $0.key == "faces" })?.value else { return self }
    var paths: [(keyPath: [String], path: JSONValue)] = []
    if case .object(let photos)? = faces.first(where: { $0.key == "photos" })?.value {
      paths += photos.map { (["faces", "photos", $0.key], $0.value) }
    }
    if let photoFolder = faces.first(where: { $0.key == "photoFolder" })?.value { paths.append((["faces", "photoFolder"], photoFolder)) }
    var out = self
    for (keyPath, path) in paths {
      guard case .string(let p) = path, !p.hasPrefix("/") else { continue }
      out = out.setting(.string((folder.isEmpty ? "." : folder) + "/" + p), at: keyPath[...])
    }
    return out
  }

  /// JSON text, two spaces per level.
  func jsonText(indent: String = "") -> String {
    switch self {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .number(let d): return d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
    case .string(let s): return JSONText.quoted(s)
    case .array(let items):
      guard !items.isEmpty else { return "[]" }
      return "[" + items.map { $0.jsonText(indent: indent) }.joined(separator: ", ") + "]"
    case .object(let members):
      guard !members.isEmpty else { return "{}" }
      let inner = indent + "  "
      return "{\n" + members.map { inner + JSONText.quoted($0.key) + ": " + $0.value.jsonText(indent: inner) }.joined(separator: ",\n")
        + "\n" + indent + "}"
    }
  }
}
