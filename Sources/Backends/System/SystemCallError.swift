/// A failed system call: which call, on which path (when there is one), and why.
public struct SystemCallError: Error, Sendable, CustomStringConvertible {
  public var call: String
  public var path: String?
  public var errno: Errno

  public init(_ call: String, path: String? = nil, errno: Errno = .current) {
    self.call = call
    self.path = path
    self.errno = errno
  }

  public var description: String { "\(path.map { "\($0): " } ?? "")\(call) failed (\(errno))" }
}
