import Foundation
import HTTP
import HTTPTestSupport
import Testing

/// The client against Python's http.server on 127.0.0.1: answers, errors
/// that name the URL and the problem, limits, methods, auth, redirects.
@Suite(.serialized)
struct HTTPClientTests {
  func server() throws -> LocalHTTPServer? {
    if let why = LocalHTTPServer.unavailable {
      print("HTTPClientTests: skipped: \(why)")
      return nil
    }
    return try LocalHTTPServer()
  }

  @Test func aGetReturnsStatusHeadersAndBody() throws {
    guard let server = try server() else { return }
    defer { server.stop() }
    try server.route("/hello", body: "hello, world\n", headers: ["Content-Type": "text/plain", "X-Answer": "42"])
    let r = try HTTPClient.send(HTTPRequest(url: server.base + "/hello?x=1")).successful()
    #expect(r.status == 200)
    #expect(r.text == "hello, world\n")
    #expect(r.header("x-answer") == "42")
    #expect(r.header("Content-Type") == "text/plain")
    #expect(server.requests == ["GET /hello?x=1"])
  }

  @Test func a500IsAnAnswerAndSuccessfulNamesIt() throws {
    guard let server = try server() else { return }
    defer { server.stop() }
    try server.route("/broken", status: 500, body: "database on fire\nmore")
    let url = server.base + "/broken"
    let r = try HTTPClient.send(HTTPRequest(url: url))
    #expect(r.status == 500)
    #expect(throws: HTTPError(url: url, kind: .status(500), detail: "'database on fire'")) { try r.successful() }
    #expect(HTTPError(url: url, kind: .status(500), detail: "'database on fire'").description == "\(url): HTTP 500 ('database on fire')")
  }

  @Test func aSlowServerHitsTheTimeout() throws {
    guard let server = try server() else { return }
    defer { server.stop() }
    try server.route("/slow", body: "late", delay: 5)
    var request = HTTPRequest(url: server.base + "/slow")
    request.timeout = 0.5
    let start = Date()
    do {
      _ = try HTTPClient.send(request)
      Issue.record("a 5 s answer came within a 0.5 s timeout")
    } catch {
      #expect(error.kind == .timedOut)
      #expect(error.description.hasPrefix(server.base + "/slow: timed out ("))
    }
    let waited = Date().timeIntervalSince(start)
    #expect(waited < 3, "gave up after \(waited) s")
  }

  @Test func aRefusedPortIsCannotConnect() throws {
    let port = try LocalHTTPServer.freePort()
    let url = "http://127.0.0.1:\(port)/nothing"
    do {
      _ = try HTTPClient.send(HTTPRequest(url: url))
      Issue.record("nothing listens on \(port), yet an answer came")
    } catch {
      #expect(error.kind == .cannotConnect)
      #expect(error.description.hasPrefix(url + ": cannot connect ("))
      #expect(error.detail.contains(String(port)))
    }
  }

