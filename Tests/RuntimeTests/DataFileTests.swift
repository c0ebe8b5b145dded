import Basics
import Foundation
import Glibc
import Testing

@testable import Runtime

/// The one data-file API: only regular files, never blocking, capped, UTF-8;
/// saves through unique temporaries that never follow links, durable and
/// private; refused files kept aside under unique names.
struct DataFileTests {
  let folder: String = {
    let dir = NSTemporaryDirectory() + "homeview-datafile-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }()

  func write(_ text: String, _ name: String) -> String {
    let path = folder + "/" + name
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    return path
  }

  func problem(_ path: String, limit: Int = 1 << 20, follow: Bool = false) -> String? {
    do {
      _ = try DataFile.readText(path, limit: limit, followSymlinks: follow)
      return nil
    } catch { return error.problem }
  }

  @Test func aFIFOIsRefusedWithoutBlocking() {
    let fifo = folder + "/current-face"
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(problem(fifo) == "is a FIFO (named pipe), not a regular file")
  }

  @Test func aFolderIsSaidToBeAFolder() {
    let path = folder + "/accessories.json"
    #expect(mkdir(path, 0o700) == 0)
    #expect(problem(path) == "is a folder, not a regular file")
  }

  @Test func linksAreRefusedForDataFilesAndDevicesAlways() {
    let link = folder + "/drawings.json"
    #expect(symlink("/dev/zero", link) == 0)
    #expect(problem(link) == "is a symbolic link, not a regular file (links are not followed here)")
    #expect(problem(link, follow: true) == "is a character device, not a regular file")
    #expect(DataFile.read(link) == nil, "the plain read refuses a device too")
  }

  @Test func eachKindOfFileHasASizeCap() throws {
    let path = write(String(repeating: "x", count: 4097), "current-face")
    #expect(problem(path, limit: DataFile.Limit.line) == "is 4097 bytes; at most 4096 bytes are read for this kind of file")
    #expect(problem(write("x", "small"), limit: DataFile.Limit.line) == nil)
    #expect(try DataFile.readText(folder + "/nothing", limit: 10) == nil, "missing is not an error")
    #expect(try DataFile.readText("/dev/null/probe/current-face", limit: 10) == nil, "nor is a path through a file")
  }

  @Test func invalidUTF8IsRefusedNamingWhere() {
    let path = folder + "/accessories.json"
    _ = FileManager.default.createFile(atPath: path, contents: Data([0x7B, 0x0A, 0x20, 0x22, 0xFF, 0x22, 0x7D]))
    #expect(problem(path) == "not UTF-8 text at line 2, column 3 (byte 0xFF)")
  }

  @Test func savesAreWholePrivateAndDurableWhateverTheUmask() throws {
    let path = folder + "/sub/current-face"
    let old = umask(0)
    defer { umask(old) }
    try DataFile.writeAtomically("one\n", to: path)
    try DataFile.writeAtomically("two\n", to: path)
    #expect(try DataFile.readText(path, limit: 100) == "two\n")
    var info = stat()
    #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
    #expect(DataFile.names(in: folder + "/sub") == ["current-face"], "no temporary left behind")
  }

  @Test func aPlantedTemporaryLinkIsNeverWrittenThrough() throws {
    let target = write("precious\n", "target")
    let path = folder + "/current-face"
    // The old fixed temporary name, and every guessable one, as links.
    #expect(symlink(target, path + ".tmp") == 0)
    #expect(symlink(target, folder + "/.current-face.\(getpid())-0.tmp") == 0)
    try DataFile.writeAtomically("dad-son\n", to: path)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "precious\n")
    #expect(try DataFile.readText(path, limit: 100) == "dad-son\n")
  }

  @Test func aSymlinkedDataFileIsNotWrittenThrough() throws {
    let target = write("precious\n", "target")
    let path = folder + "/current-face"
    #expect(symlink(target, path) == 0)
    #expect(throws: DataFile.WriteError.self) { try DataFile.writeAtomically("dad-son\n", to: path) }
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "precious\n")
  }

  @Test func createNewRefusesADanglingLink() {
    let path = folder + "/recording-1.wav"
    #expect(symlink(folder + "/elsewhere.wav", path) == 0)
    #expect(throws: DataFile.WriteError.self) { _ = try DataFile.createNew(path) }
    #expect(!FileManager.default.fileExists(atPath: folder + "/elsewhere.wav"))
    #expect(!DataFile.exists(folder + "/recording-2.wav"))
    #expect(DataFile.exists(path), "a dangling link is something: its number is taken")
  }

  @Test func rejectedFilesNeverReplaceAnEarlierCopy() throws {
    let path = folder + "/drawings.json"
    var asides: [String] = []
    for text in ["first", "second", "third"] {
      _ = write(text, "drawings.json")
      asides.append(try DataFile.keepAside(path).get())
    }
    #expect(asides == [path + ".corrupt", path + ".corrupt-2", path + ".corrupt-3"])
    #expect(try asides.map { try String(contentsOfFile: $0, encoding: .utf8) } == ["first", "second", "third"])
    #expect(!DataFile.exists(path))
    // A folder where the file should be goes aside too.
    #expect(mkdir(path, 0o700) == 0)
    #expect(try DataFile.keepAside(path).get() == path + ".corrupt-4")
  }

  @Test func temporariesOfAKilledSaveAreRemovedByTheNextSave() throws {
    let path = folder + "/accessories.json"
    // pid_max is at most 2^22: this process cannot exist.
    let stale = write("half", ".accessories.json.4194305-1f.tmp")
    let ours = write("in flight", ".accessories.json.\(getpid())-2e.tmp")
    try DataFile.writeAtomically("{}", to: path)
    #expect(!DataFile.exists(stale))
    #expect(DataFile.exists(ours), "a live process's temporary is its own")
  }

  @Test func jsonStringsRoundTripWhateverTheyHold() throws {
    let odd = "a\"b\\c\nd\u{1}e\u{7F}é"
    let parsed = try ConfigNode.parse("{\"k\": \(JSONText.quoted(odd))}", file: "t").object(keys: ["k"]).required("k").string()
    #expect(parsed == odd)
  }
}
