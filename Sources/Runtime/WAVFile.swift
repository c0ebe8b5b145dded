import Glibc
import SystemCalls

/// A 16-bit PCM WAV file written as it grows. Its header's sizes are kept
/// true while it grows (rewritten every `sizesEvery` frames, half a second),
/// so a process killed mid-recording leaves a file that plays up to that
/// point; `finish` writes the final sizes. Used by one thread at a time.
package final class WAVFile {
  package let path: String
  package let sampleRate: Int
  package let channels: Int
  private var fd: Int32
  package private(set) var frames = 0
  /// Samples waiting for one write(2): appends come in blocks of 256 frames.
  private var pending: [Int16] = []
  private var framesAtLastSizes = 0
  private var sizesEvery: Int { sampleRate / 2 }

  /// `exclusive`: the file must not exist yet, and a link at `path` is never
  /// followed (recordings in the data folder); otherwise an existing file is
  /// replaced (the run's own output).
  package init(path: String, sampleRate: Int, channels: Int, exclusive: Bool = false) throws(AudioUnavailable) {
    self.path = path
    self.sampleRate = sampleRate
    self.channels = channels
    if exclusive {
      do { fd = try DataFile.createNew(path) } catch { throw AudioUnavailable(problem: error.description) }
    } else {
      fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
      guard fd >= 0 else { throw AudioUnavailable(problem: SystemCallError("open", path: path).description) }
    }
    write(WAVHeader.bytes(sampleRate: sampleRate, channels: channels, dataBytes: 0))
  }

  deinit { finish() }

  /// Appends interleaved frames.
  package func append(_ samples: UnsafeBufferPointer<Int16>) {
    guard fd >= 0, samples.count > 0 else { return }
    // WAV is little-endian, as every machine HomeView runs on.
    pending += samples
    frames += samples.count / channels
    if pending.count >= 32768 { flush() }
    if frames - framesAtLastSizes >= sizesEvery {
      flush()
      WAVHeader.writeSizes(fd, dataBytes: frames * channels * 2)
      framesAtLastSizes = frames
    }
  }

  /// Writes the final sizes and closes the file (idempotent).
  package func finish() {
    guard fd >= 0 else { return }
    flush()
    WAVHeader.writeSizes(fd, dataBytes: frames * channels * 2)
    fsync(fd)
    close(fd)
    fd = -1
  }

  private func flush() {
    guard !pending.isEmpty else { return }
    pending.withUnsafeBytes { write(Array($0)) }
    pending.removeAll(keepingCapacity: true)
  }

  private func write(_ bytes: [UInt8]) {
    var done = 0
    while done < bytes.count {
      let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + done, bytes.count - done) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { return }
      done += n
    }
  }
}
