public import Basics
public import Runtime
import Canvas
import ClockFaces
import HomeModel
import HouseholdStore
import SystemCalls

/// The faces: the gallery, the full-screen current face and ambient mode
/// (docs/screens.md §1, §2). Tapping the face starts recognition.
public final class FacesPlugin: Plugin {
  public struct Settings: Sendable {
    /// The face shown by `face` (docs/screens.md's names).
    public var current: String
  }

  /// The screens: the gallery, the current face, ambient mode, and each
  /// painted face alone (`face.<name>`, Memories too).
  static let ambient = ScreenRoute(plugin: "faces", screen: "ambient")
  nonisolated static func face(_ name: String) -> ScreenRoute { ScreenRoute(plugin: "faces", screen: "face." + name) }

  public static let manifest = PluginManifest(
    name: "faces",
    settings: [
      SettingDoc(
        keys: ["current"], type: "face name", defaultValue: "`dad-son`",
        meaning: "the face `face` shows (one of the `face.<name>` names; only painted faces are accepted; `memories` only with the household's `faces.photoFolder`)")
    ],
    screens: [.gallery, .face, ambient] + FaceCatalog.drawnIDs.map { face($0) },
    elements: [ElementDeclaration("face", on: "face"), ElementDeclaration("ambient", on: "ambient")]
      + FaceCatalog.availableIDs.map { ElementDeclaration("gallery.face.\($0)", on: "gallery") },
    stateKeys: [
      StateKeyDeclaration("face.current", on: "face"), StateKeyDeclaration("face.time", on: "face"),
      StateKeyDeclaration("gallery.faces", on: "gallery"), StateKeyDeclaration("gallery.scale", on: "gallery"),
      StateKeyDeclaration("ambient.dimmed", on: "ambient"),
    ],
    benchScenarios: [
      BenchScenario(name: "gallery-drift", screen: "gallery"),
      BenchScenario(name: "face-static", screen: "face"),
      // Face → Recognizing → back, over and over: crossfades with both screens
      // cached. The face is tapped (Recognition answers it), so no route to
      // Recognizing is needed here.
      BenchScenario(name: "face-to-recognition", screen: "face") { nav, t in
        if t.frame % 60 == 0 {
          if let face = nav.top as? FaceScreen { face.plugin.faceTapped(face.faceID) } else { nav.back() }
        }
      },
    ])
  /// The idle policy and the locale are the config's (or settings.json's), never a fallback.
  public static let requiredResources = [
    ResourceRequirement(Household.self), ResourceRequirement(HouseholdStore.self), ResourceRequirement(IdlePolicy.self),
    ResourceRequirement(DisplayLocale.self),
  ]

  public static func settings(from section: ConfigNode?) throws(ConfigError) -> Settings {
    guard let section else { return Settings(current: FaceCatalog.defaultID) }
    let o = try section.object(keys: ["current"])
    guard let node = o.optional("current") else { return Settings(current: FaceCatalog.defaultID) }
    // Memories also needs the household's photos folder: the session checks
    // that once the household is settled (`FaceChoice.memoriesWithoutFolder`).
    let id = try node.choice(FaceCatalog.allIDs + [FaceChoice.memoriesID])
    guard FaceCatalog.renderer(for: id) != nil else {
      throw node.fail("the face '\(id)' is not painted yet (available: \(FaceCatalog.availableIDs.joined(separator: ", ")))")
    }
    return Settings(current: id)
  }

  let context: PluginContext
  var current: String
  /// Weather, accessories, city and photo files the faces show, live.
  let store: HouseholdStore
  var household: Household { store.householdByTiles }
  /// When ambient mode takes over (read each time: a reload may replace it).
  var idle: IdlePolicy { context.required(IdlePolicy.self) }
  /// How the faces write the time and temperatures.
  var locale: DisplayLocale { context.required(DisplayLocale.self) }
  private var idleTimer: TimerToken?
  private var minuteTimer: TimerToken?

  public init(context: PluginContext, settings: Settings) {
    self.context = context
    current = settings.current
    store = context.required(HouseholdStore.self)
    if let saved = Self.loadCurrentFace(from: currentFacePath) { current = saved }
  }

  /// The face the user picked, kept across restarts (the config's `current`
  /// is only the default).
  var currentFacePath: String { context.dataFolder + "/current-face" }

  /// `current-face`: version 1 is `{"version": 1, "face": "dad-son"}`;
  /// version 0 was the bare id on one line.
  static let currentFaceFormat = DataFormat(what: "the current face", version: 1, limit: DataFile.Limit.line)

  static func loadCurrentFace(from path: String) -> String? {
    let loaded = currentFaceFormat.load(
      path, consequence: "showing the configured face", decode: decodeCurrentFace, encode: encodeCurrentFace)
    guard let id = loaded.value else { return nil }
    guard FaceCatalog.renderer(for: id) != nil else {
      // Left in place: a newer build may know the face.
      Log.warning("\(path):1: '\(id)' is not a face this build paints; showing the configured face")
      return nil
    }
    return id
  }

