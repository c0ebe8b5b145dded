import Basics
import Canvas
import Foundation
import HomeViewTesting
import PluginRegistry
import Runtime
import Testing

/// Draw Music in a session: goldens (empty canvas, the island drawing, the
/// toolbar's states; landscape and portrait), the notes a scripted drawing
/// asks for, and saving and restoring drawings.
@MainActor
struct DrawMusicSessionTests {
  /// The repository's Config folder, where the drawing scripts are kept.
  static let config = RepositoryFolders.config

  /// `restore`: with the repository's config, which restores saved drawings.
  static func session(panel: (width: Int, height: Int) = (1280, 800), data: String? = nil, restore: Bool = false) throws -> TestSession {
    var options = TestSession.Options()
    options.panel = panel
    options.dataFolder = data
    if restore { options.config = .file(config + "/homeview.json") }
    let s = try TestSession(registry: PluginRegistry.all, options: options)
    try s.start(at: "drawmusic")
    s.step()
    return s
  }

  struct Case: CustomStringConvertible, Sendable {
    var name: String
    var panel: (width: Int, height: Int)
    var script: String?
    var description: String { name }
  }

  nonisolated static let cases: [Case] = [
    Case(name: "drawmusic-1280x800", panel: (1280, 800), script: nil),
    Case(name: "drawmusic-720x1280-portrait", panel: (720, 1280), script: nil),
    Case(name: "drawmusic-island-1280x800", panel: (1280, 800), script: "drawmusic-island.script"),
    Case(name: "drawmusic-island-720x1280-portrait", panel: (720, 1280), script: "drawmusic-island-portrait.script"),
    Case(name: "drawmusic-toolbar-1280x800", panel: (1280, 800), script: "drawmusic-toolbar.script"),
    Case(name: "drawmusic-toolbar-720x1280-portrait", panel: (720, 1280), script: "drawmusic-toolbar.script"),
  ]

  @Test(arguments: cases)
  func drawMusicMatchesItsGolden(_ c: Case) throws {
    guard let script = c.script else {
      try TestSession.assertScreenGolden("drawmusic", name: c.name, panel: c.panel, registry: PluginRegistry.all)
      return
    }
    // The island: the playhead caught on the palm, the island and the waves.
    let s = try Self.session(panel: c.panel)
    defer { s.stop() }
    try s.run(try String(contentsOfFile: Self.config + "/" + script, encoding: .utf8), file: script)
    s.advance(3.6)
    try s.assertGolden(c.name)
  }

  /// The drawing finger is the first finger down on the canvas (the touch
  /// model's query): a second finger there neither starts a line nor bends
  /// the first one's, and lifting it leaves the line drawing.
  @Test func onlyTheFirstFingerOnTheCanvasDraws() throws {
    let s = try Self.session()
    defer { s.stop() }
    // The 1280x800 canvas: (16, 16) 576 x 768.
    try s.touchDown(slot: 0, at: Point(100, 400))
    try s.touchDown(slot: 1, at: Point(300, 300))
    try s.touchMove(slot: 1, to: Point(380, 340))
    try s.touchMove(slot: 0, to: Point(180, 370))
    try s.touchUp(slot: 1)
    try s.touchMove(slot: 0, to: Point(260, 400))
    #expect(s.state("drawmusic.strokes") == "0", "a line is counted once its finger lifts")
    try s.touchUp(slot: 0)
    #expect(s.state("drawmusic.strokes") == "1")
    // Lifted, the next finger down on the canvas draws again.
    try s.touchDown(slot: 1, at: Point(300, 600))
    try s.touchMove(slot: 1, to: Point(360, 620))
    try s.touchUp(slot: 1)
    #expect(s.state("drawmusic.strokes") == "2")
  }

