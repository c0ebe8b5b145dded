import HomeModel
import Basics
import Runtime

/// One entity from Home Assistant's MQTT discovery
/// (`<prefix>/<component>/[<node>/]<object>/config`): what it is, its topics
/// and the payloads its config names, with Home Assistant's defaults.
struct HomeAssistantEntity: Sendable, Equatable {
  enum Component: String, Sendable, CaseIterable {
    case climate, light, lock, fan, cover, sensor, scene, button
    case switchComponent = "switch"
  }

  var component: Component
  /// `<component>.<object id>`: the accessory's id, what `plugins.dashboard.tiles` names.
  var id: String
  var name: String
  var area: String?
  /// Every `…_topic` of the config, by its full key (abbreviations expanded, `~` applied).
  var topics: [String: String]
  /// Every other string setting (payloads, states, templates), by full key.
  var strings: [String: String]
  var numbers: [String: Double]
  /// Lights with `schema: json`: one JSON state and one JSON command.
  var jsonSchema: Bool
  var availabilityTopic: String?

  func topic(_ key: String) -> String? { topics[key] }
  func string(_ key: String, _ fallback: String) -> String { strings[key] ?? fallback }
  func number(_ key: String, _ fallback: Double) -> Double { numbers[key] ?? fallback }

  /// The topics whose messages change this entity.
  var stateTopics: [String] {
    topics.filter { $0.key.hasSuffix("state_topic") || $0.key == "current_temperature_topic" }.map(\.value).sorted()
  }

  struct Problem: Error, Sendable { var text: String }

  // Home Assistant's short keys, for the settings read here.
  static let abbreviations: [String: String] = [
    "~": "~", "name": "name", "uniq_id": "unique_id", "obj_id": "object_id", "stat_t": "state_topic",
    "cmd_t": "command_topic", "avty_t": "availability_topic", "avty": "availability", "pl_avail": "payload_available",
    "pl_not_avail": "payload_not_available", "pl_on": "payload_on", "pl_off": "payload_off", "stat_on": "state_on",
    "stat_off": "state_off", "val_tpl": "value_template", "stat_val_tpl": "state_value_template",
    "bri_stat_t": "brightness_state_topic", "bri_cmd_t": "brightness_command_topic", "bri_scl": "brightness_scale",
    "bri_val_tpl": "brightness_value_template", "curr_temp_t": "current_temperature_topic",
    "curr_temp_tpl": "current_temperature_template", "temp_stat_t": "temperature_state_topic",
    "temp_stat_tpl": "temperature_state_template", "temp_cmd_t": "temperature_command_topic",
    "mode_stat_t": "mode_state_topic", "mode_stat_tpl": "mode_state_template", "mode_cmd_t": "mode_command_topic",
    "min_temp": "min_temp", "max_temp": "max_temp", "pl_lock": "payload_lock", "pl_unlk": "payload_unlock",
    "stat_locked": "state_locked", "stat_unlocked": "state_unlocked", "pl_open": "payload_open",
    "pl_cls": "payload_close", "stat_open": "state_open", "stat_clsd": "state_closed", "pl_prs": "payload_press",
    "unit_of_meas": "unit_of_measurement", "dev_cla": "device_class", "dev": "device", "sa": "suggested_area",
    "schema": "schema", "brightness": "brightness", "modes": "modes", "temp_unit": "temperature_unit",
  ]