  @Test func otherSchemesAreRefused() {
    #expect(throws: HTTPError(url: "file:///etc/passwd", kind: .badURL, detail: "")) {
      try HTTPClient.send(HTTPRequest(url: "file:///etc/passwd"))
    }
  }

  @Test func customMethodsSendHeadersAndBody() throws {
    guard let server = try server() else { return }
    defer { server.stop() }
    let xml = "<?xml version=\"1.0\"?><propfind xmlns=\"DAV:\"><prop><getetag/></prop></propfind>"
    let request = HTTPRequest(
      method: "PROPFIND", url: server.base + "/echo",
      headers: [HTTPHeader("Depth", "1"), HTTPHeader("Content-Type", "application/xml; charset=utf-8")], text: xml)
    let echo = try decode(try HTTPClient.send(request).successful())
    #expect(echo.method == "PROPFIND")
    #expect(echo.body == xml)
    #expect(echo.headers["depth"] == "1")
    #expect(echo.headers["content-type"] == "application/xml; charset=utf-8")
    #expect(echo.headers["expect"] == nil)

    let put = try decode(try HTTPClient.send(HTTPRequest(method: "PUT", url: server.base + "/echo", text: "BEGIN:VCALENDAR")))
    #expect(put.method == "PUT")
    #expect(put.body == "BEGIN:VCALENDAR")
    #expect(put.headers["content-type"] == "application/octet-stream")
    let empty = try decode(try HTTPClient.send(HTTPRequest(method: "REPORT", url: server.base + "/echo")))
    #expect(empty.method == "REPORT")
    #expect(empty.body == "")
  }

  @Test func basicAuthReadsThePasswordFile() throws {
    guard let server = try server() else { return }
    defer { server.stop() }
    let file = server.folder + "/password"
    try "s3cret:with colon\nsecond line ignored\n".write(toFile: file, atomically: true, encoding: .utf8)
    var request = HTTPRequest(url: server.base + "/echo")
    request.username = "sophie"
    request.passwordFile = file
    let echo = try decode(try HTTPClient.send(request))
    let expected = "Basic " + Data("sophie:s3cret:with colon".utf8).base64EncodedString()
    #expect(echo.headers["authorization"] == expected)

    request.passwordFile = server.folder + "/missing"
    do {
      _ = try HTTPClient.send(request)
      Issue.record("a missing password file was not noticed")
    } catch {
      #expect(error.kind == .passwordFile)
      #expect(error.description.contains("/missing"))
    }
  }

  @Test func redirectsAreFollowedUpToTheLimit() throws {
    guard let server = try server() else { return }
    defer { server.stop() }
    try server.route("/new", body: "moved here")
    try server.redirect("/old", to: "/new")
    let r = try HTTPClient.send(HTTPRequest(url: server.base + "/old")).successful()
    #expect(r.text == "moved here")
    #expect(r.url == server.base + "/new")

    var once = HTTPRequest(url: server.base + "/old")
    once.maxRedirects = 0
    let stayed = try HTTPClient.send(once)
    #expect(stayed.status == 302)
    #expect(stayed.header("Location") == "/new")

    try server.redirect("/loop", to: "/loop")
    do {
      _ = try HTTPClient.send(HTTPRequest(url: server.base + "/loop"))
      Issue.record("a redirect loop ended in an answer")
    } catch {
      #expect(error.kind == .failed)
      #expect(error.description.hasPrefix(server.base + "/loop: failed ("))
    }
  }

  @Test func aTooLargeAnswerIsRefused() throws {
    guard let server = try server() else { return }
    defer { server.stop() }
    try server.route("/big", body: String(repeating: "x", count: 100_000))
    var request = HTTPRequest(url: server.base + "/big")
    request.limit = 10_000
    #expect(throws: HTTPError(url: request.url, kind: .tooLarge, detail: "over 10000 bytes")) { try HTTPClient.send(request) }
    request.limit = 100_000
    #expect(try HTTPClient.send(request).body.count == 100_000)
  }

  @Test func threadsSendAtOnce() async throws {
    guard let server = try server() else { return }
    defer { server.stop() }
    try server.route("/slowish", body: "ok", delay: 0.3)
    let url = server.base + "/slowish"
    let start = Date()
    let answers = await withTaskGroup(of: String.self) { group in
      for _ in 0..<4 { group.addTask { (try? HTTPClient.send(HTTPRequest(url: url)).text) ?? "error" } }
      var all: [String] = []
      for await a in group { all.append(a) }
      return all
    }
    #expect(answers == ["ok", "ok", "ok", "ok"])
    print("HTTPClientTests: 4 requests of 0.3 s each at once took \(Date().timeIntervalSince(start)) s")
  }

  struct Echo: Decodable {
    var method: String
    var path: String
    var headers: [String: String]
    var body: String
  }

  func decode(_ r: HTTPResponse) throws -> Echo { try JSONDecoder().decode(Echo.self, from: Data(r.body)) }
}
