import HomeViewTesting
import PluginRegistry
import Testing

/// A step that names a time offers a timer that counts down on its card.
@MainActor
struct RecipeStepTimerTests {
  @Test func aStepThatNamesATimeCountsDownAndSaysWhenDone() throws {
    try TestSession.play(
      """
      expect recipe.step 1
      expect recipe.timer off
      tap @recipe.steps.next
      wait 0.8
      expect recipe.step 2
      tap @recipe.steps.timer
      wait 2.5
      expect recipe.timer running 4:58
      # It keeps running while the cook looks at the next card.
      tap @recipe.steps.next
      wait 0.8
      expect recipe.step 3
      wait 297
      expect recipe.timer done
      expect audio.clicks 2
      """, startingAt: "recipe.steps", registry: PluginRegistry.all)
  }

  @Test func tappingTheRunningTimerStopsItAndAStepWithoutATimeOffersNone() throws {
    let s = try TestSession.started(at: "recipe.steps", registry: PluginRegistry.all)
    defer { s.stop() }
    let script = """
      tap @recipe.steps.next
      wait 0.8
      tap @recipe.steps.next
      wait 0.8
      tap @recipe.steps.timer
      wait 1.2
      expect recipe.timer running 19:59
      tap @recipe.steps.timer
      wait 0.3
      expect recipe.timer off
      tap @recipe.steps.next
      wait 0.8
      expect recipe.step 4
      tap @recipe.steps.timer
      """
    let failure = #expect(throws: TestFailure.self) { try s.run(script, file: "timer.script") }
    #expect(failure?.description.contains("timer.script:14: no element @recipe.steps.timer on screen 'recipe.steps'") == true, "\(String(describing: failure))")
  }
}
