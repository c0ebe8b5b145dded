import Faces
import Foundation
import HomeModel
import HomeViewSession
import Runtime
import Testing

/// Command line > settings.json in the data folder > the config file > the
/// built-in defaults, key by key.
@MainActor
struct SettingsOrderTests {
  let registry = [PluginRegistration(FacesPlugin.self), PluginRegistration(RecorderPlugin.self)]

  func source(_ dir: Scratch, config: String?, start: String? = nil) -> ConfigSource {
    var cli = CommandLineSettings()
    cli.configFile = config
    cli.dataFolder = dir.path
    cli.start = start
    return ConfigSource(commandLine: cli, registry: registry, settingsFolder: .configured)
  }

  @Test func eachLayerWinsOverTheOnesBelowIt() throws {
    let dir = try Scratch()
    let config = try dir.write(
      "homeview.json",
      #"{"start": "face", "idle": {"ambientAfterSeconds": 120, "sleep": {"from": "22:30", "to": "06:30"}}, "audio": {"clicks": true}}"#)
    var household = try String(contentsOfFile: Scratch.config + "/household.json", encoding: .utf8)
    household = household.replacingOccurrences(of: #""name": "Sophie""#, with: #""name": "Sofia""#)
    try dir.write(
      "settings.json",
      #"{"panel": {"calibration": [1, 0, 0.01, 0, 1, 0]}, "idle": {"ambientAfterSeconds": 60}, "audio": {"clicks": false}, "household": "#
        + household + "}")
    let c = try source(dir, config: config, start: "gallery").load()
    #expect(c.start == "gallery", "the command line wins")
    #expect(c.idle.ambientAfter == 60, "settings.json wins over the config")
    #expect(c.idle.sleepFrom == 22 * 60 + 30, "the config's keys settings.json leaves out stay")
    #expect(c.idle.nightLevel == IdlePolicy().nightLevel, "the built-in default where nobody says")
    #expect(c.clicks == false)
    #expect(c.panel.calibration == [1, 0, 0.01, 0, 1, 0])
    #expect(c.household?.person("sophie")?.name == "Sofia")
    #expect(c.householdSource == dir.path + "/settings.json: household")
    #expect(!c.firstRun)
  }

  @Test func noFilesAnywhereIsTheBuiltInDemo() throws {
    let dir = try Scratch()
    // An explicit, empty config: only the built-in defaults under it.
    let config = try dir.write("empty.json", "{}")
    let c = try source(dir, config: config).load()
    #expect(c.household == (try AppConfig.builtInHousehold()))
    #expect(c.firstRun, "a config naming no household, and no household in the data folder")
  }

  @Test func aBadSettingsFileNamesItsKeyPath() throws {
    let dir = try Scratch()
    let config = try dir.write("homeview.json", "{}")
    try dir.write("settings.json", #"{"idle": {"sleep": {"from": "25:00", "to": "06:00"}}}"#)
    #expect {
      _ = try source(dir, config: config).load()
    } throws: { error in
      "\(error)" == "\(dir.path)/settings.json: idle.sleep.from: '25:00' is not a time of day like 22:30"
    }
  }

  @Test func aStartScreenNoEnabledPluginShowsIsRefused() throws {
    let dir = try Scratch()
    for (start, problem) in [
      ("GALLERY", "no screen 'GALLERY'"), ("face.nope", "no screen 'face.nope'"), ("../../etc", "no screen '../../etc'"),
    ] {
      let config = try dir.write("homeview.json", #"{"start": "\#(start)"}"#)
      #expect {
        _ = try source(dir, config: config).load()
      } throws: { error in
        "\(error)".hasPrefix("\(config): start: \(problem) (the enabled plugins show: gallery, face, ambient")
      }
    }
    let config = try dir.write("homeview.json", #"{"start": "gallery", "plugins": {"enabled": ["recorder"]}}"#)
    #expect {
      _ = try source(dir, config: config).load()
    } throws: { error in
      "\(error)" == "\(config): start: 'gallery' is shown by the plugin 'faces', which plugins.enabled leaves out"
    }
    let empty = try dir.write("empty.json", "{}")
    #expect {
      _ = try source(dir, config: empty, start: "nope").load()
    } throws: { error in
      "\(error)".hasPrefix("--start: no screen 'nope'")
    }
  }

  @Test func savesGoThroughTheAtomicWriteAndRefuseWhatWouldNotLoad() throws {
    let dir = try Scratch()
    try DeviceSettings.save(.array([1, 0, 0, 0, 1, 0.5].map { .number($0) }), at: ["panel", "calibration"], folder: dir.path)
    // Half a sleep window does not load: refused, the file as it was.
    let before = try dir.read("settings.json")
    #expect(throws: DeviceSettings.SaveError.self) {
      try DeviceSettings.save(.string("23:00"), at: ["idle", "sleep", "from"], folder: dir.path)
    }
    #expect(try dir.read("settings.json") == before)
    try DeviceSettings.save(.object([("from", .string("23:00")), ("to", .string("07:00"))]), at: ["idle", "sleep"], folder: dir.path)
    let loaded = try #require(try DeviceSettings.load(folder: dir.path))
    #expect(loaded.calibration == [1, 0, 0, 0, 1, 0.5])
    let c = try source(dir, config: try dir.write("homeview.json", "{}")).load()
    #expect(c.idle.sleepFrom == 23 * 60 && c.idle.sleepTo == 7 * 60)
    #expect(!FileManager.default.fileExists(atPath: dir.path + "/settings.json.tmp"))
  }
}
