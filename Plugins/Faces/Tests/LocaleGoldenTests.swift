import Basics
import Foundation
import HomeModel
import HomeViewTesting
import PluginRegistry
import Runtime
import Testing

/// The faces in °C on a 24-hour clock with weeks from Monday, at the minute
/// that prints widest ("23:59"), and the weather faces marking stale
/// weather; and the default locale, written out in a config, drawing exactly
/// today's pictures.
@MainActor
struct LocaleGoldenTests {
  static let european = DisplayLocale(temperatureUnit: .celsius, clockHours: 24, firstWeekday: 1)
  static let lateEvening = CivilTime(year: 2026, month: 4, day: 1, hour: 23, minute: 59)

  static func session(_ locale: DisplayLocale? = european, clock: CivilTime = lateEvening, config: TestSession.Config = .builtIn) throws -> TestSession {
    var options = TestSession.Options()
    options.locale = locale
    options.clock = .fixed(clock)
    options.config = config
    return try TestSession(registry: PluginRegistry.all, options: options)
  }

  /// A digital face, the text faces with a temperature, and the month grids.
  @Test(arguments: ["dad-son", "weather", "day-dashboard", "calendar", "coral-serif"])
  func celsiusAnd24HourMatchTheirGoldens(face: String) throws {
    let s = try Self.session()
    defer { s.stop() }
    try s.start(at: "face.\(face)")
    s.settle()
    #expect(s.state("face.time") == "23:59")
    try s.assertGolden("face.\(face)-celsius-24h-1280x800")
  }

  /// A failed refresh two hours ago: the weather faces say so, quietly.
  @Test(arguments: ["weather", "day-dashboard"])
  func staleWeatherIsMarkedOnTheFace(face: String) throws {
    let s = try Self.session(nil, clock: .demo)
    defer { s.stop() }
    var w = s.session.store.household.weather
    w.fetched = CivilTime.demo.adding(seconds: -2 * 3600)
    w.stale = true
    s.session.store.report(.weather(w), from: try #require(s.session.store.fixture))
    try s.start(at: "face.\(face)")
    s.settle()
    try s.assertGolden("face.\(face)-stale-1280x800")
  }

  /// The defaults spelled out in a config draw today's goldens byte for byte.
  @Test(arguments: ["weather", "day-dashboard", "calendar", "home-glass"])
  func theDefaultLocaleDrawsTodaysPictures(face: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("homeview-locale-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let config = folder + "/homeview.json"
    try #"{"locale": {"temperature": "°F", "clock": "12h", "firstWeekday": "sunday"}}"#.write(toFile: config, atomically: true, encoding: .utf8)
    let s = try Self.session(nil, clock: .demo, config: .file(config))
    defer { s.stop() }
    #expect(s.session.resources.locale == DisplayLocale())
    try s.start(at: "face.\(face)")
    s.settle()
    try s.assertGolden("face.\(face)-1280x800")
  }
}
