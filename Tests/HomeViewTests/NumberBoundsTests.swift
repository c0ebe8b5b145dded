import Foundation
import Testing

/// Numbers are bounded where they enter: `check-config` refuses a config's
/// clock years past 9999 with its exit code and message (the session-level
/// checks, the last midnight and a script's coordinates, are the Faces' and
/// the dashboard's tests on HomeViewTesting).
struct NumberBoundsTests {
  func checkConfig(_ json: String) throws -> Binary.Result {
    let dir = try Binary.temporaryFolder()
    try FileManager.default.copyItem(atPath: Binary.root + "/Config/household.json", toPath: dir + "/household.json")
    try Binary.write(json, to: dir + "/bad.json")
    return try Binary.run(["check-config", dir + "/bad.json"], cwd: dir)
  }

  @Test(arguments: ["simulated", "fixed"])
  func clockYearsPastNineThousandNineHundredNinetyNineAreRefused(mode: String) throws {
    for year in ["9999999999999", "9223372036854775807", "0"] {
      let r = try checkConfig(#"{"clock": {"mode": "\#(mode)", "time": "\#(year)-01-01T00:00:00"}}"#)
      #expect(r.status == 2, "\(r.stderr)")
      #expect(r.stderr.contains("bad.json: clock.time: '\(year)-01-01T00:00:00' is not a time like 2026-04-01T10:09:00 (years 1…9999)"), "\(r.stderr)")
    }
    let ok = try checkConfig(#"{"clock": {"mode": "\#(mode)", "time": "9999-12-31T23:59:00"}}"#)
    #expect(ok.status == 0, "\(ok.stderr)")
  }
}
