public import Canvas
import Glibc
import SystemCalls

/// Reading and writing the files HomeView keeps: the one data-file API every
/// save and load goes through (current face, accessories, drawings,
/// recordings, and the settings, timers, caches and calibration to come).
///
/// Reading opens only regular files, never blocking (FIFOs, devices, folders
/// are refused with a sentence saying what the path is), reads at most a cap
/// per kind of file, and accepts only UTF-8 text. Data-folder files are never
/// symbolic links. Writing goes to a temporary with a unique name in the same
/// folder (created O_EXCL|O_NOFOLLOW, so a planted file or link is never
/// written through), fsyncs it, renames it over the old file and fsyncs the
/// folder, so a power cut leaves the old content or the new, never half a
/// file; files get 0600 whatever the umask. A file that is refused is kept
/// aside under a unique name with one warning (`reject`).
public enum DataFile {
  public struct WriteError: Error, CustomStringConvertible {
    public var path: String
    public var problem: String
    public var description: String { "\(path): \(problem)" }
  }

  /// A file that is there but cannot be taken: not a regular file, too big,
  /// not UTF-8.
  public typealias ReadError = RegularFile.Refusal

  /// The most bytes read for each kind of file: far above what HomeView
  /// writes, far below what would stall a start.
  public enum Limit {
    /// homeview.json, household.json.
    public static let config = 8 << 20
    /// Gesture and demo scripts.
    public static let script = 16 << 20
    /// One line: `current-face`.
    public static let line = 4 << 10
    /// `dashboard/accessories.json`: some 40 bytes an accessory.
    public static let accessories = 1 << 20
    /// `drawmusic/drawings.json`: three drawings of many strokes.
    public static let drawings = 16 << 20
    /// `timers/timers.json`: a few named timers.
    public static let timers = 256 << 10
    /// Anything else read as text through `read(_:)`.
    public static let text = 16 << 20
  }

  /// The whole file as UTF-8 text, or nil when it is missing or refused (a
  /// caller that needs the reason uses `readText`). Follows symbolic links:
  /// for configs and scripts a person points at, not data-folder files.
  public static func read(_ path: String) -> String? {
    (try? readText(path, limit: Limit.text, followSymlinks: true)) ?? nil
  }

  /// The whole file as UTF-8 text; nil when nothing is at `path`.
  public static func readText(_ path: String, limit: Int, followSymlinks: Bool = false) throws(ReadError) -> String? {
    let bytes: [UInt8]?
    do { bytes = try RegularFile.read(path, limit: limit, followSymlinks: followSymlinks) } catch {
      throw ReadError(path: path, problem: error.problem)
    }
    guard let bytes else { return nil }
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    throw ReadError(path: path, problem: invalidUTF8(bytes))
  }

  public static func writeAtomically(_ text: String, to path: String, mode: UInt32 = 0o600) throws(WriteError) {
    try writeAtomically(bytes: Array(text.utf8), to: path, mode: mode)
  }

  public static func writeAtomically(bytes: [UInt8], to path: String, mode: UInt32 = 0o600) throws(WriteError) {
    let (folder, name) = split(path)
    guard makeFolders(folder) else { throw WriteError(path: path, problem: "cannot create its folder (\(SystemCallError("mkdir", path: folder)))") }
    try refuseNonRegular(path)
    removeStaleTemporaries(of: path)
    let (fd, temporary) = try createTemporary(folder: folder, name: name, mode: mode, for: path)
    var failure: SystemCallError?
    if !writeAll(fd, bytes) {
      failure = SystemCallError("write", path: temporary)
    } else if fsync(fd) != 0 {
      failure = SystemCallError("fsync", path: temporary)
    }
    if close(fd) != 0 && failure == nil { failure = SystemCallError("close", path: temporary) }
    if failure == nil && rename(temporary, path) != 0 { failure = SystemCallError("rename", path: temporary) }
    if let failure {
      unlink(temporary)
      throw WriteError(path: path, problem: "cannot write (\(failure))")
    }
    // The rename is only durable once the folder's entry is on disk.
    syncFolder(folder)
  }

  /// Creates a file that must not exist yet (O_CREAT|O_EXCL|O_NOFOLLOW: a
  /// planted file or a dangling link at `path` is refused, never followed),
  /// with `mode` whatever the umask; returns its descriptor, open for writing.
  public static func createNew(_ path: String, mode: UInt32 = 0o600) throws(WriteError) -> Int32 {
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
    guard fd >= 0 else {
      throw WriteError(path: path, problem: errno == EEXIST ? "already exists (or is a link)" : SystemCallError("open", path: path).problem)
    }
    fchmod(fd, mode)
    syncFolder(split(path).folder)
    return fd
  }

