import Basics
import Testing

@testable import Runtime

struct ClockTests {
  @Test func theDemoMomentIsWednesdayFirstOfApril2026() {
    let t = Clock(.fixed(.demo)).now(frameTime: 1234)
    #expect(t == CivilTime.demo)
    #expect(t.weekday == 3)
    #expect(t.firstWeekdayOfMonth == 3)
    #expect(t.daysInMonth == 30)
  }

  @Test func simulatedTimeAdvancesWithFrameTimeAcrossMidnightAndMonths() {
    let start = CivilTime(year: 2026, month: 3, day: 31, hour: 23, minute: 59, second: 30)
    let c = Clock(.simulated(start: start))
    let later = c.now(frameTime: 45)
    #expect(later.year == 2026 && later.month == 4 && later.day == 1)
    #expect(later.hour == 0 && later.minute == 0 && later.second == 15)
    #expect(c.secondsToNextMinute(frameTime: 45) == 45)
    #expect(Clock(.fixed(.demo)).secondsToNextMinute(frameTime: 0) == nil)
  }

  @Test func parsingRejectsImpossibleDates() {
    #expect(CivilTime(parsing: "2026-04-01T10:09") == CivilTime.demo)
    #expect(CivilTime(parsing: "2026-02-29T10:09") == nil)
    #expect(CivilTime(parsing: "2024-02-29T10:09:05") != nil)
    #expect(CivilTime(parsing: "2026-04-01 10:09") == nil)
    #expect(CivilTime(parsing: "2026-13-01T10:09") == nil)
  }

  @Test func systemTimeIsARealDate() {
    let now = Clock(.system).now(frameTime: 0)
    #expect(now.year >= 2024 && (1...12).contains(now.month))
  }

  @Test func yearsOutsideOneToNineThousandNineHundredNinetyNineDoNotParse() {
    #expect(CivilTime(parsing: "9999999999999-01-01T00:00") == nil)
    #expect(CivilTime(parsing: "9223372036854775807-01-01T00:00") == nil)
    #expect(CivilTime(parsing: "0-01-01T00:00") == nil)
    #expect(CivilTime(parsing: "9999-12-31T23:59") != nil)
  }

  @Test func absurdMomentsAreClampedInsteadOfTrapping() {
    let huge = CivilTime(year: .max, month: 13, day: 99, hour: 0, minute: 0)
    #expect((0...6).contains(huge.weekday))
    _ = huge.adding(seconds: 60)
    #expect(CivilTime.demo.adding(seconds: .infinity).year > 9999)
    #expect(CivilTime.demo.adding(seconds: -.infinity).year < 0)
    #expect(CivilTime.demo.adding(seconds: .nan) == CivilTime(year: 1970, month: 1, day: 1))
    let late = Clock(.simulated(start: CivilTime(year: 9999, month: 12, day: 31, hour: 23, minute: 59)))
    #expect(late.now(frameTime: 60).year == 10000)
  }
}
