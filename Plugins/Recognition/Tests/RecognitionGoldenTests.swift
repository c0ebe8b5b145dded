import Basics
import HomeViewTesting
import PluginRegistry
import Testing

/// Recognizing started directly and caught mid-sequence (the avatars halfway
/// through their stagger, Sophie's pulse just after the pick), compared with
/// goldens that were looked at before they were kept.
@MainActor
struct RecognitionGoldenTests {
  @Test func startedDirectlyItMatchesItsGoldens() throws {
    try TestSession.assertScreenGolden("recognition", name: "recognition-1280x800", registry: PluginRegistry.all)
    try TestSession.assertScreenGolden("recognition", name: "recognition-800x480", panel: (800, 480), registry: PluginRegistry.all)
  }

  @Test func midSequenceItMatchesItsGoldens() throws {
    let s = try TestSession(registry: PluginRegistry.all)
    defer { s.stop() }
    try s.start(at: "face")
    s.step()
    try s.tap("face")
    s.advance(0.45)
    try s.assertGolden("recognition-stagger-1280x800")
    s.advance(0.9)
    try s.assertGolden("recognition-recognised-1280x800")
  }
}
