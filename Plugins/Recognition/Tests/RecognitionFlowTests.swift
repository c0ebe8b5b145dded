import Basics
import HomeViewTesting
import PluginRegistry
import Testing

/// Recognizing by touch on virtual time: the avatars fading in, the
/// household's pick after its 1.2 s, Sophie's home.
@MainActor
struct RecognitionFlowTests {
  @Test func theAvatarsFadeInAndSophieIsRecognisedAfterTheHouseholdsDelay() throws {
    try TestSession.play(
      """
      tap @face
      wait 0.05
      expect-screen recognition
      expect recognition.avatars 0
      expect recognition.person none
      wait 1.0
      expect recognition.avatars 6
      expect recognition.person none
      wait 0.25
      expect recognition.person sophie
      expect-screen recognition
      wait 1.1
      expect-screen home
      expect home.person sophie
      expect home.name SOPHIE
      expect navigator.depth 1
      """, startingAt: "face", registry: PluginRegistry.all)
  }
}
