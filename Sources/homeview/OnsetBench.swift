import Backends
import Basics
import Canvas
import Glibc
import HomeViewSession
import Runtime

/// `homeview bench`'s sound-timing line: Draw Music draws short rising strokes
/// at known places, the headless run writes its WAV in lock-step, and each
/// note's onset in the file is compared with the moment the playhead reaches
/// its stroke, worked out from the geometry alone (canvas rect, sweep start and
/// length), not from the times the plugin stamped.
@MainActor
enum OnsetBench {
  static func run(config: AppConfig, args: Arguments) -> String? {
    guard let temporary = TemporaryFolder() else { return nil }
    defer { temporary.remove() }
    let folder = temporary.path
    let path = folder + "/onsets.wav"
    guard let wav = try? WAVOutput(path: path, voiceCap: config.voiceCap),
      let session = try? Session.headless(config, dataFolder: folder, audio: wav, start: "drawmusic")
    else { return nil }
    let runner = ScriptRunner(loop: session.loop, display: session.headlessDisplay!, outputFolder: folder)
    runner.step()
    guard let canvas = session.loop.element("drawmusic.canvas")?.frame else { return nil }
    // Eight strokes, each a small rise that stays inside one band of the scale,
    // so each plays exactly one note, where its left end meets the playhead.
    let fractions = [0.11, 0.23, 0.36, 0.47, 0.58, 0.71, 0.83, 0.94]
    // Pause at once (the playhead just left the left edge), draw, play on.
    guard let script = try? GestureScript.parse(script(fractions, canvas), file: "onset-bench") else { return nil }
    do { try runner.run(script) } catch { return nil }
    guard let start = session.loop.state("drawmusic.sweepStart").flatMap(Double.init),
      let sweep = session.loop.state("drawmusic.sweep").flatMap(Double.init)
    else { return nil }
    runner.advance(seconds: sweep + 0.5)
    session.close()
    guard let samples = readMono(path) else { return nil }
    let rate = Double(wav.sampleRate)
    var errors: [Double] = []
    for f in fractions {
      let x = canvas.minX + canvas.width * f
      let expected = start + (x - canvas.minX) / canvas.width * sweep
      // The last note still rings: an onset is where the level leaps above it.
      let from = Int((expected - 0.005) * rate)
      guard from >= 240 else { continue }
      let before = samples[(from - 240)..<from].map(abs).max() ?? 0
      guard let onset = firstSound(samples, from: from, threshold: 3 * before + 2e-3) else { continue }
      errors.append(Double(onset) / rate - expected)
    }
    unlink(path)
    guard !errors.isEmpty else { return nil }
    let late = errors.reduce(0, +) / Double(errors.count)
    let worst = errors.map(abs).max() ?? 0
    let mean = errors.map(abs).reduce(0, +) / Double(errors.count)
    return "drawmusic: crossing → onset error in the WAV: mean \(fmt(mean * 1000, decimals: 3)) ms, max \(fmt(worst * 1000, decimals: 3)) ms (signed mean \(fmt(late * 1000, decimals: 3)) ms) over \(errors.count) notes (goal ≤ 1 ms)"
  }

  /// Pause, draw the strokes, play.
  static func script(_ fractions: [Double], _ canvas: Rect) -> String {
    var text = "tap @drawmusic.play\n"
    for (i, f) in fractions.enumerated() {
      let x = canvas.minX + canvas.width * f, y = canvas.minY + canvas.height * (0.2 + 0.075 * Double(i))
      text += "path \(x) \(y) \(x + canvas.width * 0.02) \(y - canvas.height * 0.01) 0.05\n"
    }
    return text + "tap @drawmusic.play\n"
  }

  /// The first sample after `from` whose level rises above `threshold`.
  static func firstSound(_ x: [Float], from: Int, threshold: Float) -> Int? {
    var i = from
    while i < x.count {
      if abs(x[i]) > threshold { return i }
      i += 1
    }
    return nil
  }

  /// The left channel of a 16-bit PCM WAV as floats.
  static func readMono(_ path: String) -> [Float]? {
    guard let f = fopen(path, "rb") else { return nil }
    defer { fclose(f) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = fread(&chunk, 1, chunk.count, f)
      if n > 0 { bytes += chunk[0..<n] }
      if n < chunk.count { break }
    }
    // Find the "data" chunk; samples are interleaved stereo Int16.
    var i = 12
    while i + 8 <= bytes.count {
      let id = String(decoding: bytes[i..<(i + 4)], as: UTF8.self)
      let size = Int(bytes[i + 4]) | Int(bytes[i + 5]) << 8 | Int(bytes[i + 6]) << 16 | Int(bytes[i + 7]) << 24
      if id == "data" {
        var out: [Float] = []
        var k = i + 8
        let end = min(bytes.count, i + 8 + size)
        while k + 3 < end {
          out.append(Float(Int16(bitPattern: UInt16(bytes[k]) | UInt16(bytes[k + 1]) << 8)) / 32768)
          k += 4
        }
        return out
      }
      i += 8 + size
    }
    return nil
  }
}
