import CICal
public import Basics
public import HomeModel
import Glibc

/// The days a refresh reads: `days` local days from `first` (a date).
public struct DayWindow: Sendable, Equatable {
  public var first: CivilTime
  public var days: Int
  public init(first: CivilTime, days: Int) {
    self.first = CivilTime(year: first.year, month: first.month, day: first.day)
    self.days = days
  }
  var start: Double { first.secondsSinceEpoch }
  var end: Double { start + Double(days) * 86400 }
}

/// What one iCalendar text holds for the window: its event occurrences, its
/// VTODOs, and the problems found (each naming the source, line and component).
public struct ICalendarContents: Sendable, Equatable {
  public var events: [AgendaEvent] = []
  public var reminders: [Reminder] = []
  public var problems: [String] = []
  /// X-WR-CALNAME, when the file names its calendar.
  public var calendarName: String?
  public init() {}
}

/// iCalendar (RFC 5545) through libical: events expanded into the local time
/// of `zone` (an IANA name such as "Europe/Berlin"; UTC when unknown), with
/// their recurrence rules, extra dates, excluded dates and overridden
/// occurrences (RECURRENCE-ID), and VTODOs as reminders. Every call parses,
/// reads and frees its own components: nothing of libical outlives it.
public enum ICalendarReader {
  /// Occurrences looked at per event at most: a daily event since 1970 is
  /// about 20,000; anything beyond is a broken rule, not a calendar.
  static let maxOccurrences = 50_000

  public static func read(
    _ text: String, source: String, calendar: String, window: DayWindow, zone: String?, writable: Bool = false
  ) -> ICalendarContents {
    var out = ICalendarContents()
    if case .failure(let problem) = LibICal.loaded {
      out.problems.append("\(source): \(problem.text)")
      return out
    }
    let lines = BeginLines(text)
    if let problem = lines.structureProblem {
      out.problems.append("\(source): \(problem)")
    }
    guard let root = ical.icalparser_parse_string(text) else {
      out.problems.append("\(source): not iCalendar data (no BEGIN:VCALENDAR)")
      return out
    }
    defer { ical.icalcomponent_free(root) }
    let local = LocalZone(zone)
    var calendars: [OpaquePointer] = []
    switch ical.icalcomponent_isa(root) {
    case ICAL_VCALENDAR_COMPONENT: calendars = [root]
    case ICAL_XROOT_COMPONENT: calendars = children(of: root, ICAL_VCALENDAR_COMPONENT)
    default:
      out.problems.append("\(source): line 1: \(name(of: root)) where a VCALENDAR was expected")
      return out
    }
    if calendars.isEmpty { out.problems.append("\(source): no VCALENDAR") }
    var seen: [String: Int] = [:]
    for cal in calendars {
      if out.calendarName == nil, let n = xProperty(cal, "X-WR-CALNAME") { out.calendarName = n }
      var overrides: [String: [String: OpaquePointer]] = [:]
      var masters: [OpaquePointer] = []
      var eventPlaces: [OpaquePointer: String] = [:]
      for e in children(of: cal, ICAL_VEVENT_COMPONENT) {
        let place = describe(e, kind: "VEVENT", lines: lines, seen: &seen)
        eventPlaces[e] = place
        if let problem = errors(in: e) { out.problems.append("\(source): \(place): \(problem)") }
        let start = ical.icalcomponent_get_dtstart(e)
        guard ical.icaltime_is_null_time(start) == 0 else {
          out.problems.append("\(source): \(place): no valid DTSTART; the event is left out")
          continue
        }
        let rid = ical.icalcomponent_get_recurrenceid(e)
        if ical.icaltime_is_null_time(rid) == 0 {
          let uid = string(ical.icalcomponent_get_uid(e)) ?? ""
          let key = Moment(rid, zone: Self.zone(of: e, ICAL_RECURRENCEID_PROPERTY, in: cal)).key
          overrides[uid, default: [:]][key] = e
        } else {
          masters.append(e)
        }
      }
      for e in masters {
        let uid = string(ical.icalcomponent_get_uid(e)) ?? ""
        var found: [String] = []
        expand(e, in: cal, overridden: overrides[uid] ?? [:], calendar: calendar, window: window, local: local, into: &out) { found.append($0) }
        out.problems += found.map { "\(source): \(eventPlaces[e] ?? "VEVENT"): \($0)" }
      }
      // Overridden occurrences stand on their own (moved, retitled, or cancelled).
      for (_, byKey) in overrides {
        for (_, e) in byKey.sorted(by: { $0.key < $1.key }) where ical.icalcomponent_get_status(e) != ICAL_STATUS_CANCELLED {
          let start = ical.icalcomponent_get_dtstart(e)
          let sz = Self.zone(of: e, ICAL_DTSTART_PROPERTY, in: cal)
          let (endTime, ez) = end(of: e, in: cal)
          if let ev = occurrence(e, start: Moment(start, zone: sz), from: Moment(start, zone: sz), to: endTime.map { Moment($0, zone: ez) }, calendar: calendar, local: local), ev.overlaps(window) {
            out.events.append(ev)
          }
        }
      }
      for t in children(of: cal, ICAL_VTODO_COMPONENT) {
        let place = describe(t, kind: "VTODO", lines: lines, seen: &seen)
        if let problem = errors(in: t) { out.problems.append("\(source): \(place): \(problem)") }
        guard let uid = string(ical.icalcomponent_get_uid(t)), !uid.isEmpty else {
          out.problems.append("\(source): \(place): no UID; the reminder is left out")
          continue
        }
        var r = Reminder(id: uid, title: string(ical.icalcomponent_get_summary(t)) ?? "", writable: writable)
        let due = ical.icalcomponent_get_due(t)
        if ical.icaltime_is_null_time(due) == 0 {
          let m = Moment(due, zone: Self.zone(of: t, ICAL_DUE_PROPERTY, in: cal))
          r.due = m.local(local)
          r.dueIsDate = m.isDate
        }
        r.completed = ical.icalcomponent_get_status(t) == ICAL_STATUS_COMPLETED || ical.icalcomponent_get_first_property(t, ICAL_COMPLETED_PROPERTY) != nil
        out.reminders.append(r)
      }
    }
    out.events.sort { ($0.start.secondsSinceEpoch, $0.title) < ($1.start.secondsSinceEpoch, $1.title) }
    return out
  }

