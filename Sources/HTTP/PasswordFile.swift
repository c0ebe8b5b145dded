import Glibc
import SystemCalls

/// A password kept in a file of its own (its first line), read when a request
/// needs it, so a changed password is picked up without a restart.
enum PasswordFile {
  static let limit = 4096

  struct Problem: Error {
    var text: String
  }

  static func read(_ path: String) throws(Problem) -> String {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw Problem(text: "cannot read the password file (\(SystemCallError("open", path: path)))") }
    defer { close(fd) }
    var bytes = [UInt8](repeating: 0, count: limit + 1)
    var count = 0
    while count < bytes.count {
      let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, $0.count - count) }
      if n < 0 && errno == EINTR { continue }
      guard n >= 0 else { throw Problem(text: "cannot read the password file (\(SystemCallError("read", path: path)))") }
      if n == 0 { break }
      count += n
    }
    guard count <= limit else { throw Problem(text: "'\(path)' is over \(limit) bytes: not a password file") }
    let line = bytes[..<count].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).first ?? []
    var password = String(decoding: line, as: UTF8.self)
    if password.hasSuffix("\r") { password.removeLast() }
    return password
  }
}
