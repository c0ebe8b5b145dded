public import Basics
public import HomeModel

/// Open-Meteo's JSON, read into the household's Weather. A missing or
/// mistyped field is a ConfigError naming the URL and the field's path
/// ("current.temperature_2m"); fields we did not ask for are ignored.
public enum OpenMeteo {
  /// Hours and days kept (the Weather screen's row and list).
  public static let hours = 24
  public static let days = 10

  /// The forecast answer: everything but the AQI (left 0), its temperatures
  /// in `unit` (whatever unit the answer gives).
  public static func forecast(_ text: String, url: String, city: String, unit: DisplayLocale.TemperatureUnit = .fahrenheit) throws(ConfigError) -> Weather {
    let root = try Fields(ConfigNode.parse(text, file: url))
    let current = try Fields(root.node("current"))
    let nowNode = try current.node("time")
    guard let now = CivilTime(parsing: try nowNode.string()) else { throw nowNode.fail("expected a local time like 2026-04-01T10:00") }
    let units = try root.optionalObject("current_units")
    let toF = try temperatureConversion(units?.optionalString("temperature_2m"), at: units?.path("temperature_2m"), to: unit)
    let toMph = try windConversion(units?.optionalString("wind_speed_10m"), at: units?.path("wind_speed_10m"))

    let hourly = try Fields(root.node("hourly"))
    let hourTimes = try hourly.strings("time")
    let hourTemps = try hourly.numbers("temperature_2m", count: hourTimes.count)
    let hourCodes = try hourly.codes("weather_code", count: hourTimes.count)
    // From the current hour on ("2026-04-01T10:00" starts with "2026-04-01T10").
    let thisHour = String(try nowNode.string().prefix(13))
    let first = hourTimes.firstIndex { $0.hasPrefix(thisHour) } ?? 0
    var hours: [HourForecast] = []
    for i in first..<min(hourTimes.count, first + Self.hours) {
      guard let t = CivilTime(parsing: hourTimes[i]) else { throw try hourly.node("time").fail("[\(i)] '\(hourTimes[i])' is not a local time") }
      hours.append(HourForecast(hour: t.hour, temperature: round(toF(hourTemps[i])), code: hourCodes[i]))
    }

    let daily = try Fields(root.node("daily"))
    let dayTimes = try daily.strings("time")
    guard !dayTimes.isEmpty else { throw try daily.node("time").fail("no days") }
    let highs = try daily.numbers("temperature_2m_max", count: dayTimes.count)
    let lows = try daily.numbers("temperature_2m_min", count: dayTimes.count)
    let dayCodes = try daily.codes("weather_code", count: dayTimes.count)
    let sunsets = try daily.strings("sunset", count: dayTimes.count)
    var days: [DayForecast] = []
    for i in 0..<min(dayTimes.count, Self.days) {
      guard let d = CivilTime(parsing: dayTimes[i] + "T00:00") else { throw try daily.node("time").fail("[\(i)] '\(dayTimes[i])' is not a date") }
      days.append(DayForecast(date: d, high: round(toF(highs[i])), low: round(toF(lows[i])), code: dayCodes[i]))
    }
    // Today's row, or the first the server gave.
    let today = days.firstIndex { $0.date.map { ($0.year, $0.month, $0.day) == (now.year, now.month, now.day) } ?? false } ?? 0
    guard let sunset = CivilTime(parsing: sunsets[today]) else { throw try daily.node("sunset").fail("[\(today)] '\(sunsets[today])' is not a local time") }

    let code = try current.code("weather_code")
    var w = Weather(
      city: city, condition: WeatherCondition.words(code) ?? "--", temperature: round(toF(try current.number("temperature_2m"))),
      high: max(days[today].high, days[today].low), low: days[today].low, sunset: TimeOfDay(hour: sunset.hour, minute: sunset.minute),
      windMph: max(0, round(toMph(try current.number("wind_speed_10m")))),
      humidity: min(100, max(0, round(try current.number("relative_humidity_2m")))), aqi: 0)
    w.hourly = hours
    w.daily = Array(days[today...])
    w.temperatureUnit = unit
    w.fetched = now
    return w
  }

