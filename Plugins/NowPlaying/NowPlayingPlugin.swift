public import Basics
public import Runtime
import HomeModel

/// Now Playing (docs/screens.md §7): the household's song over its artwork, a
/// progress bar running on the frame clock, working controls, and the
/// time-synced lyrics. The playback position lives here, not in a screen, so
/// it carries on while the person looks at other screens.
public final class NowPlayingPlugin: Plugin {
  static let lyricsRoute = ScreenRoute(plugin: "nowplaying", screen: "nowplaying.lyrics")
  static func route(lyrics: Bool) -> ScreenRoute { lyrics ? lyricsRoute : .nowPlaying }

  public static let manifest = PluginManifest(
    name: "nowplaying",
    screens: [.nowPlaying, lyricsRoute, .podcasts],
    snapshotStates: ["nowplaying:menu"],
    appEntries: [
      AppEntry(name: "music", title: "Music", route: .nowPlaying, icon: "music.note", colors: [0xFF6A88, 0xFA2A48], firstPage: 0),
      AppEntry(name: "podcasts", title: "Podcasts", route: .podcasts, icon: "podcasts", colors: [0xD783FF, 0x8B35E0], firstPage: 1),
    ],
    elements: ["lyrics", "rewind", "play", "forward", "queue", "more", "close"].map { ElementDeclaration("nowplaying." + $0, on: "nowplaying") }
      + [MoreMenu.album, MoreMenu.favourite].map { ElementDeclaration($0, on: "nowplaying", prefix: "tap @nowplaying.more\nwait 0.2") }
      + ["close", "rewind", "play", "forward"].map { ElementDeclaration("podcasts." + $0, on: "podcasts") },
    stateKeys: ["nowplaying.elapsed", "nowplaying.playing", "nowplaying.line", "nowplaying.line.index", "nowplaying.menu", "nowplaying.favourite"].map {
      StateKeyDeclaration($0, on: "nowplaying")
    } + ["podcasts.elapsed", "podcasts.playing", "podcasts.chapter"].map { StateKeyDeclaration($0, on: "podcasts") },
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
  /// The household's podcast episode and where listening to it stands.
  let episode: PodcastEpisode?
  var podcastPlayback: Playback?
  /// The song is a favourite ("…" → Favourite); a session reset clears it.
  var favourite = false

  public init(context: PluginContext, settings: NoSettings) {
    self.context = context
    song = context.resource(Household.self)?.song
    playback = song.map(Playback.init)
    episode = context.resource(Household.self)?.podcast
    podcastPlayback = episode.map { Playback(song: $0.track) }
  }

  public func makeScreen(id: String) -> Screen? {
    if id == ScreenRoute.podcasts.screen { return episode.map { PodcastScreen(plugin: self, episode: $0) } }
    guard let song, let route = Self.manifest.route(id) else { return nil }
    return NowPlayingScreen(plugin: self, song: song, showsLyrics: route == Self.lyricsRoute)
  }

  public func start() {
    // The session reset puts the song back at the fixture's position; it
    // starts again the next time Now Playing opens.
    context.subscribe(ResetSession.self) { [unowned self] _ in
      playback = song.map(Playback.init)
      favourite = false
      podcastPlayback = episode.map { Playback(song: $0.track) }
    }
  }

  func close() { context.navigator.back(transition: .crossfade) }
}
