import Foundation
import Testing

/// The tools behind Scripts/test.sh's reliability stages, in small: the fuzzer's
/// seed corpus through every reader, and a short soak.
struct ReliabilityToolsTests {
  @Test func everySeedOfTheFuzzCorpusGoesThroughItsReaderAndStarts() throws {
    let fuzzer = URL(fileURLWithPath: Binary.path).deletingLastPathComponent().appendingPathComponent("homeview-fuzz").path
    let work = try Binary.temporaryFolder()
    let p = Process()
    p.executableURL = URL(fileURLWithPath: fuzzer)
    p.arguments = ["--seconds", "0", "--work", work]
    p.currentDirectoryURL = URL(fileURLWithPath: Binary.root)
    let out = Pipe()
    p.standardOutput = out
    try p.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    #expect(p.terminationStatus == 0, "\(text)")
    // Every seed is a valid input: each kind accepts all of its seeds.
    let counts = text.split(separator: ":").last.map(String.init) ?? ""
    for kind in ["config", "household", "script", "image", "exif", "current-face", "accessories", "drawings", "wav"] {
      let seeds = try FileManager.default.contentsOfDirectory(atPath: Binary.root + "/Tests/Fuzz/corpus/" + kind).count
      #expect(counts.contains("\(kind) \(seeds) (\(seeds) accepted)"), "\(text)")
    }
  }

  @Test func aShortSoakReportsResidentMemoryAndStaysOnGalleryAndAmbient() throws {
    let r = try Binary.run(["soak", "--hours", "0.1", "--size", "160x100"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.contains("soak: 0.1 h: resident "), "\(r.stdout)")
    #expect(r.stdout.contains("screen ambient"), "the gallery idles into ambient mode: \(r.stdout)")
  }
}
