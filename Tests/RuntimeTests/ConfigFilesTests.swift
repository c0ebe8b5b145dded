import Basics
import Foundation
import Runtime
import Testing

/// The paths and secrets a provider's config names: checked when the config is
/// read, so a typo stops start-up with its key path.
struct ConfigFilesTests {
  static func node(_ json: String) throws -> ConfigNode {
    try ConfigNode.parse(#"{"providers": {"x": {"f": \#(json)}}}"#, file: "homeview.json")
      .object(keys: ["providers"]).required("providers").object(keys: ["x"]).required("x").object(keys: ["f"]).required("f")
  }

  static func problem(_ body: () throws -> String) -> String {
    do { return "accepted: \(try body())" } catch { return "\(error)" }
  }

  @Test func aPathIsCheckedForWhatItIs() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("config-files-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/secret"
    try "s3cret\r\nsecond line\n".write(toFile: file, atomically: true, encoding: .utf8)

    #expect(try Self.node("\"\(file)\"").readablePath() == file)
    #expect(try Self.node("\"\(folder)\"").readablePath(folder: true) == folder)
    let asFile = Self.problem { try Self.node("\"\(folder)\"").readablePath() }
    #expect(asFile.contains("providers.x.f") && asFile.contains("is not a file"))
    let asFolder = Self.problem { try Self.node("\"\(file)\"").readablePath(folder: true) }
    #expect(asFolder.contains("is not a folder"))
    let missing = Self.problem { try Self.node("\"\(folder)/none\"").readablePath() }
    #expect(missing.contains("homeview.json") && missing.contains("does not exist"))
    #expect(Self.problem { try Self.node("\"\"").nonEmptyString() }.contains("empty"))
    #expect(Self.problem { try Self.node("3").nonEmptyString() }.contains("providers.x.f"))

    #expect(try SecretFile.firstLine(file) == "s3cret")
    let gone = Self.problem { try SecretFile.firstLine(folder + "/gone") }
    #expect(gone.contains(folder + "/gone"))
  }
}