  /// Three flat strokes at known heights and places, drawn while paused, then
  /// one sweep: each asks for its band's pitch, as far apart in time as the
  /// playhead takes between their left ends; the two taps on pause/play click.
  @Test func aScriptedDrawingAsksForItsNotesAtTheirCrossings() throws {
    let s = try Self.session()
    defer { s.stop() }
    // The 1280x800 canvas: (16, 16) 576 x 768; bands of the scale are 768/15 high.
    let canvas = (x: 16.0, y: 16.0, w: 576.0, h: 768.0)
    let strokes: [(u: Double, step: Int, pitch: Int)] = [(0.3, 0, 60), (0.5, 3, 67), (0.7, 9, 81)]
    try s.tap("drawmusic.play")
    #expect(s.state("drawmusic.playing") == "false")
    for stroke in strokes {
      let x = canvas.x + canvas.w * stroke.u, y = canvas.y + canvas.h * (1 - (Double(stroke.step) + 0.5) / 15)
      try s.path([Point(x, y), Point(x + 30, y)], seconds: 0.2)
    }
    try s.tap("drawmusic.play")
    #expect(s.state("drawmusic.strokes") == "3")
    s.advance(4)
    #expect(s.clicks.count == 2)
    let notes = s.notes
    #expect(notes.map(\.pitch) == strokes.map(\.pitch), "notes \(notes.map(\.pitch)) at \(notes.map(\.time))")
    guard notes.count == 3 else { return }
    let sweep = 4.8
    for i in 1..<3 {
      let gap = notes[i].time - notes[i - 1].time
      let expected = (strokes[i].u - strokes[i - 1].u) * sweep
      #expect(abs(gap - expected) < 0.001, "gap \(i): \(gap) s, expected \(expected) s")
    }
  }

  @Test func cloudSavesTheDrawingsAndTheNextStartRestoresThem() throws {
    let s = try Self.session()
    try s.path([Point(100, 300), Point(300, 350)], seconds: 0.3)
    try s.tap("drawmusic.slot.3")
    try s.path([Point(100, 500), Point(300, 450)], seconds: 0.3)
    try s.path([Point(100, 600), Point(300, 650)], seconds: 0.3)
    try s.tap("drawmusic.cloud")
    s.stop()
    #expect(FileManager.default.fileExists(atPath: s.dataFolder + "/drawmusic/drawings.json"))
    // The shipped config restores them at the next start (tools reset: slot 1).
    let again = try Self.session(data: s.dataFolder, restore: true)
    #expect(again.state("drawmusic.strokes") == "1")
    #expect(again.state("drawmusic.slot") == "1")
    try again.tap("drawmusic.slot.3")
    #expect(again.state("drawmusic.strokes") == "2")
    again.stop()
    // Long-press on the cloud: the launch state at once.
    let reset = try Self.session(data: s.dataFolder, restore: true)
    defer { reset.stop() }
    try reset.longPress("drawmusic.cloud")
    #expect(reset.state("drawmusic.strokes") == "0")
    #expect(Double(reset.state("drawmusic.playhead") ?? "") ?? 1 <= 0.05)
  }

  /// The cloud answers its tap: a checked cloud for a moment when saved; a
  /// slashed cloud and the problem in words when the save failed.
  @Test func theCloudShowsASavedMarkOrWhyTheSaveFailed() throws {
    let s = try Self.session()
    defer { s.stop() }
    try s.path([Point(100, 300), Point(300, 350)], seconds: 0.3)
    try s.tap("drawmusic.cloud")
    s.step()
    #expect(s.state("drawmusic.cloudMark") == "saved")
    #expect(s.state("drawmusic.saved") == "1")
    s.advance(2)
    #expect(s.state("drawmusic.cloudMark") == "none")

    // A data folder whose drawmusic folder is a file: nothing can be written.
    let data = NSTemporaryDirectory() + "/drawmusic-cloud-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: data) }
    #expect(FileManager.default.createFile(atPath: data + "/drawmusic", contents: Data("not a folder".utf8)))
    let broken = try Self.session(data: data)
    defer { broken.stop() }
    try broken.path([Point(100, 300), Point(300, 350)], seconds: 0.3)
    try broken.tap("drawmusic.cloud")
    broken.step()
    #expect(broken.state("drawmusic.cloudMark") == "failed")
    #expect(broken.state("drawmusic.saved") == "0")
    broken.advance(6)
    #expect(broken.state("drawmusic.cloudMark") == "none")
  }
}
