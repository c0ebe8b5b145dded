internal import CDRM
import Glibc

/// A failure talking to the kernel's mode-setting API, with errno kept so the
/// display can tell "card gone" from "no display" from "not master".
struct KMSError: Error, CustomStringConvertible {
  var message: String
  var code: Int32 = 0
  var description: String { code == 0 ? message : "\(message) (\(String(cString: strerror(code))))" }
  /// The device itself went away (unplugged, driver unbound).
  var isDeviceGone: Bool { code == ENODEV || code == EIO || code == ENXIO }
}

/// What a card offers for one display: the connector, its mode and a CRTC to drive it.
struct KMSOutput {
  var connectorID: UInt32
  var connectorName: String
  var crtcID: UInt32
  var crtcIndex: Int
  var mode: drmModeModeInfo
  var width: Int { Int(mode.hdisplay) }
  var height: Int { Int(mode.vdisplay) }
  var refresh: Int { Int(mode.vrefresh) }
  var modeName: String { "\(width)x\(height)@\(refresh)" }
}

/// Looks at a card's connectors (no state changes).
enum KMSProbe {
  struct Connector {
    var id: UInt32
    var name: String
    var connected: Bool
    var modes: [drmModeModeInfo]
    var encoderID: UInt32
    var encoders: [UInt32]
  }

  static func connectors(fd: Int32) throws(KMSError) -> (connectors: [Connector], crtcs: [UInt32]) {
    guard let res = drmModeGetResources(fd) else {
      throw KMSError(message: "the card has no mode-setting resources (not a display controller?)", code: errno)
    }
    defer { drmModeFreeResources(res) }
    let crtcs = (0..<Int(res.pointee.count_crtcs)).map { res.pointee.crtcs[$0] }
    var out: [Connector] = []
    for i in 0..<Int(res.pointee.count_connectors) {
      guard let c = drmModeGetConnector(fd, res.pointee.connectors[i]) else { continue }
      defer { drmModeFreeConnector(c) }
      let typeName = drmModeGetConnectorTypeName(c.pointee.connector_type).map { String(cString: $0) } ?? "Unknown"
      out.append(
        Connector(
          id: c.pointee.connector_id, name: "\(typeName)-\(c.pointee.connector_type_id)",
          connected: c.pointee.connection == DRM_MODE_CONNECTED,
          modes: (0..<Int(c.pointee.count_modes)).map { c.pointee.modes[$0] },
          encoderID: c.pointee.encoder_id,
          encoders: (0..<Int(c.pointee.count_encoders)).map { c.pointee.encoders[$0] }))
    }
    return (out, crtcs)
  }

  /// Picks the connector (by name, else the first connected one), its mode
  /// (the configured one, else a preferred size, else the connector's preferred
  /// mode) and a CRTC. nil with a reason when no display is connected.
  static func chooseOutput(fd: Int32, settings: DRMSettings, preferredSize: (Int, Int)?) throws(KMSError) -> Result<KMSOutput, NoDisplay> {
    let (connectors, crtcs) = try connectors(fd: fd)
    let candidates = connectors.filter { settings.connector == nil || $0.name == settings.connector }
    if let wanted = settings.connector, candidates.isEmpty {
      return .failure(NoDisplay(reason: "no connector named \(wanted) (this card has \(connectors.map(\.name).joined(separator: ", ")))"))
    }
    guard let conn = candidates.first(where: { $0.connected && !$0.modes.isEmpty }) else {
      let names = candidates.map { "\($0.name) \($0.connected ? "connected, no modes" : "disconnected")" }
      return .failure(NoDisplay(reason: "no display connected (\(names.isEmpty ? "the card has no connectors" : names.joined(separator: ", ")))"))
    }
    guard let mode = chooseMode(conn.modes, settings: settings, preferredSize: preferredSize) else {
      let m = settings.mode!
      return .failure(NoDisplay(reason: "\(conn.name) offers no mode \(m.width)x\(m.height)\(m.refresh.map { "@\($0)" } ?? "") (it offers \(Set(conn.modes.map { "\($0.hdisplay)x\($0.vdisplay)" }).sorted().joined(separator: ", ")))"))
    }
    guard let (crtc, index) = chooseCRTC(fd: fd, connector: conn, crtcs: crtcs) else {
      return .failure(NoDisplay(reason: "no CRTC can drive \(conn.name)"))
    }
    return .success(KMSOutput(connectorID: conn.id, connectorName: conn.name, crtcID: crtc, crtcIndex: index, mode: mode))
  }

  struct NoDisplay: Error { var reason: String }

  static func chooseMode(_ modes: [drmModeModeInfo], settings: DRMSettings, preferredSize: (Int, Int)?) -> drmModeModeInfo? {
    func size(_ m: drmModeModeInfo) -> (Int, Int) { (Int(m.hdisplay), Int(m.vdisplay)) }
    if let want = settings.mode {
      return modes.first { size($0) == (want.width, want.height) && (want.refresh == nil || Int($0.vrefresh) == want.refresh) }
    }
    let preferred = modes.first { $0.type & UInt32(DRM_MODE_TYPE_PREFERRED) != 0 } ?? modes.first
    // A card that comes back keeps the size the screens were laid out for.
    if let keep = preferredSize, let p = preferred, size(p) != keep, let same = modes.first(where: { size($0) == keep }) {
      return same
    }
    return preferred
  }

  static func chooseCRTC(fd: Int32, connector: Connector, crtcs: [UInt32]) -> (UInt32, Int)? {
    // The CRTC already driving it (no needless modeset), else the first possible one.
    if connector.encoderID != 0, let enc = drmModeGetEncoder(fd, connector.encoderID) {
      defer { drmModeFreeEncoder(enc) }
      if enc.pointee.crtc_id != 0, let i = crtcs.firstIndex(of: enc.pointee.crtc_id) { return (enc.pointee.crtc_id, i) }
    }
    for e in connector.encoders {
      guard let enc = drmModeGetEncoder(fd, e) else { continue }
      defer { drmModeFreeEncoder(enc) }
      for (i, crtc) in crtcs.enumerated() where enc.pointee.possible_crtcs & (1 << UInt32(i)) != 0 { return (crtc, i) }
    }
    return nil
  }
}
