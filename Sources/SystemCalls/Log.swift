import Glibc
import Synchronization

/// Log lines go to standard error, so stdout stays for what a command prints
/// (`snapshot --list`, `bench`). Messages quote files and scripts, so control
/// characters are escaped (`\u{1B}`): a file cannot clear the terminal or
/// forge a line; a message's own line breaks indent the lines after the first.
/// When stderr is the journal, each line starts with its syslog priority
/// (`<3>` error, `<4>` warning, `<6>` info), so `journalctl -p warning` picks
/// out errors and warnings. A `Log.Capture` also keeps the lines, for a test.
///
/// It lives here, on the C library alone, so that the modules under the
/// engine (the faces' photo folder and cache) can say what went wrong too.
public enum Log {
  public static func info(_ message: String) { write(priority: 6, "homeview: \(escaped(message))") }
  public static func warning(_ message: String) { write(priority: 4, "homeview: warning: \(escaped(message))") }
  public static func error(_ message: String) { write(priority: 3, "homeview: error: \(escaped(message))") }

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

  private static let toJournal = stderrIsJournal(getenv("JOURNAL_STREAM").map { String(cString: $0) })

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

  private static func write(priority: Int, _ line: String) {
    Capture.keep(line)
    // One write(2) per line: lines from different threads never interleave.
    var bytes = Array(((toJournal ? "<\(priority)>" : "") + line + "\n").utf8)
    _ = bytes.withUnsafeMutableBytes { Glibc.write(2, $0.baseAddress, $0.count) }
  }
}
