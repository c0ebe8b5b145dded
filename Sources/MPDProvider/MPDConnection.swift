import CMPDClient
import Glibc
import HomeModel
import HouseholdStore
import Runtime
import Synchronization

/// MPD's own thread: connects (again and again, waiting 1 s, doubling, at most
/// 30 s between tries), reads the player, then sleeps in MPD's `idle` until
/// MPD says something changed or the frame thread has a command (a pipe
/// wakes it: `noidle`, the command, the look-ups again). Everything it learns
/// goes into `inbox`; nothing here runs per frame.
final class MPDConnection: @unchecked Sendable {
  // @unchecked: after `start`, the mutable state below belongs to MPD's
  // thread alone; the frame thread touches only `inbox`, `commands`,
  // `running` and the pipe.
  let inbox: MPDInbox
  private let settings: MPDSettings
  private let password: String?
  private let commands = Mutex<[PlayerCommand]>([])
  private let running = Atomic<Bool>(true)
  /// A pipe whose byte wakes the thread: [read end, write end].
  private let wake: [Int32]
  private var thread: OwnThread?

  /// Covers bigger than this are not read (none comes near it).
  static let coverLimit = 8 << 20
  /// Seconds one command or look-up may take before the connection counts as lost.
  static let timeoutMilliseconds: UInt32 = 5000

  // MPD's thread only.
  private var connection: OpaquePointer?
  private var queueVersion: UInt32?
  private var queue: [PlayQueue.Entry] = []
  private var queueIDs: [Int] = []
  private var song: MPDPlayerState.Current?

