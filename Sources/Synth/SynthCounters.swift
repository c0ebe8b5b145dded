import Synchronization

/// What the engine did, readable from any thread while the audio thread runs.
public final class SynthCounters: Sendable {
  let notes = Atomic<Int>(0)
  let clicks = Atomic<Int>(0)
  /// Notes whose time had already passed when they reached the audio thread
  /// (they start at once instead of on their sample).
  let late = Atomic<Int>(0)
  let steals = Atomic<Int>(0)
  /// The most voices playing notes at once (fading stolen voices not counted).
  let mostVoices = Atomic<Int>(0)
  let limitedSamples = Atomic<Int>(0)
  /// Commands refused because the ring was full (the frame thread counts them).
  let dropped = Atomic<Int>(0)
  /// Recording-tap samples lost because the writer fell behind.
  let tapOverflow = Atomic<Int>(0)

  public var snapshot: SynthStats {
    SynthStats(
      notes: notes.load(ordering: .relaxed), clicks: clicks.load(ordering: .relaxed), late: late.load(ordering: .relaxed),
      steals: steals.load(ordering: .relaxed), mostVoices: mostVoices.load(ordering: .relaxed),
      limitedSamples: limitedSamples.load(ordering: .relaxed), dropped: dropped.load(ordering: .relaxed),
      tapOverflow: tapOverflow.load(ordering: .relaxed))
  }
}

public struct SynthStats: Sendable, Equatable {
  public var notes, clicks, late, steals, mostVoices, limitedSamples, dropped, tapOverflow: Int
}
