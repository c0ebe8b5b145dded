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
  /// The idle policy is the config's (or settings.json's), never a fallback.
  public static let requiredResources = [ResourceRequirement(Household.self), ResourceRequirement(IdlePolicy.self)]

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
  private(set) var household: Household?
  /// When ambient mode takes over (read each time: a reload may replace it).
  var idle: IdlePolicy { context.required(IdlePolicy.self) }
  private var idleTimer: TimerToken?
  private var minuteTimer: TimerToken?

  public init(context: PluginContext, settings: Settings) {
    self.context = context
    current = settings.current
    household = context.required(Household.self)
    if let saved = Self.loadCurrentFace(from: currentFacePath) { current = saved }
  }

  /// The face the user picked, kept across restarts (the config's `current`
  /// is only the default).
  var currentFacePath: String { context.dataFolder + "/current-face" }

  static func loadCurrentFace(from path: String) -> String? {
    guard let text = DataFile.read(path) else { return nil }
    let id = text.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
    guard FaceCatalog.renderer(for: id) != nil else {
      // Left in place: a newer build may know the face.
      Log.warning("\(path):1: '\(id)' is not a face this build paints; showing the configured face")
      return nil
    }
    return id
  }

  public var screenIDs: [String] { ["gallery", "face", "ambient"] + FaceCatalog.availableIDs.map { "face.\($0)" } }
  public var elementIDs: [String] { ["face"] + galleryFaceIDs.map { "gallery.face.\($0)" } }
  public var stateKeys: [String] { ["face.current", "face.time", "gallery.faces", "gallery.scale", "ambient.dimmed"] }

  /// The faces the gallery shows, in the seed's order.
  var galleryFaceIDs: [String] { FaceCatalog.availableIDs }

  func renderer(_ id: String) -> (any FaceRenderer)? { FaceCatalog.renderer(for: id, household: household) }

  public func makeScreen(id: String) -> Screen? {
    if id == "gallery" { return GalleryScreen(plugin: self) }
    if id == "ambient" { return AmbientScreen(plugin: self) }
    if id == "face" { return FaceScreen(faceID: current, screenID: id, plugin: self) }
    let name = String(id.dropFirst("face.".count))
    guard id.hasPrefix("face."), FaceCatalog.renderer(for: name) != nil else { return nil }
    return FaceScreen(faceID: name, screenID: id, plugin: self)
  }

  public var benchScenarios: [BenchScenario] {
    [
      BenchScenario(name: "gallery-drift", screen: "gallery"),
      BenchScenario(name: "face-static", screen: "face"),
      // Face → Recognizing → back, over and over: crossfades with both screens cached.
      BenchScenario(name: "face-to-recognition", screen: "face") { nav, t in
        if t.frame % 60 == 0 {
          if nav.topID == "face" { nav.show("recognition") } else { nav.back() }
        }
      },
    ]
  }

  /// A gallery tile was tapped: it becomes the current face and grows from
  /// where it sits to full screen.
  func open(_ faceID: String, from rect: Rect, cornerRadius: Double) {
    current = faceID
    do { try DataFile.writeAtomically(faceID + "\n", to: currentFacePath) } catch {
      Log.warning("could not keep the current face: \(error)")
    }
    context.navigator.show("face", transition: .zoomFromRect(rect, cornerRadius: cornerRadius))
  }

  public func start() {
    // Any touch anywhere restarts the idle countdown.
    context.subscribe(UserActivity.self) { [unowned self] _ in armIdleTimer() }
    // The session reset (Sophie's avatar) starts over at the gallery.
    context.subscribe(ResetSession.self) { [unowned self] _ in
      context.navigator.setRoot("gallery", transition: .crossfade)
    }
    armIdleTimer()
    watchSleepWindow()
  }

  public func stop() {
    idleTimer?.cancel()
    minuteTimer?.cancel()
  }

  /// A reload brought a new household or idle policy: the face on screen and
  /// those made from now on show the new household; the idle countdown and
  /// the sleep watch start over.
  public func resourcesReplaced() -> Bool {
    household = context.required(Household.self)
    armIdleTimer()
    minuteTimer?.cancel()
    watchSleepWindow()
    // The face on screen draws from the household (weather, calendar, photos):
    // a fresh one, its cached pictures dropped, shows the new household now.
    if let face = context.navigator.top as? FaceScreen {
      context.cache.removeAll()
      context.navigator.replace(with: face.id, transition: .none)
    }
    return true
  }

  /// A new `current` shows when the person has not picked a face of their own.
  public func reconfigure(_ settings: Settings) -> Bool {
    if Self.loadCurrentFace(from: currentFacePath) == nil { current = settings.current }
    return true
  }

  private func armIdleTimer() {
    idleTimer?.cancel()
    idleTimer = context.after(idle.ambientAfter) { [unowned self] in enterAmbient() }
  }

  /// Checks at every minute whether the sleep window has begun.
  private func watchSleepWindow() {
    guard idle.sleepFrom != nil, let wait = context.clock.secondsToNextMinute(frameTime: context.time) ?? sleepCheckAtStart() else {
      return
    }
    minuteTimer = context.after(wait) { [unowned self] in
      let t = context.clock.now(frameTime: context.time)
      if idle.isSleeping(minuteOfDay: t.hour * 60 + t.minute) { enterAmbient() }
      watchSleepWindow()
    }
  }

  /// A frozen clock never crosses into the window: check it once.
  private func sleepCheckAtStart() -> Double? {
    let t = context.clock.now(frameTime: 0)
    if idle.isSleeping(minuteOfDay: t.hour * 60 + t.minute) { context.after(0) { [unowned self] in enterAmbient() } }
    return nil
  }

  func enterAmbient() {
    guard context.navigator.topID != "ambient" else { return }
    context.navigator.show("ambient", transition: .crossfade)
  }

  /// A touch on the ambient face: back to where you were.
  func wake() {
    guard context.navigator.topID == "ambient" else { return }
    context.navigator.back(transition: .crossfade)
    armIdleTimer()
  }

  func faceTapped(_ faceID: String) {
    context.post(StartRecognition(faceID: faceID))
  }
}
