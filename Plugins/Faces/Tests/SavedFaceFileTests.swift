import Foundation
import Glibc
import HomeViewTesting
import PluginRegistry
import Testing

/// The saved face (`faces/current-face` in the data folder) when it is
/// damaged, newer or not a file, and a configured photo that fails to decode:
/// what the log says (the file, the place, the problem) and that the user's
/// file is kept. Played with the repository's config, as the binary runs.
@MainActor
struct SavedFaceFileTests {
  static let root = PhotoFileTests.root

  /// A fresh folder under the system's temporary folder.
  func folder() throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("homeview-saved-face-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir + "/faces", withIntermediateDirectories: true)
    return dir
  }

  /// Plays `script` from `start` with `data` as the data folder and `config`
  /// (the repository's by default); the session comes back stopped.
  func play(_ script: String, start: String, data: String? = nil, config: String = root + "/Config/homeview.json") throws -> TestSession {
    var options = TestSession.Options()
    options.config = .file(config)
    options.dataFolder = data
    let s = try TestSession.started(at: start, registry: PluginRegistry.all, options: options)
    defer { s.stop() }
    try s.run(script)
    return s
  }

  @Test func aBrokenSavedFaceIsReportedAndKept() throws {
    let data = try folder()
    try "sunset\n".write(toFile: data + "/faces/current-face", atomically: true, encoding: .utf8)
    let s = try play("expect face.current dad-son\n", start: "face", data: data)
    #expect(!s.logLines(containing: "\(data)/faces/current-face:1: 'sunset' is not a face this build paints").isEmpty, "\(s.logLines)")
    // Version 0 (the bare id) is migrated, the old file kept first; the id
    // survives for a newer build that may paint it.
    #expect(try String(contentsOfFile: data + "/faces/current-face.v0", encoding: .utf8) == "sunset\n", "the user's file is not lost")
    #expect(try String(contentsOfFile: data + "/faces/current-face", encoding: .utf8) == "{\"version\": 1, \"face\": \"sunset\"}\n")
  }

  @Test func aFIFOWhereTheSavedFaceShouldBeIsRefusedWithoutHanging() throws {
    let data = try folder()
    let path = data + "/faces/current-face"
    #expect(mkfifo(path, 0o600) == 0)
    let s = try play("expect face.current dad-son\n", start: "face", data: data)
    let said = s.logLines(containing: path)
    #expect(said.contains { $0.contains("\(path): is a FIFO (named pipe), not a regular file; kept aside as \(path).corrupt; showing the configured face") }, "\(said)")
  }

  @Test func aNewerSavedFaceIsLeftUntouchedWhenAnotherFaceIsPicked() throws {
    let data = try folder()
    let path = data + "/faces/current-face"
    let newer = #"{"version": 2, "face": "dad-son", "shuffle": true}"#
    try newer.write(toFile: path, atomically: true, encoding: .utf8)
    let s = try play("wait 5.5\ntap @gallery.face.dad-son\nwait 1.5\nexpect face.current dad-son\n", start: "gallery", data: data)
    let said = s.logLines(containing: "newer than this build").filter { $0.contains(path) }
    #expect(said.count == 1, "\(s.logLines)")
    #expect(said.first?.contains("\(path): format version 2 is newer than this build reads (1); left untouched; showing the configured face") == true)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == newer)
  }

  /// The face screen makes its renderer again and again (and so did every
  /// gallery tile): the photo was loaded, and failed, each time. The warning
  /// comes from the painter's thread.
  @Test func aPhotoThatFailsToDecodeIsWarnedAboutOncePerRun() throws {
    let dir = try folder()
    // A sound header, then the file ends: the config accepts it, decoding cannot.
    let whole = TestPhotos.jpeg(blocks: [[UInt8]](repeating: [UInt8](repeating: 90, count: 250), count: 188))
    _ = FileManager.default.createFile(atPath: dir + "/cut.jpg", contents: Data(whole.prefix(whole.count / 3)))
    var household = try String(contentsOfFile: Self.root + "/Config/household.json", encoding: .utf8)
    household = household.replacingOccurrences(of: #""photos": {}"#, with: #""photos": {"dad-son": "cut.jpg"}"#)
    try #require(household.contains("cut.jpg"), "the fixture has an empty photos object to fill")
    try household.write(toFile: dir + "/household.json", atomically: true, encoding: .utf8)
    try #"{"household": "household.json"}"#.write(toFile: dir + "/homeview.json", atomically: true, encoding: .utf8)
    let s = try play("wait 3\ntap @face\nwait 2\n", start: "face", config: dir + "/homeview.json")
    let warnings = s.logLines(containing: dir + "/cut.jpg")
    #expect(warnings.count == 1, "\(warnings)")
    #expect(warnings.first?.contains("cut.jpg: not a readable JPEG (the file ends before the picture does (truncated)) (the photo for the face dad-son") == true, "\(warnings)")
  }
}
