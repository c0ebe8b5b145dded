import Backends
import Glibc
import Testing

/// sd_notify over a datagram socket the test binds: the lines systemd would see.
struct ServiceNotifierTests {
  /// A bound datagram socket; `name` starting with '@' is abstract.
  final class Listener {
    let fd: Int32
    let name: String
    init(abstract: Bool) {
      fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
      let unique = "homeview-notify-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
      name = abstract ? "@" + unique : "/tmp/" + unique
      var addr = sockaddr_un()
      addr.sun_family = sa_family_t(AF_UNIX)
      var bytes = Array(name.utf8)
      if abstract { bytes[0] = 0 }
      withUnsafeMutableBytes(of: &addr.sun_path) { raw in for (i, b) in bytes.enumerated() { raw[i] = b } }
      let length = MemoryLayout<sa_family_t>.size + bytes.count + (abstract ? 0 : 1)
      let bound = withUnsafePointer(to: &addr) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(length)) }
      }
      precondition(bound == 0, "bind \(name): \(String(cString: strerror(errno)))")
    }
    deinit {
      close(fd)
      if !name.hasPrefix("@") { unlink(name) }
    }
    /// The datagrams waiting, each as text (none after 200 ms of quiet).
    func received() -> [String] {
      var out: [String] = []
      while true {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&p, 1, 200) == 1 else { return out }
        var buf = [UInt8](repeating: 0, count: 4096)
        let n = buf.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        guard n >= 0 else { return out }
        out.append(String(decoding: buf[0..<n], as: UTF8.self))
      }
    }
  }

  @Test(arguments: [true, false]) func sendsReadyStatusAndWatchdogAsSystemdExpects(abstract: Bool) {
    let listener = Listener(abstract: abstract)
    let notifier = ServiceNotifier(environment: ["NOTIFY_SOCKET": listener.name, "WATCHDOG_USEC": "20000000"])
    #expect(notifier.isActive)
    #expect(notifier.watchdogInterval == 20)
    notifier.status("waiting for a display")
    notifier.ready(status: "screen: face")
    notifier.ready(status: "screen: face")  // once only
    notifier.watchdog()
    notifier.status("screen: face")  // a repeat is not sent
    notifier.status("screen: recognition")
    notifier.reloading()
    notifier.reloaded()
    notifier.stopping()
    #expect(
      listener.received() == [
        "STATUS=waiting for a display", "READY=1\nSTATUS=screen: face", "WATCHDOG=1", "STATUS=screen: recognition",
        "RELOADING=1", "READY=1", "STOPPING=1",
      ])
  }

  @Test func outsideSystemdNothingIsSent() {
    let notifier = ServiceNotifier(environment: [:])
    #expect(!notifier.isActive)
    #expect(notifier.watchdogInterval == nil)
    notifier.ready()
    notifier.watchdog()
  }

  @Test func aWatchdogMeantForAnotherProcessIsIgnored() {
    let other = ServiceNotifier(environment: ["WATCHDOG_USEC": "5000000", "WATCHDOG_PID": "\(getpid() + 1)"])
    #expect(other.watchdogInterval == nil)
    let ours = ServiceNotifier(environment: ["WATCHDOG_USEC": "5000000", "WATCHDOG_PID": "\(getpid())"])
    #expect(ours.watchdogInterval == 5)
  }
}
