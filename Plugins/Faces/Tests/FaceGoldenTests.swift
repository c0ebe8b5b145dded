import Basics
import HomeViewTesting
import PluginRegistry
import Runtime
import Testing

/// Each face, the gallery and its moving frames rendered with the fixed clock
/// (10:09, Wednesday 1 April 2026) and the fixture household, compared with
/// goldens that were looked at before they were kept.
@MainActor
struct FaceGoldenTests {
  struct Case: CustomStringConvertible, Sendable {
    var id: String
    var name: String
    var panel: (width: Int, height: Int) = (1280, 800)
    var description: String { name }
  }

  nonisolated static let painted = [
    "coral-serif", "home-glass", "calendar", "weather", "blobs", "pink-analog", "green-numerals", "home-purple", "day-dashboard",
    "beagle-red", "beagle-doghouse",
  ]
  /// The photo faces after the dad and son, painted scenes standing in for photos.
  nonisolated static let photo = ["garden-portrait", "summer-memory", "yellow-cardigan", "brick-runner", "street-hug", "golden-hour"]

  nonisolated static let cases: [Case] =
    [
      Case(id: "face", name: "face-1280x800"),
      Case(id: "face", name: "face-800x480", panel: (800, 480)),
      Case(id: "face", name: "face-720x1280-portrait", panel: (720, 1280)),
      Case(id: "gallery", name: "gallery-800x480", panel: (800, 480)),
    ] + (painted + photo).map { Case(id: "face.\($0)", name: "face.\($0)-1280x800") }

  @Test(arguments: cases)
  func screenMatchesItsGolden(_ c: Case) throws {
    try TestSession.assertScreenGolden(c.id, name: c.name, panel: c.panel, registry: PluginRegistry.all)
  }

  /// The demo's moving frames: the gallery at 0 and 2 s, mid-zoom, mid-crossfade.
  @Test func theDemoPathsMovingFramesMatchTheirGoldens() throws {
    let s = try TestSession(registry: PluginRegistry.all)
    defer { s.stop() }
    try s.start(at: "gallery")
    s.step()
    try s.assertGolden("gallery-t0-1280x800")
    s.advance(2)
    try s.assertGolden("gallery-t2-1280x800")
    s.advance(3.5)
    try s.tap("gallery.face.dad-son")
    s.advance(0.05)
    try s.assertGolden("zoom-mid-1280x800")
    s.advance(1.3)
    try s.tap("face")
    s.advance(0.15)
    try s.assertGolden("crossfade-mid-1280x800")
  }
}
