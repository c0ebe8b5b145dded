import Basics
import Canvas

/// A sunny street running away behind the camera's subject, painted sharp and
/// blurred afterwards: pale facades with windows on both sides converging on
/// a strip of blue sky, trees, shop awnings and the sun glaring from the upper right.
enum SunnyStreet {
  static func draw(_ c: Canvas, in r: Rect) {
    let h = r.height, w = r.width
    let vx = r.midX, vy = r.minY + h * 0.5
    c.fill(r, .linear(from: Point(0, r.minY), to: Point(0, vy), stops: [
      GradientStop(0, Color(hex: 0x4A9AE8)), GradientStop(1, Color(hex: 0xCBE6FA)),
    ]))
    var rng = SeededRandom(seed: 88)
    let facades: [UInt32] = [0xF2DCC0, 0xE8C09A, 0xF6E8D4, 0xD8A080, 0xEED2B0]
    for side in [-1.0, 1.0] {
      // Facades: quads from the frame edge in towards the vanishing point.
      var i = 0
      var t0 = 0.0
      while t0 < 0.86 {
        let t1 = min(0.9, t0 + rng.next(0.14, 0.26))
        func edge(_ t: Double) -> Double { (side < 0 ? r.minX - w * 0.1 : r.maxX + w * 0.1) * (1 - t) + (vx + side * w * 0.08) * t }
        let x0 = edge(t0), x1 = edge(t1)
        let top0 = r.minY - h * 0.3 * (1 - t0) + (vy - h * 0.28) * t0, top1 = r.minY - h * 0.3 * (1 - t1) + (vy - h * 0.28) * t1
        let bot0 = r.maxY * (1 - t0) + (vy + h * 0.06) * t0, bot1 = r.maxY * (1 - t1) + (vy + h * 0.06) * t1
        var q = Path()
        q.move(to: Point(x0, top0 + (i % 2 == 0 ? 0 : h * 0.06 * (1 - t0))))
        q.line(to: Point(x1, top1))
        q.line(to: Point(x1, bot1))
        q.line(to: Point(x0, bot0))
        q.close()
        let col = Color(hex: facades[i % facades.count])
        c.fill(q, side > 0 ? col : Color.lerp(col, Color(hex: 0x604030), 0.25))
        // Rows of windows.
        for k in 0..<4 {
          let f = 0.12 + Double(k) * 0.2
          let y0 = top0 + (bot0 - top0) * f, y1 = top1 + (bot1 - top1) * f
          let wh0 = (bot0 - top0) * 0.1, wh1 = (bot1 - top1) * 0.1
          for m in 0..<2 {
            let a = 0.2 + Double(m) * 0.4, b = a + 0.22
            var win = Path()
            win.move(to: Point(x0 + (x1 - x0) * a, y0 + (y1 - y0) * a))
            win.line(to: Point(x0 + (x1 - x0) * b, y0 + (y1 - y0) * b))
            win.line(to: Point(x0 + (x1 - x0) * b, y0 + (y1 - y0) * b + wh0 + (wh1 - wh0) * b))
            win.line(to: Point(x0 + (x1 - x0) * a, y0 + (y1 - y0) * a + wh0 + (wh1 - wh0) * a))
            win.close()
            c.fill(win, Color(hex: 0x3A4A5C, alpha: 0.8))
          }
        }
        // A shop awning at street level.
        let aw = [0xD84A3A, 0x2E7A5A, 0x3A5AA8][i % 3]
        var awning = Path()
        let ay0 = top0 + (bot0 - top0) * 0.86, ay1 = top1 + (bot1 - top1) * 0.86
        awning.move(to: Point(x0, ay0 - (bot0 - top0) * 0.05))
        awning.line(to: Point(x1, ay1 - (bot1 - top1) * 0.05))
        awning.line(to: Point(x1, ay1 + (bot1 - top1) * 0.03))
        awning.line(to: Point(x0, ay0 + (bot0 - top0) * 0.03))
        awning.close()
        c.fill(awning, Color(hex: UInt32(aw)))
        t0 = t1
        i += 1
      }
    }
    // Street and pavement.
    var road = Path()
    road.move(to: Point(vx - w * 0.08, vy + h * 0.06))
    road.line(to: Point(vx + w * 0.08, vy + h * 0.06))
    road.line(to: Point(r.maxX + w * 0.2, r.maxY))
    road.line(to: Point(r.minX - w * 0.2, r.maxY))
    road.close()
    c.fill(road, .linear(from: Point(0, vy), to: Point(0, r.maxY), stops: [
      GradientStop(0, Color(hex: 0xC8C0B4)), GradientStop(1, Color(hex: 0x8A8278)),
    ]))
    // Street trees.
    for _ in 0..<6 {
      let t = rng.next(0.1, 0.8)
      let side: Double = rng.next() < 0.5 ? -1 : 1
      let p = Point(vx + side * w * (0.5 * (1 - t) + 0.06), vy - h * 0.1 * (1 - t))
      Shade.spot(c, p, h * 0.2 * (1 - t * 0.7), h * 0.16 * (1 - t * 0.7), Color(hex: 0x4A7A30, alpha: 0.9))
    }
    // The sun glaring from the upper right, washing the street with warm light.
    c.fill(r, .radial(center: Point(r.minX + w * 0.82, r.minY + h * 0.05), radius: h * 0.9, stops: [
      GradientStop(0, Color(hex: 0xFFFBE8, alpha: 0.95)), GradientStop(0.25, Color(hex: 0xFFE8B0, alpha: 0.5)),
      GradientStop(1, Color(hex: 0xFFE8B0, alpha: 0)),
    ]))
  }
}