  // MARK: events

  private static func expand(
    _ e: OpaquePointer, in cal: OpaquePointer, overridden: [String: OpaquePointer], calendar: String, window: DayWindow,
    local: LocalZone, into out: inout ICalendarContents, problem: (String) -> Void
  ) {
    guard ical.icalcomponent_get_status(e) != ICAL_STATUS_CANCELLED else { return }
    let dtstart = ical.icalcomponent_get_dtstart(e)
    let startZone = zone(of: e, ICAL_DTSTART_PROPERTY, in: cal)
    let first = Moment(dtstart, zone: startZone)
    let (endTime, endZone) = end(of: e, in: cal)
    let last = endTime.map { Moment($0, zone: endZone) }

    var excluded = Set<String>()
    var excludedDays = Set<String>()
    for p in properties(e, ICAL_EXDATE_PROPERTY) {
      let m = Moment(ical.icalproperty_get_exdate(p), zone: zone(of: p, in: cal) ?? startZone)
      if m.isDate { excludedDays.insert(m.dayKey) } else { excluded.insert(m.key) }
    }
    var starts: [Moment] = [first]
    for p in properties(e, ICAL_RDATE_PROPERTY) {
      let v = ical.icalproperty_get_rdate(p)
      let t = ical.icaltime_is_null_time(v.time) == 0 ? v.time : v.period.start
      if ical.icaltime_is_null_time(t) == 0 { starts.append(Moment(t, zone: zone(of: p, in: cal) ?? startZone)) }
    }
    // The rule runs in the event's own wall time (9:00 Berlin stays 9:00
    // Berlin across a DST change); a margin of two days covers any offset
    // between that zone and the local one.
    let stop = window.end + 2 * 86400
    for p in properties(e, ICAL_RRULE_PROPERTY) {
      let rule = ical.icalproperty_get_rrule(p)
      guard let it = ical.icalrecur_iterator_new(rule, dtstart) else {
        problem("RRULE: \(string(ical.icalerror_perror()) ?? "cannot be read"); only the first occurrence is shown")
        continue
      }
      defer { ical.icalrecur_iterator_free(it) }
      var count = 0
      while count < maxOccurrences {
        let t = ical.icalrecur_iterator_next(it)
        guard ical.icaltime_is_null_time(t) == 0 else { break }
        count += 1
        let m = Moment(t, zone: startZone)
        if m.wall.secondsSinceEpoch > stop { break }
        if m.key != first.key { starts.append(m) }
      }
      if count == maxOccurrences { problem("RRULE: more than \(maxOccurrences) occurrences before the window; stopped") }
    }
    var done = Set<String>()
    for s in starts where s.wall.secondsSinceEpoch <= stop {
      guard done.insert(s.key).inserted, !excluded.contains(s.key), !excludedDays.contains(s.dayKey), overridden[s.key] == nil else { continue }
      if let ev = occurrence(e, start: s, from: first, to: last, calendar: calendar, local: local), ev.overlaps(window) {
        out.events.append(ev)
      }
    }
  }

