public import Runtime
import HomeModel

/// Now Playing (seed section 7): the household's song over its artwork, a
/// progress bar running on the frame clock, working controls, and the
/// time-synced lyrics. The playback position lives here, not in a screen, so
/// it carries on while the person looks at other screens.
public final class NowPlayingPlugin: Plugin {
  public static let name = "nowplaying"
  public static let requiredResources = [ResourceRequirement(Household.self)]

  public static func settings(from section: ConfigNode?) throws(ConfigError) -> NoSettings {
    try NoSettings.decode(section)
  }

  let context: PluginContext
  let song: Song?
  var playback: Playback?
  /// Set just before the lyrics are toggled: where the next screen's slide
  /// starts (0 artwork, 1 lyrics) instead of appearing in place.
  private var slideStart: Double?

  public init(context: PluginContext, settings: NoSettings) {
    self.context = context
    song = context.resource(Household.self)?.song
    playback = song.map(Playback.init)
  }

  public var screenIDs: [String] { ["nowplaying", "nowplaying.lyrics"] }
  public var elementIDs: [String] {
    ["lyrics", "rewind", "play", "forward", "queue", "more", "close"].map { "nowplaying." + $0 }
  }
  public var stateKeys: [String] { ["nowplaying.elapsed", "nowplaying.playing", "nowplaying.line", "nowplaying.line.index"] }

  public func makeScreen(id: String) -> Screen? {
    guard let song, id == "nowplaying" || id == "nowplaying.lyrics" else { return nil }
    defer { slideStart = nil }
    return NowPlayingScreen(plugin: self, song: song, showsLyrics: id == "nowplaying.lyrics", slideFrom: slideStart)
  }

  public var benchScenarios: [BenchScenario] {
    [
      BenchScenario(name: "nowplaying-progress", screen: "nowplaying"),
      BenchScenario(name: "nowplaying-lyrics-scroll", screen: "nowplaying.lyrics"),
      // The artwork sliding up and back down, once a second.
      BenchScenario(name: "nowplaying-lyrics-slide", screen: "nowplaying") { nav, t in
        if t.frame % 60 == 0 { (nav.top as? NowPlayingScreen)?.toggleLyrics() }
      },
    ]
  }

  public func start() {
    // The session reset puts the song back at the fixture's position; it
    // starts again the next time Now Playing opens.
    context.subscribe(ResetSession.self) { [unowned self] _ in playback = song.map(Playback.init) }
  }

  /// Shows or hides the lyrics: the same screen in its other state, sliding
  /// on from where the current one stands (`slide`: 0 artwork, 1 lyrics).
  func showLyrics(_ show: Bool, from slide: Double) {
    slideStart = slide
    context.navigator.replace(with: show ? "nowplaying.lyrics" : "nowplaying", transition: .none)
    slideStart = nil
  }

  func close() { context.navigator.back(transition: .crossfade) }
}
