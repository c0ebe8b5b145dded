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
    let (frames, drawn) = session.runToRest(maxFrames: 300)
    #expect(frames < 300, "the sheet never came to rest")
    #expect(session.state("recipe.sheet") == "open")
    // The spring's last ~half second moves the sheet by less than a pixel a
    // frame: most of those frames draw nothing.
    #expect(drawn < frames * 3 / 4, "\(drawn) of \(frames) frames drawn")
    #expect(drawn > 15, "the rise itself is drawn: \(drawn) of \(frames) frames")

    let raised = try TestSession.started(at: "recipe.ingredients", registry: PluginRegistry.all)
    raised.settle(maxSeconds: 3)
    #expect(session.showsSamePixels(as: raised), "the sheet at rest differs from the raised sheet")
  }
}