  /// Reads a discovery message. `topic` names the component and the object id.
  static func decode(topic: String, prefix: String, payload: String) throws(Problem) -> HomeAssistantEntity {
    let parts = topic.split(separator: "/").map(String.init)
    let prefixParts = prefix.split(separator: "/").count
    guard parts.count == prefixParts + 3 || parts.count == prefixParts + 4, parts.last == "config" else {
      throw Problem(text: "not a discovery topic (<prefix>/<component>/[<node>/]<object>/config)")
    }
    guard let component = Component(rawValue: parts[prefixParts]) else {
      throw Problem(text: "component '\(parts[prefixParts])' is not one HomeView shows")
    }
    let objectID = parts[parts.count - 2]
    let root: JSONValue
    do { root = try JSONParser.parse(payload) } catch { throw Problem(text: "not JSON (\(error.line):\(error.column): \(error.problem))") }
    guard case .object(let members) = root else { throw Problem(text: "expected an object, found \(root.kindName)") }
    var fields: [String: JSONValue] = [:]
    for m in members { fields[abbreviations[m.key] ?? m.key] = m.value }
    let base: String? = if case .string(let b) = fields["~"] { b } else { nil }
    func text(_ v: JSONValue?) -> String? {
      switch v {
      case .string(let s): return s
      case .number(let n): return n == n.rounded() ? String(Int(n)) : String(n)
      case .bool(let b): return b ? "true" : "false"
      default: return nil
      }
    }
    var topics: [String: String] = [:]
    var strings: [String: String] = [:]
    var numbers: [String: Double] = [:]
    for (key, value) in fields {
      if key.hasSuffix("_topic"), var t = text(value) {
        if let base {
          if t.hasPrefix("~") { t = base + t.dropFirst() } else if t.hasSuffix("~") { t = t.dropLast() + base }
        }
        topics[key] = t
      } else if case .number(let n) = value {
        numbers[key] = n
      } else if let s = text(value) {
        strings[key] = s
      }
    }
    // `availability: [{topic, payload_available, payload_not_available}]`: the first.
    if case .array(let list) = fields["availability"], case .object(let first)? = list.first {
      for m in first {
        let key = abbreviations[m.key] ?? m.key
        if key == "topic" || key == "t", let t = text(m.value) { topics["availability_topic"] = t }
        else if let s = text(m.value) { strings[key] = s }
      }
    }
    var area: String?
    var deviceName: String?
    if case .object(let device) = fields["device"] {
      for m in device {
        let key = abbreviations[m.key] ?? m.key
        if key == "suggested_area" { area = text(m.value) }
        if key == "name" { deviceName = text(m.value) }
      }
    }
    let name = text(fields["name"]) ?? deviceName ?? String(objectID.map { $0 == "_" ? " " : $0 })
    if component != .scene && component != .button && topics["state_topic"] == nil && component != .climate {
      if topics["command_topic"] == nil { throw Problem(text: "no state_topic and no command_topic") }
    }
    // A unit HomeView cannot read would be taken as °F and every number
    // converted wrongly: the config is refused instead, saying why.
    if let unit = strings["temperature_unit"], DisplayLocale.temperatureUnit(unit) == nil {
      throw Problem(text: "temperature_unit: '\(unit)' is not C or F")
    }
    return HomeAssistantEntity(
      component: component, id: "\(component.rawValue).\(objectID)", name: name, area: area, topics: topics,
      strings: strings, numbers: numbers, jsonSchema: strings["schema"] == "json",
      availabilityTopic: topics["availability_topic"])
  }

  // MARK: the accessory it becomes

  /// The accessory kind HomeView draws it as.
  var kind: Accessory.Kind {
    switch component {
    case .climate:
      let modes = strings["modes"] ?? ""
      return modes.contains("cool") || topics["mode_state_topic"] != nil ? .airConditioner : .thermostat
    case .light: return supportsBrightness ? .lamp : .lights
    case .lock: return .lock
    case .switchComponent: return .lights
    case .fan: return .fan
    case .cover: return .garageDoor
    case .sensor: return .sensor
    case .scene, .button: return .scene
    }
  }

  var supportsBrightness: Bool {
    jsonSchema ? strings["brightness"] == "true" : topics["brightness_command_topic"] != nil || topics["brightness_state_topic"] != nil
  }

  /// The unit of a climate entity's temperatures: its `temperature_unit`
  /// (`C` or `F`; `decode` refuses any other), else °F (the household fixture's).
  var temperatureUnit: DisplayLocale.TemperatureUnit {
    strings["temperature_unit"].flatMap(DisplayLocale.temperatureUnit) ?? .fahrenheit
  }

  /// The target's range: the config's min/max (Home Assistant's defaults:
  /// 7…35 °C, 45…95 °F).
  var temperatureRange: ClosedRange<Int> {
    let fallback = temperatureUnit == .celsius ? 7...35 : 45...95
    let lo = Int(number("min_temp", Double(fallback.lowerBound)).rounded()), hi = Int(number("max_temp", Double(fallback.upperBound)).rounded())
    return lo < hi ? lo...hi : fallback
  }

  /// Before any state arrives: off, unlocked, closed, the range's middle.
  var initialAccessory: Accessory {
    let value: Accessory.Value
    let r = temperatureRange
    let mid = (r.lowerBound + r.upperBound) / 2
    switch kind {
    case .thermostat: value = .thermostat(target: mid, range: r)
    case .airConditioner: value = .climate(mode: .off, target: mid, current: mid, humidity: 0, range: r)
    case .lamp: value = .brightness(0)
    case .lock: value = .locked(false)
    case .lights, .fan: value = .on(false)
    case .garageDoor: value = .open(false)
    case .sensor: value = .reading(0, unit: string("unit_of_measurement", ""))
    case .scene, .intercom: value = .none
    }
    return Accessory(id: id, kind: kind, room: area, title: name, value: value, temperatureUnit: temperatureUnit)
  }
}
