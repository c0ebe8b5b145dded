import Basics
import Canvas

/// Dark charcoal linen under the soup bowl: a woven texture of uneven threads
/// and a few soft folds catching the light.
enum Linen {
  @MainActor static func draw(_ c: Canvas, in rect: Rect) {
    c.fill(rect, .linear(from: Point(rect.minX, rect.minY), to: Point(rect.maxX, rect.maxY), stops: [
      GradientStop(0, Color(hex: 0x3A3532)), GradientStop(0.5, Color(hex: 0x2B2725)), GradientStop(1, Color(hex: 0x1C1A19)),
    ]))
    var rng = SeededRandom(seed: 1280)
    // Threads: one every ~2.6 pt both ways, each a touch lighter or darker.
    let pitch = max(2.2, rect.height / 300)
    var x = rect.minX
    while x < rect.maxX {
      let light = rng.next() < 0.5
      c.fill(Rect(x: x, y: rect.minY, width: pitch * 0.45, height: rect.height), Color(white: light ? 1 : 0, alpha: rng.next(0.015, 0.05)))
      x += pitch * rng.next(0.85, 1.15)
    }
    var y = rect.minY
    while y < rect.maxY {
      let light = rng.next() < 0.5
      c.fill(Rect(x: rect.minX, y: y, width: rect.width, height: pitch * 0.45), Color(white: light ? 1 : 0, alpha: rng.next(0.015, 0.05)))
      y += pitch * rng.next(0.85, 1.15)
    }
    // Slubs: short thick bits of thread, typical of linen.
    for _ in 0..<Int(rect.width * rect.height / 2600) {
      let p = Point(rng.next(rect.minX, rect.maxX), rng.next(rect.minY, rect.maxY))
      let horizontal = rng.next() < 0.5
      let len = pitch * rng.next(2, 6)
      c.fill(Rect(x: p.x, y: p.y, width: horizontal ? len : pitch * 0.5, height: horizontal ? pitch * 0.5 : len), Color(white: rng.next() < 0.6 ? 1 : 0, alpha: rng.next(0.04, 0.1)))
    }
    // Folds: long soft ridges, lit on one side and shaded on the other.
    let h = rect.height
    let folds: [(Point, Point, Point)] = [
      (Point(-0.05, 0.7), Point(0.35, 0.62), Point(0.62, 1.05)),
      (Point(0.0, 0.18), Point(0.25, 0.3), Point(0.4, 0.05)),
      (Point(0.75, -0.05), Point(0.95, 0.12), Point(1.05, 0.35)),
    ]
    for (a, ctrl, b) in folds {
      func at(_ p: Point) -> Point { Point(rect.minX + p.x * rect.width, rect.minY + p.y * h) }
      var fold = Path()
      fold.move(to: at(a))
      fold.quadCurve(from: at(a), to: at(b), control: at(ctrl))
      Shade.softLine(c, fold, Color(white: 1, alpha: 0.05), width: h * 0.12, steps: 10)
      c.withState {
        c.translate(h * 0.05, h * 0.05)
        Shade.softLine(c, fold, Color(white: 0, alpha: 0.16), width: h * 0.12, steps: 10)
      }
    }
  }
}
