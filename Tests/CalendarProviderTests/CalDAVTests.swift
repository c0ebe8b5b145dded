import Basics
import CalendarProvider
import Foundation
import HTTP
import HomeModel
import HouseholdStore
import Runtime
import Testing

/// The calendar provider against a real radicale: events and todos read over
/// CalDAV (recurring, all-day, across midnight, across the DST change), a
/// check-off written back, a refused one undone, basic auth, and the server
/// going away.
@MainActor
@Suite(.serialized)
final class CalDAVTests {
  let loop: FrameLoop
  let store: HouseholdStore
  let data: String
  var time = 0.0

  init() throws {
    data = NSTemporaryDirectory() + "homeview-calendar-\(UUID().uuidString)"
    var options = FrameLoop.Options(width: 64, height: 40)
    options.dataFolder = data
    // The Saturday before Berlin's clocks go forward (29 March 2026).
    options.clock = Clock(.fixed(CivilTime(year: 2026, month: 3, day: 28, hour: 10)))
    loop = FrameLoop(options: options, audioOutput: SilentOutput())
    store = HouseholdStore.install(in: loop, household: try Household.fixture)
  }

  deinit { try? FileManager.default.removeItem(atPath: data) }

  static func event(_ uid: String, _ summary: String, _ lines: String) -> String {
    """
    BEGIN:VCALENDAR\r
    VERSION:2.0\r
    PRODID:-//HomeView tests//EN\r
    BEGIN:VEVENT\r
    UID:\(uid)\r
    DTSTAMP:20260301T000000Z\r
    SUMMARY:\(summary)\r
    \(lines.split(separator: "\n").joined(separator: "\r\n"))\r
    END:VEVENT\r
    END:VCALENDAR\r

    """
  }

  static func todo(_ uid: String, _ summary: String, _ lines: String = "") -> String {
    """
    BEGIN:VCALENDAR\r
    VERSION:2.0\r
    PRODID:-//HomeView tests//EN\r
    BEGIN:VTODO\r
    UID:\(uid)\r
    DTSTAMP:20260301T000000Z\r
    SUMMARY:\(summary)\r
    \(lines.isEmpty ? "STATUS:NEEDS-ACTION" : lines.split(separator: "\n").joined(separator: "\r\n"))\r
    END:VTODO\r
    END:VCALENDAR\r

    """
  }

  /// A radicale holding `fill`'s collections, or nil (the reason printed)
  /// where radicale cannot be had.
  static func filledRadicale(user: String? = nil, password: String? = nil) throws -> Radicale? {
    if let why = Radicale.unavailable {
      print("CalDAVTests: SKIPPED: \(why)")
      return nil
    }
    let r = try Radicale(user: user, password: password)
    do { try fill(r) } catch {
      r.stop()
      throw error
    }
    return r
  }

  /// Kai's calendar home on `r`, as a CalDAV source.
  static func kai(_ r: Radicale) -> CalendarSettings.Source {
    CalendarSettings.Source(name: "Radicale", location: .caldav(r.base + "/kai/"))
  }

  /// A family calendar and a chores list, as a person's radicale would hold them.
  static func fill(_ r: Radicale) throws {
    try r.makeCollection("kai/family", name: "Family", components: ["VEVENT"])
    try r.makeCollection("kai/chores", name: "Chores", components: ["VTODO"])
    try r.put(
      "kai/family", "swim.ics",
      event("swim", "Swimming", "DTSTART;TZID=Europe/Berlin:20260321T090000\nDTEND;TZID=Europe/Berlin:20260321T100000\nRRULE:FREQ=WEEKLY;BYDAY=SA,SU"))
    try r.put("kai/family", "birthday.ics", event("birthday", "Kai's Birthday", "DTSTART;VALUE=DATE:20260329\nDTEND;VALUE=DATE:20260330"))
    try r.put(
      "kai/family", "party.ics", event("party", "Party", "DTSTART;TZID=Europe/Berlin:20260328T220000\nDTEND;TZID=Europe/Berlin:20260329T030000"))
    try r.put("kai/chores", "milk.ics", todo("milk", "Buy milk", "DUE;VALUE=DATE:20260328\nSTATUS:NEEDS-ACTION"))
    try r.put("kai/chores", "bins.ics", todo("bins", "Bins out"))
  }

  func provider(_ sources: [CalendarSettings.Source]) -> CalendarProvider {
    var s = CalendarSettings(sources: sources)
    s.days = 3
    s.timeZone = "Europe/Berlin"
    s.timeoutSeconds = 5
    let p = CalendarProvider(settings: s, dataFolder: data) { [unowned loop] in loop.clock.now(frameTime: loop.frameTime.time) }
    store.add(p)
    return p
  }

  /// Runs frames (virtual time, a quarter second each) until `done`, waiting
  /// for the calendar's thread in real time; false after `seconds`.
  func run(until done: () -> Bool, seconds: Double = 15) -> Bool {
    let end = Date().addingTimeInterval(seconds)
    while Date() < end {
      time += 0.25
      loop.runFrame(time: time)
      if done() { return true }
      usleep(20_000)
    }
    return false
  }

  static func line(_ e: AgendaEvent) -> String {
    func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
    return e.allDay ? "\(e.start.month)/\(e.start.day) all day \(e.title)"
      : "\(e.start.month)/\(e.start.day) \(two(e.start.hour)):\(two(e.start.minute))-\(e.end.month)/\(e.end.day) \(two(e.end.hour)):\(two(e.end.minute)) \(e.title) (\(e.calendar))"
  }

