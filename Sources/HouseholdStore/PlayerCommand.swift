/// What the person asked of the music player (Now Playing's controls): the
/// store hands it to the provider that reported the song playing.
public enum PlayerCommand: Sendable, Equatable {
  case play
  case pause
  case previous
  case next
  /// To this many seconds from the start of the song.
  case seek(Double)
  /// 0…100.
  case volume(Int)
  /// Plays the queue's entry with this id (`PlayQueue.Entry.id`).
  case playEntry(Int)
}
