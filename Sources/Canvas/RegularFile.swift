import Glibc
import SystemCalls

/// The bytes of a file that must be a regular file, read without ever
/// blocking: opened with O_NONBLOCK (a FIFO with no writer would otherwise
/// hang the open), then checked with fstat on the open descriptor, so what is
/// checked is what is read. Folders, FIFOs, devices and sockets are refused
/// with a sentence saying what the path is, and nothing larger than `limit`
/// bytes is read (a link to /dev/zero or a runaway file cannot exhaust
/// memory). Every file HomeView reads goes through here: config, household,
/// scripts, data-folder files (through Runtime's DataFile) and pictures.
public enum RegularFile {
  public struct Refusal: Error, Sendable, CustomStringConvertible, Equatable {
    public var path: String
    public var problem: String
    public init(path: String, problem: String) {
      self.path = path
      self.problem = problem
    }
    public var description: String { "\(path): \(problem)" }
  }

  /// The file's bytes; nil when nothing is at `path` (ENOENT, or ENOTDIR: a
  /// folder on the way is a file, so nothing can be there). With
  /// `followSymlinks` false, a symbolic link at `path` is refused (data files
  /// are never links: a planted one could point anywhere).
  public static func read(_ path: String, limit: Int, followSymlinks: Bool = true) throws(Refusal) -> [UInt8]? {
    let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followSymlinks ? 0 : O_NOFOLLOW)
    let fd = open(path, flags)
    guard fd >= 0 else {
      let e = errno
      if e == ENOENT || e == ENOTDIR { return nil }
      if e == ELOOP && !followSymlinks { throw Refusal(path: path, problem: "is a symbolic link, not a regular file (links are not followed here)") }
      if e == ENXIO { throw Refusal(path: path, problem: "is a socket or a device that cannot be opened, not a regular file") }
      throw Refusal(path: path, problem: SystemCallError("open", path: path, errno: Errno(e)).problem)
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      throw Refusal(path: path, problem: SystemCallError("fstat", path: path).problem)
    }
    if let what = nonRegularKind(info.st_mode) {
      throw Refusal(path: path, problem: "is \(what), not a regular file")
    }
    guard Int(info.st_size) <= limit else {
      throw Refusal(path: path, problem: "is \(Int(info.st_size)) bytes; at most \(limit) bytes are read for this kind of file")
    }
    // Read to the end rather than trusting st_size (/proc files say 0), but
    // never past the limit: one byte over it proves the file is too big.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(Int(info.st_size), limit) + 1)
    var chunk = [UInt8](repeating: 0, count: 65536)
    while bytes.count <= limit {
      let want = min(chunk.count, limit + 1 - bytes.count)
      let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, want) }
      if n < 0 {
        if errno == EINTR { continue }
        throw Refusal(path: path, problem: SystemCallError("read", path: path).problem)
      }
      if n == 0 { break }
      bytes += chunk[0..<n]
    }
    guard bytes.count <= limit else {
      throw Refusal(path: path, problem: "is more than \(limit) bytes; at most \(limit) bytes are read for this kind of file")
    }
    return bytes
  }

  /// What a path is when it is not a regular file ("a folder", "a FIFO (named
  /// pipe)"…), nil for a regular file.
  public static func nonRegularKind(_ mode: UInt32) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "a folder"
    case S_IFIFO: return "a FIFO (named pipe)"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFSOCK: return "a socket"
    case S_IFLNK: return "a symbolic link"
    default: return "not a file"
    }
  }
}
