public import Basics

/// The episode the home's Podcasts icon opens: its show, title, length,
/// where listening stands, its chapters and its cover's two colours.
public struct PodcastEpisode: Sendable, Equatable {
  /// "Kitchen Table Science"
  public var show: String
  /// "Why Soup Warms You Up"
  public var title: String
  public var duration: Double
  /// Where listening stands when the session starts (and after a reset).
  public var elapsed: Double
  /// In time order, each current from its `at` until the next one's.
  public var chapters: [LyricLine]
  /// The cover's gradient, top to bottom, 0xRRGGBB.
  public var cover: [UInt32]

  public init(show: String, title: String, duration: Double, elapsed: Double, chapters: [LyricLine], cover: [UInt32]) {
    self.show = show
    self.title = title
    self.duration = duration
    self.elapsed = elapsed
    self.chapters = chapters
    self.cover = cover
  }

  /// The episode as a track for the player: the title over the show, the
  /// chapters as its time-synced lines.
  public var track: Song { Song(title: title, artist: show, duration: duration, elapsed: elapsed, lyrics: chapters) }

  public static func decode(_ node: ConfigNode) throws(ConfigError) -> PodcastEpisode {
    let o = try node.object(keys: ["show", "title", "duration", "elapsed", "chapters", "cover"])
    let duration = try o.required("duration").double(in: 1...36000)
    let chapters = try LyricLine.decodeList(try o.required("chapters"), duration: duration, count: 1...100, noun: "chapters")
    return PodcastEpisode(
      show: try Read.text(try o.required("show")),
      title: try Read.text(try o.required("title")),
      duration: duration,
      elapsed: try o.required("elapsed").double(in: 0...duration),
      chapters: chapters,
      cover: try Read.array(try o.required("cover"), count: 2...2, noun: "colours", Read.color))
  }
}
