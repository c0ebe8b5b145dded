import Art
import Basics
import Canvas
import HomeViewTesting
import Testing

/// Every Art picture at full screen (1280×800) and as a gallery-sized
/// thumbnail (300×286): would a person still name it at 300 pt? Drawn as
/// `homeview snapshot art.NAME` draws it, compared with goldens that were
/// looked at before they were kept.
@MainActor
struct ArtGoldenTests {
  nonisolated static let people = ["grandma", "amira", "leo", "mei", "dev", "sophie"]
  nonisolated static let thumbnails = [
    "dad-son", "dad-son-sky", "garden-portrait", "summer-memory", "yellow-cardigan", "brick-runner", "street-hug",
    "golden-hour", "beagle-sitting", "beagle-doghouse", "icons", "avatars", "sophie-wallpaper", "siri-orb",
    "album-rainbow", "soup",
  ] + people.map { "avatar-" + $0 }
  nonisolated static let fullScreen = thumbnails + ["amber-wallpaper", "map", "assistant-orb"]

  /// `name` drawn over a panel of `width`×`height` pixels, at the scale a
  /// session of that panel draws at.
  static func picture(_ name: String, width: Int, height: Int) throws -> Surface {
    let scale = Double(min(width, height)) / 800
    let surface = Surface(size: Size(Double(width) / scale, Double(height) / scale), scale: scale)
    let canvas = Canvas(surface: surface)
    try #require(ArtCatalog.draw(name, on: canvas, in: canvas.bounds), "no picture '\(name)'")
    return surface
  }

  @Test(arguments: thumbnails)
  func thumbnailMatchesItsGolden(_ name: String) throws {
    try Golden.check(try Self.picture(name, width: 300, height: 286), against: TestSession.goldens(besides: #filePath) + "/art-\(name)-300x286.png")
  }

  @Test(arguments: fullScreen)
  func fullScreenMatchesItsGolden(_ name: String) throws {
    try Golden.check(try Self.picture(name, width: 1280, height: 800), against: TestSession.goldens(besides: #filePath) + "/art-\(name)-1280x800.png")
  }
}
