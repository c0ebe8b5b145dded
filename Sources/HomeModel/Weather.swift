public import Basics

/// Today's weather, for the weather face, the day dashboard and the home's
/// widget. Numbers stay numbers (°F, mph, percent, US AQI) so a later live
/// source fills them in; the strings the screens show are derived here, once.
public struct Weather: Sendable, Equatable {
  public var city: String
  /// Shown as written ("Partly Cloudy").
  public var condition: String
  /// In `temperatureUnit` (°F in the household file), like the high, the low
  /// and the forecast's temperatures.
  public var temperature: Int
  public var high: Int
  public var low: Int
  public var sunset: TimeOfDay
  public var windMph: Int
  /// Relative humidity, percent.
  public var humidity: Int
  /// US air quality index.
  public var aqi: Int
  /// The coming hours, from the current one (the Weather screen's row).
  public var hourly: [HourForecast] = []
  /// Today and the coming days (the Weather screen's list).
  public var daily: [DayForecast] = []
  /// When a live source fetched these values, in the clock's local time (nil:
  /// the household file's own, which have no age).
  public var fetched: CivilTime?
  /// The last refresh failed: these are the last good values, shown with their age.
  public var stale = false
  /// What the temperatures are in: the household file's °F, or the unit the
  /// weather service was asked for. Screens convert for the locale.
  public var temperatureUnit = DisplayLocale.TemperatureUnit.fahrenheit

  public init(
    city: String, condition: String, temperature: Int, high: Int, low: Int, sunset: TimeOfDay, windMph: Int,
    humidity: Int, aqi: Int
  ) {
    self.city = city
    self.condition = condition
    self.temperature = temperature
    self.high = high
    self.low = low
    self.sunset = sunset
    self.windMph = windMph
    self.humidity = humidity
    self.aqi = aqi
  }

  /// The symbol for the current condition.
  public var symbol: WeatherSymbol { WeatherCondition.symbol(words: condition) }

  /// "54°" (or "12°" in °C).
  public func temperatureText(_ locale: DisplayLocale) -> String { locale.degrees(temperature, in: temperatureUnit) }
  /// "H:57° L:49°"
  public func highLowText(_ locale: DisplayLocale) -> String {
    "H:\(locale.degrees(high, in: temperatureUnit)) L:\(locale.degrees(low, in: temperatureUnit))"
  }
  /// "7:32PM" (or "19:32").
  public func sunsetText(_ locale: DisplayLocale) -> String { locale.time(sunset, separator: "") }
  /// "7 mph"
  public var windText: String { "\(windMph) mph" }
  /// "76%"
  public var humidityText: String { "\(humidity)%" }
  /// "21"
  public var aqiText: String { "\(aqi)" }

  /// How old the values are, when that matters: nil for the household
  /// file's (no age) and for a fresh answer under an hour old; "Updated 3 h
  /// ago", "Offline · updated 25 min ago" when the last refresh failed. The
  /// Weather screen, the weather faces and the home's widget show it.
  public func ageText(now: CivilTime) -> String? {
    guard let fetched else { return nil }
    let minutes = max(0, Int((now.secondsSinceEpoch - fetched.secondsSinceEpoch) / 60))
    guard stale || minutes >= 60 else { return nil }
    let ago: String
    switch minutes {
    case ..<1: ago = "just now"
    case ..<60: ago = "\(minutes) min ago"
    case ..<(48 * 60): ago = "\(minutes / 60) h ago"
    default: ago = "\(minutes / (24 * 60)) days ago"
    }
    return stale ? "Offline · updated \(ago)" : "Updated \(ago)"
  }

  static let temperatures = -80...140

  public static func decode(_ node: ConfigNode) throws(ConfigError) -> Weather {
    let o = try node.object(keys: [
      "city", "condition", "temperature", "high", "low", "sunset", "windMph", "humidity", "aqi", "hourly", "daily",
    ])
    let high = try o.required("high").int(in: temperatures)
    let lowNode = try o.required("low")
    let low = try lowNode.int(in: temperatures)
    // A low above the high is a typo that would draw a nonsense "H:49° L:57°".
    guard low <= high else { throw lowNode.fail("\(low) is above the high (\(high))") }
    var w = Weather(
      city: try Read.text(try o.required("city")),
      condition: try Read.text(try o.required("condition")),
      temperature: try o.required("temperature").int(in: temperatures),
      high: high,
      low: low,
      sunset: try TimeOfDay.decode(try o.required("sunset")),
      windMph: try o.required("windMph").int(in: 0...250),
      humidity: try o.required("humidity").int(in: 0...100),
      aqi: try o.required("aqi").int(in: 0...500))
    if let hours = o.optional("hourly") { w.hourly = try Read.array(hours, count: 0...48, noun: "hours") { (n: ConfigNode) throws(ConfigError) in try HourForecast.decode(n) } }
    if let days = o.optional("daily") { w.daily = try Read.array(days, count: 0...16, noun: "days") { (n: ConfigNode) throws(ConfigError) in try DayForecast.decode(n) } }
    return w
  }
}

/// One hour of the forecast: "10AM", a symbol, "54°".
public struct HourForecast: Sendable, Equatable {
  /// 0…23, local time.
  public var hour: Int
  public var temperature: Int
  /// WMO weather code (Open-Meteo's "weather_code").
  public var code: Int

  public init(hour: Int, temperature: Int, code: Int) {
    self.hour = hour
    self.temperature = temperature
    self.code = code
  }

  public var symbol: WeatherSymbol { WeatherCondition.symbol(code) ?? .cloudy }

  static func decode(_ node: ConfigNode) throws(ConfigError) -> HourForecast {
    let o = try node.object(keys: ["hour", "temperature", "code"])
    return HourForecast(
      hour: try o.required("hour").int(in: 0...23), temperature: try o.required("temperature").int(in: Weather.temperatures),
      code: try WeatherCondition.decode(try o.required("code")))
  }
}

/// One day of the forecast: its high and low and its weather.
public struct DayForecast: Sendable, Equatable {
  /// The day (local date; nil in a household file, whose list starts today).
  public var date: CivilTime?
  public var high: Int
  public var low: Int
  public var code: Int

  public init(date: CivilTime?, high: Int, low: Int, code: Int) {
    self.date = date
    self.high = high
    self.low = low
    self.code = code
  }

  public var symbol: WeatherSymbol { WeatherCondition.symbol(code) ?? .cloudy }
  public var words: String { WeatherCondition.words(code) ?? "--" }

  static func decode(_ node: ConfigNode) throws(ConfigError) -> DayForecast {
    let o = try node.object(keys: ["high", "low", "code"])
    let high = try o.required("high").int(in: Weather.temperatures)
    let lowNode = try o.required("low")
    let low = try lowNode.int(in: Weather.temperatures)
    guard low <= high else { throw lowNode.fail("\(low) is above the high (\(high))") }
    return DayForecast(date: nil, high: high, low: low, code: try WeatherCondition.decode(try o.required("code")))
  }
}