  static func decodeCurrentFace(_ c: DataFormat.Content) throws(ConfigError) -> String {
    if c.version == 0 {
      let words = c.text.split(whereSeparator: \.isWhitespace)
      guard words.count == 1 else { throw ConfigError(file: c.path, path: "", problem: "expected one face id, found \(words.count) words") }
      return String(words[0])
    }
    return try c.json().object(keys: ["version", "face"]).required("face").string()
  }

  static func encodeCurrentFace(_ id: String) -> String {
    "{\"version\": \(currentFaceFormat.version), \"face\": \(JSONText.quoted(id))}\n"
  }

  /// The faces the gallery shows, in the gallery's order (docs/screens.md §1):
  /// Memories only with a photos folder.
  var galleryFaceIDs: [String] { FaceCatalog.galleryIDs(household: household) }

  func renderer(_ id: String) -> (any FaceRenderer)? { FaceCatalog.renderer(for: id, household: household, locale: locale) }

  public func makeScreen(id: String) -> Screen? {
    if id == ScreenRoute.gallery.screen { return GalleryScreen(plugin: self) }
    if id == Self.ambient.screen { return AmbientScreen(plugin: self) }
    if id == ScreenRoute.face.screen { return FaceScreen(faceID: current, screenID: id, plugin: self) }
    let name = String(id.dropFirst("face.".count))
    guard id.hasPrefix("face."), FaceCatalog.renderer(for: name) != nil else { return nil }
    return FaceScreen(faceID: name, screenID: id, plugin: self)
  }

  /// A gallery tile was tapped: it becomes the current face and grows from
  /// where it sits to full screen, starting as what the tile showed.
  func open(_ faceID: String, from rect: Rect, cornerRadius: Double, tile: ZoomTile?) {
    keep(faceID)
    context.navigator.show(.face, transition: .zoomFromRect(rect, cornerRadius: cornerRadius, tile: tile))
  }

  /// `faceID` becomes the current face, kept across restarts.
  private func keep(_ faceID: String) {
    current = faceID
    context.post(CurrentFaceChanged(faceID: faceID))
    do { try Self.currentFaceFormat.save(Self.encodeCurrentFace(faceID), to: currentFacePath) } catch {
      Log.warning("could not keep the current face: \(error)")
    }
  }

  public func start() {
    context.post(CurrentFaceChanged(faceID: current))
    // Any touch anywhere restarts the idle countdown.
    context.subscribe(UserActivity.self) { [unowned self] _ in armIdleTimer() }
    // Picked elsewhere (the first-run flow): the face, full screen, as the root.
    context.subscribe(FacePicked.self) { [unowned self] e in
      guard FaceCatalog.availableIDs.contains(e.faceID) else { return }
      keep(e.faceID)
      context.navigator.setRoot(.face, transition: .crossfade)
    }
    // The session reset (Sophie's avatar) starts over at the gallery.
    context.subscribe(ResetSession.self) { [unowned self] _ in
      context.navigator.setRoot(.gallery, transition: .crossfade)
    }
    armIdleTimer()
    watchSleepWindow()
    // The faces drawn from the store's state follow it within the frame.
    context.subscribe(AccessoryChanged.self) { [unowned self] _ in refreshFaces(reading: .accessories) }
    context.subscribe(AccessoriesListed.self) { [unowned self] _ in refreshFaces(reading: .accessories) }
    context.subscribe(AccessoryStatusChanged.self) { [unowned self] _ in refreshFaces(reading: .accessories) }
    context.subscribe(WeatherChanged.self) { [unowned self] _ in refreshFaces(reading: .weather) }
  }

  /// What of the household's live state a face draws.
  enum LivePart { case accessories, weather }
  static let liveFaces: [String: LivePart] = [
    // The weather face's name, from the face itself: the bare word is the Weather screen's id.
    "home-glass": .accessories, "home-purple": .accessories, WeatherFace(household: nil).id: .weather, "day-dashboard": .weather,
  ]

  private func refreshFaces(reading part: LivePart) {
    for case let face as FaceScreen in context.navigator.visibleScreens where Self.liveFaces[face.faceID] == part {
      face.householdChanged()
    }
  }

  public func stop() {
    idleTimer?.cancel()
    minuteTimer?.cancel()
  }

  /// A reload brought a new household or idle policy: the face on screen and
  /// those made from now on show the new household; the idle countdown and
  /// the sleep watch start over.
  public func resourcesReplaced() -> Bool {
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
    if Self.loadCurrentFace(from: currentFacePath) == nil {
      current = settings.current
      context.post(CurrentFaceChanged(faceID: current))
    }
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
    guard context.navigator.topID != Self.ambient.screen else { return }
    context.navigator.show(Self.ambient, transition: .crossfade)
  }

  /// A touch on the ambient face: back to where you were.
  func wake() {
    guard context.navigator.topID == Self.ambient.screen else { return }
    context.navigator.back(transition: .crossfade)
    armIdleTimer()
  }

  func faceTapped(_ faceID: String) {
    context.post(StartRecognition(faceID: faceID))
  }

  func settingsRequested() { context.post(SettingsRequested()) }
}
