import Glibc

/// A plucked string (Karplus-Strong): a burst of noise circulating in a delay line
/// one period long, softened by a two-point average each trip. A first-order
/// all-pass supplies the fractional part of the period, so the pitch is exact.
struct PluckedString {
  /// Long enough for a 12 Hz period at 48 kHz.
  static let lineLength = 4096
  let line: UnsafeMutablePointer<Float>
  private var write = 0
  private var delay = 1
  private var loss: Float = 1
  private var allpass: Float = 0
  private var apIn: Float = 0
  private var apOut: Float = 0
  /// The predicted envelope (the loop's loss per sample, compounded).
  private(set) var amplitude: Float = 0
  private var amplitudeDecay: Float = 1

  init(storage: UnsafeMutablePointer<Float>) { line = storage }

  /// Fills the line with filtered noise (deterministic: `seed` picks the noise).
  mutating func pluck(frequency: Float, rate: Float, decaySeconds: Float, brightness: Float, seed: UInt32) {
    let period = min(rate / frequency, Float(Self.lineLength - 4))
    // The average delays by half a sample; the all-pass supplies the rest
    // (kept in 0.1…1.1 samples, where its delay is flattest).
    let whole = Int(period - 0.5 - 0.1)
    delay = max(whole, 1)
    let fraction = period - 0.5 - Float(delay)
    allpass = (1 - fraction) / (1 + fraction)
    apIn = 0
    apOut = 0
    amplitudeDecay = decayPerSample(seconds: decaySeconds, rate: rate)
    // The two-point average itself loses a little per trip; only the rest is added.
    loss = min(1, powf(amplitudeDecay, period))
    amplitude = 1
    write = 0
    for i in 0..<Self.lineLength { line[i] = 0 }
    // Noise, low-passed by `brightness` (0 dull … 1 bright), then centred.
    var state = seed | 1
    var smooth: Float = 0
    var mean: Float = 0
    let n = delay + 1
    for i in 0..<n {
      state ^= state << 13
      state ^= state >> 17
      state ^= state << 5
      let white = Float(state) / Float(UInt32.max) * 2 - 1
      smooth += (white - smooth) * brightness
      line[i] = smooth
      mean += smooth
    }
    mean /= Float(n)
    var peak: Float = 0
    for i in 0..<n {
      line[i] -= mean
      peak = max(peak, abs(line[i]))
    }
    if peak > 0 { for i in 0..<n { line[i] /= peak } }
    write = n
  }

  /// Adds the string's next `frames` samples to `out`.
  mutating func render(into out: UnsafeMutablePointer<Float>, frames: Int) {
    let mask = Self.lineLength - 1
    for i in 0..<frames {
      // Delays of `delay` and `delay + 1` averaged: `delay + 0.5` samples.
      let a = line[(write - delay) & mask]
      let b = line[(write - delay - 1) & mask]
      let averaged = 0.5 * (a + b) * loss
      let y = allpass * averaged + apIn - allpass * apOut
      apIn = averaged
      apOut = y
      line[write & mask] = y
      write = (write + 1) & mask
      out[i] += y
    }
    // Compounded once per call: cheap and plenty for deciding when it is silent.
    amplitude *= powf(amplitudeDecay, Float(frames))
  }
}
