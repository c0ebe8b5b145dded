internal import CDRM
import Glibc
import SystemCalls

/// A failure talking to the kernel's mode-setting API, with errno kept so the
/// display can tell "card gone" from "no display" from "not master".
struct KMSError: Error, CustomStringConvertible {
  var message: String
  var errno: Errno?
  var description: String { errno.map { "\(message) (\($0))" } ?? message }
  /// The device itself went away (unplugged, driver unbound).
  var isDeviceGone: Bool { [.noSuchDevice, .inputOutput, .noSuchDeviceOrAddress].contains(errno) }
  /// Another program became the card's DRM master (a desktop session, a VT switch).
  var isMasterLost: Bool { [.permissionDenied, .notPermitted].contains(errno) }
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
