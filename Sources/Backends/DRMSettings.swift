public import Basics

/// The config's `drm` section (Config/README.md documents every key).
public struct DRMSettings: Sendable, Equatable {
  public enum API: String, Sendable, Equatable { case auto, atomic, legacy }
  /// A card path (`/dev/dri/card1`); nil = the first card with a connected display.
  public var card: String?
  /// A connector name (`HDMI-A-1`, `DSI-1`, `Virtual-1`); nil = the first connected.
  public var connector: String?
  /// A mode (`1280x800` or `1280x800@60`); nil = the connector's preferred mode.
  public var mode: (width: Int, height: Int, refresh: Int?)?
  public var api: API = .auto
  /// Seconds between looks for a display (none connected, card gone).
  public var retrySeconds = 3.0

  public init() {}

  public static func == (a: DRMSettings, b: DRMSettings) -> Bool {
    a.card == b.card && a.connector == b.connector && a.api == b.api && a.retrySeconds == b.retrySeconds
      && a.mode?.width == b.mode?.width && a.mode?.height == b.mode?.height && a.mode?.refresh == b.mode?.refresh
  }

  public static let keys = ["card", "connector", "mode", "api", "retrySeconds"]

  public static func decode(_ node: ConfigNode?) throws(ConfigError) -> DRMSettings {
    var s = DRMSettings()
    guard let node else { return s }
    let o = try node.object(keys: keys)
    if let c = o.optional("card") {
      let path = try c.string()
      guard path.hasPrefix("/dev/dri/card") else { throw c.fail("'\(path)' is not a DRM card node like /dev/dri/card0") }
      s.card = path
    }
    if let c = o.optional("connector") {
      let name = try c.string()
      guard !name.isEmpty else { throw c.fail("empty connector name (e.g. HDMI-A-1, DSI-1)") }
      s.connector = name
    }
    if let m = o.optional("mode") {
      let text = try m.string()
      guard let mode = parseMode(text) else { throw m.fail("'\(text)' is not a mode like 1280x800 or 1280x800@60") }
      s.mode = mode
    }
    s.api = API(rawValue: try o.choice("api", ["auto", "atomic", "legacy"], default: "auto"))!
    s.retrySeconds = try o.double("retrySeconds", default: s.retrySeconds, in: 0.2...600)
    return s
  }

  static func parseMode(_ text: String) -> (width: Int, height: Int, refresh: Int?)? {
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count <= 2 else { return nil }
    let size = parts[0].split(separator: "x", omittingEmptySubsequences: false).map { Int($0) }
    guard size.count == 2, let w = size[0], let h = size[1], (1...16384).contains(w), (1...16384).contains(h) else { return nil }
    if parts.count == 2 {
      guard let hz = Int(parts[1]), (1...1000).contains(hz) else { return nil }
      return (w, h, hz)
    }
    return (w, h, nil)
  }
}
