public import Basics
public import Runtime
import Art
import Canvas
import ClockFaces
import HomeModel

/// Recognizing…: the face blurs and dims, the household's avatars fade in
/// across the top, and the presence provider decides who is looking; the
/// recognised person's avatar pulses, the others fade, and their home opens
/// (`PersonRecognised`). Who and when come from the household alone
/// (`recognition.person`, `recognition.after`), so the section takes no keys.
public final class RecognitionPlugin: Plugin {
  public static let manifest = PluginManifest(
    name: "recognition",
    screens: [.recognition],
    stateKeys: [StateKeyDeclaration("recognition.person", on: "recognition"), StateKeyDeclaration("recognition.avatars", on: "recognition")],
    // Reopened every second, so the ring and the fading row are measured, not the hand-off.
    benchScenarios: [
      BenchScenario(name: "recognition-ring", screen: "recognition") { nav, t in
        if t.frame % 60 == 0 { nav.setRoot(.recognition) }
      }
    ])
  public static let requiredResources = [ResourceRequirement(Household.self)]

  public static func settings(from section: ConfigNode?) throws(ConfigError) -> NoSettings {
    try NoSettings.decode(section)
  }

  let context: PluginContext
  let household: Household?
  /// Decides who is looking; swap in a camera-based one here.
  let presence: (any PresenceProvider)?
  /// The face Recognizing blurs: the one that was tapped, else the current one.
  var faceID = FaceCatalog.defaultID
  /// The face that shows full screen, as the faces last said.
  private var currentFaceID = FaceCatalog.defaultID
  /// Who was recognised and when (frame time), while the screen plays it out.
  private(set) var recognised: (personID: String, time: Double)?
  private var handOff: TimerToken?
  private var warmer: AvatarWarmer?
  /// From the pick to `PersonRecognised`: the avatar's pulse plays out first.
  static let celebration = 0.65

  public init(context: PluginContext, settings: NoSettings) {
    self.context = context
    household = context.resource(Household.self)
    presence = household.map { HouseholdPresence(context: context, recognition: $0.recognition) }
  }

  var people: [Person] { household?.people ?? [] }

  public func start() {
    context.subscribe(StartRecognition.self) { [unowned self] event in
      faceID = FaceCatalog.renderer(for: event.faceID) != nil ? event.faceID : currentFaceID
      context.navigator.show(.recognition, transition: .crossfade)
    }
    // Started without a tap (`--start recognition`, a reset), the current
    // face is the one behind, as it is behind the face screen.
    context.subscribe(CurrentFaceChanged.self) { [unowned self] event in
      guard FaceCatalog.renderer(for: event.faceID) != nil else { return }
      currentFaceID = event.faceID
      faceID = event.faceID
    }
    context.subscribe(ResetSession.self) { [unowned self] _ in reset() }
    context.subscribe(ScreenChanged.self) { [unowned self] event in self.warmer?.screenChanged(to: event.to) }
    let warmer = AvatarWarmer(context: context, avatars: people.compactMap { Avatar(rawValue: $0.avatarStyle) }, plugin: self)
    warmer.start(after: 0.3)
    self.warmer = warmer
    FontWarmup.ahead([RecognitionScreen.titleStyle, RecognitionScreen.subtitleStyle])
  }

  public func stop() {
    warmer?.cancel()
    stopLooking()
  }

  public func makeScreen(id: String) -> Screen? {
    id == ScreenRoute.recognition.screen ? RecognitionScreen(plugin: self) : nil
  }

  /// The screen opened: start looking afresh.
  func startLooking() {
    stopLooking()
    recognised = nil
    presence?.startLooking(among: people) { [unowned self] id in didRecognise(id) }
  }

  /// The screen closed: stop looking (a pending hand-off still goes out).
  func stopLooking() { presence?.stopLooking() }

  private func didRecognise(_ id: String) {
    recognised = (id, context.time)
    handOff = context.after(Self.celebration) { [unowned self] in
      handOff = nil
      context.post(PersonRecognised(personID: id))
    }
  }

  /// The session reset: nobody recognised, nothing pending, the current face.
  func reset() {
    stopLooking()
    handOff?.cancel()
    handOff = nil
    recognised = nil
    faceID = currentFaceID
  }
}
