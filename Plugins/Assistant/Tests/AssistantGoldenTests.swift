import Basics
import HomeViewTesting
import PluginRegistry
import Testing

/// Siri listening (mid-transcript: a snapshot settles for one second, five
/// words in), the card rising over it, and the answer, compared with goldens
/// that were looked at before they were kept.
@MainActor
struct AssistantGoldenTests {
  @Test func listeningAndTheAnswerMatchTheirGoldens() throws {
    try TestSession.assertScreenGolden("assistant", name: "assistant-1280x800", registry: PluginRegistry.all)
    try TestSession.assertScreenGolden("assistant.answer", name: "assistant.answer-1280x800", registry: PluginRegistry.all)
    try TestSession.assertScreenGolden(
      "assistant.answer", name: "assistant.answer-800x480", panel: (800, 480), registry: PluginRegistry.all)
  }

  /// The route's steps, at the wide and the small panel.
  @Test func theRouteStepsMatchTheirGoldens() throws {
    try TestSession.assertScreenGolden("assistant.route", name: "assistant.route-1280x800", registry: PluginRegistry.all)
    try TestSession.assertScreenGolden(
      "assistant.route", name: "assistant.route-800x480", panel: (800, 480), registry: PluginRegistry.all)
  }

  /// The card halfway up over the listening scene, the orb shrinking.
  @Test func theRisingCardMatchesItsGolden() throws {
    let s = try TestSession(registry: PluginRegistry.all)
    defer { s.stop() }
    try s.start(at: "assistant")
    s.step()
    s.advance(1.7)
    try s.assertGolden("assistant-rising-1280x800")
  }
}
