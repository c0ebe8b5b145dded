import Basics
import Canvas
import Foundation
import HomeViewTesting
import PluginRegistry
import Testing

/// A photo file named in the household replaces a face's painted scene.
@MainActor
struct PhotoFileTests {
  static let root = RepositoryFolders.root

  /// A flat magenta photo for `street-hug`: where the street and the two women
  /// were, the face shows magenta; its numerals still go on top.
  @Test func aPhotoFileInTheConfigReplacesTheScene() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("homeview-photo-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let photo = Surface(pixelWidth: 64, pixelHeight: 40, scale: 1)
    Canvas(surface: photo).fill(Rect(x: 0, y: 0, width: 64, height: 40), Color(hex: 0xFF00FF))
    try photo.writePNG(to: dir + "/hug.png")
    var household = try String(contentsOfFile: Self.root + "/Config/household.json", encoding: .utf8)
    household = household.replacingOccurrences(of: #""photos": {}"#, with: #""photos": {"street-hug": "hug.png"}"#)
    try #require(household.contains("hug.png"), "the fixture has an empty photos object to fill")
    try household.write(toFile: dir + "/household.json", atomically: true, encoding: .utf8)
    try #"{"household": "household.json"}"#.write(toFile: dir + "/photo.json", atomically: true, encoding: .utf8)

    for (config, wantsPhoto) in [(dir + "/photo.json", true), (Self.root + "/Config/homeview.json", false)] {
      let s = try TestPhotos.settled(at: "face.street-hug", config: config)
      defer { s.stop() }
      let image = s.snapshot()
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
