import Foundation
import Glibc

/// Debian's mosquitto, started on a free port of 127.0.0.1 with its own
/// config file (anonymous, no persistence), stopped at the end. Tests that
/// need it skip with the printed reason when it cannot be had.
final class Broker {
  let port: Int
  let folder: String
  private var process: Process?

  static let binary: String? = ["/usr/sbin/mosquitto", "/usr/bin/mosquitto"].first { (path: String) in access(path, X_OK) == 0 }
  static let publisher = "/usr/bin/mosquitto_pub"
  static let subscriber = "/usr/bin/mosquitto_sub"

  /// Why the broker tests cannot run here, or nil.
  static var unavailable: String? {
    if binary == nil { return "mosquitto is not installed (Scripts/setup.sh installs it)" }
    if access(publisher, X_OK) != 0 { return "mosquitto-clients is not installed (Scripts/setup.sh installs it)" }
    return nil
  }

  init() throws {
    folder = NSTemporaryDirectory() + "homeview-broker-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    port = try Self.freePort()
    let config = "listener \(port) 127.0.0.1\nallow_anonymous true\npersistence false\n"
    try config.write(toFile: folder + "/mosquitto.conf", atomically: true, encoding: .utf8)
    try start()
  }

  func start() throws {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: Self.binary!)
    p.arguments = ["-c", folder + "/mosquitto.conf"]
    p.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
    p.standardError = FileHandle(forWritingAtPath: "/dev/null")
    try p.run()
    process = p
    // Ready when it accepts a connection.
    for _ in 0..<100 {
      if Self.accepts(port) { return }
      usleep(50_000)
    }
    throw BrokerError("mosquitto did not listen on 127.0.0.1:\(port)")
  }

  /// Kills it (SIGKILL: no goodbye to the clients).
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

  /// Publishes as Home Assistant would (retained unless told otherwise).
  func publish(_ topic: String, _ payload: String, retain: Bool = true) throws {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: Self.publisher)
    p.arguments = ["-h", "127.0.0.1", "-p", String(port), "-t", topic, "-m", payload, "-q", "1"] + (retain ? ["-r"] : [])
    try p.run()
    p.waitUntilExit()
    guard p.terminationStatus == 0 else { throw BrokerError("mosquitto_pub \(topic) failed (\(p.terminationStatus))") }
  }

  /// Listens on `topic` for `count` messages in the background; `result` waits for them.
  func listen(_ topic: String, count: Int = 1, seconds: Int = 10) throws -> Listener {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: Self.subscriber)
    p.arguments = ["-h", "127.0.0.1", "-p", String(port), "-t", topic, "-C", String(count), "-W", String(seconds)]
    let out = Pipe()
    p.standardOutput = out
    try p.run()
    // Until mosquitto_sub has subscribed, a message would pass it by.
    usleep(300_000)
    return Listener(process: p, pipe: out)
  }

  struct Listener {
    let process: Process
    let pipe: Pipe
    func result() -> [String] {
      process.waitUntilExit()
      let data = pipe.fileHandleForReading.readDataToEndOfFile()
      return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }
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
    guard bound else { throw BrokerError("no free port on 127.0.0.1") }
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

struct BrokerError: Error, CustomStringConvertible {
  var description: String
  init(_ d: String) { description = d }
}

extension Broker {
  /// Publishes `bytes` bytes of "x" (too big for an argument) from a file.
  func publish(file topic: String, bytes: Int) throws {
    let path = folder + "/payload"
    try Data(repeating: UInt8(ascii: "x"), count: bytes).write(to: URL(fileURLWithPath: path))
    try publish(fileAt: topic, path: path)
  }

  /// Publishes a file's bytes (a camera's JPEG), not retained.
  func publish(fileAt topic: String, path: String) throws {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: Self.publisher)
    p.arguments = ["-h", "127.0.0.1", "-p", String(port), "-t", topic, "-f", path, "-q", "1"]
    try p.run()
    p.waitUntilExit()
    guard p.terminationStatus == 0 else { throw BrokerError("mosquitto_pub -f \(topic) failed (\(p.terminationStatus))") }
  }
}

extension Broker {
  /// A flood in the background: `rate` messages a second on `topic` for
  /// `seconds`, through one mosquitto_pub reading lines (one message each).
  func flood(_ topic: String, rate: Int, seconds: Int, payload: @escaping @Sendable (Int) -> String) throws -> Flood {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: Self.publisher)
    p.arguments = ["-h", "127.0.0.1", "-p", String(port), "-t", topic, "-l", "-q", "0"]
    let input = Pipe()
    p.standardInput = input
    try p.run()
    let writer = input.fileHandleForWriting
    let thread = Thread {
      let start = Date()
      // Ten batches a second, each a tenth of the second's messages.
      for tick in 0..<(seconds * 10) {
        var batch = ""
        for j in 0..<(rate / 10) { batch += payload(tick * rate / 10 + j) + "\n" }
        writer.write(Data(batch.utf8))
        let wait = start.addingTimeInterval(Double(tick + 1) / 10).timeIntervalSinceNow
        if wait > 0 { Thread.sleep(forTimeInterval: wait) }
      }
      try? writer.close()
    }
    thread.start()
    return Flood(process: p)
  }

  struct Flood {
    let process: Process
    func wait() { process.waitUntilExit() }
  }
}
