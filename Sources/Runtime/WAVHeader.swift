import Glibc
import SystemCalls

/// The 44-byte header of the 16-bit PCM WAV files HomeView writes (the run's
/// sound and Draw Music's recordings), and the repair of one whose writer was
/// killed: its samples are all there but its sizes are short. A recording's
/// format is WAV itself (RIFF says what it holds), so it carries no version
/// of ours.
public enum WAVHeader {
  public static let size = 44

  public static func bytes(sampleRate: Int, channels: Int, dataBytes: Int) -> [UInt8] {
    var h: [UInt8] = []
    func text(_ s: String) { h += Array(s.utf8) }
    func u32(_ v: Int) { h += le32(v) }
    func u16(_ v: Int) { h += (0..<2).map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }
    text("RIFF"); u32(36 + dataBytes); text("WAVE")
    text("fmt "); u32(16); u16(1); u16(channels); u32(sampleRate); u32(sampleRate * channels * 2); u16(channels * 2); u16(16)
    text("data"); u32(dataBytes)
    return h
  }

  static func le32(_ v: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }

  /// Writes the RIFF and data sizes for `dataBytes` into an open file's
  /// header, leaving the file offset where it was.
  @discardableResult
  public static func writeSizes(_ fd: Int32, dataBytes: Int) -> Bool {
    let riff = le32(36 + dataBytes)
    let data = le32(dataBytes)
    return pwrite(fd, riff, 4, 4) == 4 && pwrite(fd, data, 4, 40) == 4
  }

  public enum Repair: Equatable, Sendable {
    /// The sizes match the file.
    case intact
    /// The sizes were short (or long) and now say `dataBytes`.
    case repaired(dataBytes: Int)
    /// Not a header HomeView writes: left alone.
    case notOurs(String)
  }

  /// Makes the header of a WAV file HomeView wrote agree with its length
  /// (whole frames only: a half-written last frame is cut off).
  public static func repair(_ path: String) -> Repair {
    let fd = open(path, O_RDWR | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return .notOurs(SystemCallError("open", path: path).problem) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return .notOurs("not a regular file") }
    var h = [UInt8](repeating: 0, count: size)
    guard pread(fd, &h, size, 0) == size else { return .notOurs("shorter than a WAV header") }
    func u32(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(h[at + $1]) << (8 * $1) } }
    func u16(_ at: Int) -> Int { Int(h[at]) | Int(h[at + 1]) << 8 }
    guard h[0..<4].elementsEqual("RIFF".utf8), h[8..<16].elementsEqual("WAVEfmt ".utf8), u32(16) == 16, u16(20) == 1,
      h[36..<40].elementsEqual("data".utf8), u16(34) == 16, (1...8).contains(u16(22)), u16(32) == u16(22) * 2
    else { return .notOurs("not a 16-bit PCM WAV header as HomeView writes") }
    let frameBytes = u16(32)
    let length = Int(info.st_size)
    let data = min((length - size) / frameBytes * frameBytes, Int(UInt32.max) - 36)
    if u32(40) == data && u32(4) == 36 + data && length == size + data { return .intact }
    guard writeSizes(fd, dataBytes: data) else { return .notOurs("cannot write its header (\(SystemCallError("pwrite", path: path).problem))") }
    guard ftruncate(fd, off_t(size + data)) == 0 else { return .notOurs("cannot cut off its last half frame (\(SystemCallError("ftruncate", path: path).problem))") }
    guard fsync(fd) == 0 else { return .notOurs("cannot save its repaired header (\(SystemCallError("fsync", path: path).problem))") }
    return .repaired(dataBytes: data)
  }
}
