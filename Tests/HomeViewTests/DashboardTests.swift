import Foundation
import Testing

/// The Home dashboard through the binary: what it reports about a damaged
/// saved file, and the bench's damage figure. (Its touch flows are played on
/// the test kit in Plugins/HomeDashboard/Tests.)
struct DashboardTests {
  /// Plays `script` starting on `start`; returns the result and the run's folder.
  func run(_ script: String, start: String = "dashboard", data: String? = nil, _ extra: [String] = []) throws -> (Binary.Result, String) {
    let dir = try Binary.temporaryFolder()
    try Binary.write(script, to: dir + "/test.script")
    var args = ["--script", dir + "/test.script", "--out", dir + "/out", "--start", start] + extra
    if let data { args += ["--data", data] }
    return (try Binary.run(args), dir)
  }

  @Test(arguments: [
    ("{ \"thermostat.living-room\": { \"target\": 69 ", "accessories.json:1:"),
    (#"{ "thermostat.living-room": { "target": "warm" } }"#, "accessories.json: thermostat.living-room.target: expected a whole number, found a string"),
    (#"{ "thermostat.living-room": { "target": 120 } }"#, "accessories.json: thermostat.living-room.target: 120 is out of range (50…90)"),
  ])
  func aCorruptSavedFileIsReportedAndKeptAside(_ text: String, _ report: String) throws {
    let data = try Binary.temporaryFolder()
    try FileManager.default.createDirectory(atPath: data + "/dashboard", withIntermediateDirectories: true)
    try Binary.write(text, to: data + "/dashboard/accessories.json")
    let (r, _) = try run("expect dashboard.temperature 68\n", data: data)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stderr.contains(data + "/dashboard/" + report), "\(r.stderr)")
    #expect(r.stderr.contains("kept aside as \(data)/dashboard/accessories.json.corrupt"), "\(r.stderr)")
    #expect(try String(contentsOfFile: data + "/dashboard/accessories.json.corrupt", encoding: .utf8) == text, "the user's file is not lost")
  }

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
