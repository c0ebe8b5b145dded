import Canvas
import Foundation
import Testing

/// Every screen rendered headless with the fixed clock, compared with
/// Tests/Goldens within a small per-pixel tolerance. A failure writes the actual
/// picture and a diff beside the golden's name in the temp folder. Goldens are
/// re-recorded only on purpose: HOMEVIEW_RECORD_GOLDENS=1, then look at each.
struct GoldenTests {
  static let goldens = Binary.root + "/Tests/Goldens"
  static let record = ProcessInfo.processInfo.environment["HOMEVIEW_RECORD_GOLDENS"] == "1"
  /// A channel may differ this much (anti-aliasing noise across library builds)…
  static let channelTolerance: UInt32 = 8
  /// …and this share of pixels may exceed it.
  static let pixelShare = 0.002

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

  func compare(actual: String, golden: String) throws {
    if Self.record {
      _ = try? FileManager.default.removeItem(atPath: golden)
      try FileManager.default.copyItem(atPath: actual, toPath: golden)
      return
    }
    guard FileManager.default.fileExists(atPath: golden) else {
      Issue.record("no golden \(golden): record it with HOMEVIEW_RECORD_GOLDENS=1 and look at it")
      return
    }
    let a = try Surface.load(path: actual), g = try Surface.load(path: golden)
    try #require(a.pixelWidth == g.pixelWidth && a.pixelHeight == g.pixelHeight, "size \(a.pixelWidth)x\(a.pixelHeight) vs golden \(g.pixelWidth)x\(g.pixelHeight)")
    let diff = Surface(pixelWidth: a.pixelWidth, pixelHeight: a.pixelHeight)
    var bad = 0
    a.withPixels { pa, rowA in
      g.withPixels { pg, rowG in
        diff.withPixels { pd, rowD in
          for y in 0..<a.pixelHeight {
            for x in 0..<a.pixelWidth {
              let u = pa[y * rowA + x], v = pg[y * rowG + x]
              var worst: UInt32 = 0
              for shift in stride(from: 0, through: 24, by: 8) {
                let cu = (u >> UInt32(shift)) & 0xFF, cv = (v >> UInt32(shift)) & 0xFF
                worst = max(worst, cu > cv ? cu - cv : cv - cu)
              }
              if worst > Self.channelTolerance {
                bad += 1
                pd[y * rowD + x] = 0xFFFF_0000
              } else {
                // Matching pixels, faded, so the differences stand out in place.
                let grey = ((u >> 16 & 0xFF) + (u >> 8 & 0xFF) + (u & 0xFF)) / 3 / 3 + 170
                pd[y * rowD + x] = 0xFF00_0000 | grey << 16 | grey << 8 | grey
              }
            }
          }
        }
      }
    }
    let share = Double(bad) / Double(a.pixelWidth * a.pixelHeight)
    if share > Self.pixelShare {
      let base = FileManager.default.temporaryDirectory.path + "/" + URL(fileURLWithPath: golden).deletingPathExtension().lastPathComponent
      try? FileManager.default.removeItem(atPath: base + ".actual.png")
      try FileManager.default.copyItem(atPath: actual, toPath: base + ".actual.png")
      try diff.writePNG(to: base + ".diff.png")
      Issue.record("\(golden): \(bad) pixels (\(share * 100) %) differ by more than \(Self.channelTolerance); actual \(base).actual.png, diff \(base).diff.png")
    }
  }
}