  @Test func eventsAndTodosComeFromCalDAV() throws {
    guard let r = try Self.filledRadicale() else { return }
    defer { r.stop() }
    let p = provider([Self.kai(r)])
    #expect(run { p.refreshes > 0 })
    let agenda = try #require(store.agenda.agenda)
    #expect(agenda.problems == [])
    #expect(!agenda.stale)
    // The party runs 22:00 to 03:00 across the night the clocks go forward
    // (four hours, five on the wall clock); swimming stays at 9:00 after it.
    #expect(agenda.events.map(Self.line) == [
      "3/28 09:00-3/28 10:00 Swimming (Family)",
      "3/28 22:00-3/29 03:00 Party (Family)",
      "3/29 all day Kai's Birthday",
      "3/29 09:00-3/29 10:00 Swimming (Family)",
    ])
    #expect(agenda.lists.map(\.title) == ["Chores"])
    #expect(agenda.lists.first?.reminders.map { "\($0.title) \($0.completed) \($0.writable)" }.sorted() == ["Buy milk false true", "Bins out false true"].sorted())
    // The home's widget and the calendar face read today from the household.
    #expect(store.household.calendar.events.map(\.title) == ["Swimming", "Party"])
  }

  @Test func aCheckOffIsWrittenBackAndARefusedOneIsUndone() throws {
    guard let r = try Self.filledRadicale() else { return }
    defer { r.stop() }
    let p = provider([Self.kai(r)])
    #expect(run { p.refreshes > 0 })
    let list = try #require(store.agenda.agenda?.lists.first)
    func done(_ id: String) -> Bool? { store.agenda.agenda?.lists.first?.reminders.first { $0.id == id }?.completed }

    store.agenda.setCompleted(listID: list.id, reminderID: "milk", true)
    // Shown at once, before the server has answered.
    #expect(done("milk") == true)
    #expect(run { store.agenda.pending.isEmpty && p.refreshes > 1 })
    #expect(store.agenda.refused.isEmpty)
    #expect(done("milk") == true)
    let written = try r.read("kai/chores", "milk.ics")
    #expect(written.contains("STATUS:COMPLETED"))
    #expect(written.contains("COMPLETED:"))

    // Someone else changes the reminder on the server: our ETag is old, the
    // server refuses the write, and the tick goes back, marked.
    try r.put("kai/chores", "bins.ics", Self.todo("bins", "Bins out (both)"))
    store.agenda.setCompleted(listID: list.id, reminderID: "bins", true)
    #expect(done("bins") == true)
    #expect(run { store.agenda.pending.isEmpty })
    #expect(done("bins") == false)
    let mark = try #require(store.agenda.refused[AgendaBook.key(list.id, "bins")])
    #expect(mark.contains("412"))
    #expect(!(try r.read("kai/chores", "bins.ics")).contains("COMPLETED"))
  }

  @Test func basicAuthWithAPasswordFile() throws {
    guard let r = try Self.filledRadicale(user: "kai", password: "s3cret") else { return }
    defer { r.stop() }
    let good = data + "-password"
    let bad = data + "-wrong"
    try "s3cret\n".write(toFile: good, atomically: true, encoding: .utf8)
    try "guess\n".write(toFile: bad, atomically: true, encoding: .utf8)
    defer {
      try? FileManager.default.removeItem(atPath: good)
      try? FileManager.default.removeItem(atPath: bad)
    }
    var right = CalendarSettings.Source(name: "Kai", location: .caldav(r.base + "/kai/family/"))
    right.username = "kai"
    right.passwordFile = good
    var wrong = CalendarSettings.Source(name: "Wrong", location: .caldav(r.base + "/kai/chores/"))
    wrong.username = "kai"
    wrong.passwordFile = bad
    let p = provider([right, wrong])
    #expect(run { p.refreshes > 0 })
    let agenda = try #require(store.agenda.agenda)
    #expect(agenda.events.count == 4)
    #expect(agenda.stale)
    #expect(agenda.problems.contains { $0.hasPrefix("Wrong: ") && $0.contains("HTTP 401") })
  }

  @Test func theServerGoingAwayKeepsTheLastDataMarkedStale() throws {
    guard let r = try Self.filledRadicale() else { return }
    defer { r.stop() }
    let p = provider([Self.kai(r)])
    #expect(run { p.refreshes > 0 })
    let before = try #require(store.agenda.agenda)
    r.kill()
    p.refresh()
    #expect(run { p.refreshes > 1 })
    let after = try #require(store.agenda.agenda)
    #expect(after.stale)
    #expect(after.events == before.events)
    #expect(after.lists == before.lists)
    #expect(after.problems.contains { $0.hasPrefix("Radicale: ") && $0.contains("cannot connect") })
    p.stop()

    // A restart with the server still gone shows the kept agenda, marked.
    let restarted = FrameLoop(options: loop.options, audioOutput: SilentOutput())
    let again = HouseholdStore.install(in: restarted, household: try Household.fixture)
    var s = p.settings
    s.timeoutSeconds = 2
    again.add(CalendarProvider(settings: s, dataFolder: data) { CivilTime(year: 2026, month: 3, day: 28, hour: 10) })
    let kept = try #require(again.agenda.agenda)
    #expect(kept.stale)
    #expect(kept.events == before.events)
    again.stop()
  }
}
