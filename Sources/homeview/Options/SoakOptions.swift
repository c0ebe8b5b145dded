/// `homeview soak`: the gallery and ambient mode for hours of virtual time.
struct SoakOptions: CommandOptions {
  static let command = "soak"
  var session = SessionOptions()
  var hours = 24.0
  var keepData = false

  static var options: [Option<SoakOptions>] {
    SessionOptions.options(\.session) + [.value("--hours", \.hours, OptionValue.hours), .flag("--keep-data", \.keepData)]
  }
}
