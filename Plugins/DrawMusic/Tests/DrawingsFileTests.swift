import Foundation
import HomeViewTesting
import PluginRegistry
import Testing

/// Draw Music's files in the data folder (`drawmusic/drawings.json`, the
/// recordings) when damaged, newer or cut short: what the log says (the
/// file, the place, the problem) and that the user's file is kept or
/// repaired. Played from `--start drawmusic` with the repository's config
/// (which restores saved drawings), as the binary runs.
@MainActor
struct DrawingsFileTests {
  /// A fresh data folder with an empty `drawmusic` folder.
  func dataFolder() throws -> String {
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("homeview-drawings-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: data + "/drawmusic", withIntermediateDirectories: true)
    return data
  }

  /// Plays `script` on Draw Music with `data` as the data folder; the
  /// session comes back stopped, its log lines kept.
  func play(_ script: String, data: String) throws -> TestSession {
    var options = TestSession.Options()
    options.config = .file(DrawMusicSessionTests.config + "/homeview.json")
    options.dataFolder = data
    let s = try TestSession.started(at: "drawmusic", registry: PluginRegistry.all, options: options)
    defer { s.stop() }
    try s.run(script)
    return s
  }

  @Test func aCorruptDrawingsFileIsKeptAsideWithOneMessage() throws {
    let data = try dataFolder()
    let path = data + "/drawmusic/drawings.json"
    try "{\"version\": 1, \"drawings\": [{\"strokes\": [{\"colour\": \"blue\", \"poi".write(toFile: path, atomically: true, encoding: .utf8)
    let s = try play("expect drawmusic.strokes 0\npath 100 300 300 350 0.3\nexpect drawmusic.strokes 1\n", data: data)
    let warnings = s.logLines(containing: path)
    #expect(warnings.count == 1, "\(warnings)")
    #expect(warnings.first?.hasPrefix("homeview: warning: \(path):1:") == true, "\(warnings)")
    #expect(warnings.first?.contains("kept aside as \(path).corrupt") == true)
    #expect(FileManager.default.fileExists(atPath: path + ".corrupt"))
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func aNewerDrawingsFileIsLeftUntouched() throws {
    let data = try dataFolder()
    let path = data + "/drawmusic/drawings.json"
    let newer = #"{"version": 7, "pages": []}"#
    try newer.write(toFile: path, atomically: true, encoding: .utf8)
    let s = try play("expect drawmusic.strokes 0\n", data: data)
    let said = s.logLines(containing: path)
    #expect(said.contains { $0.contains("\(path): format version 7 is newer than this build reads (1); left untouched; starting with empty drawings") }, "\(said)")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == newer)
  }

  @Test func aRecordingCutShortIsRepairedAtTheNextStart() throws {
    let data = try dataFolder()
    let path = data + "/drawmusic/recording-1.wav"
    // What a killed recorder leaves: a header saying 0 bytes, then samples.
    var bytes: [UInt8] = Array("RIFF".utf8) + [36, 0, 0, 0] + Array("WAVEfmt ".utf8) + [16, 0, 0, 0, 1, 0, 2, 0]
    bytes += [0x80, 0xBB, 0, 0, 0x00, 0xEE, 0x02, 0, 4, 0, 16, 0] + Array("data".utf8) + [0, 0, 0, 0]
    bytes += [UInt8](repeating: 0, count: 48_000 * 4)
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    let s = try play("expect drawmusic.strokes 0\n", data: data)
    let said = s.logLines(containing: path)
    #expect(said.contains { $0.contains("\(path): the recording was cut short; its header now says 192000 bytes of sound") }, "\(said)")
    // The header's two sizes now count the samples that were there.
    let repaired = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(repaired.count == bytes.count)
    #expect(Array(repaired[4..<8]) == [0x24, 0xEE, 0x02, 0x00], "RIFF size: 36 + 192000")
    #expect(Array(repaired[40..<44]) == [0x00, 0xEE, 0x02, 0x00], "data size: 192000")
  }
}
