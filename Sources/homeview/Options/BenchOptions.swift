import HomeViewSession

/// `homeview bench`: the plugins' bench scenarios headless, or on the drm display.
struct BenchOptions: CommandOptions {
  static let command = "bench"
  var session = SessionOptions()
  var backend: String?
  var frames = 300
  var scenario: String?
  var keepData = false

  static var options: [Option<BenchOptions>] {
    [.value("--backend", \.backend, OptionValue.backend(["headless", "drm"], command: command))]
      + SessionOptions.options(\.session)
      + [.value("--frames", \.frames, OptionValue.frames), .text("--scenario", \.scenario), .flag("--keep-data", \.keepData)]
  }

  var onDisplay: Bool { backend == "drm" }
}
