public import Basics

/// A time of day, written "HH:MM" on a 24-hour clock in the config so "7:32"
/// can never be read as morning by mistake; screens format it as they show it.
public struct TimeOfDay: Sendable, Equatable, Comparable {
  public var hour: Int  // 0…23
  public var minute: Int  // 0…59

  public init(hour: Int, minute: Int) {
    self.hour = hour
    self.minute = minute
  }

  public var minutesSinceMidnight: Int { hour * 60 + minute }
  public var isPM: Bool { hour >= 12 }
  /// 1…12, as a 12-hour clock reads.
  public var hour12: Int { hour % 12 == 0 ? 12 : hour % 12 }

  /// "10:42 AM" (the answer card), or "7:32PM" with `separator: ""` (the weather face).
  public func text12(separator: String = " ") -> String {
    "\(hour12):\(minute < 10 ? "0" : "")\(minute)\(separator)\(isPM ? "PM" : "AM")"
  }

  /// "19:32", as the config writes it.
  public var text24: String { "\(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute)" }

  public static func < (a: TimeOfDay, b: TimeOfDay) -> Bool { a.minutesSinceMidnight < b.minutesSinceMidnight }

  public static func decode(_ node: ConfigNode) throws(ConfigError) -> TimeOfDay {
    let s = try node.string()
    let parts = s.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
      parts.allSatisfy({ $0.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } }),
      let h = Int(parts[0]), let m = Int(parts[1])
    else { throw node.fail("expected a time like \"19:32\" (24-hour HH:MM), found \"\(s)\"") }
    guard h < 24, m < 60 else { throw node.fail("\(s) is not a time of day (00:00…23:59)") }
    return TimeOfDay(hour: h, minute: m)
  }
}
