/// Answers in Open-Meteo's documented format, written here (nothing can be
/// recorded on this machine): the forecast for `current`, `hourly` and
/// `daily` variables the provider asks for, and the air-quality answer.
enum OpenMeteoAnswers {
  /// 2026-04-01 10:00 local, 54.4 °F, 76 %, code 2, 7.2 mph; 48 hours from
  /// midnight (temperature 45 + hour % 24 / 2, code 3 at night, 2 by day);
  /// 10 days from April 1 (highs 57, 58… lows 49, 48…), sunset 19:32.
  static func forecast(temperatureUnit: String = "°F", windUnit: String = "mp/h", temperature: Double = 54.4) -> String {
    let hours = (0..<48).map { h in String(format2(h)) }
    let hourTimes = hours.map { "\"\($0)\"" }.joined(separator: ",")
    let hourTemps = (0..<48).map { h in String(45 + Double(h % 24) / 2) }.joined(separator: ",")
    let hourCodes = (0..<48).map { h in (6...18).contains(h % 24) ? "2" : "3" }.joined(separator: ",")
    let days = (1...10).map { "\"2026-04-\($0 < 10 ? "0" : "")\($0)\"" }.joined(separator: ",")
    let sunsets = (1...10).map { "\"2026-04-\($0 < 10 ? "0" : "")\($0)T19:\(31 + $0)\"" }.joined(separator: ",")
    return """
      {"latitude": 37.763283, "longitude": -122.41286, "generationtime_ms": 0.0921487808227539,
       "utc_offset_seconds": -25200, "timezone": "America/Los_Angeles", "timezone_abbreviation": "GMT-7", "elevation": 18.0,
       "current_units": {"time": "iso8601", "interval": "seconds", "temperature_2m": "\(temperatureUnit)",
         "relative_humidity_2m": "%", "weather_code": "wmo code", "wind_speed_10m": "\(windUnit)"},
       "current": {"time": "2026-04-01T10:00", "interval": 900, "temperature_2m": \(temperature),
         "relative_humidity_2m": 76, "weather_code": 2, "wind_speed_10m": 7.2},
       "hourly_units": {"time": "iso8601", "temperature_2m": "\(temperatureUnit)", "weather_code": "wmo code"},
       "hourly": {"time": [\(hourTimes)], "temperature_2m": [\(hourTemps)], "weather_code": [\(hourCodes)]},
       "daily_units": {"time": "iso8601", "weather_code": "wmo code", "temperature_2m_max": "\(temperatureUnit)",
         "temperature_2m_min": "\(temperatureUnit)", "sunset": "iso8601"},
       "daily": {"time": [\(days)], "weather_code": [2, 61, 3, 0, 1, 95, 71, 45, 80, 2],
         "temperature_2m_max": [57, 58, 59, 60, 61, 62, 63, 64, 65, 66],
         "temperature_2m_min": [49, 48, 47, 46, 45, 44, 43, 42, 41, 40], "sunset": [\(sunsets)]}}
      """
  }

  static func format2(_ h: Int) -> String {
    let day = 1 + h / 24
    let hour = h % 24
    return "2026-04-0\(day)T\(hour < 10 ? "0" : "")\(hour):00"
  }

  static let airQuality = """
    {"latitude": 37.8, "longitude": -122.4, "generationtime_ms": 0.05, "utc_offset_seconds": -25200,
     "timezone": "America/Los_Angeles", "timezone_abbreviation": "GMT-7", "elevation": 18.0,
     "current_units": {"time": "iso8601", "interval": "seconds", "us_aqi": "USAQI"},
     "current": {"time": "2026-04-01T10:00", "interval": 3600, "us_aqi": 21}}
    """
}
