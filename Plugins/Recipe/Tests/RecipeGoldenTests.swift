import Basics
import HomeViewTesting
import PluginRegistry
import Testing

/// The recipe, its ingredients and its steps with the fixed clock, compared
/// with goldens that were looked at before they were kept.
@MainActor
struct RecipeGoldenTests {
  @Test func everyStateMatchesItsGolden() throws {
    for id in ["recipe", "recipe.ingredients", "recipe.steps"] {
      try TestSession.assertScreenGolden(id, name: "\(id)-1280x800", registry: PluginRegistry.all)
    }
    try TestSession.assertScreenGolden("recipe", name: "recipe-800x480", panel: (800, 480), registry: PluginRegistry.all)
  }
}
