import Glibc

/// Log lines go to standard error, so stdout stays for what a command prints
/// (`snapshot --list`, `bench`). Messages quote files and scripts, so control
/// characters are escaped (`\u{1B}`): a file cannot clear the terminal or
/// forge a line; a message's own line breaks indent the lines after the first.
public enum Log {
  public static func info(_ message: String) { write("homeview: \(escaped(message))\n") }
  public static func warning(_ message: String) { write("homeview: warning: \(escaped(message))\n") }
  public static func error(_ message: String) { write("homeview: error: \(escaped(message))\n") }

  /// Control characters (C0 but the line feed, DEL, C1) as `\u{XX}`; a line
  /// feed continues the message on an indented line.
  public static func escaped(_ message: String) -> String {
    guard message.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) else { return message }
    var out = String.UnicodeScalarView()
    for scalar in message.unicodeScalars {
      if scalar == "\n" {
        out += "\n  ".unicodeScalars
      } else if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
        out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars
      } else {
        out.append(scalar)
      }
    }
    return String(out)
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
