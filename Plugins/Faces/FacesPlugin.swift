public import Runtime
import Canvas
import ClockFaces
import HomeModel

/// The faces: the full-screen current face (the gallery and ambient mode come
/// with the Faces issue). Tapping the face starts recognition.
public final class FacesPlugin: Plugin {
  public struct Settings: Sendable {
    /// The face shown by `face` (SPEC.md names).
    public var current: String
  }

  public static let name = "faces"

  public static func settings(from section: ConfigNode?) throws(ConfigError) -> Settings {
    guard let section else { return Settings(current: FaceCatalog.defaultID) }
    let o = try section.object(keys: ["current"])
    guard let node = o.optional("current") else { return Settings(current: FaceCatalog.defaultID) }
    let id = try node.choice(FaceCatalog.allIDs)
    guard FaceCatalog.renderer(for: id) != nil else {
      throw node.fail("the face '\(id)' is not painted yet (available: \(FaceCatalog.availableIDs.joined(separator: ", ")))")
    }
    return Settings(current: id)
  }

  let context: PluginContext
  var current: String
  /// Weather, city and photo files the faces show.
  let household: Household?

  public init(context: PluginContext, settings: Settings) {
    self.context = context
    current = settings.current
    household = context.resource(Household.self)
  }

  public var screenIDs: [String] { ["face"] + FaceCatalog.availableIDs.map { "face.\($0)" } }
  public var elementIDs: [String] { ["face"] }

  public func makeScreen(id: String) -> Screen? {
    if id == "face" { return FaceScreen(faceID: current, screenID: id, plugin: self) }
    let name = String(id.dropFirst("face.".count))
    guard id.hasPrefix("face."), FaceCatalog.renderer(for: name) != nil else { return nil }
    return FaceScreen(faceID: name, screenID: id, plugin: self)
  }

  public var benchScenarios: [BenchScenario] {
    [
      BenchScenario(name: "face-static", screen: "face"),
      // Face → Recognizing → back, over and over: crossfades with both screens cached.
      BenchScenario(name: "face-to-recognition", screen: "face") { nav, t in
        if t.frame % 60 == 0 {
          if nav.topID == "face" { nav.show("recognition") } else { nav.back() }
        }
      },
    ]
  }

  func faceTapped(_ faceID: String) {
    context.post(StartRecognition(faceID: faceID))
  }
}
