import Foundation
import Glibc
import HomeViewTesting
import PluginRegistry
import Testing

/// The accessories' values file (`dashboard/accessories.json` in the data
/// folder) when it is damaged, of another format or not a file at all: what
/// the log says (the file, the place, the problem) and that the user's file is
/// never lost. Played from `--start dashboard` with the repository's config,
/// as the binary runs.
@MainActor
struct AccessoriesFileTests {
  static let config = RepositoryFolders.config + "/homeview.json"

  /// A fresh data folder with an empty `dashboard` folder; the file's path in it.
  func dataFolder() throws -> (data: String, file: String) {
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("homeview-accessories-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: data + "/dashboard", withIntermediateDirectories: true)
    return (data, data + "/dashboard/accessories.json")
  }

  /// Plays `script` on the dashboard with `data` as the data folder; the
  /// session comes back stopped (its files saved), its log lines kept.
  func play(_ script: String, data: String) throws -> TestSession {
    var options = TestSession.Options()
    options.config = .file(Self.config)
    options.dataFolder = data
    let s = try TestSession.started(at: "dashboard", registry: PluginRegistry.all, options: options)
    defer { s.stop() }
    try s.run(script)
    return s
  }

  func text(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

  @Test(arguments: [
    ("{ \"thermostat.living-room\": { \"target\": 69 ", "accessories.json:1:"),
    (#"{ "thermostat.living-room": { "target": "warm" } }"#, "accessories.json: thermostat.living-room.target: expected a whole number, found a string"),
    (#"{ "thermostat.living-room": { "target": 120 } }"#, "accessories.json: thermostat.living-room.target: 120 is out of range (50…90)"),
  ])
  func aCorruptSavedFileIsReportedAndKeptAside(_ contents: String, _ report: String) throws {
    let (data, path) = try dataFolder()
    try contents.write(toFile: path, atomically: true, encoding: .utf8)
    let s = try play("expect dashboard.temperature 68\n", data: data)
    #expect(!s.logLines(containing: data + "/dashboard/" + report).isEmpty, "\(s.logLines)")
    #expect(!s.logLines(containing: "kept aside as \(path).corrupt").isEmpty, "\(s.logLines)")
    #expect(text(path + ".corrupt") == contents, "the user's file is not lost")
  }

  @Test func aFolderWhereTheFileShouldBeIsCalledAFolder() throws {
    let (data, path) = try dataFolder()
    #expect(mkdir(path, 0o700) == 0)
    let s = try play("expect dashboard.temperature 68\ntap @dashboard.up\nwait 0.5\n", data: data)
    let said = s.logLines(containing: path)
    #expect(said.contains { $0.contains("\(path): is a folder, not a regular file; kept aside as \(path).corrupt") }, "\(said)")
    #expect(!said.contains { $0.contains("unexpected end of file") }, "\(said)")
    #expect(text(path)?.contains("\"target\": 69") == true, "the next save writes the file")
  }

  @Test func invalidUTF8InAnAccessoryIdIsRefusedNotSilentlyReset() throws {
    let (data, path) = try dataFolder()
    var bytes = Array(#"{"version": 1, "accessories": {"thermostat.living-room": { "target": 72 }, "lamp."#.utf8)
    bytes += [0xC3, 0x28] + Array(#"": { "brightness": 10 }}}"#.utf8)
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    let s = try play("expect dashboard.temperature 68\n", data: data)
    let warnings = s.logLines(containing: path)
    #expect(warnings.count == 1, "\(warnings)")
    #expect(warnings.first?.contains("\(path): not UTF-8 text at line 1, column 82 (byte 0xC3); kept aside as \(path).corrupt") == true, "\(warnings)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path + ".corrupt")) == Data(bytes), "the user's file is not lost")
  }

  @Test func aSecondBadFileNeverReplacesTheFirstCopy() throws {
    let (data, path) = try dataFolder()
    for bad in ["{ first", "{ second"] {
      try bad.write(toFile: path, atomically: true, encoding: .utf8)
      _ = try play("expect dashboard.temperature 68\n", data: data)
    }
    #expect(text(path + ".corrupt") == "{ first")
    #expect(text(path + ".corrupt-2") == "{ second")
  }

  @Test func aVersion0FileIsMigratedWithTheOldOneKept() throws {
    let (data, path) = try dataFolder()
    let old = #"{ "thermostat.living-room": { "target": 72 } }"#
    try old.write(toFile: path, atomically: true, encoding: .utf8)
    let s = try play("expect dashboard.temperature 72\n", data: data)
    let said = s.logLines(containing: path)
    #expect(said.contains { $0.contains("migrated the accessories' values from format version 0 to 1; the old file is kept as \(path).v0") }, "\(said)")
    #expect(text(path + ".v0") == old)
    #expect(text(path)?.hasPrefix("{\"version\": 1, \"accessories\": {") == true)
    #expect(text(path)?.contains(#""thermostat.living-room": { "target": 72 }"#) == true)
  }

  @Test func aNewerFileIsLeftUntouchedEvenWhenTheUserChangesSomething() throws {
    let (data, path) = try dataFolder()
    let newer = #"{"version": 2, "rooms": {"living-room": {"thermostat": {"target": 75}}}}"#
    try newer.write(toFile: path, atomically: true, encoding: .utf8)
    let s = try play("expect dashboard.temperature 68\ntap @dashboard.up\nwait 0.5\nexpect dashboard.temperature 69\n", data: data)
    let said = s.logLines(containing: "newer than this build").filter { $0.contains(path) }
    #expect(said.count == 1, "\(s.logLines)")
    #expect(said.first?.contains("\(path): format version 2 is newer than this build reads (1); left untouched") == true)
    #expect(text(path) == newer)
    #expect(try FileManager.default.contentsOfDirectory(atPath: data + "/dashboard") == ["accessories.json"])
  }
}
