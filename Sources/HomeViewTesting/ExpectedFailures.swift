/// A checked-in list of what is known not to work yet, each line naming the
/// issue that removes it: `KIND SUBJECT issue NN: why`, `#` comments. A suite
/// asks it about every check: a failure not listed is a failure, and so is a
/// listed item that has started to pass (take it off the list).
public struct ExpectedFailures: Sendable {
  public struct Entry: Sendable, Equatable {
    public var kind: String
    public var subject: String
    public var issue: Int
    public var line: Int
  }

  public let file: String
  public let entries: [Entry]

  /// Reads the list; a malformed line is an error naming `file:line`.
  public init(file: String, text: String, issues: Set<Int>) throws(TestFailure) {
    self.file = file
    var out: [Entry] = []
    for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let content = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      let words = content.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
      guard !words.isEmpty else { continue }
      guard words.count >= 4, words[2] == "issue", let n = Int(words[3].filter(\.isNumber)) else {
        throw TestFailure("\(file):\(i + 1): expected 'KIND SUBJECT issue NN: why'")
      }
      guard issues.contains(n) else {
        throw TestFailure("\(file):\(i + 1): issue \(n) is not one that removes exemptions (\(issues.sorted().map(String.init).joined(separator: ", ")))")
      }
      if out.contains(where: { $0.kind == words[0] && $0.subject == words[1] }) {
        throw TestFailure("\(file):\(i + 1): '\(words[0]) \(words[1])' is listed twice")
      }
      out.append(Entry(kind: words[0], subject: words[1], issue: n, line: i + 1))
    }
    entries = out
  }

  public func entry(_ kind: String, _ subject: String) -> Entry? {
    entries.first { $0.kind == kind && $0.subject == subject }
  }

  /// The problem with one check's outcome, or nil when it is as expected.
  public func problem(_ kind: String, _ subject: String, passed: Bool, detail: @autoclosure () -> String) -> String? {
    switch (entry(kind, subject), passed) {
    case (nil, true): return nil
    case (nil, false): return "\(kind) \(subject): \(detail())"
    case (let e?, true): return "\(file):\(e.line): \(kind) \(subject) now passes: take it off the list (issue \(e.issue))"
    case (_?, false): return nil
    }
  }

  /// Entries of `kind` whose subject no check asked about (a renamed id).
  public func unasked(_ kind: String, asked: Set<String>) -> [String] {
    entries.filter { $0.kind == kind && !asked.contains($0.subject) }.map { "\(file):\($0.line): \(kind) \($0.subject) is checked by nothing" }
  }
}
