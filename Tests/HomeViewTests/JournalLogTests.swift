import Foundation
import Testing

/// Under systemd (JOURNAL_STREAM naming stderr) log lines carry the syslog
/// priority, so `journalctl -p warning` shows errors and warnings alone.
struct JournalLogTests {
  /// Runs `homeview check-config` on a missing file with stderr a pipe; when
  /// `matching`, JOURNAL_STREAM names that pipe, else another stream.
  func brokenConfigError(matching: Bool) throws -> String {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: Binary.path)
    p.arguments = ["check-config", "/nonexistent/homeview.json"]
    let err = Pipe()
    var st = stat()
    #expect(fstat(err.fileHandleForWriting.fileDescriptor, &st) == 0)
    var env = ProcessInfo.processInfo.environment
    env["JOURNAL_STREAM"] = "\(st.st_dev):\(st.st_ino + (matching ? 0 : 1))"
    p.environment = env
    p.standardError = err
    p.standardOutput = Pipe()
    try p.run()
    let e = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    #expect(p.terminationStatus == 2)
    return String(decoding: e, as: UTF8.self)
  }

  @Test func errorsCarryPriorityThreeWhenStderrIsTheJournal() throws {
    let text = try brokenConfigError(matching: true)
    #expect(text.hasPrefix("<3>homeview: error: /nonexistent/homeview.json: "), "\(text)")
  }

  @Test func noPrefixWhenStderrIsNotTheJournalStream() throws {
    let text = try brokenConfigError(matching: false)
    #expect(text.hasPrefix("homeview: error: /nonexistent/homeview.json: "), "\(text)")
  }
}
