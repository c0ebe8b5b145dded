import Basics
import Foundation
import MPDProvider
import Testing

/// `providers.mpd` as homeview.json spells it, and its mistakes named by key path.
struct MPDSettingsTests {
  static func decode(_ json: String) throws(ConfigError) -> MPDSettings {
    try MPDSettings.decode(try ConfigNode.parse(json, file: "homeview.json"))
  }

  @Test func theKeysAndTheirDefaults() throws {
    let folder = NSTemporaryDirectory()
    let s = try Self.decode(#"{"host": "/run/mpd/socket", "musicFolder": "\#(folder)", "lyricsFolder": "\#(folder)"}"#)
    #expect(s.host == "/run/mpd/socket")
    #expect(s.port == 6600)
    #expect(s.musicFolder == folder)
    #expect(s.passwordFile == nil)
    #expect(try Self.decode(#"{"host": "music.local", "port": 6601}"#).port == 6601)
  }

  @Test func mistakesNameTheirKeyPath() {
    func problem(_ json: String) -> String {
      do {
        _ = try Self.decode(json)
        return "accepted"
      } catch { return "\(error)" }
    }
    #expect(problem(#"{"port": 6600}"#).contains("host"))
    #expect(problem(#"{"host": ""}"#).contains("host"))
    #expect(problem(#"{"host": "h", "port": 70000}"#).contains("port"))
    #expect(problem(#"{"host": "h", "musicFolder": "/nonexistent/music"}"#).contains("musicFolder"))
    #expect(problem(#"{"host": "h", "passwordFile": "/nonexistent/password"}"#).contains("passwordFile"))
    #expect(problem(#"{"host": "h", "musicFolder": "/etc/passwd"}"#).contains("not a folder"))
    #expect(problem(#"{"host": "h", "volume": 3}"#).contains("volume"))
  }
}
