internal import CDRM
import Glibc

/// Puts a framebuffer on screen: the first time with a mode set, then by page
/// flips that complete with an event through the card's fd. Atomic and legacy
/// KMS sit behind this one interface (as kmscube's drm-atomic/drm-legacy do).
protocol KMSCommitter: AnyObject {
  var name: String { get }
  /// Shows `framebuffer` with the output's mode. Returns true if a flip event
  /// will report completion, false if it was done when this returned.
  func modeset(framebuffer: UInt32, userData: UnsafeMutableRawPointer) throws(KMSError) -> Bool
  /// Queues a flip to `framebuffer` at the next vblank, without waiting; the
  /// event comes through the card's fd.
  func flip(framebuffer: UInt32, userData: UnsafeMutableRawPointer) throws(KMSError)
  /// Screen power: lights or darkens the display without forgetting its mode
  /// or its framebuffer (blocking; no event).
  func setActive(_ on: Bool) throws(KMSError)
}

/// Legacy KMS: SetCrtc for the mode, PageFlip with an event after that.
final class LegacyCommitter: KMSCommitter {
  let fd: Int32
  let output: KMSOutput
  var name: String { "legacy" }

  init(fd: Int32, output: KMSOutput) {
    self.fd = fd
    self.output = output
  }

  func modeset(framebuffer: UInt32, userData: UnsafeMutableRawPointer) throws(KMSError) -> Bool {
    var connector = output.connectorID
    var mode = output.mode
    guard drmModeSetCrtc(fd, output.crtcID, framebuffer, 0, 0, &connector, 1, &mode) == 0 else {
      throw KMSError(message: "SetCrtc \(output.modeName) on \(output.connectorName) failed", errno: .current)
    }
    return false
  }

  func flip(framebuffer: UInt32, userData: UnsafeMutableRawPointer) throws(KMSError) {
    guard drmModePageFlip(fd, output.crtcID, framebuffer, CDRM_MODE_PAGE_FLIP_EVENT, userData) == 0 else {
      throw KMSError(message: "PageFlip failed", errno: .current)
    }
  }

  /// The connector's DPMS property: legacy KMS's screen power.
  func setActive(_ on: Bool) throws(KMSError) {
    let props = AtomicCommitter.propertyIDs(fd: fd, object: output.connectorID, type: UInt32(DRM_MODE_OBJECT_CONNECTOR))
    guard let dpms = props["DPMS"] else { throw KMSError(message: "\(output.connectorName) has no DPMS property") }
    let value = UInt64(on ? DRM_MODE_DPMS_ON : DRM_MODE_DPMS_OFF)
    guard drmModeConnectorSetProperty(fd, output.connectorID, dpms, value) == 0 else {
      throw KMSError(message: "DPMS \(on ? "on" : "off") on \(output.connectorName) failed", errno: .current)
    }
  }
}

/// Atomic KMS: the connector, CRTC and primary plane state in one commit; the
/// mode set and every flip are non-blocking and end with an event.
final class AtomicCommitter: KMSCommitter {
  let fd: Int32
  let output: KMSOutput
  let planeID: UInt32
  var name: String { "atomic" }
  private var props: [UInt32: [String: UInt32]] = [:]
  private var modeBlob: UInt32 = 0

  /// nil when the driver offers no atomic API or no primary plane for the CRTC.
  init?(fd: Int32, output: KMSOutput) {
    self.fd = fd
    self.output = output
    guard drmSetClientCap(fd, UInt64(DRM_CLIENT_CAP_UNIVERSAL_PLANES), 1) == 0,
      drmSetClientCap(fd, UInt64(DRM_CLIENT_CAP_ATOMIC), 1) == 0
    else { return nil }
    guard let plane = Self.primaryPlane(fd: fd, crtcIndex: output.crtcIndex) else { return nil }
    planeID = plane
    props[output.connectorID] = Self.propertyIDs(fd: fd, object: output.connectorID, type: UInt32(DRM_MODE_OBJECT_CONNECTOR))
    props[output.crtcID] = Self.propertyIDs(fd: fd, object: output.crtcID, type: UInt32(DRM_MODE_OBJECT_CRTC))
    props[plane] = Self.propertyIDs(fd: fd, object: plane, type: UInt32(DRM_MODE_OBJECT_PLANE))
    let needed: [(UInt32, String)] =
      [(output.connectorID, "CRTC_ID"), (output.crtcID, "MODE_ID"), (output.crtcID, "ACTIVE")]
      + ["FB_ID", "CRTC_ID", "SRC_X", "SRC_Y", "SRC_W", "SRC_H", "CRTC_X", "CRTC_Y", "CRTC_W", "CRTC_H"].map { (plane, $0) }
    guard needed.allSatisfy({ props[$0.0]?[$0.1] != nil }) else { return nil }
  }

  deinit { if modeBlob != 0 { _ = drmModeDestroyPropertyBlob(fd, modeBlob) } }

  func modeset(framebuffer: UInt32, userData: UnsafeMutableRawPointer) throws(KMSError) -> Bool {
    try commit(
      modesetValues(framebuffer: framebuffer), flags: CDRM_MODE_ATOMIC_ALLOW_MODESET | CDRM_MODE_ATOMIC_NONBLOCK | CDRM_MODE_PAGE_FLIP_EVENT,
      userData: userData, what: "atomic mode set \(output.modeName) on \(output.connectorName)")
    return true
  }

