import HomeModel
import Basics
import Runtime

/// Home Assistant's state payloads read into an accessory, and the person's
/// intents written as its command payloads: the plain default schema (one
/// value per topic, `payload_on`/`state_locked`… as the config names them)
/// and lights' JSON schema.
extension HomeAssistantEntity {
  /// The template key Home Assistant pairs with each state topic.
  static let templateKeys: [String: [String]] = [
    "state_topic": ["state_value_template", "value_template"],
    "brightness_state_topic": ["brightness_value_template"],
    "current_temperature_topic": ["current_temperature_template"],
    "temperature_state_topic": ["temperature_state_template"],
    "mode_state_topic": ["mode_state_template"],
  ]

  /// The accessory after a message on `topic`; throws when the payload is not
  /// what the entity's config says it sends.
  func applying(_ payload: String, on topic: String, to a: Accessory) throws(Problem) -> Accessory {
    var a = a
    for (key, t) in topics where t == topic {
      guard let templates = Self.templateKeys[key] else { continue }
      let template = templates.lazy.compactMap { self.strings[$0] }.first
      if key == "state_topic" && jsonSchema {
        a = try applyingJSONLight(payload, to: a)
      } else {
        a = try applying(value: try Self.extract(payload, template: template), key: key, to: a)
      }
    }
    return a
  }

  private func applying(value v: String, key: String, to a: Accessory) throws(Problem) -> Accessory {
    var a = a
    switch (a.value, key) {
    case (.brightness(let b), "state_topic"):
      let on = try onOff(v, on: string("state_on", string("payload_on", "ON")), off: string("state_off", string("payload_off", "OFF")))
      a.value = .brightness(on ? (b > 0 ? b : 100) : 0)
    case (.brightness, "brightness_state_topic"):
      a.value = .brightness(percent(try Self.number(v), scale: number("brightness_scale", 255)))
    case (.on, "state_topic"):
      a.value = .on(try onOff(v, on: string("state_on", string("payload_on", "ON")), off: string("state_off", string("payload_off", "OFF"))))
    case (.locked, "state_topic"):
      a.value = .locked(try onOff(v, on: string("state_locked", "LOCKED"), off: string("state_unlocked", "UNLOCKED")))
    case (.open, "state_topic"):
      if v == "opening" || v == string("state_opening", "opening") { a.value = .open(true); break }
      if v == "closing" || v == string("state_closing", "closing") { a.value = .open(false); break }
      a.value = .open(try onOff(v, on: string("state_open", "open"), off: string("state_closed", "closed")))
    case (.thermostat(_, let r), "temperature_state_topic"):
      a.value = .thermostat(target: Self.clamp(try Self.number(v), r), range: r)
    case (.climate(let m, _, let c, let h, let r), "temperature_state_topic"):
      a.value = .climate(mode: m, target: Self.clamp(try Self.number(v), r), current: c, humidity: h, range: r)
    case (.climate(let m, let t, _, let h, let r), "current_temperature_topic"):
      a.value = .climate(mode: m, target: t, current: Int(try Self.number(v).rounded()), humidity: h, range: r)
    case (.thermostat, "current_temperature_topic"):
      _ = try Self.number(v)
    case (.climate(let m, let t, let c, let h, let r), "mode_state_topic"):
      // Modes HomeView has no words for ("auto", "dry") keep the last one it had.
      a.value = .climate(mode: Accessory.ClimateMode(rawValue: v) ?? m, target: t, current: c, humidity: h, range: r)
    case (.reading(_, let unit), "state_topic"):
      a.value = .reading(try Self.number(v), unit: unit)
    default:
      break
    }
    return a
  }

  /// `{"state": "ON", "brightness": 128}`.
  private func applyingJSONLight(_ payload: String, to a: Accessory) throws(Problem) -> Accessory {
    let fields = try Self.object(payload)
    var a = a
    let on: Bool?
    switch fields["state"] {
    case .string("ON"): on = true
    case .string("OFF"): on = false
    case nil: on = nil
    default: throw Problem(text: "\"state\" is not \"ON\" or \"OFF\"")
    }
    switch a.value {
    case .brightness(let b):
      var level = b
      if case .number(let n) = fields["brightness"] { level = percent(n, scale: number("brightness_scale", 255)) }
      else if fields["brightness"] != nil { throw Problem(text: "\"brightness\" is not a number") }
      if let on { level = on ? (level > 0 ? level : 100) : 0 }
      a.value = .brightness(level)
    case .on(let was): a.value = .on(on ?? was)
    default: break
    }
    return a
  }

  private func onOff(_ v: String, on: String, off: String) throws(Problem) -> Bool {
    if v == on { return true }
    if v == off { return false }
    throw Problem(text: "'\(v.prefix(40))' is neither '\(on)' nor '\(off)'")
  }

  private func percent(_ n: Double, scale: Double) -> Int {
    Int((min(max(n / max(scale, 1), 0), 1) * 100).rounded())
  }

