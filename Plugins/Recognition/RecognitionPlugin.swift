public import Runtime
import Canvas
import ClockFaces
import HomeModel

/// Recognizing…: the face blurs and dims behind "Recognizing..." while the
/// presence provider decides who is looking (first version: the flow issue adds
/// the avatars and the hand-off to the person's home).
public final class RecognitionPlugin: Plugin {
  public struct Settings: Sendable {
    /// Who the default presence provider recognises, and after how long.
    public var person: String
    public var delay: Double
  }

  public static let name = "recognition"

  public static func settings(from section: ConfigNode?) throws(ConfigError) -> Settings {
    var s = Settings(person: "sophie", delay: 1.2)
    guard let section else { return s }
    let o = try section.object(keys: ["person", "delay"])
    s.person = try o.string("person", default: s.person)
    s.delay = try o.double("delay", default: s.delay, in: 0...30)
    return s
  }

  let context: PluginContext
  let settings: Settings
  let household: Household?
  /// The face Recognizing blurs: the one that was tapped.
  var faceID = FaceCatalog.defaultID

  public init(context: PluginContext, settings: Settings) {
    self.context = context
    self.settings = settings
    household = context.resource(Household.self)
  }

  public func start() {
    context.subscribe(StartRecognition.self) { [unowned self] event in
      faceID = FaceCatalog.renderer(for: event.faceID) != nil ? event.faceID : FaceCatalog.defaultID
      context.navigator.show("recognition", transition: .crossfade)
    }
  }

  public var screenIDs: [String] { ["recognition"] }
  public var stateKeys: [String] { ["recognition.person"] }

  public func makeScreen(id: String) -> Screen? {
    id == "recognition" ? RecognitionScreen(plugin: self) : nil
  }

  public var benchScenarios: [BenchScenario] { [BenchScenario(name: "recognition-ring", screen: "recognition")] }

  func recognised(_ screen: RecognitionScreen) {
    context.post(PersonRecognised(personID: settings.person))
  }
}
