import Foundation
import Testing

/// Every Art picture at full screen and as a gallery-sized thumbnail: would a
/// person still name it at 300 pt? Pictures with full-size goldens elsewhere
/// are only added here at thumbnail size.
struct ArtGoldenTests {
  static let withoutFullSizeGolden = ["dad-son-sky", "sophie-wallpaper", "siri-orb"] + ["grandma", "amira", "leo", "mei", "dev", "sophie"].map { "avatar-" + $0 }
  static let all = [
    "dad-son", "dad-son-sky", "garden-portrait", "summer-memory", "yellow-cardigan", "brick-runner", "street-hug",
    "golden-hour", "beagle-sitting", "beagle-doghouse", "icons", "avatars", "sophie-wallpaper", "siri-orb",
    "album-rainbow", "soup",
  ] + ["grandma", "amira", "leo", "mei", "dev", "sophie"].map { "avatar-" + $0 }

  @Test(arguments: all)
  func thumbnailMatchesItsGolden(_ name: String) throws {
    let dir = try Binary.temporaryFolder()
    let actual = "\(dir)/\(name).png"
    let r = try Binary.run(["snapshot", "art." + name, "--size", "300x286", "--out", actual])
    #expect(r.status == 0, "\(r.stderr)")
    try GoldenTests().compare(actual: actual, golden: "\(GoldenTests.goldens)/art-\(name)-300x286.png")
  }

  @Test(arguments: withoutFullSizeGolden)
  func fullScreenMatchesItsGolden(_ name: String) throws {
    let dir = try Binary.temporaryFolder()
    let actual = "\(dir)/\(name).png"
    let r = try Binary.run(["snapshot", "art." + name, "--out", actual])
    #expect(r.status == 0, "\(r.stderr)")
    try GoldenTests().compare(actual: actual, golden: "\(GoldenTests.goldens)/art-\(name)-1280x800.png")
  }
}
