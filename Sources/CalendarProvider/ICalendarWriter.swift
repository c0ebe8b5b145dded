import CICal
import Glibc

/// Changes to a CalDAV resource's iCalendar text before it is written back.
enum ICalendarWriter {
  /// The text with the VTODO `uid` completed (STATUS, COMPLETED at `at`,
  /// PERCENT-COMPLETE) or opened again; nil when no such VTODO is in it.
  /// Also nil without libical, whose absence the read before it reported.
  static func settingCompleted(_ text: String, uid: String, completed: Bool, at seconds: Double) -> String? {
    guard case .success = LibICal.loaded else { return nil }
    guard let root = ical.icalparser_parse_string(text) else { return nil }
    defer { ical.icalcomponent_free(root) }
    let calendars = ical.icalcomponent_isa(root) == ICAL_VCALENDAR_COMPONENT ? [root] : ICalendarReader.children(of: root, ICAL_VCALENDAR_COMPONENT)
    var found = false
    for cal in calendars {
      for t in ICalendarReader.children(of: cal, ICAL_VTODO_COMPONENT) where ICalendarReader.string(ical.icalcomponent_get_uid(t)) == uid {
        found = true
        for kind in [ICAL_COMPLETED_PROPERTY, ICAL_PERCENTCOMPLETE_PROPERTY] {
          for p in ICalendarReader.properties(t, kind) {
            ical.icalcomponent_remove_property(t, p)
            ical.icalproperty_free(p)
          }
        }
        ical.icalcomponent_set_status(t, completed ? ICAL_STATUS_COMPLETED : ICAL_STATUS_NEEDSACTION)
        if completed {
          ical.icalcomponent_add_property(t, ical.icalproperty_new_completed(ical.icaltime_from_timet_with_zone(time_t(seconds), 0, ical.icaltimezone_get_utc_timezone())))
          ical.icalcomponent_add_property(t, ical.icalproperty_new_percentcomplete(100))
        }
      }
    }
    guard found, let out = ical.icalcomponent_as_ical_string_r(root) else { return nil }
    defer { ical.icalmemory_free_buffer(out) }
    return String(cString: out)
  }
}
