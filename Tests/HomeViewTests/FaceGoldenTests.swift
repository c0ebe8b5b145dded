import Testing

/// Each face painted without a photo, rendered full screen at 1280×800 by the
/// binary with the fixed clock (10:09, Wednesday 1 April 2026) and the fixture
/// household, compared with its golden (recorded with HOMEVIEW_RECORD_GOLDENS=1
/// and looked at against docs/screens.md's words before it was kept).
struct FaceGoldenTests {
  static let faces = [
    "coral-serif", "home-glass", "calendar", "weather", "blobs", "pink-analog", "green-numerals", "home-purple",
    "day-dashboard",
  ]

  @Test(arguments: faces)
  func faceMatchesItsGolden(_ id: String) throws {
    let dir = try Binary.temporaryFolder()
    let actual = "\(dir)/face.\(id).png"
    let r = try Binary.run(["snapshot", "face.\(id)", "--out", actual])
    #expect(r.status == 0, "\(r.stderr)")
    try GoldenTests().compare(actual: actual, golden: "\(GoldenTests.goldens)/face.\(id)-1280x800.png")
  }
}
