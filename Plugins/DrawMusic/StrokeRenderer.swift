import Basics
import Canvas

/// Draws a marker line as in the reference's close-up: round caps and joins, a
/// slightly darker thin edge, and a faint bead of lighter and darker specks
/// along it (two dash patterns of round dots, so it costs two strokes, not
/// hundreds of little circles).
enum StrokeRenderer {
  /// `s`: points per drawing unit.
  static func draw(_ stroke: Stroke, on canvas: Canvas, origin: Point, s: Double) {
    let pts = stroke.path[...]
    guard !pts.isEmpty else { return }
    let path = line(pts, origin: origin, s: s)
    let colour = Palette.markers[stroke.colour].color
    drawEdge(path, colour, on: canvas, s: s)
    drawBody(path, colour, on: canvas, s: s)
    if pts.count > 1 { drawSpecks(path, on: canvas, s: s, offset: 0) }
  }

  /// The centre line through `pts` on screen (a single point: a round dot).
  static func line(_ pts: ArraySlice<Point>, origin: Point, s: Double) -> Path {
    var path = Path()
    guard let first = pts.first else { return path }
    path.move(to: origin + first * s)
    if pts.count == 1 {
      path.line(to: origin + first * s)
    } else {
      for p in pts.dropFirst() { path.line(to: origin + p * s) }
    }
    return path
  }

  /// The slightly darker edge: the full marker width, under the body.
  static func drawEdge(_ path: Path, _ colour: Color, on canvas: Canvas, s: Double) {
    canvas.stroke(path, .color(darker(colour)), width: Stroke.width * s, cap: .round, join: .round)
  }

  static func drawBody(_ path: Path, _ colour: Color, on canvas: Canvas, s: Double) {
    let w = Stroke.width * s
    canvas.stroke(path, .color(colour), width: max(w - 1.0 * s, w * 0.6), cap: .round, join: .round)
  }

  /// The bead of lighter and darker specks; `offset` is how far along the
  /// whole line (in points) `path` starts, so pieces continue one pattern.
  static func drawSpecks(_ path: Path, on canvas: Canvas, s: Double, offset: Double) {
    let w = Stroke.width * s
    canvas.stroke(path, .color(Color(white: 1, alpha: 0.11)), width: w * 0.34, cap: .round, join: .round, dash: [0, 3.1 * s], dashOffset: offset)
    canvas.stroke(path, .color(Color(white: 0, alpha: 0.07)), width: w * 0.26, cap: .round, join: .round, dash: [0, 4.7 * s], dashOffset: offset)
  }

  static func darker(_ c: Color) -> Color {
    Color(red: c.red * 0.8, green: c.green * 0.8, blue: c.blue * 0.8, alpha: c.alpha)
  }

  /// The box a stroke's ink covers on screen.
  static func screenBounds(_ stroke: Stroke, origin: Point, s: Double) -> Rect {
    let b = stroke.bounds
    return Rect(x: origin.x + b.x * s - 2, y: origin.y + b.y * s - 2, width: b.width * s + 4, height: b.height * s + 4)
  }
}
