import Foundation
import Testing

/// The Faces plugin through the binary: a broken saved face is reported on
/// standard error and kept (its flows are tested in Plugins/Faces/Tests).
struct FacesFlowTests {
  func run(_ script: String, data: String, _ extra: [String] = []) throws -> (Binary.Result, String) {
    let dir = try Binary.temporaryFolder()
    try Binary.write(script, to: dir + "/test.script")
    return (try Binary.run(["--script", dir + "/test.script", "--out", dir + "/out", "--data", data] + extra), dir)
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
}
