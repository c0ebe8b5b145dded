import Glibc

/// poll(2) over a few descriptors: the one place the run loops wait.
public enum Poll {
  /// What happened on a descriptor.
  public struct Events: OptionSet, Sendable {
    public let rawValue: Int16
    public init(rawValue: Int16) { self.rawValue = rawValue }
    public static let readable = Events(rawValue: Int16(POLLIN))
    /// An error, a hang-up or a descriptor no longer open.
    public static let hungUp = Events(rawValue: Int16(POLLERR | POLLHUP | POLLNVAL))
  }

  /// Waits until one of `descriptors` is readable or `timeout` seconds pass
  /// (nil: no limit; a signal cuts the wait short). What happened, by descriptor.
  public static func wait(_ descriptors: [FileDescriptor], timeout: Double?) -> [FileDescriptor: Events] {
    var fds = descriptors.map { pollfd(fd: $0.rawValue, events: Int16(POLLIN), revents: 0) }
    let ms = timeout.map { Int32((max(0, min(60, $0)) * 1000).rounded(.up)) } ?? -1
    guard Glibc.poll(&fds, nfds_t(fds.count), ms) > 0 else { return [:] }
    var out: [FileDescriptor: Events] = [:]
    for p in fds where p.revents != 0 { out[FileDescriptor(rawValue: p.fd)] = Events(rawValue: p.revents) }
    return out
  }

  /// Sleeps `seconds` (a signal cuts it short).
  public static func sleep(_ seconds: Double) {
    guard seconds > 0 else { return }
    _ = wait([], timeout: seconds)
  }
}
