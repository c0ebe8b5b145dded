import Runtime
import Synth

/// Height → note: the canvas is cut into 15 bands, C major pentatonic over
/// three octaves, the top band the highest. The octave setting moves all of it.
public enum PitchMap {
  public static let steps = 15
  /// The lowest note at octave 0: C4, like `homeview sound-check`.
  public static let lowest = 60
  public static let octaves = -2...1

  /// 0 (bottom band) … 14 (top band) for a height in drawing units.
  public static func step(y: Double) -> Int {
    let fromBottom = 1 - y / Stroke.space.height
    return max(0, min(steps - 1, Int(saturating: (fromBottom * Double(steps)).rounded(.down))))
  }

  /// The height where band `k` meets band `k - 1` (k in 1…14).
  static func boundary(_ k: Int) -> Double { Stroke.space.height * (1 - Double(k) / Double(steps)) }

  public static func pitch(step: Int, octave: Int) -> Int {
    PentatonicScale.pitch(max(0, min(steps - 1, step)), from: lowest + 12 * octave)
  }
}
