import Foundation
import Testing

/// Siri through the binary (seed section 5): the words, the answer card at
/// 1.6 s, the route button that does not close, a tap outside that does.
struct AssistantFlowTests {
  func run(_ script: String, _ extra: [String] = []) throws -> (Binary.Result, String) {
    let dir = try Binary.temporaryFolder()
    try Binary.write(script, to: dir + "/test.script")
    return (try Binary.run(["--script", dir + "/test.script", "--out", dir + "/out"] + extra), dir)
  }

  @Test func fromTheQuestionWordByWordToTheAnswerCardAndClosed() throws {
    let (r, _) = try run(
      """
      expect-screen assistant
      expect assistant.phase listening
      expect assistant.words 0
      wait 0.5
      expect assistant.words 2
      wait 0.8
      expect assistant.words 7
      expect assistant.phase listening
      wait 0.35
      expect assistant.phase answer
      expect-screen assistant.answer
      wait 0.8
      tap @assistant.answer.card
      wait 0.5
      # Opened straight at start there is nothing under Siri: it closes to the face.
      expect-screen face
      """, ["--start", "assistant"])
    #expect(r.status == 0, "\(r.stderr)")
  }

  @Test func openedFromTheHomesSiriIconItClosesBackToTheHome() throws {
    let (r, _) = try run(
      """
      tap @home.siri
      wait 0.5
      expect-screen assistant
      expect navigator.depth 2
      wait 1.5
      expect-screen assistant.answer
      expect navigator.depth 2
      tap @assistant.answer.card
      wait 0.6
      expect-screen home
      expect navigator.depth 1
      """, ["--start", "home"])
    #expect(r.status == 0, "\(r.stderr)")
  }

  @Test func theRouteButtonPressesAndClicksButDoesNotClose() throws {
    let (r, _) = try run(
      """
      tap @assistant.answer.route
      wait 0.5
      expect-screen assistant.answer
      expect audio.clicks 1
      tap @assistant.answer.route
      wait 0.5
      expect-screen assistant.answer
      expect audio.clicks 2
      """, ["--start", "assistant.answer"])
    #expect(r.status == 0, "\(r.stderr)")
  }
}
