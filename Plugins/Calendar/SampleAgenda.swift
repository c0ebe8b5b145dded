import Basics
import HomeModel

/// The snapshot states' agendas (shown, never written): a week of a family's
/// calendars, the same offline, the reminder lists, and a refused tick.
enum SampleAgenda {
  static func make(_ state: String, today now: CivilTime) -> (agenda: Agenda, refusals: [String: String])? {
    let d0 = CivilTime(year: now.year, month: now.month, day: now.day)
    func at(_ day: Int, _ h: Int, _ m: Int = 0) -> CivilTime { d0.adding(seconds: Double(day) * 86400 + Double(h * 3600 + m * 60)) }
    func e(_ title: String, _ cal: String, _ day: Int, _ h0: Int, _ m0: Int, _ h1: Int, _ m1: Int, _ end: Int? = nil, location: String? = nil) -> AgendaEvent {
      AgendaEvent(title: title, calendar: cal, location: location, start: at(day, h0, m0), end: at(end ?? day, h1, m1), allDay: false)
    }
    let week = [
      AgendaEvent(title: "Kai's Birthday", calendar: "Family", start: d0, end: d0.adding(seconds: 86400), allDay: true),
      e("Standup", "Work", 0, 9, 0, 9, 15),
      e("Lunch with Nikki and Sandy", "Family", 0, 12, 0, 13, 0, location: "Tartine"),
      e("Design review", "Work", 0, 12, 30, 13, 30),
      e("Piano lesson", "Kids", 0, 16, 0, 17, 0),
      e("Standup", "Work", 1, 9, 0, 9, 15),
      e("Dentist", "Family", 1, 14, 0, 15, 0, location: "Dr. Lee"),
      e("Night shift", "Work", 1, 22, 0, 6, 0, 2),
      AgendaEvent(title: "School trip", calendar: "Kids", start: at(2, 0), end: at(4, 0), allDay: true),
      e("Swimming", "Kids", 2, 9, 0, 10, 0),
      e("Book club", "Family", 3, 19, 0, 21, 0),
    ]
    let lists = [
      ReminderList(
        id: "groceries", title: "Groceries",
        reminders: [
          Reminder(id: "milk", title: "Milk", due: d0, dueIsDate: true, writable: true),
          Reminder(id: "apples", title: "Apples", writable: true),
          Reminder(id: "squash", title: "Butternut squash", due: at(-1, 18), writable: true),
          Reminder(id: "bread", title: "Bread", completed: true, writable: true),
        ]),
      ReminderList(
        id: "house", title: "Home",
        reminders: [
          Reminder(id: "bins", title: "Bins out", due: at(0, 19), writable: true),
          Reminder(id: "plants", title: "Water the plants", due: at(1, 0), dueIsDate: true, writable: true),
        ]),
      ReminderList(
        id: "kids", title: "Kids",
        reminders: [Reminder(id: "form", title: "Sign the trip form", due: at(1, 8), writable: true)]),
    ]
    switch state {
    case "week": return (Agenda(events: week, lists: lists), [:])
    case "offline": return (Agenda(events: week, lists: lists, stale: true), [:])
    case "lists": return (Agenda(events: week, lists: lists), [:])
    case "refused":
      return (Agenda(events: week, lists: lists), ["house\u{1F}bins": "http://127.0.0.1/house/bins.ics: HTTP 412"])
    default: return nil
    }
  }
}
