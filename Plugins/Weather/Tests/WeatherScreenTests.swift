import Basics
import Foundation
import HomeModel
import HomeViewTesting
import PluginRegistry
import Runtime
import Testing

@testable import Weather

/// The Weather screen with the household's weather: its goldens (as the
/// demo has it, and stale with its age), the home's widget opening it, the
/// close button, and the ages it states.
@MainActor
struct WeatherScreenTests {
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Goldens"

  /// Every plugin, at the points of 1280×800.
  static func session() throws -> TestSession {
    var options = TestSession.Options()
    options.panel = (640, 400)
    return try TestSession(registry: PluginRegistry.all, options: options)
  }

  @Test(arguments: ["weather", "weather:stale"])
  func theScreenMatchesItsGolden(id: String) throws {
    let s = try Self.session()
    defer { s.stop() }
    try s.start(at: id)
    s.settle()
    try s.assertGolden(id.replacingOccurrences(of: ":", with: "-"), in: Self.goldens)
  }

  @Test func theFixtureHasHoursAndDays() throws {
    let s = try Self.session()
    defer { s.stop() }
    try s.start(at: "weather")
    #expect(s.state("weather.condition") == "Partly Cloudy 54°")
    #expect(s.state("weather.hours") == "12")
    #expect(s.state("weather.days") == "10")
    #expect(s.state("weather.age") == "none")
  }

  @Test func theHomesWeatherWidgetOpensItAndCloseGoesBack() throws {
    let s = try Self.session()
    defer { s.stop() }
    try s.start(at: "home")
    try s.tap("home.weather")
    s.settle()
    #expect(s.screen == "weather")
    try s.tap("weather.close")
    s.settle()
    #expect(s.screen == "home")
  }

  @Test func theStaleStateSaysItsAge() throws {
    let s = try Self.session()
    defer { s.stop() }
    try s.start(at: "weather:stale")
    #expect(s.state("weather.age") == "Offline · updated 3 h ago")
    s.settle()
    // A minute later the clock and the age redraw alone.
    s.advance(60)
    try s.assertDamageMatchesRepaint()
  }

  @Test func ages() {
    let now = CivilTime(year: 2026, month: 4, day: 1, hour: 10, minute: 9)
    var w = Weather(
      city: "X", condition: "Clear", temperature: 50, high: 55, low: 45, sunset: TimeOfDay(hour: 19, minute: 0), windMph: 3, humidity: 50,
      aqi: 10)
    #expect(w.ageText(now: now) == nil)
    w.fetched = now.adding(seconds: -20 * 60)
    #expect(w.ageText(now: now) == nil)
    w.stale = true
    #expect(w.ageText(now: now) == "Offline · updated 20 min ago")
    w.stale = false
    w.fetched = now.adding(seconds: -26 * 3600)
    #expect(w.ageText(now: now) == "Updated 26 h ago")
    w.fetched = now.adding(seconds: -3 * 86400)
    #expect(w.ageText(now: now) == "Updated 3 days ago")
  }

  @Test func dayNames() {
    let today = CivilTime(year: 2026, month: 4, day: 1, hour: 10, minute: 9)  // a Wednesday
    let fileDay = DayForecast(date: nil, high: 1, low: 0, code: 0)
    #expect(WeatherText.day(fileDay, index: 0, today: today) == "Today")
    #expect(WeatherText.day(fileDay, index: 1, today: today) == "Thu")
    #expect(WeatherText.day(fileDay, index: 6, today: today) == "Tue")
    let dated = DayForecast(date: CivilTime(year: 2026, month: 4, day: 4), high: 1, low: 0, code: 0)
    #expect(WeatherText.day(dated, index: 1, today: today) == "Sat")
  }
}
