public import Basics
import Runtime
import Glibc

/// `providers.mpd` in homeview.json: the Music Player Daemon whose song Now
/// Playing shows and controls.
public struct MPDSettings: Sendable, Equatable {
  /// A host name or address, or the path of MPD's local socket (starting with `/`).
  public var host: String
  public var port = 6600
  /// A file holding MPD's password (its first line): never the password itself
  /// in the config, which is world-readable on most systems.
  public var passwordFile: String?
  /// MPD's `music_directory`, where `.lrc` files beside the songs are found.
  public var musicFolder: String?
  /// A folder of `.lrc` files named after the songs' files or "Artist - Title.lrc".
  public var lyricsFolder: String?

  public init(host: String) { self.host = host }

  public static let keys = ["host", "port", "passwordFile", "musicFolder", "lyricsFolder"]

  public static func decode(_ node: ConfigNode) throws(ConfigError) -> MPDSettings {
    let o = try node.object(keys: keys)
    var s = MPDSettings(host: try nonEmpty(o.required("host")))
    if let p = o.optional("port") { s.port = try p.int(in: 1...65535) }
    if let f = o.optional("passwordFile") { s.passwordFile = try readable(f, folder: false) }
    if let f = o.optional("musicFolder") { s.musicFolder = try readable(f, folder: true) }
    if let f = o.optional("lyricsFolder") { s.lyricsFolder = try readable(f, folder: true) }
    return s
  }

  static func nonEmpty(_ n: ConfigNode) throws(ConfigError) -> String {
    let s = try n.string()
    guard !s.isEmpty else { throw n.fail("empty") }
    return s
  }

  /// A path that can be read now, so a typo stops start-up with its key path.
  static func readable(_ n: ConfigNode, folder: Bool) throws(ConfigError) -> String {
    let path = try nonEmpty(n)
    var info = stat()
    guard stat(path, &info) == 0 else { throw n.fail("'\(path)' does not exist") }
    guard ((info.st_mode & S_IFMT) == S_IFDIR) == folder else { throw n.fail("'\(path)' is not a \(folder ? "folder" : "file")") }
    guard access(path, R_OK | (folder ? X_OK : 0)) == 0 else { throw n.fail("cannot read '\(path)'") }
    return path
  }

  /// The password file's first line.
  func password() throws(ConfigError) -> String? {
    guard let passwordFile else { return nil }
    do throws(DataFile.ReadError) {
      guard let text = try DataFile.readText(passwordFile, limit: 4096, followSymlinks: true) else {
        throw DataFile.ReadError(path: passwordFile, problem: "cannot open (no such file)")
      }
      return String(text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
    } catch {
      throw ConfigError(file: passwordFile, path: "", problem: error.problem)
    }
  }
}
