import Basics
import Canvas
import Glibc

/// The orange knitted blanket she lies on, seen from above: rows of stitches,
/// soft folds of light and shade, warm light from the upper left.
enum Blanket {
  static func draw(_ c: Canvas, in r: Rect) {
    let h = r.height
    c.fill(r, .linear(from: Point(r.minX, r.minY), to: Point(r.maxX, r.maxY), stops: [
      GradientStop(0, Color(hex: 0xFFA040)), GradientStop(0.5, Color(hex: 0xF07A1C)), GradientStop(1, Color(hex: 0xC0500C)),
    ]))
    // Stitches: a V in each cell, rows slightly waved by the folds.
    let cell = max(3, h * 0.022)
    var y = r.minY
    var row = 0
    while y < r.maxY + cell {
      var x = r.minX + (row % 2 == 0 ? 0 : cell / 2)
      var v = Path()
      while x < r.maxX + cell {
        let wave = sin((x - r.minX) / h * 9 + Double(row) * 0.3) * cell * 0.15
        v.move(to: Point(x - cell * 0.35, y + wave))
        v.line(to: Point(x, y + cell * 0.55 + wave))
        v.line(to: Point(x + cell * 0.35, y + wave))
        x += cell
      }
      c.stroke(v, Color(hex: 0x8A3000, alpha: 0.22), width: max(0.8, cell * 0.16))
      y += cell * 0.7
      row += 1
    }
    // Folds: long soft ridges, lit on one side and shaded on the other.
    for (x0, y0, x1, y1) in [(0.0, 0.25, 0.3, 0.0), (0.72, 1.0, 1.0, 0.62), (0.0, 0.8, 0.22, 1.0)] {
      var fold = Path()
      fold.move(to: Point(r.minX + r.width * x0, r.minY + h * y0))
      fold.line(to: Point(r.minX + r.width * x1, r.minY + h * y1))
      Shade.softLine(c, fold, Color(hex: 0x7A2800, alpha: 0.35), width: h * 0.08, steps: 5)
      c.withState {
        c.translate(-h * 0.03, -h * 0.03)
        Shade.softLine(c, fold, Color(hex: 0xFFD090, alpha: 0.3), width: h * 0.05, steps: 4)
      }
    }
    c.fill(r, .radial(center: Point(r.minX, r.minY), radius: h * 1.2, stops: [
      GradientStop(0, Color(hex: 0xFFE0A0, alpha: 0.4)), GradientStop(1, Color(hex: 0xFFE0A0, alpha: 0)),
    ]))
  }
}
