internal import CDRM
import Glibc
import SystemCalls

/// Finding a display, changing nothing on screen: the cards in /dev/dri, the
/// one HomeView can be master of, its connected connector, a mode and a CRTC,
/// and whether atomic KMS takes that mode set, asked up front with a TEST_ONLY
/// commit (as weston tests a state before applying it) rather than learnt from
/// a failed mode set.
enum DRMProbe {
  /// Why a card cannot be used, for the caller to phrase.
  enum Refusal: Error {
    case cannotOpen(SystemCallError)
    case notADisplayController
    case heldByAnotherProgram
  }

  /// Why nothing can be shown, as one line for the log.
  struct NotShowing: Error { var reason: String }

  /// The card nodes in /dev/dri, card0 before card10.
  static func cardPaths() -> [String] {
    guard let dir = opendir("/dev/dri") else { return [] }
    defer { closedir(dir) }
    var out: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      if name.hasPrefix("card") { out.append("/dev/dri/" + name) }
    }
    return out.sorted { $0.count != $1.count ? $0.count < $1.count : $0 < $1 }
  }

  /// Opens `path` as its DRM master; the fd, which the caller closes.
  static func openAsMaster(_ path: String) -> Result<FileDescriptor, Refusal> {
    let card: FileDescriptor
    do { card = try .open(path, O_RDWR) } catch { return .failure(.cannotOpen(error)) }
    guard let res = drmModeGetResources(card.rawValue) else {
      card.close()
      return .failure(.notADisplayController)
    }
    drmModeFreeResources(res)
    if drmIsMaster(card.rawValue) == 0 && drmSetMaster(card.rawValue) != 0 {
      card.close()
      return .failure(.heldByAnotherProgram)
    }
    return .success(card)
  }

  /// The first card (or the configured one) with a display HomeView can
  /// drive, its output chosen and its commit API decided.
  static func findCard(settings: DRMSettings, keepSize: (Int, Int)?) -> Result<DRMCard, NotShowing> {
    let paths = settings.card.map { [$0] } ?? cardPaths()
    if paths.isEmpty { return .failure(NotShowing(reason: "no DRM card in /dev/dri (no display controller, or its driver is not loaded)")) }
    var reasons: [String] = []
    for path in paths {
      let card: FileDescriptor
      switch openAsMaster(path) {
      case .success(let opened): card = opened
      case .failure(.cannotOpen(let error)):
        reasons.append("\(path): cannot open (\(error.errno))")
        continue
      case .failure(.notADisplayController):
        reasons.append("\(path): not a display controller")
        continue
      case .failure(.heldByAnotherProgram):
        reasons.append(
          "\(path) is held by another program (a desktop session or another homeview): HomeView must be its DRM master. "
            + "Stop that program (e.g. `systemctl stop display-manager`) or run homeview from a text console or its systemd unit")
        continue
      }
      do {
        switch try chooseOutput(fd: card.rawValue, settings: settings, preferredSize: keepSize) {
        case .failure(let no):
          card.close()
          reasons.append("\(path): \(no.reason)")
        case .success(let output):
          let committer = try chooseCommitter(fd: card.rawValue, output: output, api: settings.api)
          return .success(DRMCard(descriptor: card, path: path, output: output, committer: committer))
        }
      } catch {
        card.close()
        reasons.append("\(path): \(error)")
      }
    }
    return .failure(NotShowing(reason: reasons.joined(separator: "; ")))
  }

  /// Atomic where the driver offers it and a TEST_ONLY commit of the mode set
  /// passes (unless the config asks for legacy); else legacy.
  static func chooseCommitter(fd: Int32, output: KMSOutput, api: DRMSettings.API) throws(KMSError) -> any KMSCommitter {
    guard api != .legacy else { return LegacyCommitter(fd: fd, output: output) }
    guard let atomic = AtomicCommitter(fd: fd, output: output) else {
      if api == .atomic { Log.warning("drm: the driver offers no atomic KMS for \(output.connectorName): using legacy") }
      return LegacyCommitter(fd: fd, output: output)
    }
    // The test needs a framebuffer of the mode's size; it is freed at once.
    let probe = try DumbBuffer(fd: fd, width: output.width, height: output.height)
    do {
      try atomic.test(framebuffer: probe.framebufferID)
      return atomic
    } catch where !error.isDeviceGone {
      Log.warning("drm: \(error); using legacy KMS")
      return LegacyCommitter(fd: fd, output: output)
    }
  }

  /// Whether the display on `connectorID` is still plugged in; throws when
  /// the card no longer answers.
  static func isConnected(fd: Int32, connectorID: UInt32) throws(KMSError) -> Bool {
    guard let c = drmModeGetConnector(fd, connectorID) else { throw KMSError(message: "the card stopped answering", errno: .current) }
    defer { drmModeFreeConnector(c) }
    return c.pointee.connection != DRM_MODE_DISCONNECTED
  }

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
      throw KMSError(message: "the card has no mode-setting resources (not a display controller?)", errno: .current)
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
