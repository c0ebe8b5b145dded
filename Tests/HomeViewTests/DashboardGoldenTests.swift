import Testing

/// The dashboard's pages rendered by the binary with the fixed clock and the
/// fixture household, compared with goldens that were looked at against
/// docs/screens.md §6 before they were kept.
struct DashboardGoldenTests {
  static let cases: [GoldenTests.Case] = [
    .init(name: "dashboard-1280x800", args: ["snapshot", "dashboard"]),
    .init(name: "dashboard-lights-on-1280x800", args: ["snapshot", "dashboard:lights-on"]),
    .init(name: "dashboard.air-1280x800", args: ["snapshot", "dashboard.air"]),
    .init(name: "dashboard.lamp-1280x800", args: ["snapshot", "dashboard.lamp"]),
    .init(name: "dashboard-800x480", args: ["snapshot", "dashboard", "--size", "800x480"]),
    .init(name: "art-amber-wallpaper-1280x800", args: ["snapshot", "art.amber-wallpaper"]),
  ]

  @Test(arguments: cases)
  func pageMatchesItsGolden(_ c: GoldenTests.Case) throws {
    let dir = try Binary.temporaryFolder()
    let actual = "\(dir)/\(c.name).png"
    let r = try Binary.run(c.args + ["--out", actual])
    #expect(r.status == 0, "\(r.stderr)")
    try GoldenTests().compare(actual: actual, golden: "\(GoldenTests.goldens)/\(c.name).png")
  }
}
