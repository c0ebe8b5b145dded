import Basics
import HomeModel

/// The words and numbers the Weather screen shows, from the household's
/// values (°F, a 12-hour clock).
enum WeatherText {
  static func degrees(_ f: Int) -> String { "\(f)°" }

  /// "Now", then "11AM", "12PM"…
  static func hour(_ h: HourForecast, first: Bool) -> String {
    if first { return "Now" }
    let t = TimeOfDay(hour: h.hour, minute: 0)
    return "\(t.hour12)\(t.isPM ? "PM" : "AM")"
  }

  static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

  /// "Today", then "Thu", "Fri"…: the day's own date when the source gave
  /// one, else counted from today.
  static func day(_ d: DayForecast, index: Int, today: CivilTime) -> String {
    let date = d.date ?? CivilTime(year: today.year, month: today.month, day: today.day).adding(seconds: Double(index) * 86400)
    if (date.year, date.month, date.day) == (today.year, today.month, today.day) { return "Today" }
    return weekdays[date.weekday]
  }

  /// How old the values are, when that matters: nil for the household
  /// file's (no age) and for a fresh answer under an hour old; "Updated 3 h
  /// ago", "Offline · updated 25 min ago" when the last refresh failed.
  static func age(_ w: Weather, now: CivilTime) -> String? {
    guard let fetched = w.fetched else { return nil }
    let minutes = max(0, Int((now.secondsSinceEpoch - fetched.secondsSinceEpoch) / 60))
    guard w.stale || minutes >= 60 else { return nil }
    let ago: String
    switch minutes {
    case ..<1: ago = "just now"
    case ..<60: ago = "\(minutes) min ago"
    case ..<(48 * 60): ago = "\(minutes / 60) h ago"
    default: ago = "\(minutes / (24 * 60)) days ago"
    }
    return w.stale ? "Offline · updated \(ago)" : "Updated \(ago)"
  }
}
