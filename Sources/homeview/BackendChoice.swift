import Backends
import Glibc

/// Which display backend runs, and why. drm where a DRM card exists and HomeView
/// can own it (with no display connected yet it waits for one); otherwise a
/// window when a desktop session is there (WAYLAND_DISPLAY or DISPLAY) and the
/// run is interactive (a gesture script plays headless, on virtual time);
/// otherwise headless, saying why. An explicit choice never falls back.
enum BackendChoice {
  enum Choice: Equatable {
    case drm
    case window(reason: String?)
    case headless(reason: String?)
  }

  static func choose(requested: String?, configured: String, card: String?, scripted: Bool) -> Choice {
    switch requested ?? configured {
    case "headless": return .headless(reason: nil)
    case "drm": return .drm
    case "window": return .window(reason: nil)
    default:
      switch DRMOwnership.check(card: card) {
      case .available: return .drm
      case .unavailable(let reason):
        if let desktop = desktopSession(), !scripted { return .window(reason: "\(reason); a desktop session is here (\(desktop)): opening a window") }
        return .headless(reason: "\(reason): running headless")
      }
    }
  }

  /// `WAYLAND_DISPLAY=…` or `DISPLAY=…` when a desktop session is there.
  static func desktopSession() -> String? {
    for name in ["WAYLAND_DISPLAY", "DISPLAY"] {
      if let v = getenv(name).map({ String(cString: $0) }), !v.isEmpty { return "\(name)=\(v)" }
    }
    return nil
  }
}
