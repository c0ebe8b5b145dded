import HomeModel
import Runtime

/// Where a song's `.lrc` file is: beside the song in MPD's music folder
/// (`Artist/Album/01 Song.lrc` for `Artist/Album/01 Song.flac`), else in the
/// lyrics folder under the song's file name or as "Artist - Title.lrc".
struct LyricsLookup {
  let settings: MPDSettings
  static let limit = 1 << 20

  func candidates(uri: String, artist: String, title: String) -> [String] {
    guard !uri.contains("://") else { return [] }
    let stem = uri.lastIndex(of: ".").map { String(uri[..<$0]) } ?? uri
    let file = stem.split(separator: "/").last.map(String.init) ?? stem
    var paths: [String] = []
    if let music = settings.musicFolder { paths.append(music + "/" + stem + ".lrc") }
    if let lyrics = settings.lyricsFolder {
      paths.append(lyrics + "/" + file + ".lrc")
      if !artist.isEmpty { paths.append(lyrics + "/" + artist + " - " + title + ".lrc") }
    }
    return paths
  }

  /// The first file found, parsed; no lyrics when there is none.
  func lyrics(uri: String, artist: String, title: String) -> [LyricLine] {
    for path in candidates(uri: uri, artist: artist, title: title) {
      // A file that cannot be read counts as none: the song plays on.
      guard let text = try? DataFile.readText(path, limit: Self.limit, followSymlinks: true) else { continue }
      return LyricsFile.parse(text)
    }
    return []
  }
}
