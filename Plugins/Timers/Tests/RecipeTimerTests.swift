import Basics
import HomeViewTesting
import PluginRegistry
import Runtime
import Testing

/// The recipe's "Start 20:00 timer" starts a Timers timer over the bus: it
/// runs on when the recipe is left, and cancelling it there frees the card.
@MainActor
struct RecipeTimerTests {
  @Test func aStepTimerRunsOnTheTimersScreen() throws {
    let s = try TimersTests.session(registry: PluginRegistry.all)
    defer { s.stop() }
    try s.open("recipe.steps")
    try s.run("tap @recipe.steps.next\nwait 0.6")
    try s.tap("recipe.steps.timer")
    #expect(s.state("recipe.timer")?.hasPrefix("running") == true)
    try s.tap("recipe.steps.close")
    s.advance(1)
    try s.tap("recipe.close")
    s.advance(65)
    try s.start(at: "timers")
    s.settle()
    #expect(s.state("timers.count") == "1")
    let card = try #require(s.state("timers.0"))
    #expect(card.contains(" running "), "\(card)")
    #expect(!card.hasPrefix("Tea") && !card.hasPrefix("Pasta"), "\(card)")
    try s.tap("timers.0.cancel")
    #expect(s.state("timers.count") == "0")
    try s.start(at: "recipe.steps")
    s.settle()
    #expect(s.state("recipe.timer") == "off")
  }

  @Test func tappingTheStepTimerAgainCancelsIt() throws {
    let s = try TimersTests.session(registry: PluginRegistry.all)
    defer { s.stop() }
    try s.open("recipe.steps")
    try s.run("tap @recipe.steps.next\nwait 0.6")
    try s.tap("recipe.steps.timer")
    try s.tap("recipe.steps.timer")
    try s.start(at: "timers")
    s.settle()
    #expect(s.state("timers.count") == "0")
  }
}
