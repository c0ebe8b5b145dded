public import HomeModel
public import HouseholdStore
import Runtime
import SystemCalls

/// The Music Player Daemon as Now Playing's player: its current song (title,
/// artist, album, position, cover, lyrics), its queue, and the controls. MPD's
/// thread (`MPDConnection`) waits in MPD's idle, fills the inbox and wakes the
/// frame loop; the frame thread empties the inbox at the start of the next
/// frame, so a quiet MPD costs no frames at all. Between reports the song's
/// position advances on the frame clock (Now Playing's own). When MPD goes
/// away the last song stays, paused where it was, until MPD is back.
@MainActor
public final class MPDProvider: HouseholdProvider {
  public let name = "mpd"
  public var isPlayer: Bool { true }
  public let settings: MPDSettings

  public private(set) var connected = false
  /// The song last reported and the frame time it was reported at.
  public private(set) var song: Song?
  private var reportedAt = 0.0

  private var connection: MPDConnection?
  private weak var store: HouseholdStore?
  private var woken: WakeListener?

  public init(settings: MPDSettings) { self.settings = settings }

  public func start(_ store: HouseholdStore) {
    self.store = store
    let password: String?
    do { password = try settings.password() } catch {
      Log.error("mpd: \(error); Now Playing keeps the household's song")
      return
    }
    let wake = store.wake
    let c = MPDConnection(settings: settings, password: password, arrived: { wake.wake() })
    connection = c
    woken = store.whenWoken(owner: "mpd") { [weak self] in self?.readInbox() }
    c.start()
    Log.info("mpd: connecting to \(address)")
  }

  private var address: String { settings.host.hasPrefix("/") ? settings.host : "\(settings.host):\(settings.port)" }

  public func stop() {
    woken?.cancel()
    woken = nil
    connection?.stop()
    connection = nil
  }

  /// It owns no accessories: no intent ever comes.
  public func perform(_ intent: AccessoryIntent, on accessory: Accessory) {}

  public func control(_ command: PlayerCommand) {
    connection?.send(command)
  }

  /// Everything MPD's thread learned since the last look.
  public func readInbox() {
    guard let connection else { return }
    for news in connection.inbox.take() {
      switch news {
      case .connected:
        connected = true
        Log.info("mpd: connected to \(address)")
      case .disconnected(let why):
        guard connected else {
          Log.warning("mpd: cannot reach \(address) (\(why)); retrying")
          continue
        }
        Log.warning("mpd: lost \(address) (\(why)); retrying")
        connected = false
        showPaused()
      case .problem(let what):
        Log.warning("mpd: \(what)")
      case .player(let state):
        receive(state)
      }
    }
  }

  private func receive(_ state: MPDPlayerState) {
    guard let store else { return }
    store.report(.queue(state.queue), from: self)
    guard let current = state.current else {
      // Nothing to play: the last song stays, stopped.
      showPaused()
      return
    }
    var s = Song(title: current.title, artist: current.artist, duration: max(current.duration, 1), elapsed: 0, lyrics: current.lyrics)
    s.elapsed = min(state.elapsed, s.duration)
    s.album = current.album
    s.isPlaying = state.playing
    s.cover = current.cover
    s.volume = state.volume >= 0 ? state.volume : nil
    report(s)
  }

  /// The last song, paused where it stands now.
  private func showPaused() {
    guard var s = song, s.isPlaying == true, let store else { return }
    s.elapsed = min(s.duration, s.elapsed + max(0, store.time - reportedAt))
    s.isPlaying = false
    report(s)
  }

  private func report(_ s: Song) {
    song = s
    reportedAt = store?.time ?? 0
    store?.report(.song(s), from: self)
  }
}
