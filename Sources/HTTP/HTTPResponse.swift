/// The server's answer: whatever its status (a 404 or a 500 is an answer;
/// `successful()` turns it into an error for callers that only take a 2xx).
public struct HTTPResponse: Sendable, Equatable {
  /// The URL that answered, after redirects.
  public var url: String
  public var status: Int
  /// The final answer's headers, in order (those of redirects left out).
  public var headers: [HTTPHeader]
  public var body: [UInt8]

  public init(url: String, status: Int, headers: [HTTPHeader], body: [UInt8]) {
    self.url = url
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// The first header of that name, compared without case.
  public func header(_ name: String) -> String? {
    let wanted = name.lowercased()
    return headers.first { $0.name.lowercased() == wanted }?.value
  }

  /// The body as UTF-8 text (invalid sequences replaced).
  public var text: String { String(decoding: body, as: UTF8.self) }

  /// Itself when the status is 2xx; otherwise an error naming the URL, the
  /// status and the start of the body (servers explain themselves there).
  public func successful() throws(HTTPError) -> HTTPResponse {
    guard (200..<300).contains(status) else {
      let said = text.split(whereSeparator: \.isNewline).first.map { String($0.prefix(120)) } ?? ""
      throw HTTPError(url: url, kind: .status(status), detail: said.isEmpty ? "" : "'\(said)'")
    }
    return self
  }
}