  /// The occurrence starting at `start` of an event whose first occurrence
  /// runs `from`–`to`: the same length, in local time.
  private static func occurrence(
    _ e: OpaquePointer, start: Moment, from: Moment, to: Moment?, calendar: String, local: LocalZone
  ) -> AgendaEvent? {
    let title = string(ical.icalcomponent_get_summary(e)) ?? ""
    let location = string(ical.icalcomponent_get_location(e)).flatMap { $0.isEmpty ? nil : $0 }
    if start.isDate {
      // All-day: days, never shifted by a time zone.
      let days = to.map { max(1, Int((($0.wall.secondsSinceEpoch - from.wall.secondsSinceEpoch) / 86400).rounded())) } ?? 1
      let s = start.wall
      return AgendaEvent(title: title, calendar: calendar, location: location, start: s, end: s.adding(seconds: Double(days) * 86400), allDay: true)
    }
    let length = to.map { max(0, $0.utc(local) - from.utc(local)) } ?? 0
    let s = start.utc(local)
    return AgendaEvent(
      title: title, calendar: calendar, location: location, start: local.civil(s), end: local.civil(s + length), allDay: false)
  }

  /// DTEND, or DTSTART + DURATION, with its zone; nil when neither is given.
  private static func end(of e: OpaquePointer, in cal: OpaquePointer) -> (icaltimetype?, OpaquePointer?) {
    let hasEnd = ical.icalcomponent_get_first_property(e, ICAL_DTEND_PROPERTY) != nil
    let hasDuration = ical.icalcomponent_get_first_property(e, ICAL_DURATION_PROPERTY) != nil
    guard hasEnd || hasDuration else { return (nil, nil) }
    let t = ical.icalcomponent_get_dtend(e)
    guard ical.icaltime_is_null_time(t) == 0 else { return (nil, nil) }
    let prop = hasEnd ? ICAL_DTEND_PROPERTY : ICAL_DTSTART_PROPERTY
    return (t, zone(of: e, prop, in: cal))
  }

  // MARK: libical helpers

  static func children(of c: OpaquePointer, _ kind: icalcomponent_kind) -> [OpaquePointer] {
    var out: [OpaquePointer] = []
    var child = ical.icalcomponent_get_first_component(c, kind)
    while let x = child {
      out.append(x)
      child = ical.icalcomponent_get_next_component(c, kind)
    }
    return out
  }

  static func properties(_ c: OpaquePointer, _ kind: icalproperty_kind) -> [OpaquePointer] {
    var out: [OpaquePointer] = []
    var p = ical.icalcomponent_get_first_property(c, kind)
    while let x = p {
      out.append(x)
      p = ical.icalcomponent_get_next_property(c, kind)
    }
    return out
  }

  static func string(_ p: UnsafePointer<CChar>?) -> String? { p.map { String(cString: $0) } }

  static func name(of c: OpaquePointer) -> String { string(ical.icalcomponent_kind_to_string(ical.icalcomponent_isa(c))) ?? "component" }

  static func xProperty(_ c: OpaquePointer, _ name: String) -> String? {
    for p in properties(c, ICAL_X_PROPERTY) where string(ical.icalproperty_get_x_name(p)) == name {
      return string(ical.icalproperty_get_x(p))
    }
    return nil
  }

  /// The zone a property's TZID names: the file's VTIMEZONE, else the system's
  /// zone database.
  static func zone(of p: OpaquePointer, in cal: OpaquePointer) -> OpaquePointer? {
    guard let tzid = string(ical.icalproperty_get_parameter_as_string(p, "TZID")) else { return nil }
    if let z = ical.icalcomponent_get_timezone(cal, tzid) { return z }
    if let z = ical.icaltimezone_get_builtin_timezone_from_tzid(tzid) { return z }
    return ical.icaltimezone_get_builtin_timezone(tzid)
  }

