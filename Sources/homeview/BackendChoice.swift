import Backends

/// Which display backend runs, and why. drm where a DRM card exists and HomeView
/// can own it (with no display connected yet it waits for one); otherwise
/// headless, saying why. An explicit `drm` never falls back.
enum BackendChoice {
  enum Choice: Equatable {
    case drm
    case headless(reason: String?)
  }

  static func choose(requested: String?, configured: String, card: String?) -> Choice {
    switch requested ?? configured {
    case "headless": return .headless(reason: nil)
    case "drm": return .drm
    default:
      switch DRMOwnership.check(card: card) {
      case .available: return .drm
      case .unavailable(let reason): return .headless(reason: "\(reason): running headless")
      }
    }
  }
}
