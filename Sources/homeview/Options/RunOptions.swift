import HomeViewSession

/// `homeview [run]`: the display on drm, in a window, or headless playing a script.
struct RunOptions: CommandOptions {
  static let command = "run"
  var session = SessionOptions()
  var backend: String?
  var script: String?
  var out: String?
  var start: String?
  var stats = false
  /// Show the frame-budget overlay from the start (any backend).
  var overlay = false
  /// Log every finger down/up (drm runs; the board test reads these).
  var traceInput = false
  /// Headless runs: a line per frame (`FrameTrace`), to find the slow ones.
  var trace = false
  /// Headless runs: leave the temporary data folder in place at exit.
  var keepData = false

  static var options: [Option<RunOptions>] {
    [.value("--backend", \.backend, OptionValue.backend(["drm", "window", "headless"], command: command))]
      + SessionOptions.options(\.session)
      + [
        .text("--script", \.script), .text("--out", \.out), .text("--start", \.start), .flag("--stats", \.stats),
        .flag("--overlay", \.overlay), .flag("--trace-input", \.traceInput), .flag("--keep-data", \.keepData),
        .flag("--trace", \.trace),
      ]
  }

  var commandLine: CommandLineSettings {
    var c = session.commandLine
    c.backend = backend
    c.start = start
    return c
  }
}
