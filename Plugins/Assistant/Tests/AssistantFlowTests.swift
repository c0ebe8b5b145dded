import Basics
import HomeViewTesting
import PluginRegistry
import Testing

/// Siri by touch on virtual time: the words, the answer card at 1.6 s, the
/// route button that does not close, a tap outside that does.
@MainActor
struct AssistantFlowTests {
  @Test func fromTheQuestionWordByWordToTheAnswerCardAndClosed() throws {
    try TestSession.play(
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
      """, startingAt: "assistant", registry: PluginRegistry.all)
  }

  @Test func openedFromTheHomesSiriIconItClosesBackToTheHome() throws {
    try TestSession.play(
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
      """, startingAt: "home", registry: PluginRegistry.all)
  }

  @Test func theRouteButtonPressesAndClicksButDoesNotClose() throws {
    try TestSession.play(
      """
      tap @assistant.answer.route
      wait 0.5
      expect-screen assistant.answer
      expect audio.clicks 1
      tap @assistant.answer.route
      wait 0.5
      expect-screen assistant.answer
      expect audio.clicks 2
      """, startingAt: "assistant.answer", registry: PluginRegistry.all)
  }
}
