public import Basics

/// The person's own calendars and reminder lists for today and the next days,
/// in the clock's local time: what the Calendar and Reminders screens show.
/// The home widget and the calendar face read today's part as a `CalendarDay`.
public struct Agenda: Sendable, Equatable {
  public var events: [AgendaEvent]
  public var lists: [ReminderList]
  /// The sources could not be read at the last refresh: this is the last
  /// known data (the screens mark it).
  public var stale: Bool
  /// Problems of the last refresh, one line each ("work.ics: line 12 (VEVENT
  /// 'Lunch'): DTSTART: …"), for the log and the screens' footnote.
  public var problems: [String]

  public init(events: [AgendaEvent] = [], lists: [ReminderList] = [], stale: Bool = false, problems: [String] = []) {
    self.events = events
    self.lists = lists
    self.stale = stale
    self.problems = problems
  }

  /// The events that touch `day` (a date: its time is ignored), all-day ones
  /// first, then by start.
  public func events(on day: CivilTime) -> [AgendaEvent] {
    let d = AgendaEvent.dayNumber(day)
    return events.filter { $0.firstDay <= d && d <= $0.lastDay }
      .sorted { a, b in
        if a.allDay != b.allDay { return a.allDay }
        return a.start.secondsSinceEpoch < b.start.secondsSinceEpoch
      }
  }

  /// Today's part for the home's widget and the calendar face: an event that
  /// began yesterday starts at midnight, one that ends tomorrow ends at 23:59.
  public func calendarDay(_ day: CivilTime) -> CalendarDay {
    let d = AgendaEvent.dayNumber(day)
    return CalendarDay(
      events: events(on: day).prefix(20).map { e in
        if e.allDay { return CalendarEvent(title: e.title, time: .allDay) }
        let start = e.firstDay < d ? TimeOfDay(hour: 0, minute: 0) : TimeOfDay(hour: e.start.hour, minute: e.start.minute)
        let end = e.lastDay > d ? TimeOfDay(hour: 23, minute: 59) : TimeOfDay(hour: e.end.hour, minute: e.end.minute)
        return CalendarEvent(title: e.title, time: .span(start: start, end: end))
      })
  }
}

/// One occurrence of an event (a recurring event gives one per day it happens).
public struct AgendaEvent: Sendable, Equatable {
  public var title: String
  /// The calendar it belongs to (a source's name): its colour on the cards.
  public var calendar: String
  public var location: String?
  /// Local wall-clock start and end; for an all-day event the first day at
  /// midnight and the day after the last at midnight.
  public var start: CivilTime
  public var end: CivilTime
  public var allDay: Bool

  public init(title: String, calendar: String, location: String? = nil, start: CivilTime, end: CivilTime, allDay: Bool) {
    self.title = title
    self.calendar = calendar
    self.location = location
    self.start = start
    self.end = end
    self.allDay = allDay
  }

  static func dayNumber(_ t: CivilTime) -> Int { Int((CivilTime(year: t.year, month: t.month, day: t.day).secondsSinceEpoch / 86400).rounded(.down)) }
  /// The first and last day it shows on (an event ending at midnight does not
  /// show on the day it ends).
  var firstDay: Int { Self.dayNumber(start) }
  var lastDay: Int {
    let e = Self.dayNumber(end)
    let atMidnight = end.hour == 0 && end.minute == 0 && end.second == 0
    return max(firstDay, atMidnight ? e - 1 : e)
  }
}

/// A reminder list (a CalDAV task collection or an .ics file's VTODOs).
public struct ReminderList: Sendable, Equatable {
  /// Stable across refreshes: the source's name.
  public var id: String
  public var title: String
  public var reminders: [Reminder]

  public init(id: String, title: String, reminders: [Reminder]) {
    self.id = id
    self.title = title
    self.reminders = reminders
  }
}

public struct Reminder: Sendable, Equatable {
  /// The VTODO's UID.
  public var id: String
  public var title: String
  /// Local due time; `dueIsDate` when it names a day only.
  public var due: CivilTime?
  public var dueIsDate: Bool
  public var completed: Bool
  /// Whether a check-off can be written back (a CalDAV resource; a file or
  /// an .ics URL is read-only).
  public var writable: Bool

  public init(id: String, title: String, due: CivilTime? = nil, dueIsDate: Bool = false, completed: Bool = false, writable: Bool = false) {
    self.id = id
    self.title = title
    self.due = due
    self.dueIsDate = dueIsDate
    self.completed = completed
    self.writable = writable
  }
}
