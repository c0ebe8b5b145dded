import Basics
import Canvas
import Runtime

/// Where the four toolbar rows put each control, for the area the screen gives
/// them (beside the canvas on a landscape screen, under it on a portrait one).
/// Sizes are the reference's points times `k`, the toolbar's scale, chosen so
/// the widest row fits.
struct ToolbarLayout: Sendable {
  private(set) var frames: [Control: Rect] = [:]
  /// The tempo pill (its − and + halves are controls of their own).
  private(set) var pill = Rect.zero
  private(set) var k = 1.0
  private(set) var area = Rect.zero

  /// Natural widths at k = 1: row 1 (six buttons, the pill and their gaps) is the widest.
  static let naturalWidth = 430.0
  static let rowHeights = [44.0, 40.0, 44.0, 36.0]

  init() {}

  init(area: Rect) {
    self.area = area
    k = max(0.6, min(1.6, area.width / Self.naturalWidth, area.height / 240))
    let width = min(area.width, 430 * k)
    let gap = max(14 * k, min(34 * k, (area.height - Self.rowHeights.reduce(0, +) * k) / 5))
    let blockHeight = Self.rowHeights.reduce(0, +) * k + 3 * gap
    let left = area.midX - width / 2
    var y = area.midY - blockHeight / 2
    var rows: [Rect] = []
    for h in Self.rowHeights {
      rows.append(Rect(x: left, y: y, width: width, height: h * k))
      y += h * k + gap
    }
    layRow1(rows[0])
    layRow2(rows[1])
    layRow3(rows[2])
    layRow4(rows[3])
  }

  private mutating func circle(_ c: Control, x: Double, row: Rect, diameter: Double) {
    frames[c] = Rect(x: x, y: row.midY - diameter / 2, width: diameter, height: diameter)
  }

  /// Pause, pen, eraser, undo, shuffle at the left; record and the tempo pill at the right.
  private mutating func layRow1(_ row: Rect) {
    let d = 44 * k, g = 8 * k
    for (i, c) in [Control.playPause, .pen, .eraser, .undo, .shuffle].enumerated() {
      circle(c, x: row.minX + Double(i) * (d + g), row: row, diameter: d)
    }
    pill = Rect(x: row.maxX - 104 * k, y: row.minY, width: 104 * k, height: d)
    frames[.tempoMinus] = Rect(x: pill.minX, y: pill.minY, width: pill.width * 0.32, height: d)
    frames[.tempoPlus] = Rect(x: pill.maxX - pill.width * 0.32, y: pill.minY, width: pill.width * 0.32, height: d)
    circle(.record, x: pill.minX - 10 * k - d, row: row, diameter: d)
  }

  /// The nine swatches, evenly spaced across the row.
  private mutating func layRow2(_ row: Rect) {
    let d = 40 * k
    let n = Palette.markers.count
    let step = (row.width - d) / Double(n - 1)
    for i in 0..<n { circle(.swatch(i), x: row.minX + Double(i) * step, row: row, diameter: d) }
  }

  /// The mini piano, then ▲ ▼ ∿, piano keys and bars spread over the rest.
  private mutating func layRow3(_ row: Rect) {
    let d = 44 * k
    frames[.piano] = Rect(x: row.minX, y: row.midY - 20 * k, width: 104 * k, height: 40 * k)
    let buttons: [Control] = [.octaveUp, .octaveDown, .instrument(.softPiano), .instrument(.piano), .instrument(.pluck)]
    let start = row.minX + 104 * k + 14 * k
    let step = (row.maxX - d - start) / Double(buttons.count - 1)
    for (i, c) in buttons.enumerated() { circle(c, x: start + Double(i) * step, row: row, diameter: d) }
  }

  /// 1 2 3, then • •• •••, and the cloud at the far right.
  private mutating func layRow4(_ row: Rect) {
    let d = 36 * k, g = 8 * k
    var x = row.minX
    for s in 0..<3 {
      circle(.slot(s), x: x, row: row, diameter: d)
      x += d + g
    }
    x += 10 * k
    for l in [Note.Length.short, .medium, .long] {
      circle(.length(l), x: x, row: row, diameter: d)
      x += d + g
    }
    circle(.cloud, x: row.maxX - 44 * k, row: row, diameter: 44 * k)
  }

  /// The control under `p`, with a little slack around small buttons.
  func control(at p: Point) -> Control? {
    var best: (Control, Double)?
    for (c, r) in frames where r.insetBy(-4 * k, -4 * k).contains(p) {
      let d = r.center.distance(to: p)
      if best == nil || d < best!.1 { best = (c, d) }
    }
    return best?.0
  }

  /// The box to redraw when the toolbar changes.
  var bounds: Rect {
    frames.values.reduce(pill) { $0.union($1) }.insetBy(-4, -4)
  }
}
