import Basics
import CalendarProvider
import HomeModel
import Testing

/// iCalendar text through libical: recurrence, exceptions, zones, all-day,
/// midnight and DST, VTODOs, and bad data.
struct ICalendarReaderTests {
  static let berlin = """
    BEGIN:VTIMEZONE
    TZID:Europe/Berlin
    BEGIN:DAYLIGHT
    TZOFFSETFROM:+0100
    TZOFFSETTO:+0200
    TZNAME:CEST
    DTSTART:19700329T020000
    RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
    END:DAYLIGHT
    BEGIN:STANDARD
    TZOFFSETFROM:+0200
    TZOFFSETTO:+0100
    TZNAME:CET
    DTSTART:19701025T030000
    RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
    END:STANDARD
    END:VTIMEZONE
    """

  static func calendar(_ body: String) -> String {
    "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//HomeView tests//EN\n\(berlin)\n\(body)\nEND:VCALENDAR\n"
  }

  static func read(_ body: String, from day: CivilTime, days: Int = 3, zone: String = "Europe/Berlin") -> ICalendarContents {
    ICalendarReader.read(calendar(body), source: "test.ics", calendar: "Home", window: DayWindow(first: day, days: days), zone: zone)
  }

  static func hm(_ t: CivilTime) -> String { "\(t.month)/\(t.day) \(t.hour):\(t.minute < 10 ? "0" : "")\(t.minute)" }

