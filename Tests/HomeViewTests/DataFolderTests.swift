import AudioTestSupport
import Foundation
import Glibc
import PictureTestSupport
import Testing

/// The data folder and configured photos through the binary: planted links,
/// check-config's refusals of bad config files and pictures of absurd sizes,
/// a big photo snapshot, a script's control characters in the log. (Damaged,
/// older and newer data files and a photo that fails to decode are tested in
/// process, on the test kit's log lines: the plugins' Tests folders.)
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
