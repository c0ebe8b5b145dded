import Foundation
import Testing

/// The Faces plugin through the binary: picking a face from the moving
/// gallery, keeping it, minute changes, ambient mode.
struct FacesFlowTests {
  func run(_ script: String, config: String? = nil, data: String? = nil, _ extra: [String] = []) throws -> (Binary.Result, String) {
    let dir = try Binary.temporaryFolder()
    try Binary.write(script, to: dir + "/test.script")
    var args = ["--script", dir + "/test.script", "--out", dir + "/out"] + extra
    if let config {
      try FileManager.default.copyItem(atPath: Binary.root + "/Config/household.json", toPath: dir + "/household.json")
      try Binary.write(config, to: dir + "/homeview.json")
      args += ["--config", dir + "/homeview.json"]
    }
    if let data { args += ["--data", data] }
    return (try Binary.run(args), dir)
  }

  @Test func aTapOnAMovingTilePicksItAndItIsKeptAcrossARestart() throws {
    let data = try Binary.temporaryFolder()
    let (r, _) = try run("wait 5.5\ntap @gallery.face.dad-son\nwait 1.5\nexpect-screen face\nexpect face.current dad-son\n", data: data)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(try String(contentsOfFile: data + "/faces/current-face", encoding: .utf8) == "{\"version\": 1, \"face\": \"dad-son\"}\n")
    let (again, _) = try run("expect face.current dad-son\n", data: data, ["--start", "face"])
    #expect(again.status == 0, "\(again.stderr)")
  }

  @Test func aBrokenSavedFaceIsReportedAndKept() throws {
    let data = try Binary.temporaryFolder()
    try FileManager.default.createDirectory(atPath: data + "/faces", withIntermediateDirectories: true)
    try Binary.write("sunset\n", to: data + "/faces/current-face")
    let (r, _) = try run("expect face.current dad-son\n", data: data, ["--start", "face"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stderr.contains("\(data)/faces/faces/current-face:1: 'sunset' is not a face this build paints") || r.stderr.contains("\(data)/faces/current-face:1: 'sunset' is not a face this build paints"), "\(r.stderr)")
    // Version 0 (the bare id) is migrated, the old file kept first; the id
    // survives for a newer build that may paint it.
    #expect(try String(contentsOfFile: data + "/faces/current-face.v0", encoding: .utf8) == "sunset\n", "the user's file is not lost")
    #expect(try String(contentsOfFile: data + "/faces/current-face", encoding: .utf8) == "{\"version\": 1, \"face\": \"sunset\"}\n")
  }

  @Test func theNumeralsChangeAtTheMinuteOnTheSimulatedClock() throws {
    let config = #"{"household": "household.json", "clock": {"mode": "simulated", "time": "2026-04-01T23:59:58"}}"#
    let (r, _) = try run("expect face.time 11:59\nwait 2.5\nexpect face.time 12:00\n", config: config, ["--start", "face"])
    #expect(r.status == 0, "\(r.stderr)")
  }

  @Test func ambientModeStartsAfterTheIdleTimeAndATouchEndsIt() throws {
    let config = #"{"household": "household.json", "idle": {"ambientAfterSeconds": 5}}"#
    let (r, _) = try run(
      "wait 4\nexpect-screen gallery\n# a drag is activity but opens nothing\ndrag 100 400 300 400 0.2\nwait 4\nexpect-screen gallery\nwait 1.5\nexpect-screen ambient\nexpect ambient.dimmed false\ntap 600 400\nwait 0.5\nexpect-screen gallery\n",
      config: config)
    #expect(r.status == 0, "\(r.stderr)")
  }

  @Test func inTheSleepWindowTheAmbientFaceIsDimmed() throws {
    let config = #"{"household": "household.json", "clock": {"mode": "fixed", "time": "2026-04-01T23:10:00"}, "idle": {"sleep": {"from": "22:30", "to": "06:30"}}}"#
    let (r, dir) = try run("wait 0.6\nexpect-screen ambient\nexpect ambient.dimmed true\nsnapshot night\n", config: config)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(FileManager.default.fileExists(atPath: dir + "/out/night.png"))
  }
}
