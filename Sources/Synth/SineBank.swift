import Glibc

/// One sine partial as a rotating phasor: a multiply-add per sample instead of a
/// sin() call, with its own exponential decay.
struct Partial {
  var cos: Float = 1
  var sin: Float = 0
  var stepCos: Float = 1
  var stepSin: Float = 0
  var amplitude: Float = 0
  var decay: Float = 1

  init() {}

  init(frequency: Float, rate: Float, amplitude: Float, decaySeconds: Float) {
    let w = 2 * Float.pi * frequency / rate
    stepCos = cosf(w)
    stepSin = sinf(w)
    self.amplitude = amplitude
    decay = decayPerSample(seconds: decaySeconds, rate: rate)
  }
}

/// Up to `SineBank.maxPartials` decaying partials, summed. The partial storage is
/// allocated once with the voice.
struct SineBank {
  static let maxPartials = 8
  let partials: UnsafeMutablePointer<Partial>
  var count = 0

  init(storage: UnsafeMutablePointer<Partial>) { partials = storage }

  mutating func reset() { count = 0 }

  mutating func add(_ p: Partial) {
    guard count < Self.maxPartials else { return }
    partials[count] = p
    count += 1
  }

  /// Adds the partials' next `frames` samples to `out`.
  func render(into out: UnsafeMutablePointer<Float>, frames: Int) {
    for k in 0..<count {
      var p = partials[k]
      var c = p.cos, s = p.sin, a = p.amplitude
      let sc = p.stepCos, ss = p.stepSin, d = p.decay
      for i in 0..<frames {
        out[i] += a * s
        let c2 = c * sc - s * ss
        s = c * ss + s * sc
        c = c2
        a *= d
      }
      // Keep the phasor on the unit circle (rounding would slowly drift its size).
      let norm = 1 / (c * c + s * s).squareRoot()
      p.cos = c * norm
      p.sin = s * norm
      p.amplitude = a
      partials[k] = p
    }
  }

  /// The sum of the partials' current amplitudes: an upper bound on the output.
  var amplitude: Float {
    var sum: Float = 0
    for k in 0..<count { sum += partials[k].amplitude }
    return sum
  }
}
