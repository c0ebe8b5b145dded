import Basics
import Foundation
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

  /// A recipe of twenty ingredients is longer than the sheet: a drag scrolls
  /// the list, no further than its last row, and back to the first. The
  /// repository's ten fit, and do not move.
  @Test func theIngredientsScrollWhenLongerThanTheSheet() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("homeview-recipe-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let extra = (1...10).map { #"{ "quantity": "\#($0) pinch", "name": "extra spice \#($0)" },"# }.joined()
    let text = try String(contentsOfFile: RepositoryFolders.config + "/household.json", encoding: .utf8)
      .replacingOccurrences(of: #""ingredients": ["#, with: #""ingredients": ["# + extra)
    try text.write(toFile: dir + "/household.json", atomically: true, encoding: .utf8)
    try #"{"household": "household.json"}"#.write(toFile: dir + "/homeview.json", atomically: true, encoding: .utf8)
    var options = TestSession.Options()
    options.config = .file(dir + "/homeview.json")
    try TestSession.play(
      """
      expect recipe.sheet.scroll 0
      drag 640 700 640 200 0.4
      wait 1.5
      expect recipe.sheet open
      # Twenty rows of 46 pt in a 596 pt list (the sheet as tall as the
      # screen allows): 324 pt to scroll, and no more.
      expect recipe.sheet.scroll 324
      drag 640 200 640 760 0.4
      wait 1.5
      expect recipe.sheet.scroll 0
      """, startingAt: "recipe.ingredients", registry: PluginRegistry.all, options: options)
    try TestSession.play(
      """
      drag 640 600 640 300 0.4
      wait 1
      expect recipe.sheet.scroll 0
      """, startingAt: "recipe.ingredients", registry: PluginRegistry.all)
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