  /// The air-quality answer's current US AQI.
  public static func airQuality(_ text: String, url: String) throws(ConfigError) -> Int {
    let root = try Fields(ConfigNode.parse(text, file: url))
    let current = try Fields(root.node("current"))
    return min(500, max(0, round(try current.number("us_aqi"))))
  }

  static func round(_ d: Double) -> Int { Int(d.rounded()) }

  /// From the answer's unit (none: °F, what is asked for by default) to `target`.
  static func temperatureConversion(_ unit: String?, at path: ConfigNode?, to target: DisplayLocale.TemperatureUnit) throws(ConfigError) -> @Sendable (Double) -> Double {
    let given: DisplayLocale.TemperatureUnit
    switch unit {
    case nil, "°F": given = .fahrenheit
    case "°C": given = .celsius
    case let u?: throw (path ?? ConfigNode(file: "", value: .null)).fail("unknown temperature unit '\(u)' (°F or °C)")
    }
    switch (given, target) {
    case (.fahrenheit, .celsius): return { ($0 - 32) * 5 / 9 }
    case (.celsius, .fahrenheit): return { $0 * 9 / 5 + 32 }
    default: return { $0 }
    }
  }

  static func windConversion(_ unit: String?, at path: ConfigNode?) throws(ConfigError) -> @Sendable (Double) -> Double {
    switch unit {
    case nil, "mp/h", "mph": return { $0 }
    case "km/h": return { $0 / 1.609344 }
    case "m/s": return { $0 * 2.2369363 }
    case "kn": return { $0 * 1.1507794 }
    case let u?: throw (path ?? ConfigNode(file: "", value: .null)).fail("unknown wind speed unit '\(u)' (mph, km/h, m/s or kn)")
    }
  }
}

/// An object of an answer, read leniently (unknown keys are the server's
/// business) but strictly typed.
struct Fields {
  let object: ConfigNode
  let members: [(key: String, node: ConfigNode)]

  init(_ node: ConfigNode) throws(ConfigError) {
    object = node
    members = try node.dictionary()
  }

  func path(_ key: String) -> ConfigNode {
    ConfigNode(file: object.file, path: object.path.isEmpty ? key : "\(object.path).\(key)", value: .null)
  }

  func node(_ key: String) throws(ConfigError) -> ConfigNode {
    guard let n = members.first(where: { $0.key == key })?.node else { throw path(key).fail("missing") }
    return n
  }

  func optionalObject(_ key: String) throws(ConfigError) -> Fields? {
    guard let n = members.first(where: { $0.key == key })?.node else { return nil }
    return try Fields(n)
  }

  func optionalString(_ key: String) throws(ConfigError) -> String? {
    try members.first(where: { $0.key == key })?.node.string()
  }

  func number(_ key: String) throws(ConfigError) -> Double { try node(key).double(in: -1e6...1e6) }

  func code(_ key: String) throws(ConfigError) -> Int {
    try WeatherCondition.decode(try node(key))
  }

  func strings(_ key: String, count: Int? = nil) throws(ConfigError) -> [String] {
    let list = try node(key)
    var out: [String] = []
    for item in try list.array() { out.append(try item.string()) }
    try check(list, out.count, count)
    return out
  }

  func numbers(_ key: String, count: Int) throws(ConfigError) -> [Double] {
    let list = try node(key)
    var out: [Double] = []
    for item in try list.array() { out.append(try item.double(in: -1e6...1e6)) }
    try check(list, out.count, count)
    return out
  }

  func codes(_ key: String, count: Int) throws(ConfigError) -> [Int] {
    let list = try node(key)
    var out: [Int] = []
    for item in try list.array() { out.append(try WeatherCondition.decode(item)) }
    try check(list, out.count, count)
    return out
  }

  private func check(_ list: ConfigNode, _ found: Int, _ wanted: Int?) throws(ConfigError) {
    if let wanted, found != wanted { throw list.fail("\(found) values for \(wanted) times") }
  }
}
