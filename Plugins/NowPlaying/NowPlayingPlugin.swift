public import Basics
public import Runtime
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
    screens: [.nowPlaying, lyricsRoute, queueRoute],
    appEntries: [AppEntry(name: "music", title: "Music", route: .nowPlaying, icon: "music.note", colors: [0xFF6A88, 0xFA2A48], firstPage: 0)],
    elements: ["lyrics", "rewind", "play", "forward", "queue", "more", "close"].map { ElementDeclaration("nowplaying." + $0, on: "nowplaying") }
      + ["close", "song.0"].map { ElementDeclaration("nowplaying.queue." + $0, on: "nowplaying.queue") },
    stateKeys: ["nowplaying.elapsed", "nowplaying.playing", "nowplaying.line", "nowplaying.line.index"].map {
      StateKeyDeclaration($0, on: "nowplaying")
    } + [StateKeyDeclaration("nowplaying.queue.current", on: "nowplaying.queue")],
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

  public init(context: PluginContext, settings: NoSettings) {
    self.context = context
    store = context.resource(HouseholdStore.self)
    song = store?.household.song ?? context.resource(Household.self)?.song
    playback = song.map { Playback(song: $0, reportedAt: context.time) }
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
    guard let song, let route = Self.manifest.route(id) else { return nil }
    return NowPlayingScreen(plugin: self, song: song, showsLyrics: route == Self.lyricsRoute, queueOpen: route == Self.queueRoute)
  }

  public func start() {
    // The session reset puts the song back at the fixture's position; it
    // starts again the next time Now Playing opens.
    context.subscribe(ResetSession.self) { [unowned self] _ in
      guard !hasPlayer else { return }
      playback = song.map(Playback.init)
    }
    context.subscribe(SongChanged.self) { [unowned self] e in
      song = e.song
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

  func close() { context.navigator.back(transition: .crossfade) }
}
