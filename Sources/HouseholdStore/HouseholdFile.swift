public import Basics
public import HomeModel
import Canvas
import Glibc
import Runtime

/// The household file on disk: read (through DataFile), decoded into
/// HomeModel's values, and the files it names checked now, so a typo or an
/// absurd picture stops the start with its key path instead of showing the
/// painted scene. HomeModel decodes values only; the file system is looked at
/// here, by whoever read the file.
extension Household {
  /// Reads, parses, decodes and checks a household file; photo paths resolve against its folder.
  public static func load(file: String) throws(ConfigError) -> Household {
    try decodeCheckingFiles(try ConfigNode.parse(try readText(file), file: file))
  }

  /// Decodes `node` and checks the files it names: each face photo exists, is
  /// a regular file and its header states a size the image loader accepts;
  /// the photos folder exists, is a folder (or a link to one) and can be
  /// listed. The folder's files are not looked at now (a folder of thousands
  /// must not slow the start): each is checked as it is first shown.
  public static func decodeCheckingFiles(_ node: ConfigNode) throws(ConfigError) -> Household {
    let household = try decode(node)
    guard let facesNode = try node.object(keys: keys).optional("faces") else { return household }
    let faces = try facesNode.object(keys: FaceChoice.keys)
    for (faceID, fileNode) in try faces.optional("photos")?.dictionary() ?? [] {
      guard let path = household.faces.photos[faceID] else { continue }
      guard access(path, F_OK) == 0 else { throw fileNode.fail("file not found: \(path)") }
      do { _ = try ImageFile.header(path: path) } catch { throw fileNode.fail(error.description) }
    }
    if let folderNode = faces.optional("photoFolder"), let folder = household.faces.photoFolder {
      _ = try ConfigNode(file: folderNode.file, path: folderNode.path, value: .string(folder)).readablePath(folder: true)
    }
    return household
  }

  /// The repository's `Config/household.json`, found from this source file's
  /// path: for tests and headless tools run from a checkout. A device loads the
  /// household file its config names, through `load(file:)`.
  public static let fixtureFile: String = {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    parts.removeLast(3)  // Sources/HouseholdStore/HouseholdFile.swift
    return (parts + ["Config", "household.json"]).joined(separator: "/")
  }()

  /// The fixture, read from `fixtureFile` each time: the JSON is the only copy of the data.
  public static var fixture: Household {
    get throws(ConfigError) { try load(file: fixtureFile) }
  }

  static func readText(_ path: String) throws(ConfigError) -> String {
    do throws(DataFile.ReadError) {
      guard let text = try DataFile.readText(path, limit: DataFile.Limit.config, followSymlinks: true) else {
        throw DataFile.ReadError(path: path, problem: "cannot open (no such file)")
      }
      return text
    } catch {
      throw ConfigError(file: path, path: "", problem: error.problem)
    }
  }
}
