import Glibc
import SystemCalls

/// A fresh folder under $TMPDIR (/tmp when unset) for one headless run's data (runs start from
/// nothing, so the same script always gives the same pixels), removed with
/// everything in it when the run ends unless the run was asked to keep it.
@MainActor
public final class TemporaryFolder {
  public let path: String
  /// Leave it in place at `remove()` (`--keep-data`), saying where it is.
  public var keep = false
  private var removed = false

  /// nil (with errno set) when no folder could be made.
  public init?(prefix: String = "homeview-data") {
    let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array("\(base)/\(prefix)-XXXXXX".utf8CString)
    guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else { return nil }
    path = String(cString: made)
  }

  /// Removes the folder and its contents (once); with `keep`, logs its path instead.
  public func remove() {
    guard !removed else { return }
    removed = true
    if keep {
      Log.info("kept the data folder \(path)")
      return
    }
    Self.removeTree(path)
  }

  /// rm -r without following symbolic links: a folder's entries, then the folder.
  @discardableResult
  public static func removeTree(_ path: String) -> Bool {
    var info = stat()
    guard lstat(path, &info) == 0 else { return errno == ENOENT }
    guard info.st_mode & S_IFMT == S_IFDIR else { return unlink(path) == 0 }
    guard let dir = opendir(path) else { return false }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      if name != "." && name != ".." { names.append(name) }
    }
    closedir(dir)
    var removedAll = true
    for name in names where !removeTree(path + "/" + name) { removedAll = false }
    return rmdir(path) == 0 && removedAll
  }
}
