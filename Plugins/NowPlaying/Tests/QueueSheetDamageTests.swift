import Basics
import HomeViewTesting
import PluginRegistry
import Testing

@testable import NowPlaying

/// With the queue sheet up, the song plays on under it: the bar's end and
/// the times, redrawn as they move, leave the sheet's ×, heading and rows
/// exactly as a whole frame draws them, wherever the bar's end stands.
@MainActor
struct QueueSheetDamageTests {
  @Test func theBarMovingUnderTheSheetDrawsWhatARepaintDraws() throws {
    var options = TestSession.Options()
    options.panel = (640, 400)
    let s = try TestSession(registry: PluginRegistry.all, options: options)
    defer { s.stop() }
    try s.start(at: "nowplaying.queue")
    s.settle(maxSeconds: 3)
    let screen = try #require(s.loop.navigator.top as? NowPlayingScreen)
    let duration = try #require(screen.plugin.song?.duration)
    let bar = NowPlayingLayout(size: s.loop.size).bar
    let sheet = QueueSheet(size: s.loop.size, queue: screen.plugin.queue)
    // The bar's end creeping up to and past the heading and the ×, a frame
    // at a time, checked every few frames.
    for x in [sheet.rect.minX + QueueSheet.padding - 8, sheet.close.minX - 8, sheet.close.midX] {
      screen.plugin.seek(to: duration * (x - bar.minX) / bar.width)
      for frame in 1...150 {
        s.runner.step()
        if frame % 5 == 0 { try s.assertDamageMatchesRepaint() }
      }
    }
  }
}
