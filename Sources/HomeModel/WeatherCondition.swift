public import Basics

/// What the sky does, as the WMO weather codes Open-Meteo reports say it: the
/// words the screens show ("Partly Cloudy") and the symbol they draw.
public enum WeatherSymbol: String, Sendable, CaseIterable {
  case clear, partlyCloudy, cloudy, fog, drizzle, rain, snow, thunder
}

public enum WeatherCondition {
  /// A WMO code from a household file or a forecast answer.
  public static func decode(_ node: ConfigNode) throws(ConfigError) -> Int {
    let c = try node.int(in: 0...99)
    guard words(c) != nil else { throw node.fail("\(c) is not a WMO weather code") }
    return c
  }

  /// The words for a WMO code (0…99); nil for a code the table does not have.
  public static func words(_ code: Int) -> String? { table[code]?.0 }

  public static func symbol(_ code: Int) -> WeatherSymbol? { table[code]?.1 }

  /// The symbol for words a household file wrote ("Partly Cloudy"): the
  /// table's, or by the words' telling parts.
  public static func symbol(words: String) -> WeatherSymbol {
    if let hit = table.values.first(where: { $0.0 == words }) { return hit.1 }
    let w = words.lowercased()
    if w.contains("thunder") { return .thunder }
    if w.contains("snow") { return .snow }
    if w.contains("rain") || w.contains("shower") { return .rain }
    if w.contains("drizzle") { return .drizzle }
    if w.contains("fog") || w.contains("mist") { return .fog }
    if w.contains("partly") || w.contains("mostly clear") || w.contains("mainly") { return .partlyCloudy }
    if w.contains("cloud") || w.contains("overcast") { return .cloudy }
    return .clear
  }

  /// WMO 4677 as Open-Meteo documents it (its "weather_code").
  static let table: [Int: (String, WeatherSymbol)] = [
    0: ("Clear", .clear), 1: ("Mostly Clear", .partlyCloudy), 2: ("Partly Cloudy", .partlyCloudy), 3: ("Cloudy", .cloudy),
    45: ("Fog", .fog), 48: ("Freezing Fog", .fog),
    51: ("Light Drizzle", .drizzle), 53: ("Drizzle", .drizzle), 55: ("Heavy Drizzle", .drizzle),
    56: ("Freezing Drizzle", .drizzle), 57: ("Freezing Drizzle", .drizzle),
    61: ("Light Rain", .rain), 63: ("Rain", .rain), 65: ("Heavy Rain", .rain),
    66: ("Freezing Rain", .rain), 67: ("Freezing Rain", .rain),
    71: ("Light Snow", .snow), 73: ("Snow", .snow), 75: ("Heavy Snow", .snow), 77: ("Snow Grains", .snow),
    80: ("Showers", .rain), 81: ("Showers", .rain), 82: ("Heavy Showers", .rain),
    85: ("Snow Showers", .snow), 86: ("Heavy Snow Showers", .snow),
    95: ("Thunderstorm", .thunder), 96: ("Thunderstorm and Hail", .thunder), 99: ("Thunderstorm and Hail", .thunder),
  ]
}
