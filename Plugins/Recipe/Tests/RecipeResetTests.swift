import Basics
import HomeModel
import HomeViewTesting
import Recipe
import Runtime
import Testing

/// The session reset (Sophie's avatar, in the home plugin) posts
/// `ResetSession`: the recipe goes back to step 1.
@MainActor
struct RecipeResetTests {
  @Test func theRecipeReturnsToStepOne() throws {
    let s = try TestSession(registry: [PluginRegistration(RecipePlugin.self)])
    try s.start(at: "recipe.steps")
    s.advance(0.1)
    try s.tap("recipe.steps.next")
    try s.tap("recipe.steps.next")
    s.advance(0.6)
    #expect(s.state("recipe.step") == "3")
    s.loop.bus.post(ResetSession())
    s.advance(0.1)
    try s.start(at: "recipe.steps")
    s.advance(0.1)
    #expect(s.state("recipe.step") == "1")
  }
}
