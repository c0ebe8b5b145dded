import Basics
import HomeModel
import HomeViewTesting
import HouseholdStore
import PluginRegistry
import Runtime
import Testing

/// The Calendar and Reminders screens: the household's day (the demo), a
/// provider's days (all-day, overlapping, across midnight), offline, the
/// reminder lists, a tick shown at once and kept, and a refused one undone
/// with its mark; the widgets and the app page lead to them.
@MainActor
struct CalendarScreenTests {
  static func session(_ panel: (Int, Int) = (1280, 800)) throws -> TestSession {
    var options = TestSession.Options()
    options.panel = panel
    return try TestSession(registry: PluginRegistry.all, options: options)
  }

  /// What a calendar provider would report on the demo's Wednesday 1 April.
  static let week: Agenda = {
    let d0 = CivilTime(year: 2026, month: 4, day: 1)
    func at(_ day: Int, _ h: Int, _ m: Int = 0) -> CivilTime { d0.adding(seconds: Double(day) * 86400 + Double(h * 3600 + m * 60)) }
    func e(_ title: String, _ cal: String, _ from: CivilTime, _ to: CivilTime, location: String? = nil) -> AgendaEvent {
      AgendaEvent(title: title, calendar: cal, location: location, start: from, end: to, allDay: false)
    }
    return Agenda(
      events: [
        AgendaEvent(title: "Kai's Birthday", calendar: "Family", start: d0, end: at(1, 0), allDay: true),
        e("Standup", "Work", at(0, 9), at(0, 9, 15)),
        e("Lunch with Nikki and Sandy", "Family", at(0, 12), at(0, 13), location: "Tartine"),
        e("Design review", "Work", at(0, 12, 30), at(0, 13, 30)),
        e("Piano lesson", "Kids", at(0, 16), at(0, 17)),
        e("Dentist", "Family", at(1, 14), at(1, 15)),
        e("Night shift", "Work", at(1, 22), at(2, 6)),
        AgendaEvent(title: "School trip", calendar: "Kids", start: at(2, 0), end: at(4, 0), allDay: true),
        e("Book club", "Family", at(3, 19), at(3, 21)),
      ],
      lists: [
        ReminderList(
          id: "groceries", title: "Groceries",
          reminders: [
            Reminder(id: "milk", title: "Milk", due: d0, dueIsDate: true, writable: true),
            Reminder(id: "squash", title: "Butternut squash", due: at(-1, 18), writable: true),
            Reminder(id: "bread", title: "Bread", completed: true, writable: true),
          ]),
        ReminderList(id: "home", title: "Home", reminders: [Reminder(id: "bins", title: "Bins out", due: at(0, 19), writable: true)]),
      ])
  }()

  @Test func theDemoDayWithoutAProvider() throws {
    let s = try Self.session()
    defer { s.stop() }
    try s.start(at: "calendar")
    s.settle()
    #expect(s.state("calendar.days")?.hasPrefix("4/1: Kai's Birthday, Lunch with Nikki and Sandy; 4/2: ;") == true)
    #expect(s.state("calendar.stale") == "fresh")
    try s.assertGolden("calendar-demo")
    try s.start(at: "reminders")
    s.settle()
    #expect(s.state("reminders.lists") == "")
    try s.assertGolden("reminders-empty")
  }

  @Test(arguments: [(1280, 800), (720, 1280)])
  func aProvidersDaysAndLists(panel: (Int, Int)) throws {
    let s = try Self.session(panel)
    defer { s.stop() }
    s.session.store.agenda.report(Self.week)
    try s.start(at: "calendar")
    s.settle()
    #expect(s.state("calendar.days")?.hasPrefix("4/1: Kai's Birthday, Standup, Lunch with Nikki and Sandy, Design review, Piano lesson; 4/2: Dentist, Night shift") == true)
    try s.assertGolden("calendar-week-\(panel.0)x\(panel.1)")
    try s.start(at: "reminders")
    s.settle()
    #expect(s.state("reminders.lists") == "Groceries: 2, Home: 1")
    try s.assertGolden("reminders-\(panel.0)x\(panel.1)")
  }

