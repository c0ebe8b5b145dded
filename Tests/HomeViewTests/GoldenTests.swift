import Canvas
import Foundation
import HomeViewTesting
import Testing

/// Every screen rendered headless with the fixed clock, compared with
/// Tests/Goldens within a small per-pixel tolerance. A failure writes the actual
/// picture and a diff beside the golden's name in the temp folder. Goldens are
/// re-recorded only on purpose: HOMEVIEW_RECORD_GOLDENS=1, then look at each.
struct GoldenTests {
  static let goldens = Binary.root + "/Tests/Goldens"
  /// A channel may differ this much (anti-aliasing noise across library builds).
  static let channelTolerance = Golden.channelTolerance

  struct Case: CustomStringConvertible, Sendable {
    var name: String
    var args: [String]
    var description: String { name }
  }

  static let cases: [Case] = [
    Case(name: "face-1280x800", args: ["snapshot", "face"]),
    Case(name: "recognition-1280x800", args: ["snapshot", "recognition"]),
    Case(name: "face-800x480", args: ["snapshot", "face", "--size", "800x480"]),
    Case(name: "recognition-800x480", args: ["snapshot", "recognition", "--size", "800x480"]),
    Case(name: "face-720x1280-portrait", args: ["snapshot", "face", "--size", "720x1280"]),
    Case(name: "art-dad-son-1280x800", args: ["snapshot", "art.dad-son"]),
    Case(name: "gallery-800x480", args: ["snapshot", "gallery", "--size", "800x480"]),
    Case(name: "face.beagle-red-1280x800", args: ["snapshot", "face.beagle-red"]),
    Case(name: "face.beagle-doghouse-1280x800", args: ["snapshot", "face.beagle-doghouse"]),
    Case(name: "art-beagle-sitting-1280x800", args: ["snapshot", "art.beagle-sitting"]),
    Case(name: "art-beagle-doghouse-1280x800", args: ["snapshot", "art.beagle-doghouse"]),
    Case(name: "art-icons-1280x800", args: ["snapshot", "art.icons"]),
    Case(name: "art-avatars-1280x800", args: ["snapshot", "art.avatars"]),
  ]

  @Test(arguments: cases)
  func screenMatchesItsGolden(_ c: Case) throws {
    let dir = try Binary.temporaryFolder()
    let actual = "\(dir)/\(c.name).png"
    let r = try Binary.run(c.args + ["--out", actual])
    #expect(r.status == 0, "\(r.stderr)")
    try compare(actual: actual, golden: "\(Self.goldens)/\(c.name).png")
  }

  /// The demo's moving frames: the gallery at 0 and 2 s, mid-zoom, mid-crossfade.
  @Test func theDemoPathsMovingFramesMatchTheirGoldens() throws {
    let dir = try Binary.temporaryFolder()
    let script = dir + "/moving.script"
    try Binary.write(
      """
      snapshot gallery-t0
      wait 2
      snapshot gallery-t2
      wait 3.5
      tap @gallery.face.dad-son
      wait 0.05
      snapshot zoom-mid
      wait 1.3
      tap @face
      wait 0.15
      snapshot crossfade-mid
      """, to: script)
    let r = try Binary.run(["--script", script, "--out", dir])
    #expect(r.status == 0, "\(r.stderr)")
    for name in ["gallery-t0", "gallery-t2", "zoom-mid", "crossfade-mid"] {
      try compare(actual: "\(dir)/\(name).png", golden: "\(Self.goldens)/\(name)-1280x800.png")
    }
  }

  /// Compares through the test kit's golden check (recording when asked).
  func compare(actual: String, golden: String) throws {
    do { try Golden.check(try Surface.load(path: actual), against: golden) } catch let mismatch as GoldenMismatch {
      Issue.record(Comment(rawValue: mismatch.description))
    }
  }
}
