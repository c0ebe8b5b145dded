import Backends
import Faces
import Foundation
import HomeModel
import HomeViewSession
import Runtime
import Testing

/// The reload entry point: good files apply what can change while running and
/// keep the running state; bad files change nothing.
@MainActor
struct ReloadTests {
  let registry = [PluginRegistration(FacesPlugin.self), PluginRegistration(RecorderPlugin.self)]
  let first = #"{"start": "gallery", "idle": {"ambientAfterSeconds": 120}, "plugins": {"faces": {"current": "dad-son"}}}"#

  func start(_ dir: Scratch) throws -> (Session, ConfigSource) {
    try dir.write("homeview.json", first)
    var cli = CommandLineSettings()
    cli.configFile = dir.path + "/homeview.json"
    cli.dataFolder = dir.path + "/data"
    let source = ConfigSource(commandLine: cli, registry: registry, settingsFolder: .configured)
    let session = try Session.headless(try source.load(), dataFolder: dir.path + "/data", start: "face")
    return (session, source)
  }

  func idleSeen(_ session: Session) -> [IdlePolicy?] { session.loop.plugins.map { $0.context.resource(IdlePolicy.self) } }

  @Test func aGoodFileAppliesWhatItCanAndNamesWhatNeedsARestart() throws {
    let dir = try Scratch()
    let (session, source) = try start(dir)
    try dir.write(
      "homeview.json",
      #"{"start": "gallery", "panel": {"rotation": 90}, "idle": {"ambientAfterSeconds": 45}, "audio": {"clicks": false}, "plugins": {"faces": {"current": "weather"}}}"#
    )
    let report = session.reload(from: source)
    #expect(report.refused == nil)
    #expect(report.applied == ["idle", "audio.clicks", "plugins.faces"])
    // The recorder keeps what it read at start (it does not follow replaced resources).
    #expect(report.needsRestart == ["panel.rotation", "the new household or idle policy in recorder"])
    #expect(idleSeen(session).allSatisfy { $0?.ambientAfter == 45 })
    #expect(session.loop.audio.clicksEnabled == false)
    #expect(session.config.panel.rotation == 0, "what needs a restart keeps running as it was")
    #expect(session.config.idle.ambientAfter == 45)
    #expect(session.loop.navigator.stack.map(\.id) == ["face"], "the screen stays")
    #expect(session.loop.state("face.current") == "dad-son", "the face on screen stays until it is made again")
    session.close()
  }

  @Test func aNewHouseholdReachesThePluginsThatFollowItAndNamesTheOthers() throws {
    let dir = try Scratch()
    let (session, source) = try start(dir)
    var household = try String(contentsOfFile: Scratch.config + "/household.json", encoding: .utf8)
    household = household.replacingOccurrences(of: #""name": "Sophie""#, with: #""name": "Sofia""#)
    try FileManager.default.createDirectory(atPath: dir.path + "/data", withIntermediateDirectories: true)
    try dir.write("data/settings.json", #"{"household": "# + household + "}")
    let report = session.reload(from: source)
    #expect(report.applied == ["household (\(dir.path)/data/settings.json: household)"])
    #expect(report.needsRestart == ["the new household or idle policy in recorder"])
    #expect(session.loop.plugins.allSatisfy { $0.context.resource(Household.self)?.person("sophie")?.name == "Sofia" })
    #expect(session.resources.household.person("sophie")?.name == "Sofia")
    session.close()
  }

  @Test func aBadFileKeepsTheRunningConfig() throws {
    let dir = try Scratch()
    let (session, source) = try start(dir)
    let before = session.resources
    try dir.write("homeview.json", #"{"start": "gallery", "idle": {"ambientAfterSeconds": 1}, "audio": {"clicks": false}}"#)
    let report = session.reload(from: source)
    #expect(report.refused?.description == "\(dir.path)/homeview.json: idle.ambientAfterSeconds: 1 is out of range (5…86400)")
    #expect(report.applied.isEmpty)
    #expect(session.resources == before)
    #expect(session.loop.audio.clicksEnabled)
    #expect(idleSeen(session).allSatisfy { $0?.ambientAfter == 120 })

    // A bad settings.json is refused the same way, naming its key path.
    try dir.write("homeview.json", first)
    try FileManager.default.createDirectory(atPath: dir.path + "/data", withIntermediateDirectories: true)
    try dir.write("data/settings.json", #"{"audio": {"clicks": "no"}}"#)
    let second = session.reload(from: source)
    #expect(second.refused?.description == "\(dir.path)/data/settings.json: audio.clicks: expected true or false, found a string")
    #expect(session.resources == before)
    session.close()
  }

  @Test func hooksApplyCalibrationAndTheAudioDevice() throws {
    let dir = try Scratch()
    let (session, source) = try start(dir)
    try dir.write("homeview.json", #"{"panel": {"calibration": [1, 0, 0.02, 0, 1, 0]}, "audio": {"device": "hw:9,0"}}"#)
    var hooks = LiveSettingHooks()
    var matrix: [Double] = []
    hooks.calibration = { matrix = $0 }
    let output = SilentOutput()
    hooks.audioDevice = { device in device == "hw:9,0" ? output : nil }
    let report = session.reload(from: source, hooks: hooks)
    #expect(report.applied.contains("panel.calibration") && report.applied.contains("audio.device"))
    #expect(matrix == [1, 0, 0.02, 0, 1, 0])
    #expect(session.audio === output)
    #expect(session.config.audioDevice == "hw:9,0")
    session.close()
  }
}
