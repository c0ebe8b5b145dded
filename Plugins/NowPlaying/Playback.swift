import HomeModel

/// Where the song stands, on frame time (it plays no sound: Now Playing
/// shows the song, the household's speakers or the music player play it).
/// A player's song carries on from its reported position while the player
/// says it plays, until the player's next report. The position is kept as "`position` at
/// frame time `since`", so reading it never accumulates rounding.
struct Playback {
  let song: Song
  /// The position when playback last started or stopped.
  private var position: Double
  /// Frame time playback (re)started; nil while paused.
  private var since: Double?
  /// Playback begins the first time Now Playing is on screen (the hand-off
  /// from the phone), at the fixture's position.
  private(set) var hasStarted = false

  /// How far rewind and fast-forward jump.
  static let jump = 10.0

  init(song: Song) {
    self.song = song
    position = song.elapsed
  }

  /// A song a player reported at frame time `time`.
  init(song: Song, reportedAt time: Double) {
    self.init(song: song)
    guard let playing = song.isPlaying else { return }
    hasStarted = true
    since = playing ? time : nil
  }

  func elapsed(at time: Double) -> Double {
    guard let since else { return position }
    return min(song.duration, position + max(0, time - since))
  }

  /// Playing, and not yet at the end of the track.
  func isPlaying(at time: Double) -> Bool { since != nil && elapsed(at: time) < song.duration }

  /// The lyric line sung at `time` (nil before the first).
  func lineIndex(at time: Double) -> Int? { song.lineIndex(at: elapsed(at: time)) }

  mutating func startIfNeeded(at time: Double) {
    guard !hasStarted else { return }
    hasStarted = true
    since = time
  }

  mutating func togglePlaying(at time: Double) {
    hasStarted = true
    if isPlaying(at: time) {
      position = elapsed(at: time)
      since = nil
    } else {
      // Play at the end of the track starts it over.
      position = elapsed(at: time) >= song.duration ? 0 : elapsed(at: time)
      since = time
    }
  }

  /// Jumps by `seconds` (negative: back), staying inside the track; keeps playing or paused.
  mutating func seek(by seconds: Double, at time: Double) {
    seek(to: elapsed(at: time) + seconds, at: time)
  }

  /// Goes to `seconds` from the start (the progress bar dragged), inside the track.
  mutating func seek(to seconds: Double, at time: Double) {
    let playing = isPlaying(at: time)
    position = min(max(seconds, 0), song.duration)
    since = playing && position < song.duration ? time : nil
  }
}