  static func zone(of c: OpaquePointer, _ kind: icalproperty_kind, in cal: OpaquePointer) -> OpaquePointer? {
    ical.icalcomponent_get_first_property(c, kind).flatMap { zone(of: $0, in: cal) }
  }

  /// libical's parse errors (X-LIC-ERROR properties) in a component, joined.
  static func errors(in c: OpaquePointer) -> String? {
    let list = properties(c, ICAL_XLICERROR_PROPERTY).compactMap { string(ical.icalproperty_get_xlicerror($0)) }
    return list.isEmpty ? nil : list.joined(separator: "; ")
  }

  /// "line 12 (VEVENT 'Lunch', UID abc)": the place a person looks for.
  static func describe(_ c: OpaquePointer, kind: String, lines: BeginLines, seen: inout [String: Int]) -> String {
    let n = seen[kind, default: 0]
    seen[kind] = n + 1
    var what = kind
    if let s = string(ical.icalcomponent_get_summary(c)), !s.isEmpty { what += " '\(s.prefix(40))'" }
    if let u = string(ical.icalcomponent_get_uid(c)), !u.isEmpty { what += ", UID \(u.prefix(60))" }
    if let line = lines.line(of: kind, n) { return "line \(line) (\(what))" }
    return what
  }
}

/// A DATE or DATE-TIME value with the zone it is in: UTC ("Z"), a named zone,
/// or floating (no zone: the local wall time).
struct Moment {
  var time: icaltimetype
  var zone: OpaquePointer?

  init(_ time: icaltimetype, zone: OpaquePointer?) {
    self.time = time
    self.zone = ical.icaltime_is_utc(time) != 0 ? ical.icaltimezone_get_utc_timezone() : zone ?? time.zone
  }

  var isDate: Bool { ical.icaltime_is_date(time) != 0 }
  var wall: CivilTime {
    CivilTime(year: Int(time.year), month: Int(time.month), day: Int(time.day), hour: isDate ? 0 : Int(time.hour), minute: isDate ? 0 : Int(time.minute), second: isDate ? 0 : Double(time.second))
  }
  func utc(_ local: LocalZone) -> Double {
    var t = time
    t.zone = nil
    return Double(ical.icaltime_as_timet_with_zone(t, zone ?? local.zone))
  }
  func local(_ local: LocalZone) -> CivilTime { isDate ? wall : local.civil(utc(local)) }
  /// Identifies an occurrence: its instant, or its wall time when floating.
  var key: String {
    if isDate { return dayKey }
    if zone == nil { return "F\(wall)" }
    var t = time
    t.zone = nil
    return "T\(ical.icaltime_as_timet_with_zone(t, zone))"
  }
  var dayKey: String { "D\(time.year)-\(time.month)-\(time.day)" }
}

/// The clock's zone for turning instants into wall time.
struct LocalZone {
  let zone: OpaquePointer?

  init(_ name: String?) {
    let n = name ?? Self.systemZoneName()
    zone = n.flatMap { ical.icaltimezone_get_builtin_timezone($0) } ?? ical.icaltimezone_get_utc_timezone()
  }

  func civil(_ utc: Double) -> CivilTime {
    let t = ical.icaltime_from_timet_with_zone(time_t(utc), 0, zone)
    return CivilTime(year: Int(t.year), month: Int(t.month), day: Int(t.day), hour: Int(t.hour), minute: Int(t.minute), second: Double(t.second))
  }

  /// The zone the system clock shows: TZ, else the /etc/localtime link's name.
  static func systemZoneName() -> String? {
    if let tz = getenv("TZ").map({ String(cString: $0) }), !tz.isEmpty {
      return tz.hasPrefix(":") ? String(tz.dropFirst()) : tz
    }
    var buffer = [CChar](repeating: 0, count: 512)
    let n = readlink("/etc/localtime", &buffer, buffer.count - 1)
    guard n > 0 else { return nil }
    let target = String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let parts = target.split(separator: "/", omittingEmptySubsequences: false)
    guard let i = parts.lastIndex(of: "zoneinfo"), i + 1 < parts.count else { return nil }
    return parts[(i + 1)...].joined(separator: "/")
  }
}

extension AgendaEvent {
  func overlaps(_ w: DayWindow) -> Bool {
    let s = start.secondsSinceEpoch, e = end.secondsSinceEpoch
    return s < w.end && (e > w.start || (e == s && s >= w.start))
  }
}
