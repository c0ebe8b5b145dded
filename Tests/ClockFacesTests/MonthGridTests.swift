import Basics
import Canvas
@testable import ClockFaces
import Runtime
import Testing

/// The calendar faces draw the clock's real month: the grid must start on the
/// right weekday, hold every day, and circle today.
@MainActor
struct MonthGridTests {
  @Test func april2026StartsOnWednesdayWithThirtyDays() {
    let g = MonthGrid(.demo)
    #expect(g.title == "April 2026")
    #expect(g.firstWeekday == 3)
    #expect(MonthGrid.weekdayLetters[g.firstWeekday] == "W")
    #expect(g.dayCount == 30)
    #expect(g.weeks.count == 5)
    #expect(g.weeks[0] == [nil, nil, nil, 1, 2, 3, 4])
    #expect(g.weeks[4] == [26, 27, 28, 29, 30, nil, nil])
    #expect(g.weeks.flatMap { $0 }.compactMap { $0 } == Array(1...30))
    #expect(g.today == 1)
    #expect(g.cell(of: 1) == (0, 3))
  }

  @Test func otherMonthsFollowTheClock() {
    // February 2028 (a leap year) starts on a Tuesday.
    let feb = MonthGrid(CivilTime(year: 2028, month: 2, day: 29))
    #expect(feb.firstWeekday == 2 && feb.dayCount == 29 && feb.today == 29)
    let aug = MonthGrid(CivilTime(year: 2026, month: 8, day: 31))
    #expect(aug.firstWeekday == 6 && aug.weeks.count == 6, "August 2026 starts on a Saturday and spans six weeks")
  }

  @Test func theCalendarFaceCirclesTheFirstInNavy() throws {
    let face = CalendarFace()
    for (w, h) in [(1280, 800), (300, 286)] {
      let s = Surface(pixelWidth: w, pixelHeight: h)
      let rect = Rect(x: 0, y: 0, width: Double(w), height: Double(h))
      face.draw(Canvas(surface: s), in: rect, time: .demo)
      let g = MonthGrid(.demo)
      let cell = g.layout(in: face.layout(in: rect).grid, headerRows: CalendarFace.headerRows).cell(row: 0, column: 3)
      // Inside the circle, left of the numeral: navy. Outside the circle, in the same cell's corner: not navy.
      let inside = s.pixel(x: Int(cell.midX - cell.height * 0.3), y: Int(cell.midY))
      let corner = s.pixel(x: Int(cell.minX + 2), y: Int(cell.minY + 2))
      #expect(isNavy(inside), "(\(w)x\(h)) the 1st is not circled in navy: \(String(inside, radix: 16))")
      #expect(!isNavy(corner))
      // No other day is circled: the same spot in the 2nd's cell is not navy.
      let second = g.layout(in: face.layout(in: rect).grid, headerRows: CalendarFace.headerRows).cell(row: 0, column: 4)
      #expect(!isNavy(s.pixel(x: Int(second.midX - second.height * 0.3), y: Int(second.midY))))
    }
  }

  /// On the simulated clock, a minute past 23:59 on 1 April the circle moves to the 2nd.
  @Test func atMidnightTheCircleMovesToTheNextDay() throws {
    let face = CalendarFace()
    let clock = Clock(.simulated(start: CivilTime(year: 2026, month: 4, day: 1, hour: 23, minute: 59, second: 30)))
    let rect = Rect(x: 0, y: 0, width: 1280, height: 800)
    func circled(after seconds: Double) -> [Bool] {
      let t = clock.now(frameTime: seconds)
      let s = Surface(pixelWidth: 1280, pixelHeight: 800)
      face.draw(Canvas(surface: s), in: rect, time: t)
      let grid = MonthGrid(t).layout(in: face.layout(in: rect).grid, headerRows: CalendarFace.headerRows)
      return [3, 4].map { column in
        let cell = grid.cell(row: 0, column: column)
        return isNavy(s.pixel(x: Int(cell.midX - cell.height * 0.3), y: Int(cell.midY)))
      }
    }
    #expect(circled(after: 0) == [true, false], "at 23:59 the 1st is today")
    #expect(circled(after: 45) == [false, true], "after midnight the 2nd is")
  }

  func isNavy(_ argb: UInt32) -> Bool {
    let r = Int(argb >> 16 & 0xFF), g = Int(argb >> 8 & 0xFF), b = Int(argb & 0xFF)
    return abs(r - 0x1B) < 16 && abs(g - 0x2A) < 16 && abs(b - 0x5C) < 16
  }
}
