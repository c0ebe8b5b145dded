public import Runtime
public import Synth

/// The test session's audio output: nothing is heard; every note and click
/// asked of it is kept, in order, for the test to read.
@MainActor
public final class RecordingOutput: AudioOutput {
  public let name = "recording"
  public private(set) var notes: [Note] = []
  /// The frame times of the clicks.
  public private(set) var clicks: [Double] = []
  /// An engine that never renders (made on first use): a recording started in
  /// a test session runs as on a device and leaves a WAV file holding no sound.
  public private(set) lazy var synth: SynthEngine? = SynthEngine()

  public init() {}

  public func schedule(_ note: Note) { notes.append(note) }
  public func click(at time: Double) { clicks.append(time) }
  public func advance(to frameTime: Double) {}
  public func close() {}
  public var stats: AudioStats {
    var s = AudioStats()
    s.notes = notes.count
    s.clicks = clicks.count
    return s
  }
}
