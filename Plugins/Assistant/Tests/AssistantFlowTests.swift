import Basics
import HomeViewTesting
import PluginRegistry
import Testing

/// Siri by touch on virtual time: the words, the answer card at 1.6 s, the
/// route button that opens the route's steps, a tap outside that closes.
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

  @Test func theRouteButtonShowsTheStepsAndBackReturnsToTheAnswer() throws {
    try TestSession.play(
      """
      tap @assistant.answer.route
      wait 0.5
      expect-screen assistant.route
      expect audio.clicks 1
      expect navigator.depth 2
      tap @assistant.route.back
      wait 0.5
      expect-screen assistant.answer
      expect navigator.depth 1
      tap @assistant.answer.route
      wait 0.5
      expect-screen assistant.route
      expect audio.clicks 2
      """, startingAt: "assistant.answer", registry: PluginRegistry.all)
  }

  /// Opened straight at start, the steps go back to a settled answer.
  @Test func theStepsOpenedAtStartGoBackToTheAnswer() throws {
    try TestSession.play(
      """
      tap @assistant.route.back
      wait 0.5
      expect-screen assistant.answer
      expect assistant.phase answer
      """, startingAt: "assistant.route", registry: PluginRegistry.all)
  }
}
