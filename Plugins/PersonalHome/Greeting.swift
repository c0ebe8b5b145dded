/// "GOOD MORNING," / "GOOD AFTERNOON," / "GOOD EVENING," from the hour on the
/// clock: morning from 5:00, afternoon from 12:00, evening from 17:00 (and
/// through the night).
enum Greeting {
  static func text(hour: Int) -> String {
    switch hour {
    case 5..<12: "GOOD MORNING,"
    case 12..<17: "GOOD AFTERNOON,"
    default: "GOOD EVENING,"
    }
  }
}
