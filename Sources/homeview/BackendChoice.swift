import Glibc

/// Which display backend runs, and why. drm where a DRM card exists and HomeView
/// can own it; otherwise headless, saying why. An explicit `drm` never falls back.
enum BackendChoice {
  enum Choice: Equatable {
    case headless(reason: String?)
    case refused(String)
  }

  /// The drm backend arrives with the driver-path issue; until then it is
  /// refused plainly rather than pretended.
  static let drmBuilt = false

  static func choose(requested: String?, configured: String) -> Choice {
    let wanted = requested ?? configured
    switch wanted {
    case "headless":
      return .headless(reason: nil)
    case "drm":
      return .refused("the drm backend is not built yet (it comes with the DRM/KMS driver work); use --backend headless")
    default:
      let cards = drmCards()
      if cards.isEmpty { return .headless(reason: "no DRM card in /dev/dri: running headless") }
      return .headless(reason: "found \(cards.joined(separator: ", ")), but the drm backend is not built yet: running headless")
    }
  }

  static func drmCards() -> [String] {
    guard let dir = opendir("/dev/dri") else { return [] }
    defer { closedir(dir) }
    var out: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      if name.hasPrefix("card") { out.append("/dev/dri/" + name) }
    }
    return out.sorted()
  }
}
