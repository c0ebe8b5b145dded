import HomeViewSession

/// `homeview snapshot ID --out F.png` and `homeview snapshot --list`: rendered headless.
struct SnapshotOptions: CommandOptions {
  static let command = "snapshot"
  var session = SessionOptions()
  /// The screen id (or ID:STATE).
  var screen: String?
  var out: String?
  var list = false
  var keepData = false
  /// Only `headless`: snapshots render headless whatever the config says.
  var backend: String?

  static var options: [Option<SnapshotOptions>] {
    SessionOptions.options(\.session) + [
      .text("--out", \.out), .flag("--list", \.list), .flag("--keep-data", \.keepData),
      .value("--backend", \.backend, OptionValue.backend(["headless"], command: command)),
    ]
  }

  mutating func take(positional word: String) throws(UsageError) {
    guard screen == nil else { throw UsageError(problem: "snapshot takes one screen id (or --list)") }
    screen = word
  }

  func check() throws(UsageError) {
    if !list, screen == nil { throw UsageError(problem: "snapshot takes one screen id (or --list)") }
  }
}
