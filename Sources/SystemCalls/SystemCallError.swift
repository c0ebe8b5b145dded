/// A failed system call: which call, on which path (when there is one), and why.
public struct SystemCallError: Error, Sendable, Equatable, CustomStringConvertible {
  public var call: String
  public var path: String?
  public var errno: Errno

  public init(_ call: String, path: String? = nil, errno: Errno = .current) {
    self.call = call
    self.path = path
    self.errno = errno
  }

  /// The call and the reason, for errors that keep the path apart ("open failed (Permission denied)").
  public var problem: String { "\(call) failed (\(errno))" }

  public var description: String { "\(path.map { "\($0): " } ?? "")\(problem)" }
}
