import Basics
import CalendarProvider
import Testing

/// `providers.calendar` as a person writes it, and the mistakes named with
/// their key path.
struct CalendarSettingsTests {
  static func decode(_ json: String) throws(ConfigError) -> CalendarSettings {
    let root = try ConfigNode.parse(json, file: "homeview.json")
    return try CalendarSettings.decode(try root.object(keys: ["calendar"]).required("calendar"))
  }

  @Test func sourcesOfEachKind() throws {
    let s = try Self.decode(
      """
      {"calendar": {"sources": [
        {"name": "Family", "caldav": "https://dav.example.org/kai/"},
        {"name": "Holidays", "url": "http://example.org/holidays.ics"},
        {"name": "Work", "file": "/etc/hostname"}],
       "refreshMinutes": 5, "days": 3, "timeZone": "Europe/Berlin"}}
      """)
    #expect(s.sources.map(\.location) == [.caldav("https://dav.example.org/kai/"), .url("http://example.org/holidays.ics"), .file("/etc/hostname")])
    #expect(s.refreshMinutes == 5 && s.days == 3 && s.timeZone == "Europe/Berlin")
  }

  @Test func mistakesAreNamedWithTheirKeyPath() {
    func problem(_ json: String) -> String? {
      do {
        _ = try Self.decode(json)
        return nil
      } catch { return error.description }
    }
    #expect(problem(#"{"calendar": {"sources": []}}"#) == "homeview.json: calendar.sources: no sources: name at least one file, url or caldav")
    #expect(problem(#"{"calendar": {"sources": [{"name": "A", "url": "http://a/x.ics", "file": "/x"}]}}"#) == "homeview.json: calendar.sources[0]: one of file, url or caldav, not file and url")
    #expect(problem(#"{"calendar": {"sources": [{"name": "A", "caldav": "ftp://a/"}]}}"#) == "homeview.json: calendar.sources[0].caldav: 'ftp://a/' is not an http:// or https:// URL")
    #expect(problem(#"{"calendar": {"sources": [{"name": "A", "url": "http://a/"}, {"name": "A", "url": "http://b/"}]}}"#) == "homeview.json: calendar.sources[1]: a second source named 'A': names must differ")
    #expect(problem(#"{"calendar": {"sources": [{"name": "A", "url": "http://a/"}], "timeZone": "Mars/Olympus"}}"#) == "homeview.json: calendar.timeZone: 'Mars/Olympus' is not a time zone this system knows (an IANA name like \"Europe/Berlin\")")
    #expect(problem(#"{"calendar": {"sources": [{"name": "A", "url": "http://a/", "passwordFile": "/etc/hostname"}]}}"#) == "homeview.json: calendar.sources[0].passwordFile: a password needs a username")
    #expect(problem(#"{"calendar": {"sources": [{"name": "A", "url": "http://a/", "color": "red"}]}}"#)?.hasPrefix("homeview.json: calendar.sources[0].color: ") == true)
  }
}
