import Basics
import HomeModel

/// The words the Weather screen shows besides the numbers (which the
/// locale writes).
enum WeatherText {
  /// "Now", then "11AM", "12PM"… ("11", "12" on a 24-hour clock).
  static func hour(_ h: HourForecast, first: Bool, locale: DisplayLocale) -> String {
    if first { return "Now" }
    return locale.hour(h.hour, minutes: false)
  }

  static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

  /// "Today", then "Thu", "Fri"…: the day's own date when the source gave
  /// one, else counted from today.
  static func day(_ d: DayForecast, index: Int, today: CivilTime) -> String {
    let date = d.date ?? CivilTime(year: today.year, month: today.month, day: today.day).adding(seconds: Double(index) * 86400)
    if (date.year, date.month, date.day) == (today.year, today.month, today.day) { return "Today" }
    return weekdays[date.weekday]
  }
}
