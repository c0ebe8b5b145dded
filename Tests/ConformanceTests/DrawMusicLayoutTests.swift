import Basics
import Canvas
import HomeViewTesting
import PluginRegistry
import Testing

/// Draw Music's details: the playhead's colour, the toolbar's spacing on
/// small and landscape panels, and the way home.
@MainActor
struct DrawMusicLayoutTests {
  static func session(_ panel: (Int, Int)) throws -> TestSession {
    var options = TestSession.Options()
    options.panel = panel
    return try TestSession(registry: PluginRegistry.all, options: options)
  }

  /// The frames of Draw Music's elements `ids` on `panel`, shortly after launch.
  static func frames(_ ids: [String], panel: (Int, Int)) throws -> [Rect] {
    let t = try session(panel)
    defer { t.stop() }
    try t.start(at: "drawmusic")
    t.advance(0.1)
    return try ids.map { id in try #require(t.loop.element(id)?.frame, "no \(id)") }
  }

  /// The 1.5 pt line covers whole pixels: its core is exactly #2B2B2B and no
  /// half-covered grey column sits beside it.
  @Test(arguments: [(1280, 800), (800, 480), (720, 1280)])
  func thePlayheadIsCrispAndItsOwnColour(panel: (Int, Int)) throws {
    let t = try Self.session(panel)
    defer { t.stop() }
    try t.start(at: "drawmusic")
    t.advance(1.3)
    let canvas = try #require(t.loop.element("drawmusic.canvas")?.frame)
    let picture = t.snapshot()
    let y = Int((canvas.midY * picture.scale).rounded())
    var dark: [Int] = []
    for x in Int(canvas.minX * picture.scale)..<Int(canvas.maxX * picture.scale) {
      let p = picture.pixel(x: x, y: y)
      let r = Int((p >> 16) & 0xFF), g = Int((p >> 8) & 0xFF), b = Int(p & 0xFF)
      if r + g + b < 3 * 0xC0 { dark.append(x) }
      if r + g + b < 3 * 0x80 { #expect(p & 0xFF_FFFF == 0x2B_2B2B, "(\(x), \(y)): \(String(p, radix: 16))") }
    }
    #expect(!dark.isEmpty && dark.count == Int((1.5 * picture.scale).rounded()), "dark columns \(dark)")
  }

  /// Row 3: the mini piano is as far from ▲ as ▲ is from ▼, at every size.
  @Test(arguments: [(1280, 800), (800, 480), (720, 1280), (480, 800)])
  func thePianoKeepsItsDistanceFromTheOctaveButtons(panel: (Int, Int)) throws {
    let f = try Self.frames(["drawmusic.octave.keys", "drawmusic.octave.up", "drawmusic.octave.down"], panel: panel)
    let (piano, up, down) = (f[0], f[1], f[2])
    #expect(abs((up.minX - piano.maxX) - (down.minX - up.maxX)) < 0.5)
    #expect(up.minX - piano.maxX >= 12)
  }

  /// Landscape: the toolbar's first row is level with the paper's top and
  /// its last with the paper's bottom.
  @Test(arguments: [(1280, 800), (800, 480)])
  func theLandscapeToolbarIsAsTallAsThePaper(panel: (Int, Int)) throws {
    let f = try Self.frames(["drawmusic.canvas", "drawmusic.play", "drawmusic.cloud"], panel: panel)
    let (canvas, play, cloud) = (f[0], f[1], f[2])
    #expect(abs(play.minY - canvas.minY) < 1, "\(play) \(canvas)")
    #expect(abs(cloud.maxY - canvas.maxY) < 1, "\(cloud) \(canvas)")
  }

  /// The house button leaves Draw Music for the screen it was opened from.
  @Test func theHouseButtonGoesBack() throws {
    let t = try Self.session((1280, 800))
    defer { t.stop() }
    try t.open("drawmusic")
    #expect(t.screen == "drawmusic")
    try t.tap("drawmusic.home")
    t.advance(1)
    #expect(t.screen == TestSession.baseScreenID)
  }
}
