import Basics
import HomeModel
import HomeViewTesting
import PluginRegistry
import Runtime
import Testing

/// The home's widgets in °C on a 24-hour clock, and quietly marking stale
/// weather and an offline calendar.
@MainActor
struct HomeLocaleTests {
  @Test func celsiusAnd24HourWidgetsMatchTheirGolden() throws {
    var options = TestSession.Options()
    options.locale = DisplayLocale(temperatureUnit: .celsius, clockHours: 24, firstWeekday: 1)
    let s = try TestSession(registry: PluginRegistry.all, options: options)
    defer { s.stop() }
    try s.start(at: "home")
    s.settle()
    try s.assertGolden("home-celsius-24h-1280x800")
  }

  @Test func staleWeatherAndAnOfflineCalendarAreMarked() throws {
    let s = try TestSession(registry: PluginRegistry.all)
    defer { s.stop() }
    let store = s.session.store
    var w = store.household.weather
    w.fetched = CivilTime.demo.adding(seconds: -2 * 3600)
    w.stale = true
    store.report(.weather(w), from: try #require(store.fixture))
    store.agenda.report(Agenda(stale: true))
    try s.start(at: "home")
    s.settle()
    try s.assertGolden("home-stale-1280x800")
  }
}
