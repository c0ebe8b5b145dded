import Foundation

/// Pitch measurement for the tests: the Goertzel filter's power at one frequency
/// over a Hann-windowed stretch, and the strongest frequency near an expected one.
public enum Goertzel {
  public static func power(_ x: ArraySlice<Float>, frequency: Double, rate: Double) -> Double {
    let n = x.count
    let coeff = 2 * cos(2 * Double.pi * frequency / rate)
    var s1 = 0.0, s2 = 0.0
    for (i, v) in x.enumerated() {
      let w = 0.5 - 0.5 * cos(2 * Double.pi * Double(i) / Double(n - 1))
      let s = Double(v) * w + coeff * s1 - s2
      s2 = s1
      s1 = s
    }
    return s1 * s1 + s2 * s2 - coeff * s1 * s2
  }

  /// The frequency with the most power within ±`spanCents` of `expected`, found
  /// on a 5-cent grid and refined with a parabola through the best three points.
  public static func peak(_ x: ArraySlice<Float>, near expected: Double, rate: Double, spanCents: Int = 60) -> Double {
    let cents = stride(from: -spanCents, through: spanCents, by: 5).map(Double.init)
    let powers = cents.map { power(x, frequency: expected * pow(2, $0 / 1200), rate: rate) }
    let best = powers.indices.max { powers[$0] < powers[$1] }!
    var c = cents[best]
    if best > 0, best < powers.count - 1 {
      let (a, b, d) = (powers[best - 1], powers[best], powers[best + 1])
      let denom = a - 2 * b + d
      if denom != 0 { c += 2.5 * (a - d) / denom }
    }
    return expected * pow(2, c / 1200)
  }

  public static func cents(_ f: Double, from reference: Double) -> Double { 1200 * log2(f / reference) }
}
