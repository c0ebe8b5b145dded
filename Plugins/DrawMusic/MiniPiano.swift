import Basics
import Canvas

/// The mini keyboard in row 3: seven white keys and five black ones, one white
/// key per octave of a piano (C1…C7); the three the drawing plays (three
/// octaves, moved by ▲ ▼) are shaded.
enum MiniPiano {
  /// Index of the first shaded white key at `octave` (C4…C6 at octave 0).
  static func firstKey(octave: Int) -> Int { 3 + octave }

  static func draw(_ canvas: Canvas, in r: Rect, k: Double, octave: Int) {
    let card = Path.roundedRect(r, radius: 6 * k)
    canvas.fill(card, .white)
    let keyW = r.width / 7
    canvas.withState {
      canvas.clip(card)
      let first = firstKey(octave: octave)
      canvas.fill(Rect(x: r.minX + Double(first) * keyW, y: r.minY, width: keyW * 3, height: r.height), Color(hex: 0x3A3A3A))
      var lines = Path()
      for i in 1..<7 {
        let x = r.minX + Double(i) * keyW
        lines.move(to: Point(x, r.minY)); lines.line(to: Point(x, r.maxY))
      }
      canvas.stroke(lines, .color(Palette.buttonBorder), width: 1, cap: .butt)
      // Black keys sit between C-D, D-E, F-G, G-A, A-B.
      for i in [1, 2, 4, 5, 6] {
        let x = r.minX + Double(i) * keyW
        let inRange = i > first && i < first + 3
        canvas.fill(Path.roundedRect(Rect(x: x - keyW * 0.3, y: r.minY, width: keyW * 0.6, height: r.height * 0.58), radius: 1.5 * k), inRange ? Color(hex: 0x111111) : Palette.icon)
      }
    }
    canvas.stroke(Path.roundedRect(r.insetBy(0.5, 0.5), radius: 6 * k), .color(Palette.buttonBorder), width: 1, cap: .butt)
  }
}
