public import Basics

/// Today's weather, for the weather face, the day dashboard and the home's
/// widget. Numbers stay numbers (°F, mph, percent, US AQI) so a later live
/// source fills them in; the strings the screens show are derived here, once.
public struct Weather: Sendable, Equatable {
  public var city: String
  /// Shown as written ("Partly Cloudy").
  public var condition: String
  /// Degrees Fahrenheit, like the high, low and every temperature in the household.
  public var temperature: Int
  public var high: Int
  public var low: Int
  public var sunset: TimeOfDay
  public var windMph: Int
  /// Relative humidity, percent.
  public var humidity: Int
  /// US air quality index.
  public var aqi: Int

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

  /// "54°"
  public var temperatureText: String { "\(temperature)°" }
  /// "H:57° L:49°"
  public var highLowText: String { "H:\(high)° L:\(low)°" }
  /// "7:32PM"
  public var sunsetText: String { sunset.text12(separator: "") }
  /// "7 mph"
  public var windText: String { "\(windMph) mph" }
  /// "76%"
  public var humidityText: String { "\(humidity)%" }
  /// "21"
  public var aqiText: String { "\(aqi)" }

  static let temperatures = -80...140

  public static func decode(_ node: ConfigNode) throws(ConfigError) -> Weather {
    let o = try node.object(keys: [
      "city", "condition", "temperature", "high", "low", "sunset", "windMph", "humidity", "aqi",
    ])
    let high = try o.required("high").int(in: temperatures)
    let lowNode = try o.required("low")
    let low = try lowNode.int(in: temperatures)
    // A low above the high is a typo that would draw a nonsense "H:49° L:57°".
    guard low <= high else { throw lowNode.fail("\(low) is above the high (\(high))") }
    return Weather(
      city: try Read.text(try o.required("city")),
      condition: try Read.text(try o.required("condition")),
      temperature: try o.required("temperature").int(in: temperatures),
      high: high,
      low: low,
      sunset: try TimeOfDay.decode(try o.required("sunset")),
      windMph: try o.required("windMph").int(in: 0...250),
      humidity: try o.required("humidity").int(in: 0...100),
      aqi: try o.required("aqi").int(in: 0...500))
  }
}
