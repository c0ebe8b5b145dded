import AudioTestSupport
import Foundation
import Glibc
import PictureTestSupport
import Testing

/// The data folder and configured photos through the binary: files that are
/// not regular files, not UTF-8, damaged twice, of older and newer formats,
/// planted links, recordings cut short, and pictures of absurd sizes.
struct DataFolderTests {
  func run(_ script: String, start: String, data: String, _ extra: [String] = []) throws -> Binary.Result {
    let dir = try Binary.temporaryFolder()
    try Binary.write(script, to: dir + "/test.script")
    return try Binary.run(["--script", dir + "/test.script", "--out", dir + "/out", "--start", start, "--data", data] + extra)
  }

  func folder(_ data: String, _ sub: String) throws -> String {
    try FileManager.default.createDirectory(atPath: data + "/" + sub, withIntermediateDirectories: true)
    return data + "/" + sub
  }

  func text(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

  @Test func aFIFOWhereTheCurrentFaceShouldBeIsRefusedWithoutHanging() throws {
    let data = try Binary.temporaryFolder()
    let path = try folder(data, "faces") + "/current-face"
    #expect(mkfifo(path, 0o600) == 0)
    let r = try run("expect face.current dad-son\n", start: "face", data: data)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stderr.contains("\(path): is a FIFO (named pipe), not a regular file; kept aside as \(path).corrupt; showing the configured face"), "\(r.stderr)")
  }

