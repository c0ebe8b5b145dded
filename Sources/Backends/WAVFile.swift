import Glibc

/// A 16-bit PCM WAV file written as it grows; the header's sizes are filled in
/// by `finish`.
final class WAVFile {
  let path: String
  let sampleRate: Int
  let channels: Int
  private var file: UnsafeMutablePointer<FILE>?
  private(set) var frames = 0

  init(path: String, sampleRate: Int, channels: Int) throws(AudioUnavailable) {
    self.path = path
    self.sampleRate = sampleRate
    self.channels = channels
    guard let f = fopen(path, "wb") else {
      throw AudioUnavailable(problem: "\(path): cannot write (\(String(cString: strerror(errno))))")
    }
    file = f
    writeHeader(dataBytes: 0)
  }

  deinit { finish() }

  /// Appends interleaved frames.
  func append(_ samples: UnsafeBufferPointer<Int16>) {
    guard let file, samples.count > 0 else { return }
    // WAV is little-endian, as every machine HomeView runs on.
    _ = fwrite(samples.baseAddress, 2, samples.count, file)
    frames += samples.count / channels
  }

  /// Writes the final sizes and closes the file (idempotent).
  func finish() {
    guard let f = file else { return }
    fseek(f, 0, SEEK_SET)
    writeHeader(dataBytes: frames * channels * 2)
    fclose(f)
    file = nil
  }

  private func writeHeader(dataBytes: Int) {
    guard let file else { return }
    var h: [UInt8] = []
    func text(_ s: String) { h += Array(s.utf8) }
    func u32(_ v: Int) { h += (0..<4).map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }
    func u16(_ v: Int) { h += (0..<2).map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }
    text("RIFF"); u32(36 + dataBytes); text("WAVE")
    text("fmt "); u32(16); u16(1); u16(channels); u32(sampleRate); u32(sampleRate * channels * 2); u16(channels * 2); u16(16)
    text("data"); u32(dataBytes)
    _ = fwrite(h, 1, h.count, file)
  }
}