  @Test func weeklyRuleWithAnExdateAndAMovedOccurrence() {
    let body = """
      BEGIN:VEVENT
      UID:standup
      SUMMARY:Standup
      DTSTART;TZID=Europe/Berlin:20260302T090000
      DTEND;TZID=Europe/Berlin:20260302T091500
      RRULE:FREQ=DAILY;COUNT=40
      EXDATE;TZID=Europe/Berlin:20260331T090000
      END:VEVENT
      BEGIN:VEVENT
      UID:standup
      RECURRENCE-ID;TZID=Europe/Berlin:20260401T090000
      SUMMARY:Standup (late)
      DTSTART;TZID=Europe/Berlin:20260401T113000
      DTEND;TZID=Europe/Berlin:20260401T114500
      END:VEVENT
      """
    let c = Self.read(body, from: CivilTime(year: 2026, month: 3, day: 31), days: 3)
    #expect(c.problems == [])
    #expect(c.events.map { "\($0.title) \(Self.hm($0.start))-\(Self.hm($0.end))" } == [
      "Standup (late) 4/1 11:30-4/1 11:45",
      "Standup 4/2 9:00-4/2 9:15",
    ])
  }

  @Test func aRuleKeepsItsWallTimeAcrossTheDSTChange() {
    // 29 March 2026: Berlin goes from +1 to +2. A 9:00 Berlin event stays 9:00 in
    // Berlin, and is 8:00 then 7:00 in London's time (London changes the same night,
    // so it stays 8:00 there): read in UTC it moves from 8:00 to 7:00.
    let body = """
      BEGIN:VEVENT
      UID:gym
      SUMMARY:Gym
      DTSTART;TZID=Europe/Berlin:20260327T090000
      DURATION:PT1H
      RRULE:FREQ=DAILY
      END:VEVENT
      """
    let berlin = Self.read(body, from: CivilTime(year: 2026, month: 3, day: 28), days: 2)
    #expect(berlin.events.map { Self.hm($0.start) } == ["3/28 9:00", "3/29 9:00"])
    let utc = Self.read(body, from: CivilTime(year: 2026, month: 3, day: 28), days: 2, zone: "UTC")
    #expect(utc.events.map { Self.hm($0.start) } == ["3/28 8:00", "3/29 7:00"])
  }

  @Test func anEventAcrossTheDSTNightLastsItsRealLength() {
    // 01:00–04:00 Berlin wall time on the night the clocks go forward is two hours.
    let body = """
      BEGIN:VEVENT
      UID:night
      SUMMARY:Night shift
      DTSTART:20260329T000000Z
      DTEND:20260329T020000Z
      END:VEVENT
      """
    let c = Self.read(body, from: CivilTime(year: 2026, month: 3, day: 29), days: 1)
    #expect(c.events.map { "\(Self.hm($0.start))-\(Self.hm($0.end))" } == ["3/29 1:00-3/29 4:00"])
  }

  @Test func allDayAndAcrossMidnightEvents() {
    let body = """
      BEGIN:VEVENT
      UID:birthday
      SUMMARY:Kai's Birthday
      DTSTART;VALUE=DATE:20260401
      DTEND;VALUE=DATE:20260402
      RRULE:FREQ=YEARLY
      END:VEVENT
      BEGIN:VEVENT
      UID:party
      SUMMARY:Party
      DTSTART;TZID=Europe/Berlin:20260401T220000
      DTEND;TZID=Europe/Berlin:20260402T013000
      END:VEVENT
      """
    let c = Self.read(body, from: CivilTime(year: 2026, month: 4, day: 1), days: 2)
    #expect(c.problems == [])
    let agenda = Agenda(events: c.events)
    let first = agenda.events(on: CivilTime(year: 2026, month: 4, day: 1))
    #expect(first.map(\.title) == ["Kai's Birthday", "Party"])
    #expect(first[0].allDay)
    #expect(agenda.events(on: CivilTime(year: 2026, month: 4, day: 2)).map(\.title) == ["Party"])
    let day2 = agenda.calendarDay(CivilTime(year: 2026, month: 4, day: 2))
    #expect(day2.events == [CalendarEvent(title: "Party", time: .span(start: TimeOfDay(hour: 0, minute: 0), end: TimeOfDay(hour: 1, minute: 30)))])
    // In New York the birthday is still the 1st (a date is no instant).
    let ny = Self.read(body, from: CivilTime(year: 2026, month: 4, day: 1), days: 1, zone: "America/New_York")
    #expect(ny.events.map { "\($0.title) \(Self.hm($0.start))" } == ["Kai's Birthday 4/1 0:00", "Party 4/1 16:00"])
  }

  @Test func aCancelledOccurrenceIsLeftOut() {
    let body = """
      BEGIN:VEVENT
      UID:piano
      SUMMARY:Piano
      DTSTART:20260330T150000Z
      DTEND:20260330T160000Z
      RRULE:FREQ=DAILY;COUNT=5
      END:VEVENT
      BEGIN:VEVENT
      UID:piano
      RECURRENCE-ID:20260331T150000Z
      STATUS:CANCELLED
      SUMMARY:Piano
      DTSTART:20260331T150000Z
      DTEND:20260331T160000Z
      END:VEVENT
      """
    let c = Self.read(body, from: CivilTime(year: 2026, month: 3, day: 30), days: 3, zone: "UTC")
    #expect(c.events.map { Self.hm($0.start) } == ["3/30 15:00", "4/1 15:00"])
  }

  @Test func todosBecomeReminders() {
    let body = """
      BEGIN:VTODO
      UID:milk
      SUMMARY:Buy milk
      DUE;VALUE=DATE:20260402
      END:VTODO
      BEGIN:VTODO
      UID:bins
      SUMMARY:Bins out
      DUE;TZID=Europe/Berlin:20260401T190000
      STATUS:COMPLETED
      COMPLETED:20260401T170000Z
      END:VTODO
      """
    let c = Self.read(body, from: CivilTime(year: 2026, month: 4, day: 1))
    #expect(c.problems == [])
    #expect(c.reminders == [
      Reminder(id: "milk", title: "Buy milk", due: CivilTime(year: 2026, month: 4, day: 2), dueIsDate: true),
      Reminder(id: "bins", title: "Bins out", due: CivilTime(year: 2026, month: 4, day: 1, hour: 19), completed: true),
    ])
  }

  @Test func badDataNamesTheSourceLineAndComponentAndKeepsTheRest() {
    let body = """
      BEGIN:VEVENT
      UID:broken
      SUMMARY:Broken
      DTSTART;TZID=Europe/Berlin:2026-04-01 nine
      END:VEVENT
      BEGIN:VEVENT
      UID:fine
      SUMMARY:Fine
      DTSTART:20260401T100000Z
      DTEND:20260401T110000Z
      END:VEVENT
      """
    let c = Self.read(body, from: CivilTime(year: 2026, month: 4, day: 1), days: 1, zone: "UTC")
    #expect(c.events.map(\.title) == ["Fine"])
    // The VTIMEZONE takes lines 4-20: the broken event begins on line 21.
    #expect(c.problems.count >= 1)
    #expect(c.problems.allSatisfy { $0.hasPrefix("test.ics: line 21 (VEVENT 'Broken', UID broken): ") }, "\(c.problems)")
    #expect(c.problems.contains { $0.contains("DTSTART") })
  }

  @Test func brokenStructureIsNamedWithItsLine() {
    let text = "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:x\nSUMMARY\nEND:VTODO\nEND:VCALENDAR\n"
    let c = ICalendarReader.read(text, source: "bad.ics", calendar: "Home", window: DayWindow(first: CivilTime(year: 2026, month: 4, day: 1), days: 1), zone: "UTC")
    #expect(c.problems.first == "bad.ics: line 4: no ':' in 'SUMMARY'")
    let empty = ICalendarReader.read("hello", source: "x.ics", calendar: "Home", window: DayWindow(first: CivilTime(year: 2026, month: 4, day: 1), days: 1), zone: "UTC")
    #expect(!empty.problems.isEmpty && empty.problems.allSatisfy { $0.hasPrefix("x.ics: ") })
  }
}
