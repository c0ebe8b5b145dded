import Basics

/// The doorbell's parts in Home Assistant's MQTT discovery: a `camera` whose
/// `topic` carries its pictures as JPEG bytes (what Home Assistant's MQTT
/// camera publishes), and the press: an `event` or a `binary_sensor` of
/// device class `doorbell`. They are not accessories: the store keeps the
/// latest picture and posts the ring.
struct HomeAssistantDoorbellPart: Sendable, Equatable {
  enum Role: Sendable, Equatable {
    case camera
    /// Every message on an event's state topic is one press.
    case event
    /// A binary sensor presses when it turns to `payloadOn`.
    case binarySensor(payloadOn: String)
  }

  /// `<component>.<object id>`.
  var id: String
  var name: String
  var topic: String
  var role: Role

  static let components: Set<String> = ["camera", "event", "binary_sensor"]

  private static let abbreviations = [
    "t": "topic", "stat_t": "state_topic", "dev_cla": "device_class", "pl_on": "payload_on", "dev": "device",
  ]

  /// Reads the discovery config of `component` (one of `components`).
  static func decode(component: String, objectID: String, payload: String) throws(HomeAssistantEntity.Problem) -> Self {
    let root: JSONValue
    do { root = try JSONParser.parse(payload) } catch { throw .init(text: "not JSON (\(error.line):\(error.column): \(error.problem))") }
    guard case .object(let members) = root else { throw .init(text: "expected an object, found \(root.kindName)") }
    var fields: [String: String] = [:]
    var deviceName: String?
    for m in members {
      let key = abbreviations[m.key] ?? m.key
      switch m.value {
      case .string(let s): fields[key] = s
      case .object(let device) where key == "device":
        for d in device where d.key == "name" { if case .string(let n) = d.value { deviceName = n } }
      default: break
      }
    }
    func topic(_ key: String) -> String? {
      guard var t = fields[key] else { return nil }
      if let base = fields["~"] {
        if t.hasPrefix("~") { t = base + t.dropFirst() } else if t.hasSuffix("~") { t = t.dropLast() + base }
      }
      return t
    }
    let name = fields["name"] ?? deviceName ?? String(objectID.map { $0 == "_" ? " " : $0 })
    let id = "\(component).\(objectID)"
    switch component {
    case "camera":
      guard let t = topic("topic") else { throw .init(text: "a camera without a topic") }
      return Self(id: id, name: name, topic: t, role: .camera)
    default:
      guard fields["device_class"] == "doorbell" else {
        throw .init(text: "\(component) of device class '\(fields["device_class"] ?? "none")' is not one HomeView shows (only doorbell)")
      }
      guard let t = topic("state_topic") else { throw .init(text: "a doorbell \(component) without a state_topic") }
      return Self(id: id, name: name, topic: t, role: component == "event" ? .event : .binarySensor(payloadOn: fields["payload_on"] ?? "ON"))
    }
  }
}
