import Testing

/// Now Playing and the recipe in each of their states, and their two painted
/// pictures, rendered headless with the fixed clock and compared with goldens
/// that were looked at against docs/screens.md §7 and §8 before they were kept.
struct MediaGoldenTests {
  static let cases: [GoldenTests.Case] =
    ["nowplaying", "nowplaying.lyrics", "recipe", "recipe.ingredients", "recipe.steps"].map {
      GoldenTests.Case(name: "\($0)-1280x800", args: ["snapshot", $0])
    }
    + ["nowplaying", "recipe"].map { GoldenTests.Case(name: "\($0)-800x480", args: ["snapshot", $0, "--size", "800x480"]) }
    + ["album-rainbow", "soup"].map { GoldenTests.Case(name: "art-\($0)-1280x800", args: ["snapshot", "art.\($0)"]) }

  @Test(arguments: cases)
  func screenMatchesItsGolden(_ c: GoldenTests.Case) throws {
    let dir = try Binary.temporaryFolder()
    let actual = "\(dir)/\(c.name).png"
    let r = try Binary.run(c.args + ["--out", actual])
    #expect(r.status == 0, "\(r.stderr)")
    try GoldenTests().compare(actual: actual, golden: "\(GoldenTests.goldens)/\(c.name).png")
  }
}
