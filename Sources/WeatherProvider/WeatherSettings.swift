public import Basics
public import HomeModel

/// `providers.weather` in homeview.json: the place whose weather the screens
/// show, read from Open-Meteo's forecast and air-quality services (or any
/// server answering in their format: the base URLs are settings).
public struct WeatherSettings: Sendable, Equatable {
  /// The name the screens show ("San Francisco"): the forecast has coordinates only.
  public var city: String
  public var latitude: Double
  public var longitude: Double
  public var refreshMinutes = 15
  public var forecastURL = "https://api.open-meteo.com/v1/forecast"
  public var airQualityURL = "https://air-quality-api.open-meteo.com/v1/air-quality"
  /// Seconds a refresh may take (each of its two requests).
  public var timeoutSeconds = 20.0
  /// The unit the service is asked for: the `locale`'s (the session sets it;
  /// not a key of this section).
  public var temperatureUnit = DisplayLocale.TemperatureUnit.fahrenheit

  public init(city: String, latitude: Double, longitude: Double) {
    self.city = city
    self.latitude = latitude
    self.longitude = longitude
  }

  public static let keys = ["city", "latitude", "longitude", "refreshMinutes", "forecastURL", "airQualityURL", "timeoutSeconds"]

  public static func decode(_ node: ConfigNode) throws(ConfigError) -> WeatherSettings {
    let o = try node.object(keys: keys)
    let cityNode = try o.required("city")
    let city = try cityNode.string()
    guard !city.isEmpty else { throw cityNode.fail("empty") }
    var s = WeatherSettings(
      city: city, latitude: try o.required("latitude").double(in: -90...90), longitude: try o.required("longitude").double(in: -180...180))
    s.refreshMinutes = try o.int("refreshMinutes", default: s.refreshMinutes, in: 1...1440)
    if let u = o.optional("forecastURL") { s.forecastURL = try url(u) }
    if let u = o.optional("airQualityURL") { s.airQualityURL = try url(u) }
    s.timeoutSeconds = try o.double("timeoutSeconds", default: s.timeoutSeconds, in: 1...120)
    return s
  }

  static func url(_ n: ConfigNode) throws(ConfigError) -> String {
    let s = try n.string()
    guard s.hasPrefix("http://") || s.hasPrefix("https://"), !s.contains("?") else {
      throw n.fail("expected an http(s) URL without a query (the query is HomeView's), found '\(s)'")
    }
    return s
  }

  /// The forecast request: current values, 48 hours, 10 days, in the
  /// locale's temperature unit and mph, local times.
  public var forecastRequestURL: String {
    forecastURL + "?latitude=\(latitude)&longitude=\(longitude)"
      + "&current=temperature_2m,relative_humidity_2m,weather_code,wind_speed_10m"
      + "&hourly=temperature_2m,weather_code&daily=weather_code,temperature_2m_max,temperature_2m_min,sunset"
      + "&temperature_unit=\(temperatureUnit.rawValue)&wind_speed_unit=mph&timezone=auto&forecast_days=10"
  }

  /// The air quality now, as the US AQI.
  public var airQualityRequestURL: String {
    airQualityURL + "?latitude=\(latitude)&longitude=\(longitude)&current=us_aqi&timezone=auto"
  }
}
