import Glibc

/// Log lines go to standard error, so stdout stays for what a command prints
/// (`snapshot --list`, `bench`).
/// When stderr is the journal, each line starts with its syslog priority
/// (`<3>` error, `<4>` warning, `<6>` info), so `journalctl -p warning` picks
/// out errors and warnings.
public enum Log {
  public static func info(_ message: String) { write("\(prefix(6))homeview: \(message)\n") }
  public static func warning(_ message: String) { write("\(prefix(4))homeview: warning: \(message)\n") }
  public static func error(_ message: String) { write("\(prefix(3))homeview: error: \(message)\n") }

  private static let toJournal = stderrIsJournal(getenv("JOURNAL_STREAM").map { String(cString: $0) })
  private static func prefix(_ priority: Int) -> String { toJournal ? "<\(priority)>" : "" }

  /// `JOURNAL_STREAM` is "device:inode" of the stream systemd connected; it
  /// counts only while stderr is still that stream (not redirected by a child).
  public static func stderrIsJournal(_ journalStream: String?) -> Bool {
    guard let parts = journalStream?.split(separator: ":"), parts.count == 2,
      let dev = UInt64(parts[0]), let ino = UInt64(parts[1])
    else { return false }
    var st = stat()
    guard fstat(2, &st) == 0 else { return false }
    return UInt64(st.st_dev) == dev && UInt64(st.st_ino) == ino
  }
  private static func write(_ line: String) {
    // One write(2) per line: lines from different threads never interleave.
    var bytes = Array(line.utf8)
    _ = bytes.withUnsafeMutableBytes { Glibc.write(2, $0.baseAddress, $0.count) }
  }
}

/// Monotonic seconds since an arbitrary start.
public enum MonotonicClock {
  public static func seconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }
}
