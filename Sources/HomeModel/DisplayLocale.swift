public import Basics

/// How the screens write temperatures, times of day and weeks (the config's
/// `locale` section): a resource the session gives every plugin. The
/// household's values stay in their own units (°F, a 24-hour `TimeOfDay`);
/// only what is shown is converted, here, once.
public struct DisplayLocale: Sendable, Equatable {
  public enum TemperatureUnit: String, Sendable, CaseIterable {
    case fahrenheit
    case celsius
  }

  public var temperatureUnit: TemperatureUnit
  /// 12 or 24.
  public var clockHours: Int
  /// The first column of a week: 0 = Sunday … 6 = Saturday.
  public var firstWeekday: Int

  /// The household fixture's units: °F, a 12-hour clock, weeks from Sunday.
  public init(temperatureUnit: TemperatureUnit = .fahrenheit, clockHours: Int = 12, firstWeekday: Int = 0) {
    self.temperatureUnit = temperatureUnit
    self.clockHours = clockHours
    self.firstWeekday = firstWeekday
  }

  public var is24Hour: Bool { clockHours == 24 }

  // MARK: temperatures

  /// A temperature given in `unit` (the household's °F unless a source says
  /// otherwise), in the locale's unit, rounded to a whole degree.
  public func temperature(_ value: Int, in unit: TemperatureUnit = .fahrenheit) -> Int {
    Int(temperature(Double(value), in: unit).rounded())
  }

  public func temperature(_ value: Double, in unit: TemperatureUnit) -> Double {
    switch (unit, temperatureUnit) {
    case (.fahrenheit, .celsius): return (value - 32) * 5 / 9
    case (.celsius, .fahrenheit): return value * 9 / 5 + 32
    default: return value
    }
  }

  /// A sensor's unit as written ("°F", "°C", "F", "C"), nil for one that is
  /// not a temperature's.
  public static func temperatureUnit(_ written: String) -> TemperatureUnit? {
    switch written {
    case "°F", "F", "℉": return .fahrenheit
    case "°C", "C", "℃": return .celsius
    default: return nil
    }
  }

  /// "54°" (or "12°"), from a temperature in `unit`.
  public func degrees(_ value: Int, in unit: TemperatureUnit = .fahrenheit) -> String { "\(temperature(value, in: unit))°" }

  /// "°F" or "°C".
  public var unitSymbol: String { temperatureUnit == .celsius ? "°C" : "°F" }

  // MARK: times of day

  /// The hours as a clock face prints them: "10" (12-hour, no leading zero)
  /// or "22", "09" (24-hour, two digits).
  public func clockHourText(_ hour: Int) -> String {
    guard is24Hour else { return String(hour % 12 == 0 ? 12 : hour % 12) }
    return hour < 10 ? "0\(hour)" : String(hour)
  }

  /// "10:42 AM" (or "10:42AM" with `separator: ""`); "22:42" on a 24-hour clock.
  public func time(_ t: TimeOfDay, separator: String = " ") -> String {
    guard is24Hour else { return t.text12(separator: separator) }
    return t.text24
  }

  /// "10:42 AM" / "22:42" for a moment's time of day.
  public func time(_ t: CivilTime, separator: String = " ") -> String {
    time(TimeOfDay(hour: t.hour, minute: t.minute), separator: separator)
  }

  /// An hour alone: "11AM" (`separator: " "`: "11 AM"), or "11:00" on a
  /// 24-hour clock (`minutes: false`: "11").
  public func hour(_ h: Int, separator: String = "", minutes: Bool = true) -> String {
    let t = TimeOfDay(hour: h % 24, minute: 0)
    guard is24Hour else { return "\(t.hour12)\(separator)\(h % 24 < 12 ? "AM" : "PM")" }
    return minutes ? t.text24 : clockHourText(h % 24)
  }

  /// "12-1pm", "11:30am-12:30pm"; on a 24-hour clock "12:00-13:00".
  public func span(_ start: TimeOfDay, _ end: TimeOfDay) -> String {
    guard !is24Hour else { return "\(start.text24)-\(end.text24)" }
    func short(_ t: TimeOfDay) -> String { t.minute == 0 ? "\(t.hour12)" : "\(t.hour12):\(t.minute < 10 ? "0" : "")\(t.minute)" }
    func half(_ t: TimeOfDay) -> String { t.isPM ? "pm" : "am" }
    // One am/pm when both ends share it, as calendars write it.
    return half(start) == half(end)
      ? "\(short(start))-\(short(end))\(half(end))" : "\(short(start))\(half(start))-\(short(end))\(half(end))"
  }

  // MARK: weeks

  /// The column (0…6) `weekday` (0 = Sunday) takes in a week starting on `firstWeekday`.
  public func column(ofWeekday weekday: Int) -> Int { ((weekday - firstWeekday) % 7 + 7) % 7 }

  /// Seven items indexed by weekday (Sunday first), in the week's order.
  public func weekOrder<T>(_ bySunday: [T]) -> [T] { (0..<7).map { bySunday[(firstWeekday + $0) % 7] } }

  // MARK: config

  public static let keys = ["temperature", "clock", "firstWeekday"]
  public static let weekdayNames = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]

  /// A `locale` section (the config's or settings.json's) over `base`.
  public static func decode(_ node: ConfigNode, over base: DisplayLocale) throws(ConfigError) -> DisplayLocale {
    var l = base
    let o = try node.object(keys: keys)
    if let t = o.optional("temperature") {
      let s = try t.string()
      guard let unit = temperatureUnit(s) else { throw t.fail("'\(s)' is not °F or °C (F or C)") }
      l.temperatureUnit = unit
    }
    if let c = o.optional("clock") {
      let s: String
      if case .number = c.value { s = String(try c.int()) } else { s = try c.string() }
      switch s {
      case "12", "12h": l.clockHours = 12
      case "24", "24h": l.clockHours = 24
      default: throw c.fail("'\(s)' is not 12h or 24h")
      }
    }
    if let w = o.optional("firstWeekday") {
      let s = try w.string()
      guard let i = weekdayNames.firstIndex(of: s.lowercased()) else {
        throw w.fail("'\(s)' is not a day of the week (\(weekdayNames.joined(separator: ", ")))")
      }
      l.firstWeekday = i
    }
    return l
  }
}