  @Test func aFolderWhereAFileShouldBeIsCalledAFolder() throws {
    let data = try Binary.temporaryFolder()
    let path = try folder(data, "dashboard") + "/accessories.json"
    #expect(mkdir(path, 0o700) == 0)
    let r = try run("expect dashboard.temperature 68\ntap @dashboard.up\nwait 0.5\n", start: "dashboard", data: data)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stderr.contains("\(path): is a folder, not a regular file; kept aside as \(path).corrupt"), "\(r.stderr)")
    #expect(!r.stderr.contains("unexpected end of file"))
    #expect(text(path)?.contains("\"target\": 69") == true, "the next save writes the file")
  }

  @Test func invalidUTF8InAnAccessoryIdIsRefusedNotSilentlyReset() throws {
    let data = try Binary.temporaryFolder()
    let path = try folder(data, "dashboard") + "/accessories.json"
    var bytes = Array(#"{"version": 1, "accessories": {"thermostat.living-room": { "target": 72 }, "lamp."#.utf8)
    bytes += [0xC3, 0x28] + Array(#"": { "brightness": 10 }}}"#.utf8)
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    let r = try run("expect dashboard.temperature 68\n", start: "dashboard", data: data)
    #expect(r.status == 0, "\(r.stderr)")
    let warnings = r.stderr.split(separator: "\n").filter { $0.contains("accessories.json") }
    #expect(warnings.count == 1, "\(r.stderr)")
    #expect(warnings.first?.contains("\(path): not UTF-8 text at line 1, column 82 (byte 0xC3); kept aside as \(path).corrupt") == true, "\(r.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path + ".corrupt")) == Data(bytes), "the user's file is not lost")
  }

  @Test func aSecondBadFileNeverReplacesTheFirstCopy() throws {
    let data = try Binary.temporaryFolder()
    let path = try folder(data, "dashboard") + "/accessories.json"
    for bad in ["{ first", "{ second"] {
      try Binary.write(bad, to: path)
      let r = try run("expect dashboard.temperature 68\n", start: "dashboard", data: data)
      #expect(r.status == 0, "\(r.stderr)")
    }
    #expect(text(path + ".corrupt") == "{ first")
    #expect(text(path + ".corrupt-2") == "{ second")
  }

  @Test func aVersion0AccessoriesFileIsMigratedWithTheOldOneKept() throws {
    let data = try Binary.temporaryFolder()
    let path = try folder(data, "dashboard") + "/accessories.json"
    let old = #"{ "thermostat.living-room": { "target": 72 } }"#
    try Binary.write(old, to: path)
    let r = try run("expect dashboard.temperature 72\n", start: "dashboard", data: data)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stderr.contains("migrated the accessories' values from format version 0 to 1; the old file is kept as \(path).v0"), "\(r.stderr)")
    #expect(text(path + ".v0") == old)
    #expect(text(path)?.hasPrefix("{\"version\": 1, \"accessories\": {") == true)
    #expect(text(path)?.contains(#""thermostat.living-room": { "target": 72 }"#) == true)
  }

  @Test func aNewerFileIsLeftUntouchedEvenWhenTheUserChangesSomething() throws {
    let data = try Binary.temporaryFolder()
    let path = try folder(data, "dashboard") + "/accessories.json"
    let newer = #"{"version": 2, "rooms": {"living-room": {"thermostat": {"target": 75}}}}"#
    try Binary.write(newer, to: path)
    let r = try run("expect dashboard.temperature 68\ntap @dashboard.up\nwait 0.5\nexpect dashboard.temperature 69\n", start: "dashboard", data: data)
    #expect(r.status == 0, "\(r.stderr)")
    let said = r.stderr.split(separator: "\n").filter { $0.contains("newer than this build") }
    #expect(said.count == 1, "\(r.stderr)")
    #expect(said.first?.contains("\(path): format version 2 is newer than this build reads (1); left untouched") == true)
    #expect(text(path) == newer)
    #expect(try FileManager.default.contentsOfDirectory(atPath: data + "/dashboard") == ["accessories.json"])
  }

  @Test func aNewerCurrentFaceIsLeftUntouchedWhenAnotherFaceIsPicked() throws {
    let data = try Binary.temporaryFolder()
    let path = try folder(data, "faces") + "/current-face"
    let newer = #"{"version": 2, "face": "dad-son", "shuffle": true}"#
    try Binary.write(newer, to: path)
    let r = try run("wait 5.5\ntap @gallery.face.dad-son\nwait 1.5\nexpect face.current dad-son\n", start: "gallery", data: data)
    #expect(r.status == 0, "\(r.stderr)")
    let said = r.stderr.split(separator: "\n").filter { $0.contains("newer than this build") }
    #expect(said.count == 1, "\(r.stderr)")
    #expect(said.first?.contains("\(path): format version 2 is newer than this build reads (1); left untouched; showing the configured face") == true)
    #expect(text(path) == newer)
  }

  @Test func aNewerDrawingsFileIsLeftUntouched() throws {
    let data = try Binary.temporaryFolder()
    let path = try folder(data, "drawmusic") + "/drawings.json"
    let newer = #"{"version": 7, "pages": []}"#
    try Binary.write(newer, to: path)
    let r = try run("expect drawmusic.strokes 0\n", start: "drawmusic", data: data)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stderr.contains("\(path): format version 7 is newer than this build reads (1); left untouched; starting with empty drawings"), "\(r.stderr)")
    #expect(text(path) == newer)
  }

  @Test func aDanglingRecordingLinkIsSkippedNeverFollowed() throws {
    let data = try Binary.temporaryFolder()
    let drawmusic = try folder(data, "drawmusic")
    let elsewhere = data + "/elsewhere.wav"
    #expect(symlink(elsewhere, drawmusic + "/recording-1.wav") == 0)
    let r = try run("tap @drawmusic.play\ntap @drawmusic.record\nwait 1\ntap @drawmusic.record\n", start: "drawmusic", data: data)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(!FileManager.default.fileExists(atPath: elsewhere))
    let wav = try WAVReader(path: drawmusic + "/recording-2.wav")
    #expect(wav.samples.count > 40_000, "about a second recorded")
    var info = stat()
    #expect(stat(drawmusic + "/recording-2.wav", &info) == 0 && info.st_mode & 0o777 == 0o600)
  }

  @Test func aRecordingCutShortIsRepairedAtTheNextStart() throws {
    let data = try Binary.temporaryFolder()
    let path = try folder(data, "drawmusic") + "/recording-1.wav"
    // What a killed recorder leaves: a header saying 0 bytes, then samples.
    var bytes: [UInt8] = Array("RIFF".utf8) + [36, 0, 0, 0] + Array("WAVEfmt ".utf8) + [16, 0, 0, 0, 1, 0, 2, 0]
    bytes += [0x80, 0xBB, 0, 0, 0x00, 0xEE, 0x02, 0, 4, 0, 16, 0] + Array("data".utf8) + [0, 0, 0, 0]
    bytes += [UInt8](repeating: 0, count: 48_000 * 4)
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    #expect(throws: (any Error).self) { try WAVReader(path: path) }
    let r = try run("expect drawmusic.strokes 0\n", start: "drawmusic", data: data)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stderr.contains("\(path): the recording was cut short; its header now says 192000 bytes of sound"), "\(r.stderr)")
    #expect(try WAVReader(path: path).samples.count == 48_000)
  }

  /// homeview.json and household.json take invalid UTF-8 the same way.
  @Test func invalidUTF8IsTheSameErrorInEitherConfigFile() throws {
    let dir = try Binary.temporaryFolder()
    var household = Array(try String(contentsOfFile: Binary.root + "/Config/household.json", encoding: .utf8).utf8)
    household.insert(0xFF, at: 1)
    _ = FileManager.default.createFile(atPath: dir + "/household.json", contents: Data(household))
    _ = FileManager.default.createFile(atPath: dir + "/homeview.json", contents: Data([0x7B, 0xFE, 0x7D]))
    try Binary.write(#"{"household": "household.json"}"#, to: dir + "/uses-household.json")
    let a = try Binary.run(["check-config", dir + "/homeview.json"], cwd: dir)
    let b = try Binary.run(["check-config", dir + "/uses-household.json"], cwd: dir)
    #expect(a.status == 2 && b.status == 2)
    #expect(a.stderr.contains("\(dir)/homeview.json: not UTF-8 text at line 1, column 2 (byte 0xFE)"), "\(a.stderr)")
    #expect(b.stderr.contains("\(dir)/household.json: not UTF-8 text at line 1, column 2 (byte 0xFF)"), "\(b.stderr)")
  }

  // MARK: photos

  func household(photo: String, in dir: String) throws -> String {
    var household = try String(contentsOfFile: Binary.root + "/Config/household.json", encoding: .utf8)
    household = household.replacingOccurrences(of: #""photos": {}"#, with: "\"photos\": {\"dad-son\": \"\(photo)\"}")
    try #require(household.contains(photo), "the fixture has an empty photos object to fill")
    try Binary.write(household, to: dir + "/household.json")
    try Binary.write(#"{"household": "household.json"}"#, to: dir + "/homeview.json")
    return dir + "/homeview.json"
  }

  @Test(arguments: [
    ("wide.png", PictureBytes.png(width: 40000, height: 10), "40000x10 pixels: a picture may be at most 32767 pixels a side"),
    ("claims.jpg", Array(PictureBytes.jpeg(width: 20000, height: 20000).prefix(675)) + [0xFF, 0xD9], "20000x20000 pixels: a JPEG may have at most 120 megapixels"),
    ("text.jpg", Array("not a picture".utf8), "not a PNG or JPEG image"),
  ])
  func checkConfigRefusesAnAbsurdPhotoWithItsKeyPath(_ name: String, _ bytes: [UInt8], _ problem: String) throws {
    let dir = try Binary.temporaryFolder()
    _ = FileManager.default.createFile(atPath: dir + "/" + name, contents: Data(bytes))
    let config = try household(photo: name, in: dir)
    let r = try Binary.run(["check-config", config], cwd: dir)
    #expect(r.status == 2)
    #expect(r.stderr.contains("household.json: faces.photos.dad-son: \(dir)/\(name): \(problem)"), "\(r.stderr)")
  }

  @Test func aPhotoThatIsAFIFOIsRefusedByCheckConfig() throws {
    let dir = try Binary.temporaryFolder()
    #expect(mkfifo(dir + "/pipe.jpg", 0o600) == 0)
    let r = try Binary.run(["check-config", try household(photo: "pipe.jpg", in: dir)], cwd: dir)
    #expect(r.status == 2)
    #expect(r.stderr.contains("faces.photos.dad-son: \(dir)/pipe.jpg: is a FIFO (named pipe), not a regular file"), "\(r.stderr)")
  }

  @Test func aPhotoThatFailsToDecodeIsWarnedAboutOncePerRun() throws {
    let dir = try Binary.temporaryFolder()
    // A sound header, then the file ends: the config accepts it, decoding cannot.
    let whole = PictureBytes.jpeg(width: 2000, height: 1500)
    _ = FileManager.default.createFile(atPath: dir + "/cut.jpg", contents: Data(whole.prefix(whole.count / 3)))
    let config = try household(photo: "cut.jpg", in: dir)
    // The face screen makes its renderer again and again (and so did every
    // gallery tile): the photo was loaded, and failed, each time.
    try Binary.write("wait 3\ntap @face\nwait 2\n", to: dir + "/g.script")
    let r = try Binary.run(["--config", config, "--script", dir + "/g.script", "--out", dir + "/out", "--start", "face"], cwd: dir)
    #expect(r.status == 0, "\(r.stderr)")
    let warnings = r.stderr.split(separator: "\n").filter { $0.contains("cut.jpg") }
    #expect(warnings.count == 1, "\(r.stderr)")
    #expect(warnings.first?.contains("cut.jpg: not a readable JPEG (the file ends before the picture does (truncated)) (the photo for the face dad-son") == true, "\(r.stderr)")
  }

  @Test func aBigJPEGPhotoIsShownDecodedScaled() throws {
    let dir = try Binary.temporaryFolder()
    _ = FileManager.default.createFile(atPath: dir + "/big.jpg", contents: Data(PictureBytes.jpeg(width: 8000, height: 6000)))
    let config = try household(photo: "big.jpg", in: dir)
    let r = try Binary.run(["snapshot", "face.dad-son", "--config", config, "--out", dir + "/face.png"], cwd: dir)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stderr.isEmpty, "\(r.stderr)")
  }

  @Test func controlCharactersFromAScriptAreEscapedInTheLog() throws {
    let dir = try Binary.temporaryFolder()
    try Binary.write("tap @x\u{1B}[2J\u{7}\n", to: dir + "/bad.script")
    let r = try Binary.run(["--script", dir + "/bad.script", "--out", dir + "/out"])
    #expect(r.status != 0)
    #expect(!r.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(r.stderr)")
    #expect(r.stderr.contains("\\u{1B}[2J\\u{7}"), "\(r.stderr)")
  }
}
