import Glibc

/// A C library error number, described in the system's own words.
public struct Errno: Error, Equatable, Sendable, CustomStringConvertible {
  public let code: Int32

  public init(_ code: Int32) { self.code = code }

  /// What the last failed call left in errno (read it before the next call).
  public static var current: Errno { Errno(errno) }

  public var description: String { String(cString: strerror(code)) }

  public static let interrupted = Errno(EINTR)
  public static let noSuchDevice = Errno(ENODEV)
  public static let inputOutput = Errno(EIO)
  public static let noSuchDeviceOrAddress = Errno(ENXIO)
  public static let permissionDenied = Errno(EACCES)
  public static let notPermitted = Errno(EPERM)
}
