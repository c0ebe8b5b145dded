public import Runtime
public import Synth

/// Renders the synth into a WAV file in lock-step with frame time, faster than
/// real time: every `advance(to:)` renders exactly up to that time, so the same
/// run always writes the same bytes. Its latency is zero: a note at frame time t
/// starts on sample round(t × 48000).
@MainActor
public final class WAVOutput: AudioOutput {
  public static let channels = 2
  public let name: String
  public let path: String
  let engine: SynthEngine
  private let file: WAVFile
  private var block = [Int16](repeating: 0, count: 256 * WAVOutput.channels)
  private var closed = false

  public init(path: String, voiceCap: Int = 16) throws(AudioUnavailable) {
    var settings = SynthEngine.Settings()
    settings.voiceCap = voiceCap
    settings.channels = Self.channels
    settings.isOffline = true
    engine = SynthEngine(settings)
    self.path = path
    name = "wav"
    file = try WAVFile(path: path, sampleRate: settings.sampleRate, channels: Self.channels)
  }

  public var sampleRate: Int { engine.settings.sampleRate }
  /// Frames written so far.
  public var frames: Int { file.frames }

  public var synth: SynthEngine? { engine }
  public func schedule(_ note: Note) { engine.send(SynthCommand(note)) }
  public func click(at time: Double) { engine.send(.click(at: time)) }

  public func advance(to frameTime: Double) {
    render(until: engine.sample(at: frameTime))
  }

  /// Renders up to (not including) `sample`, in blocks of at most 256 frames.
  private func render(until sample: Int64) {
    guard !closed else { return }
    while engine.position < sample {
      let n = Int(min(256, sample - engine.position))
      block.withUnsafeMutableBufferPointer { buf in
        engine.render(into: buf.baseAddress!, frames: n)
        file.append(UnsafeBufferPointer(rebasing: buf[0..<(n * Self.channels)]))
      }
    }
  }

  /// Renders until every voice has died away (at most `tail` seconds past the
  /// last frame), then finishes the file.
  public func close() { close(tail: 3) }

  public func close(tail: Double) {
    guard !closed else { return }
    let limit = engine.position + Int64(tail * Double(sampleRate))
    while engine.position < limit, !(engine.isSilent) {
      render(until: min(limit, engine.position + 256))
    }
    file.finish()
    closed = true
  }

  public var stats: AudioStats { AudioStats(engine.counters.snapshot) }
}
