import Foundation
import Testing

/// Draw Music through the binary: a corrupt drawings file is kept aside with
/// one warning on standard error (its goldens, notes and saving are tested in
/// Plugins/DrawMusic/Tests).
struct DrawMusicTests {
  @Test func aCorruptDrawingsFileIsKeptAsideWithOneMessage() throws {
    let dir = try Binary.temporaryFolder()
    try FileManager.default.createDirectory(atPath: dir + "/data/drawmusic", withIntermediateDirectories: true)
    try Binary.write("{\"version\": 1, \"drawings\": [{\"strokes\": [{\"colour\": \"blue\", \"poi", to: dir + "/data/drawmusic/drawings.json")
    try Binary.write("expect drawmusic.strokes 0\npath 100 300 300 350 0.3\nexpect drawmusic.strokes 1\n", to: dir + "/s.script")
    let r = try Binary.run(["--start", "drawmusic", "--data", dir + "/data", "--script", dir + "/s.script", "--out", dir])
    #expect(r.status == 0, "\(r.stderr)")
    let warnings = r.stderr.split(separator: "\n").filter { $0.contains("drawings.json") }
    #expect(warnings.count == 1, "\(r.stderr)")
    #expect(warnings.first?.hasPrefix("homeview: warning: \(dir)/data/drawmusic/drawings.json:1:") == true, "\(r.stderr)")
    #expect(warnings.first?.contains("kept aside as \(dir)/data/drawmusic/drawings.json.corrupt") == true)
    #expect(FileManager.default.fileExists(atPath: dir + "/data/drawmusic/drawings.json.corrupt"))
    #expect(!FileManager.default.fileExists(atPath: dir + "/data/drawmusic/drawings.json"))
  }
}
