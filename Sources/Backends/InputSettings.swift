public import Basics

/// The config's `input` section (Config/README.md documents every key).
public struct InputSettings: Sendable, Equatable {
  /// libinput's udev seat (default seat0): every input device on it, hot-plug included.
  public var seat = "seat0"
  /// Device nodes for libinput's path backend instead of udev (`/dev/input/event2`).
  public var devices: [String] = []
  /// Pointer devices (mouse, absolute tablets) act as a single finger.
  public var pointerAsTouch = true

  public init() {}

  public static let keys = ["seat", "devices", "pointerAsTouch"]

  public static func decode(_ node: ConfigNode?) throws(ConfigError) -> InputSettings {
    var s = InputSettings()
    guard let node else { return s }
    let o = try node.object(keys: keys)
    s.seat = try o.string("seat", default: s.seat)
    if s.seat.isEmpty, let n = o.optional("seat") { throw n.fail("empty seat name (the default is seat0)") }
    if let d = o.optional("devices") {
      for item in try d.array() {
        let path = try item.string()
        guard path.hasPrefix("/dev/input/") else { throw item.fail("'\(path)' is not an input device node like /dev/input/event0") }
        s.devices.append(path)
      }
    }
    s.pointerAsTouch = try o.bool("pointerAsTouch", default: s.pointerAsTouch)
    return s
  }
}
