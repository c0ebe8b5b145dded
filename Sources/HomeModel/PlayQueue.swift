/// The songs a player will play, in order, and which of them plays now.
public struct PlayQueue: Sendable, Equatable {
  public struct Entry: Sendable, Equatable {
    /// The player's id for this entry (stable while it stays in the queue).
    public var id: Int
    public var title: String
    public var artist: String
    public var duration: Double

    public init(id: Int, title: String, artist: String, duration: Double) {
      self.id = id
      self.title = title
      self.artist = artist
      self.duration = duration
    }
  }

  public var entries: [Entry]
  /// The index in `entries` of the song playing (or paused) now.
  public var current: Int?

  public init(entries: [Entry] = [], current: Int? = nil) {
    self.entries = entries
    self.current = current
  }
}
