import Basics
import HTTP
import HomeModel
import Runtime

/// A CalDAV resource holding VTODOs, kept so a check-off can be written back.
struct TodoResource: Sendable {
  /// The source's name.
  var source: String
  var listID: String
  var url: String
  var etag: String?
  var text: String
  var uids: [String]
}

/// What one source gave at one refresh.
struct SourceResult: Sendable {
  var name: String
  var events: [AgendaEvent] = []
  var lists: [ReminderList] = []
  var problems: [String] = []
  /// The source could not be read at all (no file, no server, an error
  /// status): its last known data stays, marked stale.
  var failure: String?
  var resources: [TodoResource] = []
}

/// Reads one source on the calendar's thread: a file, an .ics URL, or a
/// CalDAV collection (PROPFIND to find its calendars, REPORT calendar-query for
/// the window's events and every VTODO).
struct SourceReader {
  var source: CalendarSettings.Source
  var window: DayWindow
  var zone: String?
  var timeout: Double

  func read() -> SourceResult {
    var out = SourceResult(name: source.name)
    switch source.location {
    case .file(let path):
      do throws(DataFile.ReadError) {
        guard let text = try DataFile.readText(path, limit: DataFile.Limit.text, followSymlinks: true) else {
          out.failure = "\(source.name): cannot open '\(path)' (no such file)"
          return out
        }
        add(ICalendarReader.read(text, source: source.name, calendar: source.name, window: window, zone: zone), list: path, to: &out)
      } catch {
        out.failure = "\(source.name): \(error.path): \(error.problem)"
      }
    case .url(let url):
      do throws(HTTPError) {
        let r = try HTTPClient.send(request("GET", url)).successful()
        add(ICalendarReader.read(r.text, source: source.name, calendar: source.name, window: window, zone: zone), list: url, to: &out)
      } catch {
        out.failure = "\(source.name): \(error)"
      }
    case .caldav(let url):
      do throws(HTTPError) {
        try readCalDAV(url, into: &out)
      } catch {
        out.failure = "\(source.name): \(error)"
      }
    }
    return out
  }

  private func add(_ c: ICalendarContents, list id: String, title: String? = nil, to out: inout SourceResult) {
    out.events += c.events
    out.problems += c.problems
    if !c.reminders.isEmpty {
      out.lists.append(ReminderList(id: id, title: title ?? c.calendarName ?? source.name, reminders: c.reminders))
    }
  }

  func request(_ method: String, _ url: String, depth: String? = nil, body: String = "") -> HTTPRequest {
    var r = HTTPRequest(method: method, url: url, text: body)
    if let depth { r.headers.append(HTTPHeader("Depth", depth)) }
    if !body.isEmpty { r.headers.append(HTTPHeader("Content-Type", "application/xml; charset=utf-8")) }
    r.username = source.username
    r.passwordFile = source.passwordFile
    r.caFile = source.caFile
    r.timeout = timeout
    r.connectTimeout = min(timeout, 10)
    return r
  }

  private static let propfind = """
    <?xml version="1.0" encoding="utf-8"?>
    <d:propfind xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop>\
    <d:resourcetype/><d:displayname/><c:supported-calendar-component-set/></d:prop></d:propfind>
    """

  private func query(_ component: String, range: String) -> String {
    """
    <?xml version="1.0" encoding="utf-8"?>
    <c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/><c:calendar-data/></d:prop>\
    <c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="\(component)">\(range)</c:comp-filter></c:comp-filter></c:filter></c:calendar-query>
    """
  }

