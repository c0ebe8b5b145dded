import Glibc

/// Reading and writing the small files a plugin keeps in its data folder.
/// Writes are atomic (a temporary file renamed over the old one), so a power
/// cut mid-write leaves the old content, never half a file.
public enum DataFile {
  public struct WriteError: Error, CustomStringConvertible {
    public var path: String
    public var problem: String
    public var description: String { "\(path): \(problem)" }
  }

  /// The whole file as UTF-8 text, or nil when it cannot be read.
  public static func read(_ path: String) -> String? {
    guard let f = fopen(path, "rb") else { return nil }
    defer { fclose(f) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = fread(&chunk, 1, chunk.count, f)
      if n > 0 { bytes += chunk[0..<n] }
      if n < chunk.count { break }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  public static func writeAtomically(_ text: String, to path: String) throws(WriteError) {
    if let slash = path.lastIndex(of: "/") {
      let folder = String(path[..<slash])
      guard makeFolders(folder) else { throw WriteError(path: path, problem: "cannot create \(folder) (\(errorText()))") }
    }
    let temporary = path + ".tmp"
    guard let f = fopen(temporary, "wb") else { throw WriteError(path: path, problem: "cannot write (\(errorText()))") }
    let bytes = Array(text.utf8)
    let written = fwrite(bytes, 1, bytes.count, f)
    let flushed = fflush(f) == 0 && fsync(fileno(f)) == 0
    fclose(f)
    guard written == bytes.count, flushed, rename(temporary, path) == 0 else {
      let why = errorText()
      unlink(temporary)
      throw WriteError(path: path, problem: "cannot write (\(why))")
    }
  }

  /// mkdir -p; true when the folder exists afterwards.
  @discardableResult
  public static func makeFolders(_ path: String) -> Bool {
    var built = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/") {
      built += "/" + part
      if mkdir(built, 0o755) != 0 && errno != EEXIST { return false }
    }
    return true
  }

  static func errorText() -> String { String(cString: strerror(errno)) }
}
