import Basics
import Canvas
import HomeModel

/// What the Calendar and Reminders screens share: the paper, the colours a
/// calendar or list is drawn in, and the way times and days are written.
enum CalendarStyle {
  static let paper = Color(hex: 0xFBFAF8)
  static let ink = Color(hex: 0x1C1C1E)
  static let secondary = Color(hex: 0x8A8A8E)
  static let hairline = Color(hex: 0xE3E1DC)
  static let red = Color(hex: 0xE5322D)
  static let blue = Color(hex: 0x1C6EF2)
  static let margin = 40.0

  /// Calendar colours, picked by the calendar's name so a calendar keeps its
  /// colour across refreshes and restarts.
  static let palette: [UInt32] = [0x1C6EF2, 0x34A853, 0xF28C1C, 0xA355E0, 0xE5322D, 0x14A3B8, 0xD6468F]

  static func color(of name: String) -> Color {
    var h: UInt32 = 2_166_136_261
    for b in name.utf8 { h = (h ^ UInt32(b)) &* 16_777_619 }
    return Color(hex: palette[Int(h % UInt32(palette.count))])
  }

  /// A colour darkened for text on its own tint.
  static func deep(_ c: Color) -> Color { Color(red: c.red * 0.62, green: c.green * 0.62, blue: c.blue * 0.62, alpha: 1) }

  static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
  static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

  /// "9 AM", "12 PM" (the grid's hours; 24 is the next midnight); "09:00" on a 24-hour clock.
  static func hourText(_ h: Int, _ locale: DisplayLocale) -> String { locale.hour(h, separator: " ") }

  /// "9:30 AM"; "09:30" on a 24-hour clock.
  static func timeText(_ t: CivilTime, _ locale: DisplayLocale) -> String { locale.time(t) }

  /// "Today", "Tomorrow", else "Friday, April 3".
  static func dayText(_ d: CivilTime, today: CivilTime) -> String {
    let days = dayNumber(d) - dayNumber(today)
    if days == 0 { return "Today" }
    if days == 1 { return "Tomorrow" }
    if days == -1 { return "Yesterday" }
    return "\(weekdays[d.weekday]), \(months[d.month - 1]) \(d.day)"
  }

  static func dayNumber(_ t: CivilTime) -> Int { Int((CivilTime(year: t.year, month: t.month, day: t.day).secondsSinceEpoch / 86400).rounded(.down)) }

  /// The stale mark's words.
  static let staleText = "Offline · last known"
}
