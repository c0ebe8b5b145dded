public import Basics

/// A smart-home accessory on the dashboards and the Home faces. Its state is
/// one `Value` whose case matches its `kind`, so a lamp can never carry a lock
/// state; `AccessoryChanged` events carry `primaryValue` and `applying(_:)`.
public struct Accessory: Sendable, Equatable {
  public enum Kind: String, Sendable, Equatable, CaseIterable {
    case thermostat
    case airConditioner = "air-conditioner"
    case lamp
    case lock
    case lights
    case garageDoor = "garage-door"
    case scene
    case intercom
    case fan
    /// A reading (temperature, humidity) from a device; nothing to set.
    case sensor

    /// The tile's second line when the accessory has no room ("Scene").
    public var label: String {
      switch self {
      case .thermostat: return "Thermostat"
      case .airConditioner: return "Air Conditioner"
      case .lamp: return "Lamp"
      case .lock: return "Door Lock"
      case .lights: return "Lights"
      case .garageDoor: return "Garage Door"
      case .scene: return "Scene"
      case .intercom: return "Intercom"
      case .fan: return "Fan"
      case .sensor: return "Sensor"
      }
    }

    /// The config keys this kind's state takes, besides id, kind, room and title.
    var stateKeys: [String] {
      switch self {
      case .thermostat: return ["target", "min", "max"]
      case .airConditioner: return ["mode", "target", "current", "humidity", "min", "max"]
      case .lamp: return ["brightness"]
      case .lock: return ["locked"]
      case .lights, .fan: return ["on"]
      case .garageDoor: return ["open"]
      case .scene, .intercom: return []
      case .sensor: return ["reading", "unit"]
      }
    }
  }

  public enum ClimateMode: String, Sendable, Equatable, CaseIterable {
    case cool, heat, off
    /// The air page's line above the number ("Cooling to").
    public var label: String {
      switch self {
      case .cool: return "Cooling to"
      case .heat: return "Heating to"
      case .off: return "Off"
      }
    }
  }

  public enum Value: Sendable, Equatable {
    /// Target (in the accessory's `temperatureUnit`) and the range the chevrons and drag may reach.
    case thermostat(target: Int, range: ClosedRange<Int>)
    /// Target and current temperature (in `temperatureUnit`), relative humidity %, and the target's range.
    case climate(mode: ClimateMode, target: Int, current: Int, humidity: Int, range: ClosedRange<Int>)
    /// Percent, 0…100.
    case brightness(Int)
    case locked(Bool)
    /// Lights and fans.
    case on(Bool)
    case open(Bool)
    /// A sensor's number and its unit ("°F", "%").
    case reading(Double, unit: String)
    /// Scenes and the intercom are actions, with no state to show.
    case none
  }

  /// Stable, `kind.place` (`thermostat.living-room`): element ids, events, the data folder.
  public var id: String
  public var kind: Kind
  /// "Living Room"; nil for what belongs to no room (a scene).
  public var room: String?
  /// "Thermostat", "Door Lock", "Good Morning".
  public var title: String
  public var value: Value
  /// The unit of a thermostat's or air conditioner's temperatures, as its
  /// provider gives them (the household file's °F, Home Assistant's
  /// `temperature_unit`); screens convert to the `locale`'s unit to show them.
  public var temperatureUnit: DisplayLocale.TemperatureUnit

  public init(
    id: String, kind: Kind, room: String?, title: String, value: Value,
    temperatureUnit: DisplayLocale.TemperatureUnit = .fahrenheit
  ) {
    self.id = id
    self.kind = kind
    self.room = room
    self.title = title
    self.value = value
    self.temperatureUnit = temperatureUnit
  }

  /// `value` (in this accessory's unit) as `locale` shows it, rounded.
  public func shown(_ value: Int, _ locale: DisplayLocale) -> Int { locale.temperature(value, in: temperatureUnit) }

  /// The tile's second line: the room, or what it is ("Scene").
  public var subtitle: String { room ?? kind.label }
  /// A page heading: "Bedroom Air", "Living Room Lamp".
  public var fullName: String { room.map { "\($0) \(title)" } ?? title }

