import Basics
import Canvas
import Foundation
import Testing

/// The six photo faces after the dad and son, and their painted scenes, each
/// rendered at 1280×800 by the binary with the fixed clock and compared with
/// its golden (recorded with HOMEVIEW_RECORD_GOLDENS=1 and looked at against
/// the seed's words before it was kept); and a photo file named in the config
/// replacing a face's painted scene.
struct PhotoFaceGoldenTests {
  static let faces = ["garden-portrait", "summer-memory", "yellow-cardigan", "brick-runner", "street-hug", "golden-hour"]

  @Test(arguments: faces)
  func faceMatchesItsGolden(_ id: String) throws {
    let dir = try Binary.temporaryFolder()
    let actual = "\(dir)/face.\(id).png"
    let r = try Binary.run(["snapshot", "face.\(id)", "--out", actual])
    #expect(r.status == 0, "\(r.stderr)")
    try GoldenTests().compare(actual: actual, golden: "\(GoldenTests.goldens)/face.\(id)-1280x800.png")
  }

  @Test(arguments: faces)
  func sceneMatchesItsGolden(_ name: String) throws {
    let dir = try Binary.temporaryFolder()
    let actual = "\(dir)/art.\(name).png"
    let r = try Binary.run(["snapshot", "art.\(name)", "--out", actual])
    #expect(r.status == 0, "\(r.stderr)")
    try GoldenTests().compare(actual: actual, golden: "\(GoldenTests.goldens)/art-\(name)-1280x800.png")
  }

  /// A flat magenta photo for `street-hug`: where the street and the two women
  /// were, the face shows magenta; its numerals still go on top.
  @Test @MainActor func aPhotoFileInTheConfigReplacesTheScene() throws {
    let dir = try Binary.temporaryFolder()
    let photo = Surface(pixelWidth: 64, pixelHeight: 40, scale: 1)
    Canvas(surface: photo).fill(Rect(x: 0, y: 0, width: 64, height: 40), Color(hex: 0xFF00FF))
    try photo.writePNG(to: dir + "/hug.png")
    var household = try String(contentsOfFile: Binary.root + "/Config/household.json", encoding: .utf8)
    household = household.replacingOccurrences(of: #""photos": {}"#, with: #""photos": {"street-hug": "hug.png"}"#)
    try #require(household.contains("hug.png"), "the fixture has an empty photos object to fill")
    try Binary.write(household, to: dir + "/household.json")
    try Binary.write(#"{"household": "household.json"}"#, to: dir + "/photo.json")

    for (config, wantsPhoto) in [(dir + "/photo.json", true), (Binary.root + "/Config/homeview.json", false)] {
      let out = dir + (wantsPhoto ? "/with-photo.png" : "/painted.png")
      let r = try Binary.run(["snapshot", "face.street-hug", "--config", config, "--out", out], cwd: dir)
      #expect(r.status == 0, "\(r.stderr)")
      let image = try Surface.load(path: out)
      // Bottom corners (below the numerals) and the middle of the women's shoulders.
      for (x, y) in [(8, 792), (1272, 792), (640, 760)] {
        let isMagenta = image.pixel(x: x, y: y) & 0xFF_FFFF == 0xFF00FF
        #expect(isMagenta == wantsPhoto, "\(config) at (\(x), \(y)): \(String(image.pixel(x: x, y: y), radix: 16))")
      }
      // The numerals are drawn either way: the top of the "1" is near white.
      let one = image.pixel(x: 140, y: 100)
      #expect((one >> 16) & 0xFF > 200 && (one >> 8) & 0xFF > 200, "the numerals show over \(wantsPhoto ? "the photo" : "the scene")")
    }
  }
}
