import Basics
import Foundation
import HTTPTestSupport
import HomeModel
import HomeViewSession
import HomeViewTesting
import HouseholdStore
import PluginRegistry
import Runtime
import Testing
import WeatherProvider

/// The weather provider against Open-Meteo-format answers from Python's
/// http.server on 127.0.0.1: reading, units, the refresh on its own thread,
/// the cache across a restart, and a 500, malformed JSON and a slow server
/// (the last good weather kept, marked stale, the problem naming the URL).
@MainActor
@Suite(.serialized)
struct WeatherProviderTests {
  func server() throws -> LocalHTTPServer? {
    if let why = LocalHTTPServer.unavailable {
      print("WeatherProviderTests: skipped: \(why)")
      return nil
    }
    let s = try LocalHTTPServer()
    try s.route("/v1/forecast", body: OpenMeteoAnswers.forecast(), headers: ["Content-Type": "application/json"])
    try s.route("/v1/air-quality", body: OpenMeteoAnswers.airQuality, headers: ["Content-Type": "application/json"])
    return s
  }

  func settings(_ server: LocalHTTPServer) -> WeatherSettings {
    var s = WeatherSettings(city: "Testville", latitude: 37.76, longitude: -122.41)
    s.forecastURL = server.base + "/v1/forecast"
    s.airQualityURL = server.base + "/v1/air-quality"
    s.timeoutSeconds = 1
    return s
  }

  @Test func theForecastIsRead() throws {
    let w = try OpenMeteo.forecast(OpenMeteoAnswers.forecast(), url: "http://x/v1/forecast", city: "Testville")
    #expect(w.city == "Testville")
    #expect(w.condition == "Partly Cloudy")
    #expect(w.symbol == .partlyCloudy)
    #expect(w.temperature == 54)
    #expect((w.high, w.low) == (57, 49))
    #expect(w.sunset == TimeOfDay(hour: 19, minute: 32))
    #expect(w.windMph == 7)
    #expect(w.humidity == 76)
    #expect(w.fetched == CivilTime(year: 2026, month: 4, day: 1, hour: 10, minute: 0))
    // The hours start at the current one.
    #expect(w.hourly.count == OpenMeteo.hours)
    #expect(w.hourly.first == HourForecast(hour: 10, temperature: 50, code: 2))
    #expect(w.hourly.last?.hour == 9)
    #expect(w.daily.count == 10)
    #expect(w.daily[1] == DayForecast(date: CivilTime(year: 2026, month: 4, day: 2), high: 58, low: 48, code: 61))
    #expect(w.daily[1].words == "Light Rain")
    #expect(w.daily[5].symbol == .thunder)
    #expect(try OpenMeteo.airQuality(OpenMeteoAnswers.airQuality, url: "http://x/aq") == 21)
  }

  @Test func otherUnitsAreConverted() throws {
    let text = OpenMeteoAnswers.forecast(temperatureUnit: "°C", windUnit: "km/h", temperature: 12.4)
    let w = try OpenMeteo.forecast(text, url: "http://x", city: "X")
    #expect(w.temperature == 54)  // 12.4 °C = 54.3 °F
    #expect(w.windMph == 4)  // 7.2 km/h
    #expect(w.daily[0].high == 135)  // 57 °C, as the answer says
  }

