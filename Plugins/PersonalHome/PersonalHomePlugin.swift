import Art
public import Basics
public import Runtime
import Canvas
import HomeModel
import HouseholdStore
import SystemCalls

/// The recognised person's home (`home`) and its app page (`home.apps`):
/// greeting, avatar (tap = the session reset), the first page's icons and
/// widgets, and on the second page the app entries other plugins declare.
public final class PersonalHomePlugin: Plugin {
  /// The app page: the home resting on its second page.
  static let apps = ScreenRoute(plugin: "home", screen: "home.apps")

  public static let manifest = PluginManifest(
    name: "home",
    screens: [.home, apps],
    elements: [
      ElementDeclaration("home.avatar", on: "home"), ElementDeclaration("home.weather", on: "home"),
      ElementDeclaration("home.calendar", on: "home"),
    ],
    entryElements: { entry in
      [ElementDeclaration(HomeApps.appPageID(entry), on: "home.apps")]
        + (entry.firstPage != nil ? [ElementDeclaration(HomeApps.firstPageID(entry), on: "home")] : [])
    },
    stateKeys: ["home.person", "home.name", "home.greeting", "home.page", "home.apps"].map { StateKeyDeclaration($0, on: "home") },
    benchScenarios: [
      BenchScenario(name: "home-static", screen: "home"),
      // Paging back and forth: the grid scrolls over the cached wallpaper.
      BenchScenario(name: "home-paging", screen: "home") { nav, t in
        guard let home = nav.top as? HomeScreen else { return }
        if t.frame % 50 == 0 { home.turnPage() }
      },
    ])
  public static let requiredResources = [
    ResourceRequirement(Household.self), ResourceRequirement(HouseholdStore.self), ResourceRequirement(DisplayLocale.self),
  ]

  public static func settings(from section: ConfigNode?) throws(ConfigError) -> NoSettings {
    try NoSettings.decode(section)
  }

  let context: PluginContext
  let store: HouseholdStore
  /// The household as the store has it now (the widgets' weather and calendar).
  var household: Household? { store.household }
  /// How the widgets write temperatures and times.
  var locale: DisplayLocale { context.required(DisplayLocale.self) }
  /// The calendar provider could not read its sources: the widget's day is the last known.
  var calendarStale: Bool { store.agenda.agenda?.stale ?? false }
  /// Bumped when the weather or the calendar changes: part of the widgets' picture keys.
  private(set) var widgetRevision = 0
  /// Whose home it is: the last person recognised (the household's pick until then).
  private(set) var personID: String?
  private var minuteTimer: TimerToken?

  public init(context: PluginContext, settings: NoSettings) {
    self.context = context
    store = context.required(HouseholdStore.self)
    personID = household?.recognition.personID
  }

  var person: Person? { personID.flatMap { household?.person($0) } }

  /// The first page's icons, in slot order.
  var firstPageEntries: [AppEntry] { HomeApps.firstPage(context.appEntries) }
  /// What the app page lists.
  var appPageEntries: [AppEntry] { HomeApps.appPage(context.appEntries) }

  public func start() {
    FontWarmup.ahead(HomeScreen.fixedStyles)
    context.subscribe(PersonRecognised.self) { [unowned self] event in
      guard household?.person(event.personID) != nil || household == nil else {
        Log.warning("recognised '\(event.personID)', who is not in the household")
        return
      }
      personID = event.personID
      // The home becomes the root: its screens come back to it with back().
      context.navigator.setRoot(.home, transition: .crossfade)
    }
    context.subscribe(ResetSession.self) { [unowned self] _ in personID = household?.recognition.personID }
    // The weather and calendar widgets follow the store.
    context.subscribe(WeatherChanged.self) { [unowned self] _ in widgetsChanged() }
    context.subscribe(CalendarChanged.self) { [unowned self] _ in widgetsChanged() }
    // Suspended while none of its screens shows, resumed when one does.
    armMinuteTimer()
  }

  /// Whether the glyph icons' ink has been asked of the painter.
  private var glyphsMeasured = false

  /// The home is the hub: the screens a tap away draw glyph icons in their
  /// first frames (Now Playing's controls, the dashboard's tiles). As it
  /// first shows, the painter measures them all, behind the home's own
  /// pictures, so that those first frames do not.
  func homeAppeared() {
    guard !glyphsMeasured else { return }
    glyphsMeasured = true
    context.painter.paint({ Icon.measureGlyphs() }, done: {})
  }

  private func widgetsChanged() {
    widgetRevision += 1
    for screen in context.navigator.visibleScreens { screen.setNeedsDisplay() }
  }

  public func resume() { armMinuteTimer() }
  public func suspend() {
    minuteTimer?.cancel()
    minuteTimer = nil
  }
  public func stop() { suspend() }

  /// The greeting and the calendar's day follow the clock: look again at each minute.
  private func armMinuteTimer() {
    minuteTimer?.cancel()
    guard let wait = context.clock.secondsToNextMinute(frameTime: context.time) else { return }
    minuteTimer = context.after(wait) { [unowned self] in
      for screen in context.navigator.visibleScreens { (screen as? HomeScreen)?.clockTicked() }
      armMinuteTimer()
    }
  }

  public func makeScreen(id: String) -> Screen? {
    switch id {
    case ScreenRoute.home.screen: return HomeScreen(plugin: self, page: 0)
    case Self.apps.screen: return HomeScreen(plugin: self, page: 1)
    default: return nil
    }
  }

  func open(_ screen: ScreenRoute) {
    context.navigator.show(screen, transition: .crossfade)
  }

  /// Sophie's avatar: the session starts over (the faces go back to the gallery).
  func resetSession() {
    Log.info("session reset")
    context.post(ResetSession())
  }
}