  @Test func offlineIsMarked() throws {
    let s = try Self.session()
    defer { s.stop() }
    var stale = Self.week
    stale.stale = true
    s.session.store.agenda.report(stale)
    try s.start(at: "calendar")
    s.settle()
    #expect(s.state("calendar.stale") == "stale")
    try s.assertGolden("calendar-offline")
  }

  @Test func aTickShowsAtOnceAndARefusedOneComesBackMarked() throws {
    let s = try Self.session()
    defer { s.stop() }
    let book = s.session.store.agenda
    book.report(Self.week)
    var asked: [ReminderChange] = []
    book.attach { asked.append($0) }
    try s.start(at: "reminders")
    s.settle()
    #expect(s.state("reminders.open") == "[ ] Butternut squash; [ ] Milk; [x] Bread; [ ] Bins out")
    // Milk is the second row of Groceries.
    try s.tap("reminders.item.1")
    #expect(asked == [ReminderChange(listID: "groceries", reminderID: "milk", completed: true)])
    #expect(s.state("reminders.open") == "[ ] Butternut squash; [x] Milk; [x] Bread; [ ] Bins out")
    book.finished(asked[0], problem: nil)
    s.settle()
    #expect(s.state("reminders.open") == "[ ] Butternut squash; [x] Milk; [x] Bread; [ ] Bins out")
    try s.tap("reminders.item.3")
    #expect(s.state("reminders.open")?.hasSuffix("[x] Bins out") == true)
    book.finished(asked[1], problem: "http://127.0.0.1:5232/kai/home/bins.ics: HTTP 412")
    s.settle()
    #expect(s.state("reminders.open")?.hasSuffix("[ ] Bins out (refused)") == true)
    try s.assertGolden("reminders-refused")
    try s.assertDamageMatchesRepaint()
  }

  /// Reminders from a file or a published URL cannot be written back: no
  /// circle to tick and a tap does nothing; the CalDAV list beside them stays tickable.
  @Test func readOnlyRemindersAreNotTickable() throws {
    let s = try Self.session()
    defer { s.stop() }
    let book = s.session.store.agenda
    var agenda = Self.week
    agenda.lists[1] = ReminderList(
      id: "published", title: "School",
      reminders: [
        Reminder(id: "form", title: "Sign the trip form", due: CivilTime(year: 2026, month: 4, day: 2, hour: 8)),
        Reminder(id: "books", title: "Return library books", completed: true),
      ])
    book.report(agenda)
    var asked: [ReminderChange] = []
    book.attach { asked.append($0) }
    try s.start(at: "reminders")
    s.settle()
    #expect(s.state("reminders.open") == "[ ] Butternut squash; [ ] Milk; [x] Bread; [ ] Sign the trip form (read-only); [x] Return library books (read-only)")
    let items = s.elementIDs.filter { $0.hasPrefix("reminders.item.") }
    #expect(items == ["reminders.item.0", "reminders.item.1", "reminders.item.2"], "the read-only rows are no controls")
    try s.assertGolden("reminders-read-only")
    // A tap where the School list's first row is (the column beside Groceries' first row).
    let first = try #require(s.loop.navigator.visibleScreens.flatMap(\.elements).first { $0.id == "reminders.item.0" }).frame
    let clicks = s.clicksPlayed
    try s.tap(at: Point(first.maxX + first.width / 2, first.midY))
    s.settle()
    #expect(asked.isEmpty && s.clicksPlayed == clicks)
    #expect(s.state("reminders.open")?.hasSuffix("[ ] Sign the trip form (read-only); [x] Return library books (read-only)") == true)
    try s.tap("reminders.item.1")
    #expect(asked == [ReminderChange(listID: "groceries", reminderID: "milk", completed: true)])
  }

  @Test func theHomesCalendarWidgetAndTheAppPageOpenThem() throws {
    let s = try Self.session()
    defer { s.stop() }
    try s.start(at: "home")
    s.settle()
    try s.tap("home.calendar")
    s.settle()
    #expect(s.screen == "calendar")
    try s.tap("calendar.reminders")
    s.settle()
    #expect(s.screen == "reminders")
    try s.start(at: "home.apps")
    s.settle()
    try s.tap("home.app.reminders")
    s.settle()
    #expect(s.screen == "reminders")
  }
}
