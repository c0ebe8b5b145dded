import Glibc
import Synchronization
import Synth

/// One recording: the engine pushes every block it renders into its tap ring
/// (on the audio thread: no file, no lock, no wait), and this object's writer
/// thread moves them into a WAV file. Made and stopped on the frame thread.
final class EngineRecording: @unchecked Sendable {
  // @unchecked: `file` and `chunk` are the writer thread's alone between
  // pthread_create and pthread_join; the frame thread touches only `stopping`.
  let path: String
  private let engine: SynthEngine
  private let file: WAVFile
  private var chunk: [Int16]
  private let stopping = Atomic<Bool>(false)
  private var thread = pthread_t()
  private var stopped = false

  /// How long the writer sleeps when the tap is empty: well inside the tap's
  /// two seconds, and a few wakes a frame at most.
  private static let nap: useconds_t = 10_000

  init(engine: SynthEngine, path: String) throws(AudioUnavailable) {
    self.path = path
    self.engine = engine
    file = try WAVFile(path: path, sampleRate: engine.settings.sampleRate, channels: engine.settings.channels, exclusive: true)
    chunk = [Int16](repeating: 0, count: 8192 / file.channels * file.channels)
    // The tap is off, so nothing pushes: samples a stopped writer left behind
    // (none, when it was stopped here) are not this recording's.
    while engine.tap.pop() != nil {}
    let context = Unmanaged.passRetained(self).toOpaque()
    guard pthread_create(&thread, nil, recordingWriterEntry, context) == 0 else {
      Unmanaged<EngineRecording>.fromOpaque(context).release()
      file.finish()
      throw AudioUnavailable(problem: "cannot record \(path): cannot start the writer thread")
    }
    engine.isTapping = true
  }

  /// Turns the tap off (the engine finishes any block it is pushing), lets the
  /// writer empty it into the file, and waits for the file to be finished.
  func stop() {
    guard !stopped else { return }
    stopped = true
    engine.isTapping = false
    stopping.store(true, ordering: .releasing)
    pthread_join(thread, nil)
  }

  /// The writer thread: drain, nap, until stopped; then the last drain and the
  /// file's final sizes.
  fileprivate func write() {
    while true {
      let last = stopping.load(ordering: .acquiring)
      drain()
      if last { break }
      usleep(Self.nap)
    }
    file.finish()
  }

  private func drain() {
    while true {
      // Whole frames only, so channels never swap between chunks.
      let want = min(chunk.count, engine.tap.count / file.channels * file.channels)
      guard want > 0 else { return }
      let n = chunk.withUnsafeMutableBufferPointer { engine.tap.pop(into: UnsafeMutableBufferPointer(rebasing: $0[0..<want])) }
      chunk.withUnsafeBufferPointer { file.append(UnsafeBufferPointer(rebasing: $0[0..<n])) }
    }
  }
}

/// The writer thread's entry point: a plain function, so nothing main-actor
/// isolated is formed on the writer thread.
private func recordingWriterEntry(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
  Unmanaged<EngineRecording>.fromOpaque(context!).takeRetainedValue().write()
  return nil
}
