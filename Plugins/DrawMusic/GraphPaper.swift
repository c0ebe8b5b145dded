import Basics
import Canvas

/// The canvas card: rounded, bordered, graph paper inside. Minor lines every
/// 1/40 of the width, major lines every 5 cells: 8 major columns, one per beat.
enum GraphPaper {
  static let cornerRadius = 10.0

  /// Draws the card filling `rect`; `s` scales the reference's hairlines.
  static func draw(on canvas: Canvas, in rect: Rect, s: Double) {
    let card = Path.roundedRect(rect, radius: cornerRadius * s)
    canvas.fill(card, Palette.canvas)
    canvas.withState {
      canvas.clip(card)
      let cell = rect.width / 40
      var minor = Path(), major = Path()
      var i = 0
      while Double(i) * cell <= rect.width + 0.01 {
        let x = rect.minX + Double(i) * cell
        if i % 5 == 0 { major.move(to: Point(x, rect.minY)); major.line(to: Point(x, rect.maxY)) } else {
          minor.move(to: Point(x, rect.minY)); minor.line(to: Point(x, rect.maxY))
        }
        i += 1
      }
      i = 0
      while Double(i) * cell <= rect.height + 0.01 {
        let y = rect.minY + Double(i) * cell
        if i % 5 == 0 { major.move(to: Point(rect.minX, y)); major.line(to: Point(rect.maxX, y)) } else {
          minor.move(to: Point(rect.minX, y)); minor.line(to: Point(rect.maxX, y))
        }
        i += 1
      }
      canvas.stroke(minor, .color(Palette.minorGrid), width: 0.5 * s, cap: .butt)
      canvas.stroke(major, .color(Palette.majorGrid), width: 0.8 * s, cap: .butt)
    }
    canvas.stroke(Path.roundedRect(rect.insetBy(0.5, 0.5), radius: cornerRadius * s), .color(Palette.canvasBorder), width: 1, cap: .butt)
  }
}
