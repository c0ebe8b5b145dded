/// Why a request brought no answer (or an unwanted one), naming the URL.
public struct HTTPError: Error, Sendable, Equatable, CustomStringConvertible {
  public enum Kind: Sendable, Equatable {
    /// The URL is not one we send (scheme, syntax).
    case badURL
    /// No connection: the name did not resolve, the port refused, no route.
    case cannotConnect
    /// The connect or total time limit passed.
    case timedOut
    /// The certificate or the TLS handshake failed.
    case tls
    /// The answer was bigger than the request's limit.
    case tooLarge
    /// The password file could not be read.
    case passwordFile
    /// The server answered with this status where a 2xx was wanted.
    case status(Int)
    /// Anything else curl reports (the connection dropped mid-answer…).
    case failed
  }

  public var url: String
  public var kind: Kind
  /// curl's or the server's own words.
  public var detail: String

  public init(url: String, kind: Kind, detail: String) {
    self.url = url
    self.kind = kind
    self.detail = detail
  }

  /// "http://127.0.0.1:8080/v1/forecast: timed out (Operation timed out after 2001 milliseconds…)"
  public var description: String {
    let what: String
    switch kind {
    case .badURL: what = "not an http(s) URL we can send"
    case .cannotConnect: what = "cannot connect"
    case .timedOut: what = "timed out"
    case .tls: what = "TLS failed"
    case .tooLarge: what = "answer too large"
    case .passwordFile: what = "password file"
    case .status(let s): what = "HTTP \(s)"
    case .failed: what = "failed"
    }
    return detail.isEmpty ? "\(url): \(what)" : "\(url): \(what) (\(detail))"
  }
}