  static func clamp(_ n: Double, _ r: ClosedRange<Int>) -> Int { min(max(Int(n.rounded()), r.lowerBound), r.upperBound) }

  static func number(_ v: String) throws(Problem) -> Double {
    guard let n = Double(trimmed(v)), n.isFinite else {
      throw Problem(text: "'\(v.prefix(40))' is not a number")
    }
    return n
  }

  static func object(_ payload: String) throws(Problem) -> [String: JSONValue] {
    let root: JSONValue
    do { root = try JSONParser.parse(payload) } catch { throw Problem(text: "not JSON (\(error.problem))") }
    guard case .object(let members) = root else { throw Problem(text: "expected a JSON object, found \(root.kindName)") }
    var out: [String: JSONValue] = [:]
    for m in members { out[m.key] = m.value }
    return out
  }

  /// The value a template picks: `{{ value }}`, `{{ value_json.a.b }}` or
  /// `{{ value_json['a'] }}` (the templates discovery configs use for state);
  /// without a template, the payload itself.
  static func extract(_ payload: String, template: String?) throws(Problem) -> String {
    guard let template else { return payload }
    var t = trimmed(template)
    guard t.hasPrefix("{{"), t.hasSuffix("}}") else { throw Problem(text: "template '\(template)' is not one HomeView reads") }
    t = trimmed(t.dropFirst(2).dropLast(2))
    if let bar = t.firstIndex(of: "|") { t = trimmed(t[..<bar]) }
    if t == "value" { return payload }
    guard t.hasPrefix("value_json") else { throw Problem(text: "template '\(template)' is not one HomeView reads") }
    let keys = t.dropFirst("value_json".count).split(whereSeparator: { ".[]'\"".contains($0) }).map(String.init)
    let root: JSONValue
    do { root = try JSONParser.parse(payload) } catch { throw Problem(text: "not JSON (\(error.problem))") }
    var v = root
    for k in keys {
      guard case .object(let members) = v, let next = members.first(where: { $0.key == k })?.value else {
        throw Problem(text: "no '\(keys.joined(separator: "."))' in the JSON")
      }
      v = next
    }
    switch v {
    case .string(let s): return s
    case .number(let n): return String(n)
    case .bool(let b): return b ? "true" : "false"
    default: throw Problem(text: "'\(keys.joined(separator: "."))' is \(v.kindName)")
    }
  }

  // MARK: commands

  /// The (topic, payload) messages that carry out the person's intent.
  func commands(for a: Accessory, from before: Accessory) -> [(topic: String, payload: String)] {
    let cmd = topics["command_topic"]
    let on = string("payload_on", "ON"), off = string("payload_off", "OFF")
    switch (component, a.value) {
    case (.light, .brightness(let b)) where jsonSchema:
      guard let cmd else { return [] }
      let level = Int((Double(b) / 100 * number("brightness_scale", 255)).rounded())
      return [(cmd, b == 0 ? #"{"state": "OFF"}"# : #"{"state": "ON", "brightness": \#(level)}"#)]
    case (.light, .brightness(let b)):
      if b == 0 { return cmd.map { [($0, off)] } ?? [] }
      var out: [(String, String)] = []
      if case .brightness(0) = before.value, let cmd { out.append((cmd, on)) }
      if let bt = topics["brightness_command_topic"] {
        out.append((bt, String(Int((Double(b) / 100 * number("brightness_scale", 255)).rounded()))))
      }
      return out
    case (.light, .on(let v)) where jsonSchema:
      return cmd.map { [($0, v ? #"{"state": "ON"}"# : #"{"state": "OFF"}"#)] } ?? []
    case (.light, .on(let v)), (.switchComponent, .on(let v)), (.fan, .on(let v)):
      return cmd.map { [($0, v ? on : off)] } ?? []
    case (.lock, .locked(let v)):
      return cmd.map { [($0, v ? string("payload_lock", "LOCK") : string("payload_unlock", "UNLOCK"))] } ?? []
    case (.cover, .open(let v)):
      return cmd.map { [($0, v ? string("payload_open", "OPEN") : string("payload_close", "CLOSE"))] } ?? []
    case (.climate, .thermostat(let t, _)), (.climate, .climate(_, let t, _, _, _)):
      return topics["temperature_command_topic"].map { [($0, String(t))] } ?? []
    case (.scene, _):
      return cmd.map { [($0, on)] } ?? []
    case (.button, _):
      return cmd.map { [($0, string("payload_press", "PRESS"))] } ?? []
    default:
      return []
    }
  }

  /// Home Assistant's optimistic mode: no state topic, so the command is the state.
  var optimistic: Bool {
    switch component {
    case .climate: return topics["temperature_state_topic"] == nil
    case .scene, .button: return true
    default: return topics["state_topic"] == nil
    }
  }
}

/// Without the spaces around it.
func trimmed(_ s: some StringProtocol) -> String {
  String(s.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
}
