public import Basics
import Runtime

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
    var s = MPDSettings(host: try o.required("host").nonEmptyString())
    if let p = o.optional("port") { s.port = try p.int(in: 1...65535) }
    if let f = o.optional("passwordFile") { s.passwordFile = try f.readablePath() }
    if let f = o.optional("musicFolder") { s.musicFolder = try f.readablePath(folder: true) }
    if let f = o.optional("lyricsFolder") { s.lyricsFolder = try f.readablePath(folder: true) }
    return s
  }

  /// The password file's first line.
  func password() throws(ConfigError) -> String? {
    guard let passwordFile else { return nil }
    return try SecretFile.firstLine(passwordFile)
  }
}
