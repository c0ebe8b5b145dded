import Basics
import Foundation
import Glibc
import Testing

@testable import Runtime

/// Versioned data files: version 0 (no version) is read and migrated with the
/// old file kept aside first; a newer version is left untouched on load and
/// on save; a bad one is refused and kept aside.
struct DataFormatTests {
  let folder: String = {
    let dir = NSTemporaryDirectory() + "homeview-dataformat-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }()
  var path: String { folder + "/numbers.json" }
  let format = DataFormat(what: "the numbers", version: 2, limit: 4096)

  func put(_ text: String) { _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) }
  func text(_ p: String) -> String? { try? String(contentsOfFile: p, encoding: .utf8) }

  /// Version 0: a bare array; 1: `{"version": 1, "n": [...]}`; 2 adds nothing
  /// but its number, so migration is visible.
  func decode(_ c: DataFormat.Content) throws(ConfigError) -> [Int] {
    let root = try c.json()
    let list = c.version == 0 ? root : try root.object(keys: ["version", "n"]).required("n")
    return try list.array().map { n throws(ConfigError) in try n.int() }
  }
  func encode(_ n: [Int]) -> String { "{\"version\": 2, \"n\": [\(n.map(String.init).joined(separator: ", "))]}\n" }
  func load() -> DataFormat.Loaded<[Int]> { format.load(path, consequence: "starting empty", decode: decode, encode: encode) }

  @Test func aMissingFileIsMissing() {
    guard case .missing = load() else { Issue.record("expected .missing"); return }
  }

  @Test(arguments: [("[1, 2]", 0), ("{\"version\": 1, \"n\": [1, 2]}", 1)])
  func anOlderVersionIsMigratedWithTheOldFileKeptFirst(_ old: String, _ version: Int) {
    put(old)
    #expect(load().value == [1, 2])
    #expect(text(path) == "{\"version\": 2, \"n\": [1, 2]}\n")
    #expect(text(path + ".v\(version)") == old)
    // Once migrated it loads as it is.
    #expect(load().value == [1, 2])
    #expect(!DataFile.exists(path + ".v\(version)-2"))
  }

  @Test func theCurrentVersionLoadsUntouched() {
    put(encode([3]))
    #expect(load().value == [3])
    #expect(DataFile.names(in: folder) == ["numbers.json"])
  }

  @Test func aNewerVersionIsLeftUntouchedOnLoadAndOnSave() throws {
    let newer = "{\"version\": 3, \"n\": [1], \"more\": true}"
    put(newer)
    guard case .newer(let v) = load() else { Issue.record("expected .newer"); return }
    #expect(v == 3)
    try format.save(encode([9]), to: path)
    #expect(text(path) == newer)
    #expect(DataFile.names(in: folder) == ["numbers.json"])
  }

  /// A save reads only a file's first bytes when they state its version;
  /// whatever it reads, it writes exactly when a whole read would let it.
  @Test(arguments: [
    ("{\"version\": 2, \"n\": [1]}", 2, true), ("{\"version\":1}", 1, true), (" {\n  \"version\" :  3 ,\"n\": []}", 3, false),
    ("{\"version\": 3, \"n\": [1", 3, true), ("{\"n\": [], \"version\": 3}", nil, false), ("{\"version\": 3.5}", nil, true),
    ("{\"version\": 30000000000}", nil, true), ("[1, 2]", nil, true), ("", nil, true),
  ] as [(String, Int?, Bool)])
  func aSaveReadsTheVersionFromTheFirstBytes(_ old: String, _ stated: Int?, _ written: Bool) throws {
    put(old)
    #expect(DataFormat.statedVersion(path) == stated)
    try format.save(encode([9]), to: path)
    #expect(text(path) == (written ? encode([9]) : old))
  }

  @Test(arguments: ["{\"version\": 2, \"n\": [1, \"x\"]}", "{\"version\": \"2\"}", "{\"version\": 2.5}", "[1, 2", ""])
  func aBadFileIsRefusedAndKeptAside(_ bad: String) {
    put(bad)
    guard case .rejected = load() else { Issue.record("expected .rejected"); return }
    #expect(text(path + ".corrupt") == bad)
    #expect(!DataFile.exists(path))
  }

  @Test func everyDecodeErrorNamesTheFileAndPlace() {
    put("{\"version\": 2, \"n\": [1, \"x\"]}")
    if case .success(let c?) = format.read(path) {
      #expect(throws: ConfigError(file: path, path: "n[1]", problem: "expected a whole number, found a string")) { try decode(c) }
    } else {
      Issue.record("expected content")
    }
    put("{\"version\": 2.5}")
    if case .failure(let e) = format.read(path) {
      #expect(e.problem == "version: expected a whole number from 1, found 2.5")
    } else {
      Issue.record("expected a refusal")
    }
  }

  @Test func aRecordingsHeaderIsRepairedToItsLength() throws {
    let wav = folder + "/recording-1.wav"
    var bytes = WAVHeader.bytes(sampleRate: 48000, channels: 2, dataBytes: 0)
    bytes += [UInt8](repeating: 7, count: 4000 + 3)  // 1000 frames and a torn one
    _ = FileManager.default.createFile(atPath: wav, contents: Data(bytes))
    #expect(WAVHeader.repair(wav) == .repaired(dataBytes: 4000))
    let fixed = try [UInt8](Data(contentsOf: URL(fileURLWithPath: wav)))
    #expect(fixed.count == 44 + 4000)
    #expect(Array(fixed[0..<44]) == WAVHeader.bytes(sampleRate: 48000, channels: 2, dataBytes: 4000))
    #expect(WAVHeader.repair(wav) == .intact)
    _ = FileManager.default.createFile(atPath: wav, contents: Data("RIFF not a wav".utf8))
    if case .notOurs = WAVHeader.repair(wav) {} else { Issue.record("a foreign file is left alone") }
  }

  /// Linear parsing, shown with a figure: 100,000 keys (a list search for
  /// duplicates made this 13 s) and the duplicate still found at the end.
  @Test func aHundredThousandKeysParseAndTheLastDuplicateIsFound() throws {
    var text = "{"
    for i in 0..<100_000 { text += "\"key-\(i)\": \(i)," }
    let start = MonotonicClock.seconds()
    let root = try ConfigNode.parse(text + "\"end\": 0}", file: "big.json")
    let seconds = MonotonicClock.seconds() - start
    print("JSON: 100,000 keys parsed in \(Int(seconds * 1000)) ms")
    #expect(try root.dictionary().count == 100_001)
    #expect(throws: ConfigError.self) { try ConfigNode.parse(text + "\"key-0\": 1}", file: "big.json") }
  }
}
