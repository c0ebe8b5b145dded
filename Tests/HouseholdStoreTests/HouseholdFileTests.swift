import Basics
import Glibc
import HomeModel
import HouseholdStore
import PictureTestSupport
import Testing

/// The household file read from disk: the files it names are checked at load
/// (HomeModel decodes values only).
@Suite struct HouseholdFileTests {
  /// The repository's fixture, found from this file's path (Tests/HouseholdStoreTests/…).
  let fixturePath: String = {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    parts.removeLast(3)
    return (parts + ["Config", "household.json"]).joined(separator: "/")
  }()

  func readFile(_ path: String) throws -> String {
    let f = try #require(fopen(path, "rb"), "cannot open \(path)")
    defer { fclose(f) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while case let n = fread(&chunk, 1, chunk.count, f), n > 0 { bytes += chunk[..<n] }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The real fixture with one edit, which must apply exactly once.
  func fixture(replacing old: String, with new: String) throws -> String {
    let text = try readFile(fixturePath)
    try #require(text.ranges(of: old).count == 1, "'\(old)' must occur once in household.json")
    return text.replacing(old, with: new)
  }

  /// Decodes and checks `text` as the household file `file`; the error's full message, or nil if it loaded.
  func decodeError(_ text: String, file: String = "household.json") -> String? {
    do {
      _ = try Household.decodeCheckingFiles(try ConfigNode.parse(text, file: file))
      return nil
    } catch {
      return error.description
    }
  }

  @Test func fixturePropertyReadsTheJSONFile() throws {
    #expect(Household.fixtureFile == fixturePath)
    #expect(try Household.fixture == (try Household.load(file: fixturePath)))
  }

  @Test func missingPhotoFile() throws {
    let text = try fixture(replacing: #""photos": {}"#, with: #""photos": { "dad-son": "photos/dad.jpg" }"#)
    #expect(decodeError(text, file: "/nonexistent/Config/household.json") == "/nonexistent/Config/household.json: faces.photos.dad-son: file not found: /nonexistent/Config/photos/dad.jpg")
  }

  @Test func existingPhotoFileResolvesNextToTheConfig() throws {
    var template = Array("/tmp/homemodel-XXXXXX".utf8CString)
    let dir = String(cString: try #require(mkdtemp(&template)))
    let photo = "\(dir)/dad.jpg"
    let f = try #require(fopen(photo, "wb"))
    let jpeg = PictureBytes.jpeg(width: 64, height: 48)
    fwrite(jpeg, 1, jpeg.count, f)
    fclose(f)
    defer {
      unlink(photo)
      rmdir(dir)
    }
    let text = try fixture(replacing: #""photos": {}"#, with: #""photos": { "dad-son": "dad.jpg" }"#)
    let h = try Household.decodeCheckingFiles(try ConfigNode.parse(text, file: "\(dir)/household.json"))
    #expect(h.faces.photos == ["dad-son": photo])
    // The header is checked too: an empty file is not a photo.
    close(open(photo, O_WRONLY | O_TRUNC))
    #expect(decodeError(text, file: "\(dir)/household.json") == "\(dir)/household.json: faces.photos.dad-son: \(photo): not a PNG or JPEG image")
  }

  /// The photos folder resolves beside the household file and must be a
  /// readable folder; nothing in it is looked at.
  @Test func photoFolderIsCheckedAsAFolder() throws {
    var template = Array("/tmp/homemodel-XXXXXX".utf8CString)
    let dir = String(cString: try #require(mkdtemp(&template)))
    mkdir("\(dir)/photos", 0o755)
    close(open("\(dir)/photos/broken.jpg", O_WRONLY | O_CREAT, 0o644))
    defer {
      unlink("\(dir)/photos/broken.jpg")
      rmdir("\(dir)/photos")
      rmdir(dir)
    }
    func folder(_ path: String) throws -> String {
      try fixture(replacing: #""photos": {}"#, with: "\"photos\": {}, \"photoFolder\": \"\(path)\"")
    }
    let h = try Household.decodeCheckingFiles(try ConfigNode.parse(try folder("photos"), file: "\(dir)/household.json"))
    #expect(h.faces.photoFolder == "\(dir)/photos", "a broken file inside is not a config error")
    #expect(decodeError(try folder("albums"), file: "\(dir)/household.json") == "\(dir)/household.json: faces.photoFolder: '\(dir)/albums' does not exist")
    #expect(decodeError(try folder("photos/broken.jpg"), file: "\(dir)/household.json") == "\(dir)/household.json: faces.photoFolder: '\(dir)/photos/broken.jpg' is not a folder")
    #expect(decodeError(try fixture(replacing: #""photos": {}"#, with: #""photos": {}, "photoFolder": 3"#))?.hasPrefix("household.json: faces.photoFolder: ") == true)
  }
}
