import Foundation
import Testing

/// Numbers are bounded where they enter: a config's clock years, a script's
/// coordinates. Each of these trapped once (an Int overflow in the civil-time
/// arithmetic, a Double → Int conversion on the dashboard).
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

  @Test func theLastYearRunsAcrossItsLastMidnight() throws {
    let dir = try Binary.temporaryFolder()
    try Binary.write(#"{"clock": {"mode": "simulated", "time": "9999-12-31T23:59:58"}, "household": "\#(Binary.root)/Config/household.json"}"#, to: dir + "/c.json")
    try Binary.write("wait 3\nexpect face.time 12:00\n", to: dir + "/t.script")
    let r = try Binary.run(["--config", dir + "/c.json", "--start", "face", "--script", dir + "/t.script", "--out", dir + "/out"])
    #expect(r.status == 0, "\(r.stderr)")
  }

  @Test func scriptCoordinatesBeyondAHundredThousandPointsAreRefused() throws {
    let dir = try Binary.temporaryFolder()
    for (line, bad) in [("tap 1e300 100", "1e300"), ("drag -1.7e308 0 1.7e308 0 1", "-1.7e308"), ("touch-down 0 100 -100001", "-100001"), ("path 0 0 1 1 0 1e6 1", "1e6")] {
      try Binary.write("wait 0.1\n\(line)\n", to: dir + "/t.script")
      let r = try Binary.run(["--start", "dashboard", "--script", dir + "/t.script", "--out", dir + "/out"])
      #expect(r.status == 1)
      #expect(r.stderr.contains("t.script:2: '\(bad)' is out of range for a coordinate (-100000…100000 points)"), "\(r.stderr)")
    }
  }

  @Test func theDashboardTakesTapsAndDragsFarOffTheScreen() throws {
    let dir = try Binary.temporaryFolder()
    try Binary.write("tap 100000 100\ntap -100000 -100000\ndrag -100000 400 100000 400 0.2\ndrag 640 -100000 640 100000 0.1\nexpect-screen dashboard\n", to: dir + "/t.script")
    let r = try Binary.run(["--start", "dashboard", "--script", dir + "/t.script", "--out", dir + "/out"])
    #expect(r.status == 0, "\(r.stderr)")
  }
}
