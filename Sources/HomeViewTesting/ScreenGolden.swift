public import Runtime

@MainActor
extension TestSession {
  /// What `homeview snapshot ID --size W×H` writes, compared with
  /// `Goldens/name.png` beside the calling test: a fresh session of
  /// `registry` at `panel`, started on `id` and settled.
  public static func assertScreenGolden(
    _ id: String, name: String, panel: (width: Int, height: Int) = (1280, 800), registry: [PluginRegistration],
    file: StaticString = #filePath
  ) throws {
    var options = Options()
    options.panel = panel
    let s = try TestSession(registry: registry, options: options)
    defer { s.stop() }
    try s.start(at: id)
    s.settle()
    try s.assertGolden(name, file: file)
  }
}
