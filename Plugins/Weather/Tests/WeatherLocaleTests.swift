import Basics
import HomeModel
import HomeViewTesting
import PluginRegistry
import Runtime
import Testing

/// The Weather screen in °C on a 24-hour clock: the household's °F converted
/// for display, the hours and sunset without AM or PM.
@MainActor
struct WeatherLocaleTests {
  @Test func celsiusAnd24HourMatchTheirGolden() throws {
    var options = TestSession.Options()
    options.panel = (640, 400)
    options.locale = DisplayLocale(temperatureUnit: .celsius, clockHours: 24, firstWeekday: 1)
    options.clock = .fixed(CivilTime(year: 2026, month: 4, day: 1, hour: 23, minute: 59))
    let s = try TestSession(registry: PluginRegistry.all, options: options)
    defer { s.stop() }
    try s.start(at: "weather")
    s.settle()
    #expect(s.state("weather.condition") == "Partly Cloudy 12°")
    try s.assertGolden("weather-celsius-24h", in: WeatherScreenTests.goldens)
  }

  /// The defaults spelled out draw today's golden byte for byte.
  @Test func theDefaultLocaleDrawsTodaysPicture() throws {
    var options = TestSession.Options()
    options.panel = (640, 400)
    options.locale = DisplayLocale(temperatureUnit: .fahrenheit, clockHours: 12, firstWeekday: 0)
    let s = try TestSession(registry: PluginRegistry.all, options: options)
    defer { s.stop() }
    try s.start(at: "weather")
    s.settle()
    try s.assertGolden("weather", in: WeatherScreenTests.goldens)
  }
}