  /// `arrived` runs on MPD's thread after each thing it queues.
  init(settings: MPDSettings, password: String?, arrived: @escaping @Sendable () -> Void) {
    inbox = MPDInbox(arrived: arrived)
    self.settings = settings
    self.password = password
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      for fd in ends {
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(fd, F_SETFL, O_NONBLOCK)
      }
    } else {
      ends = [-1, -1]
    }
    wake = ends
  }

  deinit { for fd in wake where fd >= 0 { close(fd) } }

  func start() {
    do throws(OwnThread.StartError) {
      thread = try OwnThread.start(named: "hv-mpd") { self.run() }
    } catch {
      inbox.put(.disconnected("cannot start a thread (\(error.reason))"))
    }
  }

  /// Queues a command and wakes the thread out of its idle.
  func send(_ command: PlayerCommand) {
    commands.withLock { $0.append(command) }
    ring()
  }

  /// Ends the thread (it finishes at most the look-up under way) and waits for it.
  func stop() {
    running.store(false, ordering: .sequentiallyConsistent)
    ring()
    thread?.join()
    thread = nil
  }

  private func ring() {
    var one: UInt8 = 1
    _ = write(wake[1], &one, 1)
  }

  private var isRunning: Bool { running.load(ordering: .sequentiallyConsistent) }

  // MARK: MPD's thread

  private func run() {
    var delay = 1.0
    var wasConnected = true
    while isRunning {
      switch connect() {
      case .success(let c):
        connection = c
        delay = 1
        wasConnected = true
        inbox.put(.connected)
        let why = serve(c)
        mpd_connection_free(c)
        connection = nil
        queueVersion = nil
        song = nil
        if isRunning { inbox.put(.disconnected(why)) }
        wasConnected = false
      case .failure(let why):
        // Once per outage in the log, not once per try.
        if wasConnected { inbox.put(.disconnected(why.text)) }
        wasConnected = false
        pause(seconds: delay)
        delay = min(delay * 2, 30)
      }
    }
  }

  struct Refusal: Error { var text: String }

  private func connect() -> Result<OpaquePointer, Refusal> {
    let local = settings.host.hasPrefix("/")
    guard let c = mpd_connection_new(settings.host, local ? 0 : UInt32(settings.port), Self.timeoutMilliseconds) else {
      return .failure(Refusal(text: "out of memory"))
    }
    if let why = failure(c) {
      mpd_connection_free(c)
      return .failure(Refusal(text: why))
    }
    if let password, !mpd_run_password(c, password) {
      let why = failure(c) ?? "the password was refused"
      mpd_connection_free(c)
      return .failure(Refusal(text: why))
    }
    return .success(c)
  }

  /// The connection's error, nil when there is none.
  private func failure(_ c: OpaquePointer) -> String? {
    guard mpd_connection_get_error(c) != MPD_ERROR_SUCCESS else { return nil }
    return String(cString: mpd_connection_get_error_message(c))
  }

  /// After a failed call: a refusal by MPD (ACK) is reported and cleared, the
  /// connection carries on (true); anything else ends it (false).
  private func recovered(_ c: OpaquePointer, _ what: String) -> Bool {
    guard let why = failure(c) else { return true }
    if mpd_connection_get_error(c) == MPD_ERROR_SERVER && mpd_connection_clear_error(c) {
      inbox.put(.problem("\(what): \(why)"))
      return true
    }
    return false
  }

  /// Sleeps `seconds`, or less if `stop` rings.
  private func pause(seconds: Double) {
    var fds = [pollfd(fd: wake[0], events: Int16(POLLIN), revents: 0)]
    _ = poll(&fds, 1, Int32(seconds * 1000))
    drainWake()
  }

  private func drainWake() {
    var bytes = [UInt8](repeating: 0, count: 64)
    while read(wake[0], &bytes, bytes.count) > 0 {}
  }

  /// Reads, idles, reads again until the connection fails or `stop`; the reason it ended.
  private func serve(_ c: OpaquePointer) -> String {
    while isRunning {
      guard runCommands(c) else { return failure(c) ?? "a command failed" }
      guard let state = look(c) else { return failure(c) ?? "the player's state could not be read" }
      inbox.put(.player(state))
      guard mpd_send_idle(c) else { return failure(c) ?? "idle failed" }
      var fds = [
        pollfd(fd: mpd_connection_get_fd(c), events: Int16(POLLIN), revents: 0),
        pollfd(fd: wake[0], events: Int16(POLLIN), revents: 0),
      ]
      while poll(&fds, 2, -1) < 0 && errno == EINTR {}
      if fds[1].revents != 0 && fds[0].revents == 0 {
        drainWake()
        guard mpd_send_noidle(c) else { return failure(c) ?? "noidle failed" }
      }
      // The events themselves do not matter: every change reads the player again.
      _ = mpd_recv_idle(c, false)
      if let why = failure(c) { return why }
    }
    return "stopped"
  }

  private func runCommands(_ c: OpaquePointer) -> Bool {
    let list = commands.withLock { l in
      let out = l
      l = []
      return out
    }
    for command in list {
      let done: Bool
      switch command {
      case .play: done = mpd_run_play(c)
      case .pause: done = mpd_run_pause(c, true)
      case .previous: done = mpd_run_previous(c)
      case .next: done = mpd_run_next(c)
      case .seek(let seconds): done = mpd_run_seek_current(c, Float(max(0, seconds)), false)
      case .volume(let v): done = mpd_run_set_volume(c, UInt32(min(max(v, 0), 100)))
      case .playEntry(let id): done = mpd_run_play_id(c, UInt32(max(id, 0)))
      }
      if !done && !recovered(c, "\(command)") { return false }
    }
    return true
  }

  // MARK: look-ups

  /// The status, the current song (its cover and lyrics when it changed) and
  /// the queue (when its version changed); nil when the connection failed.
  private func look(_ c: OpaquePointer) -> MPDPlayerState? {
    guard let status = mpd_run_status(c) else { return nil }
    defer { mpd_status_free(status) }
    let playing = mpd_status_get_state(status) == MPD_STATE_PLAY
    let elapsed = Double(mpd_status_get_elapsed_ms(status)) / 1000
    let volume = Int(mpd_status_get_volume(status))
    let version = mpd_status_get_queue_version(status)
    let songID = Int(mpd_status_get_song_id(status))
    if version != queueVersion {
      guard readQueue(c) else { return nil }
      queueVersion = version
    }
    if songID < 0 {
      song = nil
    } else {
      guard let current = mpd_run_current_song(c) else {
        guard failure(c) == nil else { return nil }
        song = nil
        return MPDPlayerState(playing: false, elapsed: 0, volume: volume, current: nil, queue: PlayQueue(entries: queue))
      }
      defer { mpd_song_free(current) }
      let uri = String(cString: mpd_song_get_uri(current))
      if song?.uri != uri {
        let entry = Self.entry(current)
        var next = MPDPlayerState.Current(
          uri: uri, title: entry.title, artist: entry.artist, album: Self.tag(current, MPD_TAG_ALBUM) ?? "",
          duration: entry.duration, cover: nil, lyrics: [])
        guard let cover = readCover(c, uri: uri) else { return nil }
        next.cover = cover.isEmpty ? nil : CoverArt(id: uri, bytes: cover)
        next.lyrics = LyricsLookup(settings: settings).lyrics(uri: uri, artist: next.artist, title: next.title)
        song = next
      }
    }
    let index = songID < 0 ? nil : queueIDs.firstIndex(of: songID)
    return MPDPlayerState(playing: playing, elapsed: elapsed, volume: volume, current: song, queue: PlayQueue(entries: queue, current: index))
  }

  private func readQueue(_ c: OpaquePointer) -> Bool {
    guard mpd_send_list_queue_meta(c) else { return false }
    var entries: [PlayQueue.Entry] = []
    while let s = mpd_recv_song(c) {
      entries.append(Self.entry(s))
      mpd_song_free(s)
    }
    guard mpd_response_finish(c) else { return false }
    queue = entries
    queueIDs = entries.map(\.id)
    return true
  }

  static func tag(_ s: OpaquePointer, _ tag: mpd_tag_type) -> String? {
    mpd_song_get_tag(s, tag, 0).map { String(cString: $0) }
  }

  /// A song as the queue shows it; a file without a title tag shows its file name.
  static func entry(_ s: OpaquePointer) -> PlayQueue.Entry {
    let uri = String(cString: mpd_song_get_uri(s))
    let file = uri.split(separator: "/").last.map(String.init) ?? uri
    let name = file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
    return PlayQueue.Entry(
      id: Int(mpd_song_get_id(s)), title: tag(s, MPD_TAG_TITLE) ?? name, artist: tag(s, MPD_TAG_ARTIST) ?? "",
      duration: Double(mpd_song_get_duration_ms(s)) / 1000)
  }

  /// The picture embedded in the song (`readpicture`), else the one in its
  /// folder (`albumart`: cover.png, cover.jpg…); empty when there is none,
  /// nil when the connection failed.
  private func readCover(_ c: OpaquePointer, uri: String) -> [UInt8]? {
    guard !uri.contains("://") else { return [] }
    for embedded in [true, false] {
      guard let bytes = readPicture(c, uri: uri, embedded: embedded) else { return nil }
      if !bytes.isEmpty { return bytes }
    }
    return []
  }

  private func readPicture(_ c: OpaquePointer, uri: String, embedded: Bool) -> [UInt8]? {
    var out: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { b in
        embedded
          ? mpd_run_readpicture(c, uri, UInt32(out.count), b.baseAddress, b.count)
          : mpd_run_albumart(c, uri, UInt32(out.count), b.baseAddress, b.count)
      }
      if n < 0 {
        // A song without an embedded picture gets a bare "OK" (no error);
        // one without a cover file "No file exists" (a refusal).
        switch mpd_connection_get_error(c) {
        case MPD_ERROR_SUCCESS: return []
        case MPD_ERROR_SERVER: return mpd_connection_clear_error(c) ? [] : nil
        default: return nil
        }
      }
      if n == 0 { return out }
      out += chunk[0..<Int(n)]
      if out.count > Self.coverLimit {
        inbox.put(.problem("\(uri): the cover is over \(Self.coverLimit) bytes; not shown"))
        return []
      }
    }
  }
}
