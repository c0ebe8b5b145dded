import Canvas
import HomeViewTesting
import PluginRegistry
import Testing

/// The springing ingredients sheet draws a frame only when it moves a whole
/// pixel, and comes to rest exactly as the raised sheet is drawn.
@MainActor
struct RecipeSheetFramesTests {
  @Test func theSheetsTailDrawsOnlyItsPixelStepsAndRestsAsTheRaisedSheet() throws {
    let session = try TestSession.started(at: "recipe", registry: PluginRegistry.all)
    session.settle(maxSeconds: 3)
    try session.tap("recipe.ingredients")
    var frames = 0, drawn = 0
    while session.loop.needsFrame && frames < 300 {
      session.runner.step()
      frames += 1
      if !session.loop.lastDamage.isEmpty { drawn += 1 }
    }
    #expect(frames < 300, "the sheet never came to rest")
    #expect(session.state("recipe.sheet") == "open")
    // The spring's last ~half second moves the sheet by less than a pixel a
    // frame: most of those frames draw nothing.
    #expect(drawn < frames * 3 / 4, "\(drawn) of \(frames) frames drawn")
    #expect(drawn > 15, "the rise itself is drawn: \(drawn) of \(frames) frames")
    let rested = session.snapshot()

    let raised = try TestSession.started(at: "recipe.ingredients", registry: PluginRegistry.all)
    raised.settle(maxSeconds: 3)
    let expected = raised.snapshot()
    let same = rested.withPixels { a, row in
      expected.withPixels { b, _ in (0..<(row * rested.pixelHeight)).allSatisfy { a[$0] == b[$0] } }
    }
    #expect(same, "the sheet at rest differs from the raised sheet")
  }
}
