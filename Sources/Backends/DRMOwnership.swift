/// Can HomeView own a DRM card here? Used by the default backend choice: drm
/// where a card exists and HomeView can become its master, else headless.
public enum DRMOwnership {
  public enum Answer: Equatable, Sendable {
    case available(card: String)
    case unavailable(reason: String)
  }

  public static func check(card: String? = nil) -> Answer {
    let paths = card.map { [$0] } ?? DRMProbe.cardPaths()
    if paths.isEmpty { return .unavailable(reason: "no DRM card in /dev/dri") }
    var reasons: [String] = []
    for path in paths {
      switch DRMProbe.openAsMaster(path) {
      case .success(let card):
        card.close()
        return .available(card: path)
      case .failure(.cannotOpen(let error)): reasons.append("\(path) cannot be opened (\(error.errno))")
      case .failure(.notADisplayController): reasons.append("\(path) is not a display controller")
      case .failure(.heldByAnotherProgram):
        reasons.append("\(path) is held by another program (a desktop session?), so HomeView cannot be its DRM master")
      }
    }
    return .unavailable(reason: reasons.joined(separator: "; "))
  }
}
