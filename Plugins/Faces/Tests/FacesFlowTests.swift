import Basics
import Foundation
import HomeViewTesting
import PluginRegistry
import Testing

/// The Faces plugin by touch on virtual time: picking a face from the moving
/// gallery and keeping it, minute changes, ambient mode.
@MainActor
struct FacesFlowTests {
  /// A config file in a fresh folder beside a copy of the repository's household.
  static func config(_ json: String) throws -> TestSession.Config {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("homeview-faces-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: RepositoryFolders.config + "/household.json", toPath: dir + "/household.json")
    try json.write(toFile: dir + "/homeview.json", atomically: true, encoding: .utf8)
    return .file(dir + "/homeview.json")
  }

  @Test func aTapOnAMovingTilePicksItAndItIsKeptAcrossARestart() throws {
    let s = try TestSession.started(at: "gallery", registry: PluginRegistry.all)
    try s.run("wait 5.5\ntap @gallery.face.dad-son\nwait 1.5\nexpect-screen face\nexpect face.current dad-son\n")
    s.stop()
    #expect(try String(contentsOfFile: s.dataFolder + "/faces/current-face", encoding: .utf8) == "{\"version\": 1, \"face\": \"dad-son\"}\n")
    var options = TestSession.Options()
    options.dataFolder = s.dataFolder
    try TestSession.play("expect face.current dad-son\n", startingAt: "face", registry: PluginRegistry.all, options: options)
  }

  @Test func theNumeralsChangeAtTheMinuteOnTheSimulatedClock() throws {
    var options = TestSession.Options()
    options.config = try Self.config(#"{"household": "household.json", "clock": {"mode": "simulated", "time": "2026-04-01T23:59:58"}}"#)
    try TestSession.play("expect face.time 11:59\nwait 2.5\nexpect face.time 12:00\n", startingAt: "face", registry: PluginRegistry.all, options: options)
  }

  /// Civil-time arithmetic is bounded at year 9999 (an Int overflow trapped once).
  @Test func theLastYearRunsAcrossItsLastMidnight() throws {
    var options = TestSession.Options()
    options.config = try Self.config(#"{"household": "household.json", "clock": {"mode": "simulated", "time": "9999-12-31T23:59:58"}}"#)
    try TestSession.play("wait 3\nexpect face.time 12:00\n", startingAt: "face", registry: PluginRegistry.all, options: options)
  }

  @Test func ambientModeStartsAfterTheIdleTimeAndATouchEndsIt() throws {
    var options = TestSession.Options()
    options.config = try Self.config(#"{"household": "household.json", "idle": {"ambientAfterSeconds": 5}}"#)
    try TestSession.play(
      "wait 4\nexpect-screen gallery\n# a drag is activity but opens nothing\ndrag 100 400 300 400 0.2\nwait 4\nexpect-screen gallery\nwait 1.5\nexpect-screen ambient\nexpect ambient.dimmed false\ntap 600 400\nwait 0.5\nexpect-screen gallery\n",
      startingAt: "gallery", registry: PluginRegistry.all, options: options)
  }

  @Test func inTheSleepWindowTheAmbientFaceIsDimmed() throws {
    var options = TestSession.Options()
    options.config = try Self.config(
      #"{"household": "household.json", "clock": {"mode": "fixed", "time": "2026-04-01T23:10:00"}, "idle": {"sleep": {"from": "22:30", "to": "06:30"}}}"#)
    try TestSession.play("wait 0.6\nexpect-screen ambient\nexpect ambient.dimmed true\n", startingAt: "gallery", registry: PluginRegistry.all, options: options)
  }
}
