import Synth

/// Writes what an engine plays to a WAV file while it plays: the audio thread
/// pushes its blocks into the engine's tap ring, and `drain` (on the frame
/// thread, where file writes are allowed) moves them to the file.
@MainActor
final class RecordingTap {
  private let engine: SynthEngine
  private let file: WAVFile
  private var chunk = [Int16](repeating: 0, count: 8192)

  init(engine: SynthEngine, path: String, channels: Int) throws(AudioUnavailable) {
    self.engine = engine
    file = try WAVFile(path: path, sampleRate: engine.settings.sampleRate, channels: channels, exclusive: true)
    while engine.tap.pop() != nil {}
    engine.isTapping = true
  }

  func drain() {
    while true {
      // Whole frames only, so channels never swap between chunks.
      let want = engine.tap.count / file.channels * file.channels
      guard want > 0 else { return }
      let n = chunk.withUnsafeMutableBufferPointer { buf in
        engine.tap.pop(into: UnsafeMutableBufferPointer(rebasing: buf[0..<min(want, buf.count / file.channels * file.channels)]))
      }
      chunk.withUnsafeBufferPointer { file.append(UnsafeBufferPointer(rebasing: $0[0..<n])) }
    }
  }

  func stop() {
    engine.isTapping = false
    drain()
    file.finish()
  }
}
