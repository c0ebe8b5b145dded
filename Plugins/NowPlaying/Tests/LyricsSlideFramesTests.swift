import HomeViewTesting
import PluginRegistry
import Testing

/// The lyrics' slide redraws the screen only when it moves a pixel or a fade
/// steps (the playing song's bar redraws its own few pixels every frame),
/// and comes to rest exactly as a whole redraw of the lyrics draws them.
@MainActor
struct LyricsSlideFramesTests {
  @Test func theSlidesTailRedrawsOnlyItsStepsAndRestsAsAWholeRedraw() throws {
    let session = try TestSession.started(at: "nowplaying", registry: PluginRegistry.all)
    session.settle(maxSeconds: 3)
    try session.tap("nowplaying.lyrics")
    // The slide's spring comes to rest within 1.5 s.
    var frames = 0, whole = 0
    for _ in 0..<90 {
      session.runner.step()
      frames += 1
      if session.loop.lastDamage.coverage > 0.9 { whole += 1 }
    }
    #expect(session.state("screen") == "nowplaying.lyrics")
    #expect(whole < frames / 2, "\(whole) of \(frames) frames redrew the screen")
    #expect(whole > 15, "the slide itself is drawn: \(whole) of \(frames) frames")

    let shown = session.snapshot()
    session.loop.navigator.top?.setNeedsDisplay()
    session.runner.hold()
    let redrawn = session.snapshot()
    #expect(shown.hasSamePixels(as: redrawn), "the lyrics at rest differ from a whole redraw of them")
  }
}
