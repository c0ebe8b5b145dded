public import Basics
public import Runtime
import HomeModel

/// Now Playing (seed section 7): the household's song over its artwork, a
/// progress bar running on the frame clock, working controls, and the
/// time-synced lyrics. The playback position lives here, not in a screen, so
/// it carries on while the person looks at other screens.
public final class NowPlayingPlugin: Plugin {
  static let lyricsRoute = ScreenRoute(plugin: "nowplaying", screen: "nowplaying.lyrics")
  static func route(lyrics: Bool) -> ScreenRoute { lyrics ? lyricsRoute : .nowPlaying }

  public static let manifest = PluginManifest(
    name: "nowplaying",
    screens: [.nowPlaying, lyricsRoute],
    appEntries: [AppEntry(name: "music", title: "Music", route: .nowPlaying, icon: "music.note", colors: [0xFF6A88, 0xFA2A48], firstPage: 0)],
    elements: ["lyrics", "rewind", "play", "forward", "queue", "more", "close"].map { ElementDeclaration("nowplaying." + $0, on: "nowplaying") },
    stateKeys: ["nowplaying.elapsed", "nowplaying.playing", "nowplaying.line", "nowplaying.line.index"].map {
      StateKeyDeclaration($0, on: "nowplaying")
    },
    benchScenarios: [
      BenchScenario(name: "nowplaying-progress", screen: "nowplaying"),
      BenchScenario(name: "nowplaying-lyrics-scroll", screen: "nowplaying.lyrics"),
      // The artwork sliding up and back down, once a second.
      BenchScenario(name: "nowplaying-lyrics-slide", screen: "nowplaying") { nav, t in
        if t.frame % 60 == 0 { (nav.top as? NowPlayingScreen)?.toggleLyrics() }
      },
    ])
  public static let requiredResources = [ResourceRequirement(Household.self)]

  public static func settings(from section: ConfigNode?) throws(ConfigError) -> NoSettings {
    try NoSettings.decode(section)
  }

  let context: PluginContext
  let song: Song?
  var playback: Playback?

  public init(context: PluginContext, settings: NoSettings) {
    self.context = context
    song = context.resource(Household.self)?.song
    playback = song.map(Playback.init)
  }

  public func makeScreen(id: String) -> Screen? {
    guard let song, let route = Self.manifest.route(id) else { return nil }
    return NowPlayingScreen(plugin: self, song: song, showsLyrics: route == Self.lyricsRoute)
  }

  public func start() {
    // The session reset puts the song back at the fixture's position; it
    // starts again the next time Now Playing opens.
    context.subscribe(ResetSession.self) { [unowned self] _ in playback = song.map(Playback.init) }
  }

  func close() { context.navigator.back(transition: .crossfade) }
}
