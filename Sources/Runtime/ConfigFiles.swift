public import Basics
import Glibc

extension ConfigNode {
  /// A string that is not empty.
  public func nonEmptyString() throws(ConfigError) -> String {
    let s = try string()
    guard !s.isEmpty else { throw fail("empty") }
    return s
  }

  /// A path that exists and can be read now (a file, or a folder when asked),
  /// so a typo stops start-up with its key path rather than failing later.
  public func readablePath(folder: Bool = false) throws(ConfigError) -> String {
    let path = try nonEmptyString()
    var info = stat()
    guard stat(path, &info) == 0 else { throw fail("'\(path)' does not exist") }
    guard ((info.st_mode & S_IFMT) == S_IFDIR) == folder else { throw fail("'\(path)' is not a \(folder ? "folder" : "file")") }
    guard access(path, R_OK | (folder ? X_OK : 0)) == 0 else { throw fail("cannot read '\(path)'") }
    return path
  }
}

/// A secret kept in a file of its own rather than in the config, which is
/// world-readable on most systems: its first line, read when it is needed so a
/// changed secret is picked up without a restart.
public enum SecretFile {
  public static func firstLine(_ path: String) throws(ConfigError) -> String {
    do throws(DataFile.ReadError) {
      guard let text = try DataFile.readText(path, limit: 4096, followSymlinks: true) else {
        throw DataFile.ReadError(path: path, problem: "cannot open (no such file)")
      }
      // Any line break ends it: "\r\n" is one Character, so splitting on "\n" alone would keep it.
      return String(text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).first ?? "")
    } catch {
      throw ConfigError(file: path, path: "", problem: error.problem)
    }
  }
}
