import Foundation
import Glibc

/// Debian's Python serving canned answers on a free port of 127.0.0.1
/// (http.server, one thread per request so a slow answer holds no other up),
/// stopped at the end. The test sets each path's answer (status, body,
/// headers, a delay before answering, or a redirect) and may change it between
/// requests; `/echo` answers with the request itself as JSON. Every request
/// is logged ("GET /v1/forecast?latitude=…") for the test to read back.
/// Tests that need it skip with the printed reason when it cannot be had.
public final class LocalHTTPServer: @unchecked Sendable {
  public let port: Int
  public let folder: String
  private var process: Process?
  private var routes: [String: [String: Any]] = [:]
  private let lock = NSLock()

  public static let python = "/usr/bin/python3"

  /// Why the server cannot run here, or nil.
  public static var unavailable: String? {
    access(python, X_OK) == 0 ? nil : "\(python) is not installed (Scripts/setup.sh installs python3)"
  }

  public var base: String { "http://127.0.0.1:\(port)" }

  public init() throws {
    folder = NSTemporaryDirectory() + "homeview-http-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Self.script.write(toFile: folder + "/server.py", atomically: true, encoding: .utf8)
    port = try Self.freePort()
    try writeRoutes()
    let p = Process()
    p.executableURL = URL(fileURLWithPath: Self.python)
    p.arguments = [folder + "/server.py", String(port), folder]
    p.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
    p.standardError = FileHandle(forWritingAtPath: "/dev/null")
    try p.run()
    process = p
    for _ in 0..<200 {
      if Self.accepts(port) { return }
      usleep(50_000)
    }
    stop()
    throw ServerError("python3 http.server did not listen on 127.0.0.1:\(port)")
  }

  deinit { stop() }

  public func stop() {
    if let p = process {
      kill(p.processIdentifier, SIGKILL)
      p.waitUntilExit()
      process = nil
    }
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// Answers `path` (query ignored) with this status and body from now on.
  public func route(
    _ path: String, status: Int = 200, body: String, headers: [String: String] = [:], delay: Double = 0
  ) throws {
    try set(path, ["status": status, "body": body, "headers": headers, "delay": delay])
  }

  /// Answers `path` with a 302 to `target`.
  public func redirect(_ path: String, to target: String) throws {
    try set(path, ["status": 302, "body": "", "headers": ["Location": target], "delay": 0])
  }

  private func set(_ path: String, _ answer: [String: Any]) throws {
    lock.lock()
    defer { lock.unlock() }
    routes[path] = answer
    try writeRoutes()
  }

  private func writeRoutes() throws {
    let data = try JSONSerialization.data(withJSONObject: routes, options: [.sortedKeys])
    try data.write(to: URL(fileURLWithPath: folder + "/routes.json"), options: .atomic)
  }

  /// The requests served so far, "METHOD /path?query", in order.
  public var requests: [String] {
    let text = (try? String(contentsOfFile: folder + "/requests.log", encoding: .utf8)) ?? ""
    return text.split(separator: "\n").map(String.init)
  }

  public static func freePort() throws -> Int {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var addr = sockaddr_in()
    addr.sin_family = sa_family_t(AF_INET)
    addr.sin_addr.s_addr = inet_addr("127.0.0.1")
    addr.sin_port = 0
    var len = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &addr) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, len) == 0 && getsockname(fd, $0, &len) == 0 }
    }
    guard bound else { throw ServerError("no free port on 127.0.0.1") }
    return Int(UInt16(bigEndian: addr.sin_port))
  }

  static func accepts(_ port: Int) -> Bool {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var addr = sockaddr_in()
    addr.sin_family = sa_family_t(AF_INET)
    addr.sin_addr.s_addr = inet_addr("127.0.0.1")
    addr.sin_port = UInt16(port).bigEndian
    return withUnsafePointer(to: &addr) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
    }
  }

  static let script = #"""
    import json, sys, threading, time
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    port, folder = int(sys.argv[1]), sys.argv[2]
    log_lock = threading.Lock()

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args):
            pass

        def answer(self):
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else b""
            with log_lock, open(folder + "/requests.log", "a") as log:
                log.write(self.command + " " + self.path + "\n")
            path = self.path.split("?")[0]
            if path == "/echo":
                out = json.dumps({"method": self.command, "path": self.path,
                                  "headers": {k.lower(): v for k, v in self.headers.items()},
                                  "body": body.decode("utf-8", "replace")}).encode()
                self.send(200, {"Content-Type": "application/json"}, out)
                return
            with open(folder + "/routes.json") as f:
                routes = json.load(f)
            route = routes.get(path)
            if route is None:
                self.send(404, {"Content-Type": "text/plain"}, b"no route for " + path.encode() + b"\n")
                return
            time.sleep(route["delay"])
            self.send(route["status"], route["headers"], route["body"].encode())

        def send(self, status, headers, body):
            self.send_response(status)
            for k, v in headers.items():
                self.send_header(k, v)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(body)

        do_GET = do_POST = do_PUT = do_DELETE = do_HEAD = answer
        do_PROPFIND = do_REPORT = do_OPTIONS = answer

    ThreadingHTTPServer.daemon_threads = True
    ThreadingHTTPServer(("127.0.0.1", port), Handler).serve_forever()
    """#
}

public struct ServerError: Error, CustomStringConvertible {
  public var description: String
  public init(_ d: String) { description = d }
}
