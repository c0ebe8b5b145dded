public import Basics

/// Today's events for the home's calendar widget. The heading ("WEDNESDAY 1")
/// comes from the clock, so only the events are stored.
public struct CalendarDay: Sendable, Equatable {
  public var events: [CalendarEvent]

  public init(events: [CalendarEvent]) { self.events = events }

  public static func decode(_ node: ConfigNode) throws(ConfigError) -> CalendarDay {
    let o = try node.object(keys: ["events"])
    return CalendarDay(events: try Read.array(try o.required("events"), count: 0...20, noun: "events", CalendarEvent.decode))
  }
}

/// One event of the day: all day, or from a start to an end time.
public struct CalendarEvent: Sendable, Equatable {
  public enum Time: Sendable, Equatable {
    case allDay
    case span(start: TimeOfDay, end: TimeOfDay)
  }

  public var title: String
  public var time: Time

  public init(title: String, time: Time) {
    self.title = title
    self.time = time
  }

  /// "12-1pm", "11:30am-12:30pm" ("12:00-13:00" on a 24-hour clock); nil
  /// for an all-day event (the widget shows only its title).
  public func timeText(_ locale: DisplayLocale) -> String? {
    guard case .span(let start, let end) = time else { return nil }
    return locale.span(start, end)
  }

  public static func decode(_ node: ConfigNode) throws(ConfigError) -> CalendarEvent {
    let o = try node.object(keys: ["title", "allDay", "start", "end"])
    let title = try Read.text(try o.required("title"))
    if try o.bool("allDay", default: false) {
      // Times on an all-day event would be silently ignored: refuse them.
      for key in ["start", "end"] {
        if let n = o.optional(key) { throw n.fail("an all-day event has no \(key) time") }
      }
      return CalendarEvent(title: title, time: .allDay)
    }
    let start = try TimeOfDay.decode(try o.required("start"))
    let endNode = try o.required("end")
    let end = try TimeOfDay.decode(endNode)
    guard start < end else {
      throw endNode.fail("\(end.text24) is not after the start (\(start.text24))")
    }
    return CalendarEvent(title: title, time: .span(start: start, end: end))
  }
}
