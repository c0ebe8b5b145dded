/// `homeview check-config [FILE]`: the config validated as start-up does.
struct CheckConfigOptions: CommandOptions {
  static let command = "check-config"
  /// FILE, else `--config`, else the search path.
  var file: String?
  var config: String?
  /// The data folder the household and settings are read from.
  var data: String?

  static var options: [Option<CheckConfigOptions>] {
    [.text("--config", \.config), .text("--data", \.data)]
  }

  mutating func take(positional word: String) throws(UsageError) {
    guard file == nil else { throw UsageError(problem: "check-config takes one file") }
    file = word
  }
}
