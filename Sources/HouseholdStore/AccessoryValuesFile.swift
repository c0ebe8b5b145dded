import Glibc
public import HomeModel
public import Basics
public import Runtime
import SystemCalls

/// The values the person last set on fixture-owned accessories, kept in the
/// data folder (`DATA/dashboard/accessories.json`, where the dashboard kept
/// them before the store owned them, so nobody's values are lost) and saved
/// atomically after every change. The fixture stays the only source of names,
/// rooms and ranges; the file holds values only.
public struct AccessoryValuesFile: Sendable {
  public let path: String

  public init(path: String) { self.path = path }

  /// The fixture with the saved values applied. A file that cannot be
  /// understood is reported (file, key path, problem) and kept aside
  /// (`….corrupt`, never over an earlier copy) so the person's data is not
  /// lost, and the fixture values are used instead; an older version is
  /// migrated, a newer one left untouched.
  public func load(onto fixture: [Accessory]) -> [Accessory] {
    let loaded = Self.format.load(
      path, consequence: "the dashboard starts from the household's values",
      decode: { (c: DataFormat.Content) throws(ConfigError) in try Self.decode(c, onto: fixture) },
      encode: Self.encode)
    return loaded.value ?? fixture
  }

  public func save(_ accessories: [Accessory]) {
    do { try Self.format.save(Self.encode(accessories), to: path) } catch {
      Log.warning("could not keep the accessories' values: \(error)")
    }
  }

  // MARK: the format

  /// `accessories.json`: version 1 wraps the values in
  /// `{"version": 1, "accessories": {…}}`; version 0 was the bare object.
  public static let format = DataFormat(what: "the accessories' values", version: 1, limit: DataFile.Limit.accessories)

  /// The key an accessory's value is saved under (its key in household.json).
  static func valueKey(_ kind: Accessory.Kind) -> String? {
    switch kind {
    case .thermostat, .airConditioner: return "target"
    case .lamp: return "brightness"
    case .lock: return "locked"
    case .lights, .fan: return "on"
    case .garageDoor: return "open"
    case .scene, .intercom, .sensor: return nil
    }
  }

  /// `{"version": 1, "accessories": { "thermostat.living-room": { "target": 69 }, … }}`,
  /// in the household's order.
  public static func encode(_ accessories: [Accessory]) -> String {
    var lines: [String] = []
    for a in accessories {
      guard let key = valueKey(a.kind) else { continue }
      let value: String
      switch a.value {
      case .thermostat(let t, _), .climate(_, let t, _, _, _), .brightness(let t): value = String(t)
      case .locked(let b), .on(let b), .open(let b): value = b ? "true" : "false"
      case .reading, .none: continue
      }
      lines.append("    \(JSONText.quoted(a.id)): { \"\(key)\": \(value) }")
    }
    return "{\"version\": \(format.version), \"accessories\": {\n" + lines.joined(separator: ",\n") + "\n}}\n"
  }

  /// Either version: 1 keeps the values under `accessories`, 0 at the top.
  static func decode(_ content: DataFormat.Content, onto fixture: [Accessory]) throws(ConfigError) -> [Accessory] {
    try decode(content.json(), version: content.version, onto: fixture)
  }

  public static func decode(_ root: ConfigNode, version: Int, onto fixture: [Accessory]) throws(ConfigError) -> [Accessory] {
    if version == 0 { return try decode(values: root, onto: fixture) }
    return try decode(values: root.object(keys: ["version", "accessories"]).required("accessories"), onto: fixture)
  }

  /// The fixture with the saved values applied. Ids the household no longer has
  /// are skipped (the next save drops them); a value of the wrong type or out of
  /// the accessory's range is an error naming its key path.
  static func decode(values node: ConfigNode, onto fixture: [Accessory]) throws(ConfigError) -> [Accessory] {
    var result = fixture
    var index: [String: Int] = [:]
    for (i, a) in fixture.enumerated() where index[a.id] == nil { index[a.id] = i }
    for (id, entry) in try node.dictionary() {
      guard let i = index[id], let key = valueKey(result[i].kind) else { continue }
      let v = try entry.object(keys: [key]).required(key)
      var a = result[i]
      switch a.value {
      case .thermostat(_, let range): a.value = .thermostat(target: try v.int(in: range), range: range)
      case .climate(let mode, _, let current, let humidity, let range):
        a.value = .climate(mode: mode, target: try v.int(in: range), current: current, humidity: humidity, range: range)
      case .brightness: a.value = .brightness(try v.int(in: 0...100))
      case .locked: a.value = .locked(try v.bool())
      case .on: a.value = .on(try v.bool())
      case .open: a.value = .open(try v.bool())
      case .reading, .none: break
      }
      result[i] = a
    }
    return result
  }
}
