import Basics
import Canvas
import Glibc
import Synchronization
import SystemCalls

/// The household's photos folder: its JPEG and PNG files, listed by name the
/// first time a face asks for one (never at start-up: a folder of thousands
/// costs nothing until shown) and kept for the run. A file that cannot be
/// decoded is warned about once, naming it and the problem, and the next one
/// is shown in its place.
final class PhotoFolder: Sendable {
  /// One per folder path, shared by every face showing it.
  static func named(_ path: String) -> PhotoFolder {
    folders.withLock { all in
      if let f = all[path] { return f }
      let f = PhotoFolder(path: path)
      all[path] = f
      return f
    }
  }
  private static let folders = Mutex<[String: PhotoFolder]>([:])

  /// Files looked at past a failing one before giving up for this drawing
  /// (each failure is remembered, so the next drawing goes on from there).
  static let triesPerDrawing = 32

  let path: String
  private let listing = Mutex<[String]?>(nil)

  private init(path: String) { self.path = path }

  /// Whether the folder has been listed this run (tests: not at start-up).
  var isListed: Bool { listing.withLock { $0 != nil } }

  /// The pictures' file names, in name order (what the daily cycle counts).
  var names: [String] {
    listing.withLock { listed in
      if let listed { return listed }
      let names = Self.list(path)
      listed = names
      return names
    }
  }

  static func list(_ path: String) -> [String] {
    guard let dir = opendir(path) else {
      Log.warning("the photos folder cannot be listed (\(SystemCallError("opendir", path: path))); showing no photos")
      return []
    }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      let lower = name.lowercased()
      guard !name.hasPrefix("."), [".jpg", ".jpeg", ".png"].contains(where: { lower.hasSuffix($0) }) else { continue }
      names.append(name)
    }
    return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// Whether `photo(at: index, …)` has a file left to try, with nothing decoded to tell.
  func mayShow(at index: Int) -> Bool {
    let names = names
    guard !names.isEmpty else { return false }
    let start = ((index % names.count) + names.count) % names.count
    return (0..<min(names.count, Self.triesPerDrawing)).contains { step in
      !PhotoCache.shared.failed(path + "/" + names[(start + step) % names.count])
    }
  }

  /// The photo `index` places into the folder (wrapping), or the first after
  /// it that decodes; nil when none does (or the folder has none).
  func photo(at index: Int, covering pixels: PixelSize) -> PhotoCache.Photo? {
    let names = names
    guard !names.isEmpty else { return nil }
    let start = ((index % names.count) + names.count) % names.count
    for step in 0..<min(names.count, Self.triesPerDrawing) {
      let file = path + "/" + names[(start + step) % names.count]
      if let photo = PhotoCache.shared.photo(file, covering: pixels, warning: { "\($0); skipped, showing the next photo of faces.photoFolder" }) {
        return photo
      }
    }
    return nil
  }
}
