public import Basics

/// The Now Playing track: title card, progress and time-synced lyrics.
/// Times are seconds from the start of the track.
public struct Song: Sendable, Equatable {
  public var title: String
  /// The line under the title ("Collect 200").
  public var artist: String
  public var duration: Double
  /// Where playback stands when the session starts (and after a reset).
  public var elapsed: Double
  /// In time order, each line current from its `at` until the next one's.
  public var lyrics: [LyricLine]
  /// Empty when unknown (the fixture's song has none).
  public var album = ""
  /// Whether a player plays it now, `elapsed` being its position when it was
  /// reported. nil for the fixture's song, which starts playing the first time
  /// Now Playing opens (the hand-off from the phone).
  public var isPlaying: Bool?
  /// The picture the player has for it; nil: the built-in rainbow artwork.
  public var cover: CoverArt?
  /// The player's volume, 0…100; nil where there is no player or no mixer.
  public var volume: Int?

  public init(title: String, artist: String, duration: Double, elapsed: Double, lyrics: [LyricLine]) {
    self.title = title
    self.artist = artist
    self.duration = duration
    self.elapsed = elapsed
    self.lyrics = lyrics
  }

  /// The line being sung at `time`: the last one started; nil before the first.
  public func lineIndex(at time: Double) -> Int? {
    lyrics.lastIndex { $0.at <= time }
  }

  /// The current line at the fixture position ("Me and you").
  public var currentLine: LyricLine? { lineIndex(at: elapsed).map { lyrics[$0] } }

  /// "2:03"
  public var elapsedText: String { Self.clockText(elapsed) }
  /// "-0:47"
  public var remainingText: String { "-" + Self.clockText(duration - elapsed) }

  /// m:ss of whole seconds (rounded down, as players count).
  public static func clockText(_ seconds: Double) -> String {
    let s = max(0, Int(seconds))
    return "\(s / 60):\(s % 60 < 10 ? "0" : "")\(s % 60)"
  }

  public static func decode(_ node: ConfigNode) throws(ConfigError) -> Song {
    let o = try node.object(keys: ["title", "artist", "duration", "elapsed", "lyrics"])
    let duration = try o.required("duration").double(in: 1...7200)
    var previous: Double?
    let lyrics = try Read.array(try o.required("lyrics"), count: 1...500, noun: "lyric lines") {
      (n: ConfigNode) throws(ConfigError) -> LyricLine in
      let line = try LyricLine.decode(n, duration: duration, after: previous)
      previous = line.at
      return line
    }
    return Song(
      title: try Read.text(try o.required("title")),
      artist: try Read.text(try o.required("artist")),
      duration: duration,
      elapsed: try o.required("elapsed").double(in: 0...duration),
      lyrics: lyrics)
  }
}

/// One lyric line and when it starts.
public struct LyricLine: Sendable, Equatable {
  /// Seconds from the start of the track.
  public var at: Double
  public var text: String

  public init(at: Double, text: String) {
    self.at = at
    self.text = text
  }

  /// `previous` is the line before's start: lines must come in time order, or
  /// "the current line" would jump back and forth.
  public static func decode(_ node: ConfigNode, duration: Double, after previous: Double?) throws(ConfigError) -> LyricLine {
    let o = try node.object(keys: ["at", "text"])
    let atNode = try o.required("at")
    let at = try atNode.double(in: 0...duration)
    if let previous, at <= previous {
      throw atNode.fail("\(Read.show(at)) is not after the previous line (\(Read.show(previous)))")
    }
    return LyricLine(at: at, text: try Read.text(try o.required("text")))
  }
}
