import Foundation
import Testing

/// The Home dashboard through the binary: the bench's damage figure. (Its
/// touch flows and its damaged saved file are played on the test kit in
/// Plugins/HomeDashboard/Tests.)
struct DashboardTests {
  @Test func theRollingNumberRedrawsOnlyItsOwnRect() throws {
    let r = try Binary.run(["bench", "--scenario", "rolling-digits", "--frames", "120"])
    #expect(r.status == 0, "\(r.stderr)")
    let row = r.stdout.split(separator: "\n").first { $0.hasPrefix("dashboard/rolling-digits") }.map(String.init) ?? ""
    // Columns: name, p50, p99, max, budget share, drawn, redrawn %, first frame.
    let words = row.split(separator: " ").map(String.init)
    let redrawn = words.firstIndex(where: { $0.contains("/120") }).flatMap { Double(words[$0 + 1]) }
    #expect(redrawn != nil && redrawn! > 0 && redrawn! < 10, "the number's band is a few % of the screen: \(row)")
  }
}
