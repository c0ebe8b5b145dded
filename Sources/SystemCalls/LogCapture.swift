extension Log {
  /// Keeps the lines this process logs, from any thread (the frame, the
  /// painter, the providers' and the file threads), from its creation until
  /// `stop()` or its end; standard error still gets every line. A line is kept
  /// as standard error shows it outside the journal (`homeview: warning: …`),
  /// without its line feed.
  ///
  /// Every capture open at once sees every line: tests running side by side
  /// see each other's, so a check looks for what only its own test logs (its
  /// temporary folder's path, say).
  public final class Capture: Sendable {
    private let kept = PThreadLocked<(lines: [String], open: Bool)>(([], true))

    public init() {
      Self.open.withLock { captures in
        captures.removeAll { $0.capture == nil }
        captures.append(Weak(capture: self))
      }
    }

    /// The lines logged so far.
    public var lines: [String] { kept.withLock { $0.lines } }

    /// Keeps no more lines; those kept stay.
    public func stop() { kept.withLock { $0.open = false } }

    /// The captures that may still keep lines; a capture no one holds any
    /// more drops out at the next one's start.
    private static let open = PThreadLocked<[Weak]>([])
    private struct Weak: Sendable { weak var capture: Capture? }

    static func keep(_ line: String) {
      let captures = open.withLock { captures in captures.compactMap(\.capture) }
      for capture in captures { capture.kept.withLock { if $0.open { $0.lines.append(line) } } }
    }
  }

  /// Runs `body` and returns what it returned with the lines logged meanwhile
  /// (by any thread: see `Capture`).
  public static func capture<Result>(_ body: () throws -> Result) rethrows -> (result: Result, lines: [String]) {
    let capture = Capture()
    defer { capture.stop() }
    let result = try body()
    return (result, capture.lines)
  }
}
