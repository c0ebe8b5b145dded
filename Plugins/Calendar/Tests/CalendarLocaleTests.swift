import Basics
import HomeModel
import HomeViewTesting
import PluginRegistry
import Runtime
import Testing

/// The Calendar and Reminders on a 24-hour clock: the grid's hours, the
/// events' times, "now" and the reminders' due times without AM or PM.
@MainActor
struct CalendarLocaleTests {
  @Test func aTwentyFourHourClockMatchesItsGoldens() throws {
    var options = TestSession.Options()
    options.locale = DisplayLocale(temperatureUnit: .celsius, clockHours: 24, firstWeekday: 1)
    let s = try TestSession(registry: PluginRegistry.all, options: options)
    defer { s.stop() }
    s.session.store.agenda.report(CalendarScreenTests.week)
    try s.start(at: "calendar")
    s.settle()
    try s.assertGolden("calendar-week-24h-1280x800")
    try s.start(at: "reminders")
    s.settle()
    try s.assertGolden("reminders-24h-1280x800")
  }
}
