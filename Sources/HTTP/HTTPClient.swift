import CCurl

/// Sends requests through libcurl and waits for the answer: called on a
/// provider's own thread, never on the frame thread. Each request has its own
/// handle, so any number of threads may send at once.
public enum HTTPClient {
  /// libcurl, opened on the first request (not at start: a run that sends
  /// none never maps it), and its global set-up, once, before the first
  /// handle (thread-safe since 7.84; doing it first keeps older versions safe
  /// too). The problem in words when either failed.
  private static let library: Result<Functions, LoadProblem> = {
    var f = CCurl_Functions()
    if let problem = ccurl_load(&f) {
      return .failure(LoadProblem(text: "cannot load \(CCURL_LIBRARY) (\(String(cString: problem))): install libcurl4"))
    }
    guard f.global_init(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK else {
      return .failure(LoadProblem(text: "\(CCURL_LIBRARY) did not start (curl_global_init failed)"))
    }
    return .success(Functions(f: f))
  }()

  /// Pointers into a library that stays loaded, filled once and never
  /// changed: any thread may call through them.
  private struct Functions: @unchecked Sendable { let f: CCurl_Functions }
  private struct LoadProblem: Error { let text: String }

  /// The answer, whatever its status; throws when there is none.
  public static func send(_ request: HTTPRequest) throws(HTTPError) -> HTTPResponse {
    func fail(_ kind: HTTPError.Kind, _ detail: String) -> HTTPError { HTTPError(url: request.url, kind: kind, detail: detail) }
    let lower = request.url.lowercased()
    guard lower.hasPrefix("http://") || lower.hasPrefix("https://") else { throw fail(.badURL, "") }
    var f: CCurl_Functions  // a var: the doors take it by address
    switch library {
    case .success(let loaded): f = loaded.f
    case .failure(let problem): throw fail(.failed, problem.text)
    }
    guard let curl = f.easy_init() else { throw fail(.failed, "libcurl did not start (curl_easy_init failed)") }
    defer { f.easy_cleanup(curl) }

    var password: String?
    if let file = request.passwordFile {
      do throws(PasswordFile.Problem) {
        password = try PasswordFile.read(file)
      } catch {
        throw fail(.passwordFile, error.text)
      }
    }

    let received = Received(limit: request.limit)
    let context = Unmanaged.passUnretained(received).toOpaque()
    var errorText = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
    var lines: UnsafeMutablePointer<curl_slist>?
    defer { f.slist_free_all(lines) }

    let code: CURLcode = errorText.withUnsafeMutableBufferPointer { errorBuffer in
      ccurl_set_string(&f, curl, CURLOPT_URL, request.url)
      ccurl_set_string(&f, curl, CURLOPT_PROTOCOLS_STR, "http,https")
      ccurl_set_string(&f, curl, CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
      ccurl_set_long(&f, curl, CURLOPT_NOSIGNAL, 1)
      ccurl_set_long(&f, curl, CURLOPT_CONNECTTIMEOUT_MS, milliseconds(request.connectTimeout))
      ccurl_set_long(&f, curl, CURLOPT_TIMEOUT_MS, milliseconds(request.timeout))
      ccurl_set_long(&f, curl, CURLOPT_FOLLOWLOCATION, request.maxRedirects > 0 ? 1 : 0)
      ccurl_set_long(&f, curl, CURLOPT_MAXREDIRS, max(request.maxRedirects, 0))
      ccurl_set_string(&f, curl, CURLOPT_USERAGENT, "HomeView")
      ccurl_set_string(&f, curl, CURLOPT_ACCEPT_ENCODING, "")
      ccurl_set_pointer(&f, curl, CURLOPT_ERRORBUFFER, errorBuffer.baseAddress)
      if let ca = request.caFile { ccurl_set_string(&f, curl, CURLOPT_CAINFO, ca) }
      if let user = request.username {
        ccurl_set_long(&f, curl, CURLOPT_HTTPAUTH, Int(ccurl_auth_basic))
        ccurl_set_string(&f, curl, CURLOPT_USERNAME, user)
        ccurl_set_string(&f, curl, CURLOPT_PASSWORD, password ?? "")
      }

      switch request.method {
      case "GET" where request.body.isEmpty:
        ccurl_set_long(&f, curl, CURLOPT_HTTPGET, 1)
      case "HEAD":
        ccurl_set_long(&f, curl, CURLOPT_NOBODY, 1)
      default:
        // The body goes as "post fields" (copied by curl) under the request's
        // own method: how curl sends a PUT, PROPFIND or REPORT from memory.
        ccurl_set_size(&f, curl, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(request.body.count))
        if request.body.isEmpty {
          ccurl_set_string(&f, curl, CURLOPT_COPYPOSTFIELDS, "")
        } else {
          _ = request.body.withUnsafeBytes { ccurl_set_pointer(&f, curl, CURLOPT_COPYPOSTFIELDS, $0.baseAddress) }
        }
        if request.method != "POST" { ccurl_set_string(&f, curl, CURLOPT_CUSTOMREQUEST, request.method) }
      }
      let names = Set(request.headers.map { $0.name.lowercased() })
      var all = request.headers
      // curl would call a body a form; and never wait for "100 Continue".
      if !request.body.isEmpty && !names.contains("content-type") { all.append(HTTPHeader("Content-Type", "application/octet-stream")) }
      if !names.contains("expect") { all.append(HTTPHeader("Expect", "")) }
      for h in all { lines = f.slist_append(lines, "\(h.name): \(h.value)") }
      ccurl_set_pointer(&f, curl, CURLOPT_HTTPHEADER, lines)

      ccurl_set_callback(&f, curl, CURLOPT_WRITEFUNCTION) { bytes, size, count, context in
        let received = Unmanaged<Received>.fromOpaque(context!).takeUnretainedValue()
        return received.body(UnsafeRawBufferPointer(start: bytes, count: size * count)) ? size * count : 0
      }
      ccurl_set_pointer(&f, curl, CURLOPT_WRITEDATA, context)
      ccurl_set_callback(&f, curl, CURLOPT_HEADERFUNCTION) { bytes, size, count, context in
        let received = Unmanaged<Received>.fromOpaque(context!).takeUnretainedValue()
        received.header(UnsafeRawBufferPointer(start: bytes, count: size * count))
        return size * count
      }
      ccurl_set_pointer(&f, curl, CURLOPT_HEADERDATA, context)
      return f.easy_perform(curl)
    }
    withExtendedLifetime(received) {}

    guard code == CURLE_OK else {
      let said = String(decoding: errorText.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      let detail = said.isEmpty ? f.easy_strerror(code).map { String(cString: $0) } ?? "curl error \(code.rawValue)" : said
      throw fail(kind(of: code, tooLarge: received.overLimit), received.overLimit ? "over \(request.limit) bytes" : detail)
    }
    let answered = ccurl_effective_url(&f, curl).map { String(cString: $0) } ?? request.url
    return HTTPResponse(url: answered, status: Int(ccurl_response_code(&f, curl)), headers: received.headers, body: received.bytes)
  }

  static func milliseconds(_ seconds: Double) -> Int {
    // 0 would mean "no limit" to curl.
    max(1, Int((seconds * 1000).rounded()))
  }

  static func kind(of code: CURLcode, tooLarge: Bool) -> HTTPError.Kind {
    if tooLarge { return .tooLarge }
    switch code {
    case CURLE_OPERATION_TIMEDOUT: return .timedOut
    case CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: return .cannotConnect
    case CURLE_URL_MALFORMAT, CURLE_UNSUPPORTED_PROTOCOL: return .badURL
    case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_CERTPROBLEM:
      return .tls
    default: return .failed
    }
  }
}

/// What curl's callbacks collect on the calling thread during one request.
private final class Received {
  let limit: Int
  private(set) var bytes: [UInt8] = []
  private(set) var headers: [HTTPHeader] = []
  private(set) var overLimit = false

  init(limit: Int) { self.limit = limit }

  func body(_ chunk: UnsafeRawBufferPointer) -> Bool {
    guard bytes.count + chunk.count <= limit else {
      overLimit = true
      return false
    }
    bytes.append(contentsOf: chunk)
    return true
  }

  /// One header line; a status line starts a new answer (after a redirect or
  /// a "100 Continue"), whose headers replace the last one's.
  func header(_ line: UnsafeRawBufferPointer) {
    let text = String(decoding: line, as: UTF8.self).trimmingSuffix()
    if text.hasPrefix("HTTP/") {
      headers.removeAll()
      return
    }
    guard let colon = text.firstIndex(of: ":") else { return }
    let name = String(text[..<colon])
    let value = text[text.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
    headers.append(HTTPHeader(name, String(value)))
  }
}

extension String {
  fileprivate func trimmingSuffix() -> String {
    var s = Substring(self)
    while let last = s.last, last == "\r" || last == "\n" || last == "\r\n" { s.removeLast() }
    return String(s)
  }
}