  /// The names in a folder (not `.` and `..`); none when it cannot be read.
  public static func names(in folder: String) -> [String] {
    guard let dir = opendir(folder) else { return [] }
    defer { closedir(dir) }
    var out: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      if name != "." && name != ".." { out.append(name) }
    }
    return out.sorted()
  }

  /// Something (a file, a folder, even a dangling link) is at `path`.
  public static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// mkdir -p; true when the folder exists afterwards.
  @discardableResult
  public static func makeFolders(_ path: String) -> Bool {
    var built = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/") {
      built += "/" + part
      if mkdir(built, 0o755) != 0 && errno != EEXIST { return false }
    }
    return true
  }

  // MARK: rejected files

  /// Moves a refused file aside as `path.<suffix>`, or `path.<suffix>-2`,
  /// `-3`… when that is taken: an earlier copy is never replaced. Returns
  /// the new path, or the reason it could not be moved.
  public static func keepAside(_ path: String, suffix: String = "corrupt") -> Result<String, ReadError> {
    for n in 1...1000 {
      let aside = n == 1 ? "\(path).\(suffix)" : "\(path).\(suffix)-\(n)"
      if renameNoReplace(path, aside) { return .success(aside) }
      if errno != EEXIST { break }
    }
    return .failure(ReadError(path: path, problem: "could not move it aside (\(SystemCallError("rename", path: path).problem))"))
  }

  /// Keeps a refused file aside and says so in one warning:
  /// `problem; kept aside as X; consequence`.
  public static func reject(_ path: String, problem: String, consequence: String) {
    switch keepAside(path) {
    case .success(let aside): Log.warning("\(problem); kept aside as \(aside); \(consequence)")
    case .failure(let e): Log.warning("\(problem); \(e.problem), left in place; \(consequence)")
    }
  }

  // MARK: pieces

  static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
  }

  /// A save never replaces a link, a folder or a device: a load has refused
  /// it (and kept it aside) first, so this only meets one planted since.
  private static func refuseNonRegular(_ path: String) throws(WriteError) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if let what = RegularFile.nonRegularKind(info.st_mode) {
      throw WriteError(path: path, problem: "is \(what), not a regular file; not written")
    }
  }

  private static func createTemporary(folder: String, name: String, mode: UInt32, for path: String) throws(WriteError) -> (Int32, String) {
    for _ in 0..<16 {
      let temporary = "\(folder)/.\(name).\(getpid())-\(String(UInt32.random(in: 0...UInt32.max), radix: 16)).tmp"
      let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
      if fd >= 0 {
        fchmod(fd, mode)
        return (fd, temporary)
      }
      if errno != EEXIST { break }
    }
    throw WriteError(path: path, problem: "cannot create a temporary file (\(SystemCallError("open", path: folder)))")
  }

  /// Temporaries of `path` left by a process that no longer runs (killed
  /// mid-save): `.<name>.<pid>-<random>.tmp`.
  public static func removeStaleTemporaries(of path: String) {
    let (folder, name) = split(path)
    let prefix = ".\(name)."
    for file in names(in: folder) {
      guard file.hasPrefix(prefix), file.hasSuffix(".tmp") else { continue }
      let middle = file.dropFirst(prefix.count).dropLast(4)
      guard let dash = middle.firstIndex(of: "-"), let pid = Int32(middle[..<dash]) else { continue }
      if pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH { unlink("\(folder)/\(file)") }
    }
  }

  private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    var done = 0
    while done < bytes.count {
      let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + done, bytes.count - done) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { return false }
      done += n
    }
    return true
  }

  static func syncFolder(_ folder: String) {
    let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return }
    fsync(fd)
    close(fd)
  }

  /// rename(2) that fails with EEXIST instead of replacing: a hard link then
  /// an unlink (folders, and file systems without links, check then rename).
  private static func renameNoReplace(_ from: String, _ to: String) -> Bool {
    if link(from, to) == 0 {
      unlink(from)
      return true
    }
    if errno == EEXIST { return false }
    var info = stat()
    if lstat(to, &info) == 0 {
      errno = EEXIST
      return false
    }
    return rename(from, to) == 0
  }

  /// "not UTF-8 text (byte 0xC3 at line 2, column 7)".
  static func invalidUTF8(_ bytes: [UInt8]) -> String {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    var line = 1
    var column = 1
    loop: while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar):
        if scalar.count == 1 && scalar.first == UInt8(ascii: "\n") {
          line += 1
          column = 0
        }
        offset += scalar.count
        column += 1
      case .error(let length):
        _ = length
        break loop
      case .emptyInput:
        break loop
      }
    }
    let byte = offset < bytes.count ? " (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)))" : ""
    return "not UTF-8 text at line \(line), column \(column)\(byte)"
  }
}
