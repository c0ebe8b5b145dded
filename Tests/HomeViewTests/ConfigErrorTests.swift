import Foundation
import Testing

/// Every kind of config mistake stops start-up with `file: key.path: problem`.
struct ConfigErrorTests {
  /// Writes `json` as a config next to a copy of the household fixture and checks it.
  func check(_ json: String) throws -> Binary.Result {
    let dir = try Binary.temporaryFolder()
    try FileManager.default.copyItem(atPath: Binary.root + "/Config/household.json", toPath: dir + "/household.json")
    try Binary.write(json, to: dir + "/bad.json")
    return try Binary.run(["check-config", dir + "/bad.json"], cwd: dir)
  }

  func expectError(_ json: String, _ message: String) throws {
    let r = try check(json)
    #expect(r.status == 2)
    let line = r.stderr.split(separator: "\n").first.map(String.init) ?? ""
    #expect(line.hasSuffix(message), "stderr was: \(r.stderr)")
    #expect(line.contains("bad.json"), "the message names the file: \(line)")
  }

  @Test func theShippedConfigIsValid() throws {
    let r = try Binary.run(["check-config", "Config/homeview.json"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout == "Config/homeview.json: ok (faces, recognition, home, assistant, dashboard, nowplaying, recipe, drawmusic, timers, calendar, weather, settings)\n")
  }

  @Test func unknownKey() throws {
    try expectError(#"{"panel": {"width": 1280, "hieght": 800}}"#,
      "bad.json: panel.hieght: unknown key (known keys: width, height, rotation, refresh, calibration)")
  }

  @Test func aBadLocaleStopsCheckConfigAsStartUp() throws {
    try expectError(#"{"locale": {"temperature": "kelvin"}}"#, "bad.json: locale.temperature: 'kelvin' is not °F or °C (F or C)")
  }

  @Test func wrongType() throws {
    try expectError(#"{"audio": {"clicks": "yes"}}"#, "bad.json: audio.clicks: expected true or false, found a string")
  }

  @Test func valueOutOfRange() throws {
    try expectError(#"{"panel": {"refresh": 1000}}"#, "bad.json: panel.refresh: 1000 is out of range (20…240)")
    try expectError(#"{"panel": {"rotation": 45}}"#, "bad.json: panel.rotation: 45 is not 0, 90, 180 or 270")
  }

  @Test func missingFile() throws {
    let r = try check(#"{"demo": "nowhere.script"}"#)
    #expect(r.status == 2)
    #expect(r.stderr.contains("bad.json: demo: the file '"), "\(r.stderr)")
    #expect(r.stderr.contains("nowhere.script' does not exist or cannot be read"), "\(r.stderr)")
  }

  @Test func missingPhotoFileInTheHousehold() throws {
    let dir = try Binary.temporaryFolder()
    var household = try String(contentsOfFile: Binary.root + "/Config/household.json", encoding: .utf8)
    household = household.replacingOccurrences(of: #""photos": {}"#, with: #""photos": {"dad-son": "missing.jpg"}"#)
    try #require(household.contains("missing.jpg"), "the fixture has an empty photos object to fill")
    try Binary.write(household, to: dir + "/household.json")
    try Binary.write(#"{"household": "household.json"}"#, to: dir + "/bad.json")
    let r = try Binary.run(["check-config", dir + "/bad.json"], cwd: dir)
    #expect(r.status == 2)
    #expect(r.stderr.contains("household.json: faces.photos.dad-son: file not found:"), "\(r.stderr)")
  }

  @Test func unknownPlugin() throws {
    try expectError(#"{"plugins": {"enabled": ["faces", "radio"]}}"#,
      "bad.json: plugins.enabled[1]: unknown plugin 'radio' (registered: faces, recognition, home, assistant, dashboard, nowplaying, recipe, drawmusic, timers, calendar, weather, settings)")
    try expectError(#"{"plugins": {"facez": {}}}"#, "bad.json: plugins.facez: unknown plugin (registered: faces, recognition, home, assistant, dashboard, nowplaying, recipe, drawmusic, timers, calendar, weather, settings)")
    try expectError(#"{"plugins": {"drawmusic": {"minTempo": 120}}}"#, "bad.json: plugins.drawmusic.minTempo: the tempo bounds 120…240 must include the starting tempo 100")
  }

  @Test func aPluginValidatesItsOwnSection() throws {
    // Who is recognised and when are the household's: the section takes no keys.
    try expectError(#"{"plugins": {"recognition": {"delay": 1.2}}}"#, "bad.json: plugins.recognition.delay: unknown key (this section takes no keys)")
    try expectError(#"{"plugins": {"faces": {"current": "sunset"}}}"#, "bad.json: plugins.faces.current: 'sunset' is not one of: coral-serif, home-glass, beagle-red, garden-portrait, calendar, summer-memory, weather, yellow-cardigan, blobs, brick-runner, pink-analog, green-numerals, beagle-doghouse, street-hug, home-purple, golden-hour, day-dashboard, dad-son, memories")
    try expectError(#"{"household": "household.json", "plugins": {"faces": {"current": "memories"}}}"#, "/household.json) names none (its faces.photoFolder)")
  }

  /// A household saved in settings.json (the welcome flow writes it there) is
  /// the one named when it lacks the photos folder, not the config's.
  @Test func memoriesWithoutAFolderNamesTheHouseholdInSettings() throws {
    let dir = try Binary.temporaryFolder()
    let household = try String(contentsOfFile: Binary.root + "/Config/household.json", encoding: .utf8)
    try Binary.write(#"{"household": "# + household + "}", to: dir + "/settings.json")
    try Binary.write(#"{"plugins": {"faces": {"current": "memories"}}}"#, to: dir + "/bad.json")
    let r = try Binary.run(["check-config", dir + "/bad.json", "--data", dir], cwd: dir)
    #expect(r.status == 2)
    #expect(
      r.stderr.contains("bad.json: plugins.faces.current: 'memories' shows the photos folder, and the household (\(dir)/settings.json: household) names none"),
      "stderr was: \(r.stderr)")
  }

  @Test func memoriesIsAFaceWithAPhotosFolder() throws {
    let dir = try Binary.temporaryFolder()
    var household = try String(contentsOfFile: Binary.root + "/Config/household.json", encoding: .utf8)
    household = household.replacingOccurrences(of: #""photos": {}"#, with: #""photos": {}, "photoFolder": "photos""#)
    try #require(household.contains("photoFolder"), "the fixture has an empty photos object to follow")
    try Binary.write(household, to: dir + "/household.json")
    try FileManager.default.createDirectory(atPath: dir + "/photos", withIntermediateDirectories: true)
    try Binary.write(#"{"household": "household.json", "plugins": {"faces": {"current": "memories"}}}"#, to: dir + "/good.json")
    let r = try Binary.run(["check-config", dir + "/good.json"], cwd: dir)
    #expect(r.status == 0, "\(r.stderr)")
  }

  @Test func syntaxErrorNamesLineAndColumn() throws {
    try expectError("{\n  \"start\": \"face\"\n  \"backend\": \"drm\"\n}", "bad.json:3:3: expected ',' or '}' in an object")
  }

  @Test func aWrongConfigStartsNothing() throws {
    let dir = try Binary.temporaryFolder()
    try Binary.write(#"{"start": 5}"#, to: dir + "/bad.json")
    let r = try Binary.run(["--config", dir + "/bad.json", "--out", dir + "/out"], cwd: dir)
    #expect(r.status == 2)
    #expect(r.stderr == "homeview: error: \(dir)/bad.json: start: expected a string, found a number\n")
    #expect(!FileManager.default.fileExists(atPath: dir + "/out"), "nothing starts half-configured")
  }
}
