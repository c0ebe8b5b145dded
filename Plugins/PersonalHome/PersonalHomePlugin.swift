public import Runtime
import Canvas
import HomeModel

/// The recognised person's home (`home`) and its app page (`home.apps`):
/// greeting, avatar (tap = the session reset), the reference's icons and
/// widgets, and on the second page the app entries other plugins declare.
public final class PersonalHomePlugin: Plugin {
  public static let name = "home"
  public static let requiredResources = [ResourceRequirement(Household.self)]

  public static func settings(from section: ConfigNode?) throws(ConfigError) -> NoSettings {
    try NoSettings.decode(section)
  }

  let context: PluginContext
  let household: Household?
  /// Whose home it is: the last person recognised (the household's pick until then).
  private(set) var personID: String?
  /// Entries other plugins declared, by plugin, in the order they arrived.
  private(set) var declared: [(plugin: String, entries: [AppEntry])] = []
  /// The two pages' scroll state, shared by `home` and `home.apps` (a swipe
  /// hands over from one screen to the other mid-spring).
  var pager: Pager?
  private var minuteTimer: TimerToken?

  public init(context: PluginContext, settings: NoSettings) {
    self.context = context
    household = context.resource(Household.self)
    personID = household?.recognition.personID
  }

  var person: Person? { personID.flatMap { household?.person($0) } }

  /// What the app page shows: the home's own apps, then every declared entry.
  var appEntries: [AppEntry] { HomeApps.builtInEntries + declared.flatMap(\.entries) }

  public func start() {
    context.subscribe(PersonRecognised.self) { [unowned self] event in
      guard household?.person(event.personID) != nil || household == nil else {
        Log.warning("recognised '\(event.personID)', who is not in the household")
        return
      }
      personID = event.personID
      pager?.go(to: 0)
      pager = nil
      // The home becomes the root: its screens come back to it with back().
      context.navigator.setRoot("home", transition: .crossfade)
    }
    context.subscribe(AppEntriesDeclared.self) { [unowned self] event in
      declared.removeAll { $0.plugin == event.plugin }
      declared.append((event.plugin, event.entries))
    }
    context.subscribe(ResetSession.self) { [unowned self] _ in
      personID = household?.recognition.personID
      pager = nil
    }
    // Suspended while none of its screens shows, resumed when one does.
    armMinuteTimer()
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

  public var screenIDs: [String] { ["home", "home.apps"] }
  public var elementIDs: [String] {
    ["home.avatar"] + HomeScreen.tileIDs + appEntries.map(\.id)
  }
  public var stateKeys: [String] { ["home.person", "home.name", "home.greeting", "home.page", "home.apps"] }

  public func makeScreen(id: String) -> Screen? {
    switch id {
    case "home": return HomeScreen(plugin: self, page: 0)
    case "home.apps": return HomeScreen(plugin: self, page: 1)
    default: return nil
    }
  }

  public var benchScenarios: [BenchScenario] {
    [
      BenchScenario(name: "home-static", screen: "home"),
      // Paging back and forth: the grid scrolls over the cached wallpaper.
      BenchScenario(name: "home-paging", screen: "home") { nav, t in
        guard let home = nav.top as? HomeScreen else { return }
        if t.frame % 50 == 0 { home.turnPage() }
      },
    ]
  }

  /// The page settled on another page than its screen's: swap the screen id
  /// without a transition (the pixels are the same).
  func pageChanged(to page: Int) {
    context.navigator.replace(with: page == 1 ? "home.apps" : "home", transition: .none)
  }

  func open(_ screen: String) {
    context.navigator.show(screen, transition: .crossfade)
  }

  /// Sophie's avatar: the session starts over (the faces go back to the gallery).
  func resetSession() {
    Log.info("session reset")
    context.post(ResetSession())
  }
}
