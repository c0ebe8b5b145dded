import HomeModel

/// What MPD's thread saw, waiting for the frame thread.
enum MPDNews: Sendable, Equatable {
  case connected
  /// MPD went away (or refused us): the reason, for the log.
  case disconnected(String)
  /// MPD refused a command or a look-up (the connection stays): for the log.
  case problem(String)
  case player(MPDPlayerState)
}

/// The player as one round of look-ups after an idle event found it.
struct MPDPlayerState: Sendable, Equatable {
  var playing: Bool
  /// Seconds into the current song.
  var elapsed: Double
  /// -1: no mixer.
  var volume: Int
  var current: Current?
  var queue: PlayQueue

  struct Current: Sendable, Equatable {
    var uri: String
    var title: String
    var artist: String
    var album: String
    var duration: Double
    var cover: CoverArt?
    var lyrics: [LyricLine]
  }
}
