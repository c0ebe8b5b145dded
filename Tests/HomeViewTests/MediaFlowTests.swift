import Foundation
import Testing

/// Now Playing and the recipe through the binary, by touch, on virtual time:
/// the lyrics and progress running on the frame clock, the controls, the
/// ingredients sheet and the step cards.
struct MediaFlowTests {
  func run(_ script: String, start: String) throws -> Binary.Result {
    let dir = try Binary.temporaryFolder()
    try Binary.write(script, to: dir + "/test.script")
    return try Binary.run(["--script", dir + "/test.script", "--out", dir + "/out", "--start", start])
  }

  @Test func lyricsSlideInAndTheCurrentLineAdvancesEveryTwoAndAHalfSeconds() throws {
    let r = try run(
      """
      expect-screen nowplaying
      expect nowplaying.line Me and you
      tap @nowplaying.lyrics
      wait 0.8
      expect-screen nowplaying.lyrics
      expect nowplaying.line Me and you
      # Playback began with the first frame (1/60 s) at 2:03; the next line is at 2:05.5.
      wait 1.5
      expect nowplaying.line Me and you
      wait 0.2
      expect nowplaying.line They can't stop us
      expect nowplaying.line.index 3
      wait 2.5
      expect nowplaying.line Coming through
      tap @nowplaying.lyrics
      wait 0.8
      expect-screen nowplaying
      expect nowplaying.line Coming through
      """, start: "nowplaying")
    #expect(r.status == 0, "\(r.stderr)")
  }

  @Test func progressRunsOnTheFrameClockPausesAndJumps() throws {
    let r = try run(
      """
      expect nowplaying.elapsed 123
      expect nowplaying.playing true
      wait 2
      expect nowplaying.elapsed 125
      tap @nowplaying.play
      expect nowplaying.playing false
      wait 3
      expect nowplaying.elapsed 125
      # Paused at 2:05.1, the lyrics stay put too (the next line is at 2:05.5).
      expect nowplaying.line Me and you
      tap @nowplaying.rewind
      expect nowplaying.elapsed 115
      expect nowplaying.line none
      tap @nowplaying.forward
      tap @nowplaying.forward
      expect nowplaying.elapsed 135
      expect nowplaying.line Pass go, feel the glow
      tap @nowplaying.play
      wait 1.05
      expect nowplaying.elapsed 136
      expect nowplaying.playing true
      """, start: "nowplaying")
    #expect(r.status == 0, "\(r.stderr)")
  }

  @Test func theTrackStopsAtItsEnd() throws {
    let r = try run(
      """
      tap @nowplaying.forward
      tap @nowplaying.forward
      tap @nowplaying.forward
      tap @nowplaying.forward
      tap @nowplaying.forward
      expect nowplaying.elapsed 170
      expect nowplaying.playing false
      """, start: "nowplaying")
    #expect(r.status == 0, "\(r.stderr)")
  }

  @Test func theIngredientsSheetOpensAndClosesByItsButtonOrATapOutside() throws {
    let r = try run(
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
      """, start: "recipe")
    #expect(r.status == 0, "\(r.stderr)")
  }

  @Test func stepCardsPageByTapAndBySwipe() throws {
    let r = try run(
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
      """, start: "recipe")
    #expect(r.status == 0, "\(r.stderr)")
  }
}