  /// The one number an `AccessoryChanged` event carries: a target, a
  /// percentage, or 1/0 for on, locked, open; nil for actions.
  public var primaryValue: Double? {
    switch value {
    case .thermostat(let t, _), .climate(_, let t, _, _, _), .brightness(let t): return Double(t)
    case .locked(let b), .on(let b), .open(let b): return b ? 1 : 0
    case .reading(let r, _): return r
    case .none: return nil
    }
  }

  /// Whether the person can change it (a sensor only reports).
  public var isSettable: Bool {
    switch value {
    case .reading: return false
    default: return true
    }
  }

  /// This accessory with its primary value set (rounded, clamped into its range).
  public func applying(_ v: Double) -> Accessory {
    var a = self
    let n = v.isFinite ? Int(v.rounded()) : 0
    switch value {
    case .thermostat(_, let r): a.value = .thermostat(target: min(max(n, r.lowerBound), r.upperBound), range: r)
    case .climate(let m, _, let c, let h, let r):
      a.value = .climate(mode: m, target: min(max(n, r.lowerBound), r.upperBound), current: c, humidity: h, range: r)
    case .brightness: a.value = .brightness(min(max(n, 0), 100))
    case .locked: a.value = .locked(v != 0)
    case .on: a.value = .on(v != 0)
    case .open: a.value = .open(v != 0)
    case .reading, .none: break
    }
    return a
  }

  static let commonKeys = ["id", "kind", "room", "title"]
  static let temperatures = 32...100

  public static func decode(_ node: ConfigNode) throws(ConfigError) -> Accessory {
    // The kind decides which other keys are allowed, so read it before checking them.
    guard let kindNode = try node.dictionary().first(where: { $0.key == "kind" })?.node else {
      _ = try node.object(keys: commonKeys + Kind.allCases.flatMap(\.stateKeys))
      throw ConfigError(file: node.file, path: node.path.isEmpty ? "kind" : "\(node.path).kind", problem: "missing (required)")
    }
    let kind = Kind(rawValue: try kindNode.choice(Kind.allCases.map(\.rawValue)))!
    let o = try node.object(keys: commonKeys + kind.stateKeys)
    let id = try Read.id(try o.required("id"))
    let room = try o.optional("room").map { (n: ConfigNode) throws(ConfigError) -> String in try Read.text(n) }
    let title = try Read.text(try o.required("title"))
    let value: Value
    switch kind {
    case .thermostat:
      let range = try targetRange(o)
      value = .thermostat(target: try o.required("target").int(in: range), range: range)
    case .airConditioner:
      let range = try targetRange(o)
      value = .climate(
        mode: ClimateMode(rawValue: try o.required("mode").choice(ClimateMode.allCases.map(\.rawValue)))!,
        target: try o.required("target").int(in: range),
        current: try o.required("current").int(in: -40...140),
        humidity: try o.required("humidity").int(in: 0...100),
        range: range)
    case .lamp: value = .brightness(try o.required("brightness").int(in: 0...100))
    case .lock: value = .locked(try o.required("locked").bool())
    case .lights, .fan: value = .on(try o.required("on").bool())
    case .garageDoor: value = .open(try o.required("open").bool())
    case .scene, .intercom: value = .none
    case .sensor:
      value = .reading(try o.required("reading").double(), unit: try o.optional("unit")?.string() ?? "")
    }
    return Accessory(id: id, kind: kind, room: room, title: title, value: value)
  }

  /// `min` … `max` of a settable temperature, °F.
  static func targetRange(_ o: ConfigObject) throws(ConfigError) -> ClosedRange<Int> {
    let lo = try o.required("min").int(in: temperatures)
    let maxNode = try o.required("max")
    let hi = try maxNode.int(in: temperatures)
    guard lo < hi else { throw maxNode.fail("\(hi) is not above min (\(lo))") }
    return lo...hi
  }
}
