import Basics
import HomeViewTesting
import PluginRegistry
import Testing

/// The recipe by touch on virtual time: the ingredients sheet and the step cards.
@MainActor
struct RecipeFlowTests {
  @Test func theIngredientsSheetOpensAndClosesByItsButtonOrATapOutside() throws {
    try TestSession.play(
      """
      expect recipe.sheet closed
      tap @recipe.ingredients
      wait 0.6
      expect-screen recipe.ingredients
      expect recipe.sheet open
      tap @recipe.sheet.close
      wait 0.6
      expect-screen recipe
      expect recipe.sheet closed
      tap @recipe.ingredients
      wait 0.6
      expect recipe.sheet open
      # Inside the sheet nothing happens; above it, the sheet closes.
      tap 640 500
      wait 0.3
      expect recipe.sheet open
      tap 640 60
      wait 0.6
      expect-screen recipe
      """, startingAt: "recipe", registry: PluginRegistry.all)
  }

  @Test func stepCardsPageByTapAndBySwipe() throws {
    try TestSession.play(
      """
      tap @recipe.start
      wait 0.5
      expect-screen recipe.steps
      expect recipe.step 1
      tap @recipe.steps.back
      expect recipe.step 1
      tap @recipe.steps.next
      wait 0.6
      expect recipe.step 2
      tap @recipe.steps.back
      wait 0.6
      expect recipe.step 1
      swipe left
      wait 0.6
      expect recipe.step 2
      swipe right
      wait 0.6
      expect recipe.step 1
      tap @recipe.steps.next
      tap @recipe.steps.next
      wait 0.6
      # Leaving the cards keeps the place.
      tap @recipe.steps.close
      wait 0.5
      expect-screen recipe
      expect recipe.step 3
      tap @recipe.start
      wait 0.5
      expect recipe.step 3
      """, startingAt: "recipe", registry: PluginRegistry.all)
  }
}
