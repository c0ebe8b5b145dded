import HomeViewSession

/// `homeview bench`: the plugins' bench scenarios headless, or on the drm display.
struct BenchOptions: CommandOptions {
  static let command = "bench"
  var session = SessionOptions()
  var backend: String?
  var frames = 300
  var scenario: String?
  /// Scenarios left out of the run (`--skip A,B`), by full or short name.
  var skip: String?
  var keepData = false
  /// A line per measured frame (`FrameTrace`).
  var trace = false

  static var options: [Option<BenchOptions>] {
    [.value("--backend", \.backend, OptionValue.backend(["headless", "drm"], command: command))]
      + SessionOptions.options(\.session)
      + [.value("--frames", \.frames, OptionValue.frames), .text("--scenario", \.scenario), .text("--skip", \.skip), .flag("--keep-data", \.keepData), .flag("--trace", \.trace)]
  }

  var onDisplay: Bool { backend == "drm" }

  /// Whether `--skip` names the scenario `name` ("owner/name").
  func skips(_ name: String) -> Bool {
    guard let skip else { return false }
    return skip.split(separator: ",").contains { Self.names(name, $0) }
  }

  /// Whether `given` (on the command line) names the scenario `name`: its
  /// whole name ("owner/name") or its own.
  static func names(_ name: String, _ given: some StringProtocol) -> Bool {
    name == given || name.hasSuffix("/" + given)
  }
}
