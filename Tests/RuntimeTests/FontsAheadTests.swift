import Glibc
import Testing

@testable import Canvas
@testable import Runtime

/// Fonts load per thread: one the painter loaded is loaded on the frame
/// thread in a quiet frame, before a screen's first frame draws with it.
@MainActor
struct FontsAheadTests {
  @Test func aFontThePainterLoadedIsLoadedOnTheFrameThreadInAQuietFrame() {
    var options = FrameLoop.Options(width: 320, height: 200)
    options.painterThreads = 1
    let loop = FrameLoop(options: options, audioOutput: SilentOutput())
    defer { loop.stop() }
    loop.runFrame(time: 0)
    // A size no other test uses: only the painter has loaded it.
    let style = TextStyle(family: "Quicksand", weight: .bold, size: 211.5)
    let font = FontSystem.font(of: style)
    var measured: Double?
    loop.painter.paint({ TextLayout("42", style: style).size.width }, done: { measured = $0 })
    var frame = 1
    while measured == nil, frame < 600 {
      usleep(5_000)
      loop.runFrame(time: Double(frame) / 60)
      frame += 1
    }
    #expect(measured != nil)
    // Quiet frames (a quarter of the budget or less) load what is listed, one
    // a frame: this frame thread never drew in that font itself.
    for f in frame..<(frame + 600) where !FontSystem.current.hasLoaded(font) {
      loop.runFrame(time: Double(f) / 60)
    }
    #expect(FontSystem.current.hasLoaded(font))
    #expect(loop.budget.pluginTimes[FrameLoop.fontsOwner] != nil, "counted in the frame's budget")
  }
}
