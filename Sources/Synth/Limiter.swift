/// A zero-latency peak limiter: the gain follows a held peak envelope that rises
/// at once and falls slowly, so the output never exceeds `ceiling` (the envelope
/// is never below the sample it scales) and steady loud passages are turned down
/// smoothly instead of clipped. Notes keep their exact onsets: no look-ahead delay.
struct Limiter {
  /// -0.9 dBFS: room for the 16-bit rounding and any later resampling.
  let ceiling: Float = 0.9
  private let holdSamples: Int
  private let release: Float
  private var envelope: Float = 0
  private var hold = 0
  /// Samples the limiter turned down (for the stats).
  private(set) var limitedSamples = 0

  init(rate: Float) {
    // Hold ~ one period of the lowest note, so the gain does not ripple with the wave.
    holdSamples = Int(0.012 * rate)
    release = decayPerSample(seconds: 0.15, rate: rate)
  }

  mutating func process(_ buffer: UnsafeMutablePointer<Float>, frames: Int) {
    var env = envelope
    var h = hold
    var limited = 0
    for i in 0..<frames {
      let x = buffer[i]
      let a = abs(x)
      if a >= env {
        env = a
        h = holdSamples
      } else if h > 0 {
        h -= 1
      } else {
        env = max(a, env * release)
      }
      if env > ceiling {
        buffer[i] = x * (ceiling / env)
        limited += 1
      }
    }
    envelope = env
    hold = h
    limitedSamples &+= limited
  }
}
