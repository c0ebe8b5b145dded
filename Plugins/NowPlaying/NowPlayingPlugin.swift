public import Basics
public import Runtime
import Canvas
import HomeModel
import HouseholdStore

/// Now Playing (docs/screens.md §7): the household's song over its artwork, a
/// progress bar running on the frame clock, working controls, and the
/// time-synced lyrics. The playback position lives here, not in a screen, so
/// it carries on while the person looks at other screens.
public final class NowPlayingPlugin: Plugin {
  static let lyricsRoute = ScreenRoute(plugin: "nowplaying", screen: "nowplaying.lyrics")
  static let queueRoute = ScreenRoute(plugin: "nowplaying", screen: "nowplaying.queue")
  static func route(lyrics: Bool, queue: Bool = false) -> ScreenRoute { queue ? queueRoute : lyrics ? lyricsRoute : .nowPlaying }

  public static let manifest = PluginManifest(
    name: "nowplaying",
    screens: [.nowPlaying, lyricsRoute, queueRoute, .podcasts],
    snapshotStates: ["nowplaying:menu"],
    appEntries: [
      AppEntry(name: "music", title: "Music", route: .nowPlaying, icon: "music.note", colors: [0xFF6A88, 0xFA2A48], firstPage: 0),
      AppEntry(name: "podcasts", title: "Podcasts", route: .podcasts, icon: "podcasts", colors: [0xD783FF, 0x8B35E0], firstPage: 1),
    ],
    elements: ["lyrics", "rewind", "play", "forward", "queue", "more", "close", "volume"].map { ElementDeclaration("nowplaying." + $0, on: "nowplaying") }
      + [MoreMenu.album, MoreMenu.favourite].map { ElementDeclaration($0, on: "nowplaying", prefix: "tap @nowplaying.more\nwait 0.2") }
      + ["close", "song.0"].map { ElementDeclaration("nowplaying.queue." + $0, on: "nowplaying.queue") }
      + ["close", "rewind", "play", "forward", "volume"].map { ElementDeclaration("podcasts." + $0, on: "podcasts") },
    stateKeys: ["nowplaying.elapsed", "nowplaying.playing", "nowplaying.line", "nowplaying.line.index", "nowplaying.menu", "nowplaying.favourite", "nowplaying.volume"].map {
      StateKeyDeclaration($0, on: "nowplaying")
    } + [StateKeyDeclaration("nowplaying.queue.current", on: "nowplaying.queue")]
      + ["podcasts.elapsed", "podcasts.playing", "podcasts.chapter", "podcasts.volume"].map { StateKeyDeclaration($0, on: "podcasts") },
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
  /// The household's live state: its song (a music player's once one reports)
  /// and the player's queue.
  let store: HouseholdStore?
  private(set) var song: Song?
  var playback: Playback?
  /// Bumped when a new song report arrives: screens lay their texts out again.
  private(set) var songRevision = 0

  /// The household's podcast episode and where listening to it stands.
  let episode: PodcastEpisode?
  var podcastPlayback: Playback?
  /// The song is a favourite ("…" → Favourite); a session reset clears it.
  var favourite = false
  /// The volume the slider shows, 0…100: the player's as it last reported
  /// it, or without a player the household song's own.
  private(set) var volume = NowPlayingPlugin.fixtureVolume
  /// The household song's volume before anyone moves the slider.
  static let fixtureVolume = 60

  public init(context: PluginContext, settings: NoSettings) {
    self.context = context
    store = context.resource(HouseholdStore.self)
    song = store?.household.song ?? context.resource(Household.self)?.song
    playback = song.map { Playback(song: $0, reportedAt: context.time) }
    if let v = song?.volume { volume = min(max(v, 0), 100) }
    episode = context.resource(Household.self)?.podcast
    podcastPlayback = episode.map { Playback(song: $0.track) }
  }

  /// Whether the controls reach a music player (else they move the household's song).
  var hasPlayer: Bool { store?.hasPlayer ?? false }
  /// The player's queue; the household's song alone without a player.
  var queue: PlayQueue {
    if let store, store.hasPlayer { return store.queue }
    guard let song else { return PlayQueue() }
    return PlayQueue(entries: [PlayQueue.Entry(id: -1, title: song.title, artist: song.artist, duration: song.duration)], current: 0)
  }
  /// Bumped when the player's queue changes.
  private(set) var queueRevision = 0

  public func makeScreen(id: String) -> Screen? {
    if id == ScreenRoute.podcasts.screen { return episode.map { PodcastScreen(plugin: self, episode: $0) } }
    guard let song, let route = Self.manifest.route(id) else { return nil }
    return NowPlayingScreen(plugin: self, song: song, showsLyrics: route == Self.lyricsRoute, queueOpen: route == Self.queueRoute)
  }

  public func start() {
    FontWarmup.ahead(NowPlayingScreen.fixedStyles)
    // The session reset puts the song back at the fixture's position; it
    // starts again the next time Now Playing opens.
    context.subscribe(ResetSession.self) { [unowned self] _ in
      favourite = false
      podcastPlayback = episode.map { Playback(song: $0.track) }
      guard !hasPlayer else { return }
      volume = Self.fixtureVolume
      playback = song.map(Playback.init)
    }
    context.subscribe(SongChanged.self) { [unowned self] e in
      song = e.song
      if let v = e.song.volume { volume = min(max(v, 0), 100) }
      playback = Playback(song: e.song, reportedAt: context.time)
      songRevision += 1
    }
    context.subscribe(QueueChanged.self) { [unowned self] _ in queueRevision += 1 }
  }

  // MARK: the controls

  func togglePlaying() {
    guard var p = playback else { return }
    let t = context.time
    let wasPlaying = p.isPlaying(at: t)
    p.togglePlaying(at: t)
    playback = p
    if hasPlayer { store?.control(wasPlaying ? .pause : .play) }
  }

  /// Rewind and fast-forward: the player's previous and next song, or ten
  /// seconds of the household's song.
  func skip(forward: Bool) {
    if hasPlayer {
      store?.control(forward ? .next : .previous)
    } else {
      playback?.seek(by: forward ? Playback.jump : -Playback.jump, at: context.time)
    }
  }

  /// The progress bar let go at `seconds`.
  func seek(to seconds: Double) {
    playback?.seek(to: seconds, at: context.time)
    if hasPlayer { store?.control(.seek(seconds)) }
  }

  /// A song of the queue tapped: the player plays it (the household's song
  /// is the only one there, and already playing).
  func play(entry: PlayQueue.Entry) {
    guard hasPlayer else { return }
    store?.control(.playEntry(entry.id))
  }

  /// The volume slider moved: shown at once, and sent to the player (whose
  /// next report confirms it); without one the household song keeps it.
  func setVolume(_ level: Int) {
    let v = min(max(level, 0), 100)
    guard v != volume else { return }
    volume = v
    if hasPlayer { store?.control(.volume(v)) }
  }

  func close() { context.navigator.back(transition: .crossfade) }
}