  @Test func badAnswersNameTheURLAndThePlace() {
    let missing = OpenMeteoAnswers.forecast().replacingOccurrences(of: "\"temperature_2m\": 54.4,", with: "")
    #expect(throws: ConfigError(file: "http://x/f", path: "current.temperature_2m", problem: "missing")) {
      try OpenMeteo.forecast(missing, url: "http://x/f", city: "X")
    }
    let code = OpenMeteoAnswers.forecast().replacingOccurrences(of: "\"weather_code\": 2,", with: "\"weather_code\": 42,")
    #expect(throws: ConfigError(file: "http://x/f", path: "current.weather_code", problem: "42 is not a WMO weather code")) {
      try OpenMeteo.forecast(code, url: "http://x/f", city: "X")
    }
  }

  @Test func aFetchAsksForThePlaceInTheHouseholdsUnits() throws {
    guard let server = try server() else { return }
    defer { server.stop() }
    let outcome = WeatherFetch.run(settings(server))
    guard case .fresh(let w, _, let aqi, _, nil) = outcome else {
      Issue.record("expected fresh weather, got \(outcome)")
      return
    }
    #expect(w.temperature == 54)
    #expect(aqi == 21)
    let asked = server.requests
    #expect(asked.count == 2)
    #expect(asked[0].hasPrefix("GET /v1/forecast?latitude=37.76&longitude=-122.41&current="))
    #expect(asked[0].contains("temperature_unit=fahrenheit&wind_speed_unit=mph&timezone=auto&forecast_days=10"))
    #expect(asked[1] == "GET /v1/air-quality?latitude=37.76&longitude=-122.41&current=us_aqi&timezone=auto")
  }

  @Test func failuresNameTheURLAndTheProblem() throws {
    guard let server = try server() else { return }
    defer { server.stop() }
    let s = settings(server)
    try server.route("/v1/forecast", status: 500, body: "upstream timeout")
    #expect(WeatherFetch.run(s) == .failed("\(s.forecastRequestURL): HTTP 500 ('upstream timeout')"))
    try server.route("/v1/forecast", body: "{\"current\": {\"time\": ")
    guard case .failed(let malformed) = WeatherFetch.run(s) else {
      Issue.record("malformed JSON was read")
      return
    }
    #expect(malformed.hasPrefix("\(s.forecastRequestURL):1:"))
    try server.route("/v1/forecast", body: OpenMeteoAnswers.forecast(), delay: 3)
    guard case .failed(let slow) = WeatherFetch.run(s) else {
      Issue.record("a 3 s answer beat a 1 s timeout")
      return
    }
    #expect(slow.hasPrefix("\(s.forecastRequestURL): timed out ("))
    // The forecast without the air quality: the weather, and why not the AQI.
    try server.route("/v1/forecast", body: OpenMeteoAnswers.forecast())
    try server.route("/v1/air-quality", status: 503, body: "")
    guard case .fresh(_, _, nil, nil, let problem?) = WeatherFetch.run(s) else {
      Issue.record("the forecast was lost with the AQI")
      return
    }
    #expect(problem == "\(s.airQualityRequestURL): HTTP 503")
  }

  /// A session configured with the server: the provider's thread refreshes,
  /// the store shows it; a 500 marks it stale, keeping it; a restart with the
  /// server gone shows the cached weather at once.
  @Test func theSessionShowsTheWeatherKeepsItAndRemembersIt() throws {
    guard let server = try server() else { return }
    defer { server.stop() }
    let s = settings(server)
    let folder = NSTemporaryDirectory() + "homeview-weather-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let config = folder + "/homeview.json"
    try """
    {"providers": {"weather": {"city": "Testville", "latitude": 37.76, "longitude": -122.41, "refreshMinutes": 1,
      "forecastURL": "\(s.forecastURL)", "airQualityURL": "\(s.airQualityURL)", "timeoutSeconds": 1}}}
    """.write(toFile: config, atomically: true, encoding: .utf8)
    var options = TestSession.Options()
    options.config = .file(config)
    options.dataFolder = folder + "/data"

    let first = try TestSession(registry: PluginRegistry.all, options: options)
    let store = first.session.store
    first.runInRealTime(seconds: 10) { store.household.weather.city == "Testville" }
    var w = store.household.weather
    #expect(w.city == "Testville")
    #expect(w.aqi == 21)
    #expect(w.stale == false)
    #expect(w.daily.count == 10)
    #expect(FileManager.default.fileExists(atPath: options.dataFolder! + "/weather/forecast.json"))

    try server.route("/v1/forecast", status: 500, body: "")
    let provider = try #require(store.provider(WeatherProvider.self))
    provider.refreshNow()
    first.runInRealTime(seconds: 10) { store.household.weather.stale }
    w = store.household.weather
    #expect(w.stale)
    #expect(w.temperature == 54)
    #expect(provider.failures == 1)
    first.stop()

    server.stop()
    let second = try TestSession(registry: PluginRegistry.all, options: options)
    defer { second.stop() }
    w = second.session.store.household.weather
    #expect(w.city == "Testville")
    #expect(w.aqi == 21)
    #expect(w.fetched == CivilTime(year: 2026, month: 4, day: 1, hour: 10, minute: 0))
  }
}
