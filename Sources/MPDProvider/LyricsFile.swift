public import HomeModel

/// Lyrics in the `.lrc` format players and lyric sites use: each line starts
/// with one or more `[mm:ss.xx]` tags (a chorus sung twice carries two), and
/// an `[offset:±ms]` tag moves every line (positive: sooner). Other tags
/// (`[ti:…]`, `[ar:…]`) are read past; a line without a time tag is not sung.
public enum LyricsFile {
  public static func parse(_ text: String) -> [LyricLine] {
    var offset = 0.0
    var timed: [(at: Double, order: Int, text: String)] = []
    for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
      var rest = Substring(raw)
      var times: [Double] = []
      while rest.first == "[", let close = rest.firstIndex(of: "]") {
        let tag = rest[rest.index(after: rest.startIndex)..<close]
        rest = rest[rest.index(after: close)...]
        if let t = time(tag) {
          times.append(t)
        } else if tag.lowercased().hasPrefix("offset:"), let ms = Double(trimmed(tag.dropFirst(7))) {
          offset = ms / 1000
        }
      }
      let words = trimmed(rest)
      for t in times { timed.append((t, timed.count, words)) }
    }
    // Sorted by time; lines of one time keep the file's order.
    timed.sort { ($0.at, $0.order) < ($1.at, $1.order) }
    return timed.map { LyricLine(at: max(0, $0.at - offset), text: $0.text) }
  }

  static func trimmed(_ s: Substring) -> String {
    String(s.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }

  /// `mm:ss`, `mm:ss.xx`, `mm:ss.xxx` or `mm:ss:xx` in seconds; nil for any other tag.
  static func time(_ tag: Substring) -> Double? {
    let parts = tag.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2 || parts.count == 3, let minutes = Int(parts[0]), minutes >= 0 else { return nil }
    let secondsText = parts.count == 3 ? "\(parts[1]).\(parts[2])" : String(parts[1])
    guard let seconds = Double(secondsText), seconds >= 0, seconds < 60, secondsText.first?.isNumber == true else { return nil }
    return Double(minutes) * 60 + seconds
  }
}
