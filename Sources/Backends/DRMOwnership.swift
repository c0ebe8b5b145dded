internal import CDRM
import Glibc

/// Can HomeView own a DRM card here? Used by the default backend choice: drm
/// where a card exists and HomeView can become its master, else headless.
public enum DRMOwnership {
  public enum Answer: Equatable, Sendable {
    case available(card: String)
    case unavailable(reason: String)
  }

  public static func check(card: String? = nil) -> Answer {
    let paths = card.map { [$0] } ?? DRMDisplay.cardPaths()
    if paths.isEmpty { return .unavailable(reason: "no DRM card in /dev/dri") }
    var reasons: [String] = []
    for path in paths {
      let fd = open(path, O_RDWR | O_CLOEXEC)
      guard fd >= 0 else {
        reasons.append("\(path) cannot be opened (\(String(cString: strerror(errno))))")
        continue
      }
      defer { close(fd) }
      guard let res = drmModeGetResources(fd) else {
        reasons.append("\(path) is not a display controller")
        continue
      }
      drmModeFreeResources(res)
      if drmIsMaster(fd) != 0 || drmSetMaster(fd) == 0 { return .available(card: path) }
      reasons.append("\(path) is held by another program (a desktop session?), so HomeView cannot be its DRM master")
    }
    return .unavailable(reason: reasons.joined(separator: "; "))
  }
}
