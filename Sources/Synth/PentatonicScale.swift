/// The C major pentatonic scale (C D E G A), which Draw Music maps heights to and
/// `homeview sound-check` plays: any two of its notes sound well together.
public enum PentatonicScale {
  static let steps = [0, 2, 4, 7, 9]

  /// MIDI pitches, low to high, over `octaves` octaves from `lowest` (a C: 60 = C4).
  public static func cMajor(from lowest: Int = 60, octaves: Int = 3) -> [Int] {
    (0..<max(0, octaves) * steps.count).map { pitch($0, from: lowest) }
  }

  /// The `index`th note up the scale (0 = `lowest`, index ≥ 0): Draw Music
  /// asks for hundreds a frame, so no list is made.
  public static func pitch(_ index: Int, from lowest: Int) -> Int {
    lowest + 12 * (index / steps.count) + steps[index % steps.count]
  }
}
