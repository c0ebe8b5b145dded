import Foundation
import Glibc

/// Debian's radicale, started on a free port of 127.0.0.1 with its own config
/// and a temporary collection root, stopped at the end. Collections and items
/// are written into its folder as radicale keeps them (a folder with
/// `.Radicale.props`, one .ics file per item). Tests that need it skip with
/// the printed reason when it cannot be had.
final class Radicale {
  let port: Int
  let folder: String
  let user: String?
  private var process: Process?

  static let binary: String? = ["/usr/bin/radicale", "/usr/local/bin/radicale"].first { (path: String) in access(path, X_OK) == 0 }

  static var unavailable: String? {
    binary == nil ? "radicale is not installed (Scripts/setup.sh installs it)" : nil
  }

  /// `user`/`password`: basic auth through a plain htpasswd file; nil: none.
  init(user: String? = nil, password: String? = nil) throws {
    folder = NSTemporaryDirectory() + "homeview-radicale-\(UUID().uuidString)"
    self.user = user
    try FileManager.default.createDirectory(atPath: folder + "/collections/collection-root", withIntermediateDirectories: true)
    port = try Self.freePort()
    var auth = "[auth]\ntype = none\n"
    if let user, let password {
      try "\(user):\(password)\n".write(toFile: folder + "/users", atomically: true, encoding: .utf8)
      auth = "[auth]\ntype = htpasswd\nhtpasswd_filename = \(folder)/users\nhtpasswd_encryption = plain\n"
    }
    // Without auth every request is anonymous: a rights file lets it do everything.
    try "[all]\nuser: .*\ncollection: .*\npermissions: RrWw\n".write(toFile: folder + "/rights", atomically: true, encoding: .utf8)
    let rights = user == nil ? "type = from_file\nfile = \(folder)/rights" : "type = owner_only"
    let config = """
      [server]
      hosts = 127.0.0.1:\(port)
      \(auth)
      [rights]
      \(rights)
      [storage]
      filesystem_folder = \(folder)/collections
      [logging]
      level = warning
      """
    try config.write(toFile: folder + "/config", atomically: true, encoding: .utf8)
    try start()
  }

  func start() throws {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: Self.binary!)
    p.arguments = ["--config", folder + "/config"]
    p.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
    _ = FileManager.default.createFile(atPath: folder + "/log", contents: nil)
    p.standardError = FileHandle(forWritingAtPath: folder + "/log")
    try p.run()
    process = p
    for _ in 0..<200 {
      if Self.accepts(port) { return }
      usleep(50_000)
    }
    throw RadicaleError("radicale did not listen on 127.0.0.1:\(port): \((try? String(contentsOfFile: folder + "/log", encoding: .utf8)) ?? "")")
  }

  /// Kills it (SIGKILL: the server is simply gone).
  func kill() {
    guard let p = process else { return }
    Glibc.kill(p.processIdentifier, SIGKILL)
    p.waitUntilExit()
    process = nil
  }

  func stop() {
    kill()
    try? FileManager.default.removeItem(atPath: folder)
  }

  var base: String { "http://127.0.0.1:\(port)" }

  /// Makes a calendar collection `path` ("family/home") holding `components`.
  func makeCollection(_ path: String, name: String, components: [String]) throws {
    let dir = folder + "/collections/collection-root/" + path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let props = "{\"tag\": \"VCALENDAR\", \"D:displayname\": \"\(name)\", \"C:supported-calendar-component-set\": \"\(components.joined(separator: ","))\"}"
    try props.write(toFile: dir + "/.Radicale.props", atomically: true, encoding: .utf8)
  }

  /// Puts an item into a collection, as a client's PUT would leave it.
  func put(_ path: String, _ item: String, _ text: String) throws {
    try text.write(toFile: folder + "/collections/collection-root/" + path + "/" + item, atomically: true, encoding: .utf8)
  }

  func read(_ path: String, _ item: String) throws -> String {
    try String(contentsOfFile: folder + "/collections/collection-root/" + path + "/" + item, encoding: .utf8)
  }

  static func freePort() throws -> Int {
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
    guard bound else { throw RadicaleError("no free port on 127.0.0.1") }
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
}

struct RadicaleError: Error, CustomStringConvertible {
  var description: String
  init(_ d: String) { description = d }
}
