import Glibc
import SystemCalls

/// The service manager's notification protocol (sd_notify): one datagram of
/// `KEY=value` lines to the socket named by `$NOTIFY_SOCKET`, a path or, with
/// a leading '@', a name in the abstract namespace. Outside systemd (no
/// variable) every call does nothing, so the device loop calls it freely.
public final class ServiceNotifier {
  /// The socket's address bytes as `sun_path` takes them; nil outside systemd.
  private let address: [UInt8]?
  private var fd: Int32 = -1
  /// The watchdog period systemd expects pings within, if it armed one.
  public let watchdogInterval: Double?
  /// Whether READY=1 went out (it is sent once).
  public private(set) var isReady = false
  private var lastStatus: String?

  /// `environment` is the process's by default; tests pass their own.
  public init(environment: [String: String]? = nil) {
    let env = environment ?? ServiceNotifier.processEnvironment(["NOTIFY_SOCKET", "WATCHDOG_USEC", "WATCHDOG_PID"])
    if let socket = env["NOTIFY_SOCKET"], socket.count > 1, socket.hasPrefix("/") || socket.hasPrefix("@") {
      var bytes = Array(socket.utf8)
      if bytes[0] == UInt8(ascii: "@") { bytes[0] = 0 }
      address = bytes
    } else {
      address = nil
    }
    // WATCHDOG_PID, when set, names the process the watchdog is meant for.
    let forUs = env["WATCHDOG_PID"].map { Int32($0) == getpid() } ?? true
    if forUs, let usec = env["WATCHDOG_USEC"].flatMap({ UInt64($0) }), usec > 0 {
      watchdogInterval = Double(usec) / 1e6
    } else {
      watchdogInterval = nil
    }
  }

  deinit { if fd >= 0 { close(fd) } }

  /// Whether a service manager is listening.
  public var isActive: Bool { address != nil }

  /// The loop runs: sent once.
  public func ready(status: String? = nil) {
    guard !isReady else { return }
    isReady = true
    send(["READY=1"] + (status.map { ["STATUS=\($0)"] } ?? []))
    if let status { lastStatus = status }
  }

  /// A line `systemctl status` shows; repeats of the same line are not sent.
  public func status(_ text: String) {
    guard text != lastStatus else { return }
    lastStatus = text
    send(["STATUS=\(text)"])
  }

  /// The loop is alive.
  public func watchdog() { send(["WATCHDOG=1"]) }

  /// Reloading the config (systemd shows the unit as reloading until READY=1).
  public func reloading() { send(["RELOADING=1"]) }

  public func reloaded() { send(["READY=1"]) }

  public func stopping() { send(["STOPPING=1"]) }

  /// One datagram; a failure is logged once and never stops the display.
  private func send(_ lines: [String]) {
    guard let address else { return }
    if fd < 0 {
      fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
      guard fd >= 0 else { return warnOnce("socket") }
    }
    var addr = sockaddr_un()
    addr.sun_family = sa_family_t(AF_UNIX)
    let capacity = MemoryLayout.size(ofValue: addr.sun_path)
    guard address.count < capacity else { return warnOnce("the socket name is too long") }
    withUnsafeMutableBytes(of: &addr.sun_path) { raw in
      for (i, b) in address.enumerated() { raw[i] = b }
    }
    // An abstract name's length is exact (no terminating zero); a path's includes it.
    let length = MemoryLayout<sa_family_t>.size + address.count + (address[0] == 0 ? 0 : 1)
    var message = Array(lines.joined(separator: "\n").utf8)
    let sent = message.withUnsafeMutableBytes { buf in
      withUnsafePointer(to: &addr) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          sendto(fd, buf.baseAddress, buf.count, Int32(MSG_NOSIGNAL), $0, socklen_t(length))
        }
      }
    }
    if sent < 0 { warnOnce("sendto") }
  }

  private var warned = false
  private func warnOnce(_ what: String) {
    guard !warned else { return }
    warned = true
    Log.warning("service notification: \(what): \(Errno.current)")
  }

  private static func processEnvironment(_ keys: [String]) -> [String: String] {
    var env: [String: String] = [:]
    for k in keys { if let v = getenv(k) { env[k] = String(cString: v) } }
    return env
  }
}
