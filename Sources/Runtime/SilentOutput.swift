import SystemCalls

/// The output used when no sound card can be opened, by headless sessions given
/// no WAV file, by the display bench, and by tests of a bare frame loop: notes
/// and clicks go nowhere (the AudioAPI counts them). It keeps none of them: a
/// device without a sound card runs for months, and a big drawing asks for
/// hundreds of notes a second.
@MainActor
public final class SilentOutput: AudioOutput {
  public let name = "silent"

  public init(reason: String? = nil) {
    if let reason { Log.warning("no sound: \(reason); carrying on silently") }
  }

  public func schedule(_ note: Note) {}
  public func click(at time: Double) {}
  public func advance(to frameTime: Double) {}
  public func close() {}
}
