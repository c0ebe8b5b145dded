import Glibc
import SystemCalls

/// The panel's backlight under /sys/class/backlight: brightness for the
/// night level, `bl_power` to turn it off. Which one: the backlight the DRM
/// connector's own sysfs folder holds (a laptop-style eDP panel), else, for a
/// built-in panel (DSI, DPI, eDP, LVDS), the system's one backlight (the kernel
/// types rank firmware, platform, raw, as desktop tools rank them); an HDMI
/// panel has none. The package's udev rule gives the video group write access.
public final class Backlight {
  public let name: String
  let folder: String
  public let maxBrightness: Int
  /// What was last written, so an unchanged state writes nothing.
  public private(set) var level: Double?
  public private(set) var isOn: Bool?

  /// `root` is `/sys` (a fake tree in tests).
  public init?(named name: String, root: String = "/sys") {
    let folder = root + "/class/backlight/" + name
    guard let text = Self.read(folder + "/max_brightness"), let max = Int(text), max > 0 else { return nil }
    self.name = name
    self.folder = folder
    maxBrightness = max
  }

  /// The `idle.backlight` setting for `connector` (`DSI-1`, `HDMI-A-1`): `auto`
  /// picks as above, `none` none, any other word is that backlight's name
  /// (nil, with a warning, when it is not there).
  public static func choose(_ setting: String, connector: String?, root: String = "/sys") -> Backlight? {
    switch setting {
    case "none": return nil
    case "auto":
      guard let name = autoName(connector: connector, root: root) else { return nil }
      return Backlight(named: name, root: root)
    default:
      guard let b = Backlight(named: setting, root: root) else {
        Log.warning("backlight: \(root)/class/backlight/\(setting) is not there (idle.backlight); the sleep window only dims the face")
        return nil
      }
      return b
    }
  }

  static func autoName(connector: String?, root: String) -> String? {
    let all = entries(root + "/class/backlight")
    guard !all.isEmpty, let connector else { return nil }
    // A backlight registered under the connector itself: /sys/class/drm/card0-eDP-1/intel_backlight.
    for card in entries(root + "/class/drm") where card.hasSuffix("-" + connector) {
      if let own = entries(root + "/class/drm/" + card).first(where: all.contains) { return own }
    }
    let builtIn = ["DSI", "DPI", "eDP", "LVDS"].contains { connector.hasPrefix($0) }
    guard builtIn else { return nil }
    let rank = ["firmware": 0, "platform": 1, "raw": 2]
    return all.min { a, b in
      let ra = rank[read(root + "/class/backlight/" + a + "/type") ?? ""] ?? 3
      let rb = rank[read(root + "/class/backlight/" + b + "/type") ?? ""] ?? 3
      return (ra, a) < (rb, b)
    }
  }

  /// On at `level` (0…1 of the maximum, at least 1 step), or off.
  @discardableResult
  public func set(on: Bool, level: Double) -> Bool {
    var ok = true
    if on != isOn {
      // FB_BLANK_UNBLANK (0) and FB_BLANK_POWERDOWN (4); a driver without bl_power falls back to brightness 0.
      let wrote = Self.write(folder + "/bl_power", on ? "0" : "4")
      if !wrote && !on { ok = Self.write(folder + "/brightness", "0") && ok }
      isOn = on
      if on { self.level = nil }
    }
    if on, level != self.level {
      let steps = max(1, Int((min(1, max(0, level)) * Double(maxBrightness)).rounded()))
      ok = Self.write(folder + "/brightness", String(steps)) && ok
      self.level = level
    }
    return ok
  }

  /// The brightness file's value now.
  public var brightness: Int? { Self.read(folder + "/brightness").flatMap { Int($0) } }
  public var power: Int? { Self.read(folder + "/bl_power").flatMap { Int($0) } }

  static func entries(_ folder: String) -> [String] {
    guard let d = opendir(folder) else { return [] }
    defer { closedir(d) }
    var out: [String] = []
    while let e = readdir(d) {
      let name = withUnsafeBytes(of: e.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      if name != "." && name != ".." { out.append(name) }
    }
    return out.sorted()
  }

  static func read(_ path: String) -> String? {
    guard let f = fopen(path, "r") else { return nil }
    defer { fclose(f) }
    var buffer = [CChar](repeating: 0, count: 64)
    guard fgets(&buffer, Int32(buffer.count), f) != nil else { return nil }
    let s = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return s.trimmingCharacters(in: [" ", "\n"])
  }

  static func write(_ path: String, _ value: String) -> Bool {
    guard let f = fopen(path, "w") else {
      Log.warning("backlight: \(SystemCallError("fopen", path: path))")
      return false
    }
    defer { fclose(f) }
    return fputs(value + "\n", f) >= 0
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
    var s = Substring(self)
    while let c = s.first, set.contains(c) { s = s.dropFirst() }
    while let c = s.last, set.contains(c) { s = s.dropLast() }
    return String(s)
  }
}
