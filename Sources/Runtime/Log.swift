import Glibc

/// Log lines go to standard error, so stdout stays for what a command prints
/// (`snapshot --list`, `bench`).
public enum Log {
  public static func info(_ message: String) { write("homeview: \(message)\n") }
  public static func warning(_ message: String) { write("homeview: warning: \(message)\n") }
  public static func error(_ message: String) { write("homeview: error: \(message)\n") }
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
