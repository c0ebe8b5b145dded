public import Basics
public import Runtime
import HomeModel
import HouseholdStore

/// The person's days and reminder lists: Calendar (`calendar`: today and the
/// next days, events as coloured cards on a time grid, "now" marked) and
/// Reminders (`reminders`: the lists, each reminder ticked off with a tap and
/// written back by the calendar provider). Without a calendar provider both
/// show the household file's day (the demo's).
public final class CalendarPlugin: Plugin {
  public static let manifest = PluginManifest(
    name: "calendar",
    screens: [.calendar, .reminders],
    snapshotStates: ["calendar:week", "calendar:offline", "reminders:lists", "reminders:refused"],
    appEntries: [
      AppEntry(name: "calendar", title: "Calendar", route: .calendar, icon: "calendar", colors: [0xFF6B5E, 0xE5322D]),
      AppEntry(name: "reminders", title: "Reminders", route: .reminders, icon: "checklist", colors: [0x4FA8FF, 0x1C6EF2]),
    ],
    elements: [
      ElementDeclaration("calendar.close", on: "calendar"),
      ElementDeclaration("calendar.reminders", on: "calendar"),
      ElementDeclaration("reminders.close", on: "reminders"),
      ElementDeclaration("reminders.calendar", on: "reminders"),
    ],
    stateKeys: [
      StateKeyDeclaration("calendar.days", on: "calendar"), StateKeyDeclaration("calendar.stale", on: "calendar"),
      StateKeyDeclaration("reminders.lists", on: "reminders"), StateKeyDeclaration("reminders.open", on: "reminders"),
    ],
    benchScenarios: [
      BenchScenario(name: "calendar-week", screen: "calendar:week"),
      BenchScenario(name: "reminders-lists", screen: "reminders:lists"),
    ])
  public static let requiredResources = [ResourceRequirement(HouseholdStore.self), ResourceRequirement(DisplayLocale.self)]

  public static func settings(from section: ConfigNode?) throws(ConfigError) -> NoSettings {
    try NoSettings.decode(section)
  }

  let context: PluginContext
  let store: HouseholdStore
  /// How hours and event times are written.
  var locale: DisplayLocale { context.required(DisplayLocale.self) }
  /// A snapshot state's agenda, shown instead of the store's (nothing is written).
  private(set) var seeded: Agenda?
  private var minuteTimer: TimerToken?

  public init(context: PluginContext, settings: NoSettings) {
    self.context = context
    store = context.required(HouseholdStore.self)
  }

  public func start() {
    context.subscribe(AgendaChanged.self) { [unowned self] _ in redraw() }
    context.subscribe(CalendarChanged.self) { [unowned self] _ in redraw() }
    armMinuteTimer()
  }

  public func resume() { armMinuteTimer() }
  public func suspend() {
    minuteTimer?.cancel()
    minuteTimer = nil
  }
  public func stop() { suspend() }

  /// "Now" moves with the clock: each minute the screens look again.
  private func armMinuteTimer() {
    minuteTimer?.cancel()
    guard let wait = context.clock.secondsToNextMinute(frameTime: context.time) else { return }
    minuteTimer = context.after(wait) { [unowned self] in
      redraw()
      armMinuteTimer()
    }
  }

  private func redraw() {
    for screen in context.navigator.visibleScreens {
      (screen as? CalendarScreen)?.agendaChanged()
      (screen as? RemindersScreen)?.agendaChanged()
    }
  }

  /// What the screens show: the provider's agenda, or the household's day.
  var agenda: Agenda {
    if let seeded { return seeded }
    if let a = store.agenda.agenda { return a }
    return Agenda.today(store.household.calendar, on: context.clock.now(frameTime: context.time))
  }

  /// Bumped whenever what `agenda` returns may differ: the screens' cache key.
  var revision: Int { store.agenda.revision * 1000 + store.revision + (seeded == nil ? 0 : 500_000) }

  func refusal(_ list: String, _ reminder: String) -> String? { seeded == nil ? store.agenda.refused[AgendaBook.key(list, reminder)] : seededRefusals[AgendaBook.key(list, reminder)] }
  private var seededRefusals: [String: String] = [:]

  func toggle(list: String, reminder: Reminder) {
    // Only CalDAV reminders can be written back (the screen offers no others).
    guard reminder.writable else { return }
    context.audio.click()
    guard seeded == nil else { return }
    store.agenda.setCompleted(listID: list, reminderID: reminder.id, !reminder.completed)
  }

  func open(_ route: ScreenRoute) { context.navigator.show(route, transition: .crossfade) }

  func seed(_ state: String) -> Bool {
    guard let a = SampleAgenda.make(state, today: context.clock.now(frameTime: context.time)) else { return false }
    seeded = a.agenda
    seededRefusals = a.refusals
    redraw()
    return true
  }

  public func makeScreen(id: String) -> Screen? {
    // A snapshot state seeds again after this; a plain screen shows the store.
    seeded = nil
    switch Self.manifest.route(id) {
    case .calendar?: return CalendarScreen(plugin: self)
    case .reminders?: return RemindersScreen(plugin: self)
    default: return nil
    }
  }
}

extension Agenda {
  /// The household file's day as an agenda of today (no reminders).
  static func today(_ day: CalendarDay, on now: CivilTime) -> Agenda {
    let date = CivilTime(year: now.year, month: now.month, day: now.day)
    return Agenda(
      events: day.events.map { e in
        switch e.time {
        case .allDay:
          return AgendaEvent(title: e.title, calendar: "Home", start: date, end: date.adding(seconds: 86400), allDay: true)
        case .span(let s, let end):
          return AgendaEvent(
            title: e.title, calendar: "Home", start: date.adding(seconds: Double(s.minutesSinceMidnight) * 60),
            end: date.adding(seconds: Double(end.minutesSinceMidnight) * 60), allDay: false)
        }
      })
  }
}
