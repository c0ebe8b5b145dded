public import Basics
import Runtime
import Glibc

/// `providers.calendar` in homeview.json: the calendars and reminder lists to
/// read, and how often.
public struct CalendarSettings: Sendable, Equatable {
  public struct Source: Sendable, Equatable {
    public enum Location: Sendable, Equatable {
      /// An .ics file on this machine.
      case file(String)
      /// An .ics file served over http(s) (a published or subscribed calendar).
      case url(String)
      /// A CalDAV calendar collection, or a calendar home holding several
      /// (each a calendar, or a reminder list when it holds VTODOs).
      case caldav(String)
    }
    /// Names the source in the screens' colours and in every problem.
    public var name: String
    public var location: Location
    public var username: String?
    /// A file whose first line is the password (never the password itself).
    public var passwordFile: String?
    public var caFile: String?

    public init(name: String, location: Location) {
      self.name = name
      self.location = location
    }
  }

  public var sources: [Source]
  /// Minutes between refreshes.
  public var refreshMinutes = 15
  /// Today and the days after it that the Calendar screen shows.
  public var days = 7
  /// The IANA zone events are shown in; nil: the system's (TZ, /etc/localtime).
  public var timeZone: String?
  /// Seconds a server has to answer.
  public var timeoutSeconds = 20.0

  public init(sources: [Source]) { self.sources = sources }

  public static let keys = ["sources", "refreshMinutes", "days", "timeZone", "timeoutSeconds"]
  static let sourceKeys = ["name", "file", "url", "caldav", "username", "passwordFile", "caFile"]

  public static func decode(_ node: ConfigNode) throws(ConfigError) -> CalendarSettings {
    let o = try node.object(keys: keys)
    let list = try o.required("sources")
    let nodes = try list.array()
    guard !nodes.isEmpty else { throw list.fail("no sources: name at least one file, url or caldav") }
    var s = CalendarSettings(sources: [])
    for n in nodes { s.sources.append(try decodeSource(n)) }
    var names = Set<String>()
    for (n, src) in zip(nodes, s.sources) where !names.insert(src.name).inserted {
      throw n.fail("a second source named '\(src.name)': names must differ")
    }
    if let r = o.optional("refreshMinutes") { s.refreshMinutes = try r.int(in: 1...1440) }
    if let d = o.optional("days") { s.days = try d.int(in: 1...31) }
    if let z = o.optional("timeZone") {
      let name = try z.nonEmptyString()
      guard !name.hasPrefix("/"), !name.contains(".."), access("/usr/share/zoneinfo/" + name, R_OK) == 0 || name == "UTC"
      else { throw z.fail("'\(name)' is not a time zone this system knows (an IANA name like \"Europe/Berlin\")") }
      s.timeZone = name
    }
    if let t = o.optional("timeoutSeconds") { s.timeoutSeconds = Double(try t.int(in: 1...300)) }
    return s
  }

  static func decodeSource(_ node: ConfigNode) throws(ConfigError) -> Source {
    let o = try node.object(keys: sourceKeys)
    let given = ["file", "url", "caldav"].filter { o.has($0) }
    guard given.count == 1 else {
      throw node.fail(given.isEmpty ? "a source needs one of file, url or caldav" : "one of file, url or caldav, not \(given.joined(separator: " and "))")
    }
    let location: Source.Location
    switch given[0] {
    case "file":
      let n = try o.required("file")
      let path = try n.nonEmptyString()
      guard path.hasPrefix("/") else { throw n.fail("'\(path)' is not an absolute path") }
      location = .file(path)
    default:
      let n = try o.required(given[0])
      let url = try n.nonEmptyString()
      let lower = url.lowercased()
      guard lower.hasPrefix("http://") || lower.hasPrefix("https://") else { throw n.fail("'\(url)' is not an http:// or https:// URL") }
      location = given[0] == "url" ? .url(url) : .caldav(url)
    }
    var s = Source(name: try o.required("name").nonEmptyString(), location: location)
    if let u = o.optional("username") { s.username = try u.nonEmptyString() }
    if let f = o.optional("passwordFile") { s.passwordFile = try f.readablePath() }
    if let f = o.optional("caFile") { s.caFile = try f.readablePath() }
    if s.passwordFile != nil && s.username == nil {
      throw ConfigError(file: node.file, path: node.path + ".passwordFile", problem: "a password needs a username")
    }
    if case .file = location, s.username != nil || s.caFile != nil {
      throw node.fail("a file source has no username, password or CA file")
    }
    return s
  }
}
