public import Runtime

/// The test session's audio output: nothing is heard and nothing is written;
/// every note, click and recording asked of it is kept, in order, for the test
/// to read.
@MainActor
public final class RecordingOutput: AudioOutput {
  public let name = "recording"
  public private(set) var notes: [Note] = []
  /// The frame times of the clicks.
  public private(set) var clicks: [Double] = []
  /// The paths recordings were started to, and whether one is running.
  public private(set) var recordings: [String] = []
  public private(set) var isRecording = false

  public init() {}

  public func schedule(_ note: Note) { notes.append(note) }
  public func click(at time: Double) { clicks.append(time) }
  public func startRecording(path: String) throws {
    recordings.append(path)
    isRecording = true
  }
  public func stopRecording() { isRecording = false }
  public func advance(to frameTime: Double) {}
  public func close() { isRecording = false }
  public var stats: AudioStats {
    var s = AudioStats()
    s.notes = notes.count
    s.clicks = clicks.count
    return s
  }
}
