/// One HTTP request, as a provider builds it on its own thread: the method
/// (GET, PUT, or any other such as CalDAV's PROPFIND and REPORT), headers,
/// body, limits, and how to authenticate and trust the server.
public struct HTTPRequest: Sendable, Equatable {
  public var method: String
  /// `http://` or `https://` only: other schemes curl knows are refused, for
  /// the request and for every redirect.
  public var url: String
  public var headers: [HTTPHeader] = []
  public var body: [UInt8] = []
  /// Seconds to reach the server (name lookup, TCP, TLS).
  public var connectTimeout = 10.0
  /// Seconds for the whole exchange, connecting included.
  public var timeout = 30.0
  /// Basic authentication: the user name, with the password read from
  /// `passwordFile` (its first line) at each request, so the password never
  /// sits in the config.
  public var username: String?
  public var passwordFile: String?
  /// A PEM file of certificates to trust for `https://` instead of the system's.
  public var caFile: String?
  /// Redirects followed (0: none; the 3xx answer is returned as it is).
  public var maxRedirects = 5
  /// A bigger answer is refused: a forecast or a calendar is far smaller.
  public var limit = 16 << 20

  public init(method: String = "GET", url: String, headers: [HTTPHeader] = [], body: [UInt8] = []) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
  }

  public init(method: String = "GET", url: String, headers: [HTTPHeader] = [], text: String) {
    self.init(method: method, url: url, headers: headers, body: Array(text.utf8))
  }
}

/// A header line's name and value ("Depth", "1").
public struct HTTPHeader: Sendable, Equatable {
  public var name: String
  public var value: String
  public init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }
}
