import SystemCalls

/// The output used when no sound card can be opened, by headless sessions given
/// no WAV file, by the display bench, and by tests of a bare frame loop: notes
/// and clicks are counted, nothing is heard.
@MainActor
public final class SilentOutput: AudioOutput {
  public let name = "silent"
  public private(set) var scheduled: [Note] = []
  public private(set) var clicks: [Double] = []

  public init(reason: String? = nil) {
    if let reason { Log.warning("no sound: \(reason); carrying on silently") }
  }

  public func schedule(_ note: Note) { scheduled.append(note) }
  public func click(at time: Double) { clicks.append(time) }
  public func advance(to frameTime: Double) {}
  public func close() {}
}
