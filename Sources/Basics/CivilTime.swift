/// A wall-clock moment broken down as a clock face shows it (local time).
public struct CivilTime: Hashable, Sendable, CustomStringConvertible {
  public var year: Int
  public var month: Int  // 1…12
  public var day: Int  // 1…31
  public var hour: Int
  public var minute: Int
  public var second: Double

  public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Double = 0) {
    self.year = year
    self.month = month
    self.day = day
    self.hour = hour
    self.minute = minute
    self.second = second
  }

  /// The demo's moment: 10:09, Wednesday 1 April 2026.
  public static let demo = CivilTime(year: 2026, month: 4, day: 1, hour: 10, minute: 9)

  /// 0 = Sunday … 6 = Saturday.
  public var weekday: Int { (Self.daysFromCivil(year, month, day) % 7 + 7 + 4) % 7 }  // 1970-01-01 was a Thursday
  public var daysInMonth: Int { Self.daysInMonth(year: year, month: month) }
  /// Weekday of the 1st of this month, 0 = Sunday.
  public var firstWeekdayOfMonth: Int { CivilTime(year: year, month: month, day: 1).weekday }

  public static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Years a config may give (`init(parsing:)` refuses others).
  public static let years = 1...9999
  /// Years the arithmetic takes without overflowing (far beyond any clock face):
  /// a moment built outside them is clamped rather than trapping.
  static let arithmeticYears = -1_000_000...1_000_000

  /// Days since 1970-01-01 (proleptic Gregorian), after Howard Hinnant's algorithm.
  static func daysFromCivil(_ y1: Int, _ m0: Int, _ d0: Int) -> Int {
    let y0 = min(max(y1, arithmeticYears.lowerBound), arithmeticYears.upperBound)
    let m = min(max(m0, 1), 12), d = min(max(d0, 1), 31)
    let y = m <= 2 ? y0 - 1 : y0
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146097 + doe - 719468
  }

  static func civilFromDays(_ z0: Int) -> (Int, Int, Int) {
    let z = z0 + 719468
    let era = (z >= 0 ? z : z - 146096) / 146097
    let doe = z - era * 146097
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let d = doy - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    return (m <= 2 ? yoe + era * 400 + 1 : yoe + era * 400, m, d)
  }

  /// Seconds since the epoch, treating this as UTC (only differences matter).
  var secondsSinceEpoch: Double {
    Double(Self.daysFromCivil(year, month, day)) * 86400 + Double(hour) * 3600 + Double(minute) * 60 + second
  }

  init(secondsSinceEpoch s0: Double) {
    // ±3·10^13 s is about a million years: the arithmetic's range.
    let s = s0.isNaN ? 0 : min(3e13, max(-3e13, s0))
    let days = Int((s / 86400).rounded(.down))
    let rest = s - Double(days) * 86400
    let (y, m, d) = Self.civilFromDays(days)
    let whole = Int(rest.rounded(.down))
    self.init(year: y, month: m, day: d, hour: whole / 3600, minute: whole % 3600 / 60, second: rest - Double(whole - whole % 60))
  }

  public func adding(seconds: Double) -> CivilTime { CivilTime(secondsSinceEpoch: secondsSinceEpoch + seconds) }

  /// "2026-04-01T10:09:00", the config's format.
  public var description: String {
    func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
    return "\(year)-\(two(month))-\(two(day))T\(two(hour)):\(two(minute)):\(two(Int(second)))"
  }

  /// Parses "YYYY-MM-DDTHH:MM[:SS]"; nil when malformed or out of range
  /// (years 1…9999).
  public init?(parsing text: String) {
    let parts = text.split(separator: "T", omittingEmptySubsequences: false)
    guard parts.count == 2 else { return nil }
    let date = parts[0].split(separator: "-").map { Int($0) }
    let time = parts[1].split(separator: ":").map { Int($0) }
    guard date.count == 3, time.count == 2 || time.count == 3,
      let y = date[0], let mo = date[1], let d = date[2], let h = time[0], let mi = time[1]
    else { return nil }
    let s = time.count == 3 ? time[2] : 0
    guard let s, Self.years.contains(y), (1...12).contains(mo), d >= 1, d <= Self.daysInMonth(year: y, month: mo),
      (0...23).contains(h), (0...59).contains(mi), (0...59).contains(s)
    else { return nil }
    self.init(year: y, month: mo, day: d, hour: h, minute: mi, second: Double(s))
  }
}
