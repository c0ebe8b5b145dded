import Glibc

/// An open file, socket or device node. A plain value: whoever opened it
/// closes it, once.
public struct FileDescriptor: Hashable, Sendable {
  public let rawValue: Int32

  public init(rawValue: Int32) { self.rawValue = rawValue }

  /// Opens `path` (close-on-exec always).
  public static func open(_ path: String, _ flags: Int32, permissions: UInt32 = 0) throws(SystemCallError) -> FileDescriptor {
    let fd = Glibc.open(path, flags | O_CLOEXEC, mode_t(permissions))
    guard fd >= 0 else { throw SystemCallError("open", path: path) }
    return FileDescriptor(rawValue: fd)
  }

  public func close() { _ = Glibc.close(rawValue) }
}