  private func readCalDAV(_ url: String, into out: inout SourceResult) throws(HTTPError) {
    let found = MultiStatus(try HTTPClient.send(request("PROPFIND", url, depth: "1", body: Self.propfind)).successful().text)
    let calendars = found.responses.filter { $0.types.contains("calendar") }
    let own = calendars.first { Self.samePath($0.href, url) }
    let collections = own.map { [$0] } ?? calendars
    guard !collections.isEmpty else {
      out.problems.append("\(source.name): \(url) holds no calendar collection")
      return
    }
    // Events in UTC, a day either side of the window: the server filters by
    // instants, the window is in local days.
    let from = window.first.adding(seconds: -86400), to = window.first.adding(seconds: Double(window.days + 1) * 86400)
    let range = "<c:time-range start=\"\(Self.utcText(from))\" end=\"\(Self.utcText(to))\"/>"
    for c in collections {
      let collectionURL = Self.absolute(c.href, base: url)
      let title = c.properties["displayname"].flatMap { $0.isEmpty ? nil : $0 } ?? Self.lastSegment(c.href)
      let kinds = c.components.isEmpty ? ["VEVENT", "VTODO"] : ["VEVENT", "VTODO"].filter { c.components.contains($0) }
      for kind in kinds {
        let body = query(kind, range: kind == "VEVENT" ? range : "")
        let answer = MultiStatus(try HTTPClient.send(request("REPORT", collectionURL, depth: "1", body: body)).successful().text)
        var reminders: [Reminder] = []
        for r in answer.responses {
          guard let data = r.properties["calendar-data"], !data.isEmpty else { continue }
          let where_ = "\(source.name) \(Self.lastSegment(r.href))"
          let contents = ICalendarReader.read(data, source: where_, calendar: title, window: window, zone: zone, writable: true)
          out.problems += contents.problems
          if kind == "VEVENT" { out.events += contents.events }
          if kind == "VTODO" {
            reminders += contents.reminders
            out.resources.append(
              TodoResource(source: source.name, listID: collectionURL, url: Self.absolute(r.href, base: url), etag: r.properties["getetag"], text: data, uids: contents.reminders.map(\.id)))
          }
        }
        if kind == "VTODO" { out.lists.append(ReminderList(id: collectionURL, title: title, reminders: reminders)) }
      }
    }
  }

  /// PUTs the resource with the reminder checked (or unchecked), If-Match on
  /// its ETag so a change made elsewhere meanwhile is not overwritten.
  static func write(_ resource: TodoResource, uid: String, completed: Bool, now: Double, with reader: SourceReader) -> String? {
    guard let text = ICalendarWriter.settingCompleted(resource.text, uid: uid, completed: completed, at: now) else {
      return "\(reader.source.name): the reminder is no longer in \(lastSegment(resource.url))"
    }
    var r = reader.request("PUT", resource.url, body: text)
    r.headers = [HTTPHeader("Content-Type", "text/calendar; charset=utf-8")]
    if let etag = resource.etag { r.headers.append(HTTPHeader("If-Match", etag)) }
    do throws(HTTPError) {
      _ = try HTTPClient.send(r).successful()
      return nil
    } catch {
      return "\(reader.source.name): \(error)"
    }
  }

  static func utcText(_ t: CivilTime) -> String {
    func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
    return "\(t.year)\(two(t.month))\(two(t.day))T\(two(t.hour))\(two(t.minute))00Z"
  }

  /// An href (usually a path) made absolute against the source's URL.
  static func absolute(_ href: String, base: String) -> String {
    if href.hasPrefix("http://") || href.hasPrefix("https://") { return href }
    guard let scheme = base.firstRange(of: "://") else { return href }
    let afterScheme = base[scheme.upperBound...]
    let host = afterScheme.prefix { $0 != "/" }
    return String(base[..<scheme.upperBound]) + host + (href.hasPrefix("/") ? href : "/" + href)
  }

  static func path(_ url: String) -> String {
    guard let scheme = url.firstRange(of: "://") else { return url }
    let rest = url[scheme.upperBound...]
    let p = rest.drop { $0 != "/" }
    return p.isEmpty ? "/" : String(p)
  }

  static func samePath(_ href: String, _ url: String) -> Bool {
    func trimmed(_ s: String) -> String { s.hasSuffix("/") ? String(s.dropLast()) : s }
    return trimmed(path(absolute(href, base: url))) == trimmed(path(url))
  }

  static func lastSegment(_ href: String) -> String {
    String(href.split(separator: "/").last ?? Substring(href))
  }
}