  /// Asks the driver whether it would take this mode set, changing nothing
  /// (TEST_ONLY): whether atomic KMS works here is decided before the first frame.
  func test(framebuffer: UInt32) throws(KMSError) {
    try commit(
      modesetValues(framebuffer: framebuffer), flags: CDRM_MODE_ATOMIC_ALLOW_MODESET | CDRM_MODE_ATOMIC_TEST_ONLY,
      userData: nil, what: "atomic mode set \(output.modeName) on \(output.connectorName) (test only)")
  }

  /// The CRTC's ACTIVE property: atomic KMS's screen power. The mode and the
  /// plane's framebuffer stay, so lighting it again shows the last frame.
  func setActive(_ on: Bool) throws(KMSError) {
    try commit(
      [(output.crtcID, "ACTIVE", on ? 1 : 0)], flags: CDRM_MODE_ATOMIC_ALLOW_MODESET, userData: nil,
      what: "atomic ACTIVE=\(on ? 1 : 0) on \(output.connectorName)")
  }

  private func modesetValues(framebuffer: UInt32) throws(KMSError) -> [(UInt32, String, UInt64)] {
    if modeBlob == 0 {
      var mode = output.mode
      guard drmModeCreatePropertyBlob(fd, &mode, MemoryLayout<drmModeModeInfo>.size, &modeBlob) == 0 else {
        throw KMSError(message: "cannot create the mode property blob", errno: .current)
      }
    }
    let w = UInt64(output.width), h = UInt64(output.height)
    return [
      (output.connectorID, "CRTC_ID", UInt64(output.crtcID)),
      (output.crtcID, "MODE_ID", UInt64(modeBlob)), (output.crtcID, "ACTIVE", 1),
      (planeID, "FB_ID", UInt64(framebuffer)), (planeID, "CRTC_ID", UInt64(output.crtcID)),
      (planeID, "SRC_X", 0), (planeID, "SRC_Y", 0), (planeID, "SRC_W", w << 16), (planeID, "SRC_H", h << 16),
      (planeID, "CRTC_X", 0), (planeID, "CRTC_Y", 0), (planeID, "CRTC_W", w), (planeID, "CRTC_H", h),
    ]
  }

  func flip(framebuffer: UInt32, userData: UnsafeMutableRawPointer) throws(KMSError) {
    try commit(
      [(planeID, "FB_ID", UInt64(framebuffer))], flags: CDRM_MODE_ATOMIC_NONBLOCK | CDRM_MODE_PAGE_FLIP_EVENT,
      userData: userData, what: "atomic flip")
  }

  private func commit(_ values: [(UInt32, String, UInt64)], flags: UInt32, userData: UnsafeMutableRawPointer?, what: String) throws(KMSError) {
    guard let req = drmModeAtomicAlloc() else { throw KMSError(message: "out of memory for an atomic request") }
    defer { drmModeAtomicFree(req) }
    for (object, name, value) in values {
      guard let prop = props[object]?[name], drmModeAtomicAddProperty(req, object, prop, value) >= 0 else {
        throw KMSError(message: "\(what): cannot set \(name)", errno: .current)
      }
    }
    guard drmModeAtomicCommit(fd, req, flags, userData) == 0 else { throw KMSError(message: "\(what) failed", errno: .current) }
  }

  static func propertyIDs(fd: Int32, object: UInt32, type: UInt32) -> [String: UInt32] {
    guard let list = drmModeObjectGetProperties(fd, object, type) else { return [:] }
    defer { drmModeFreeObjectProperties(list) }
    var out: [String: UInt32] = [:]
    for i in 0..<Int(list.pointee.count_props) {
      guard let p = drmModeGetProperty(fd, list.pointee.props[i]) else { continue }
      defer { drmModeFreeProperty(p) }
      let name = withUnsafeBytes(of: p.pointee.name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      out[name] = p.pointee.prop_id
    }
    return out
  }

  static func propertyValue(fd: Int32, object: UInt32, type: UInt32, name: String) -> UInt64? {
    guard let list = drmModeObjectGetProperties(fd, object, type) else { return nil }
    defer { drmModeFreeObjectProperties(list) }
    for i in 0..<Int(list.pointee.count_props) {
      guard let p = drmModeGetProperty(fd, list.pointee.props[i]) else { continue }
      defer { drmModeFreeProperty(p) }
      let n = withUnsafeBytes(of: p.pointee.name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      if n == name { return list.pointee.prop_values[i] }
    }
    return nil
  }

  /// The primary plane that can feed the CRTC at `crtcIndex`.
  static func primaryPlane(fd: Int32, crtcIndex: Int) -> UInt32? {
    guard let planes = drmModeGetPlaneResources(fd) else { return nil }
    defer { drmModeFreePlaneResources(planes) }
    for i in 0..<Int(planes.pointee.count_planes) {
      let id = planes.pointee.planes[i]
      guard let plane = drmModeGetPlane(fd, id) else { continue }
      let possible = plane.pointee.possible_crtcs
      drmModeFreePlane(plane)
      guard possible & (1 << UInt32(crtcIndex)) != 0 else { continue }
      // DRM_PLANE_TYPE_PRIMARY = 1
      if propertyValue(fd: fd, object: id, type: UInt32(DRM_MODE_OBJECT_PLANE), name: "type") == 1 { return id }
    }
    return nil
  }
}
