import CICal
import Glibc

/// Changes to a CalDAV resource's iCalendar text before it is written back.
enum ICalendarWriter {
  /// The text with the VTODO `uid` completed (STATUS, COMPLETED at `at`,
  /// PERCENT-COMPLETE) or opened again; nil when no such VTODO is in it.
  static func settingCompleted(_ text: String, uid: String, completed: Bool, at seconds: Double) -> String? {
    guard let root = icalparser_parse_string(text) else { return nil }
    defer { icalcomponent_free(root) }
    let calendars = icalcomponent_isa(root) == ICAL_VCALENDAR_COMPONENT ? [root] : ICalendarReader.children(of: root, ICAL_VCALENDAR_COMPONENT)
    var found = false
    for cal in calendars {
      for t in ICalendarReader.children(of: cal, ICAL_VTODO_COMPONENT) where ICalendarReader.string(icalcomponent_get_uid(t)) == uid {
        found = true
        for kind in [ICAL_COMPLETED_PROPERTY, ICAL_PERCENTCOMPLETE_PROPERTY] {
          for p in ICalendarReader.properties(t, kind) {
            icalcomponent_remove_property(t, p)
            icalproperty_free(p)
          }
        }
        icalcomponent_set_status(t, completed ? ICAL_STATUS_COMPLETED : ICAL_STATUS_NEEDSACTION)
        if completed {
          icalcomponent_add_property(t, icalproperty_new_completed(icaltime_from_timet_with_zone(time_t(seconds), 0, icaltimezone_get_utc_timezone())))
          icalcomponent_add_property(t, icalproperty_new_percentcomplete(100))
        }
      }
    }
    guard found, let out = icalcomponent_as_ical_string_r(root) else { return nil }
    defer { icalmemory_free_buffer(out) }
    return String(cString: out)
  }
}
