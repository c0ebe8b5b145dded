import Basics
import Canvas

/// The garden behind the portrait, painted sharp and blurred afterwards: a
/// bright sky through tree crowns, a hedge, and beds of flowers in front of it.
enum GardenBackdrop {
  static func draw(_ c: Canvas, in r: Rect) {
    let h = r.height, w = r.width
    func at(_ x: Double, _ y: Double) -> Point { Point(r.minX + w * x, r.minY + h * y) }
    c.fill(r, .linear(from: at(0.5, 0), to: at(0.5, 0.6), stops: [
      GradientStop(0, Color(hex: 0xE9F3D8)), GradientStop(0.5, Color(hex: 0xB7D58A)), GradientStop(1, Color(hex: 0x5E8A3A)),
    ]))
    var rng = SeededRandom(seed: 2024)
    // Tree crowns: dark masses, lit on their upper left.
    for _ in 0..<Int(14 * max(1, w / h)) {
      let p = Point(r.minX + rng.next(-0.05, 1.05) * w, r.minY + rng.next(-0.05, 0.42) * h)
      let rad = h * rng.next(0.12, 0.22)
      let tone = Color.lerp(Color(hex: 0x2F5A22), Color(hex: 0x5C8A34), rng.next())
      Shade.spot(c, p, rad, rad * 0.9, tone.withAlpha(0.9))
      Shade.spot(c, p + Point(-rad * 0.3, -rad * 0.3), rad * 0.5, rad * 0.45, Color(hex: 0xC8E07A, alpha: 0.35))
    }
    // Sky showing through gaps in the leaves.
    for _ in 0..<Int(10 * max(1, w / h)) {
      let p = Point(r.minX + rng.next() * w, r.minY + rng.next(0, 0.3) * h)
      Shade.spot(c, p, h * rng.next(0.02, 0.05), h * rng.next(0.02, 0.04), Color(hex: 0xF8FBEF, alpha: 0.9))
    }
    // The hedge, its top edge bumpy.
    var hedge = Path()
    hedge.move(to: at(0, 0.5))
    var x = 0.0
    while x < 1.05 {
      let nx = x + 0.06
      hedge.quadCurve(from: at(x, 0.5), to: at(nx, 0.5 + rng.next(-0.015, 0.015)), control: at(x + 0.03, 0.46))
      x = nx
    }
    hedge.line(to: at(1.1, 1))
    hedge.line(to: at(0, 1))
    hedge.close()
    c.fill(hedge, .linear(from: at(0.5, 0.46), to: at(0.5, 0.8), stops: [
      GradientStop(0, Color(hex: 0x6E9A3E)), GradientStop(1, Color(hex: 0x2A4A1C)),
    ]))
    // Flower beds: leaves, then blossoms in warm and pink colours, bigger lower down.
    let colors: [UInt32] = [0xE8384A, 0xF06C96, 0xFFFFFF, 0xF7C948, 0xC04AA0, 0xFF8A5C, 0xF3A6C4]
    for _ in 0..<Int(70 * max(1, w / h)) {
      let y = rng.next(0.56, 1.02)
      let p = Point(r.minX + rng.next(-0.02, 1.02) * w, r.minY + y * h)
      let grow = 0.5 + (y - 0.62) * 2.5
      if rng.next() < 0.4 {
        Shade.spot(c, p, h * 0.05 * grow, h * 0.03 * grow, Color(hex: 0x3C6A2A, alpha: 0.9))
      } else {
        blossom(c, at: p, radius: h * rng.next(0.016, 0.028) * grow, color: Color(hex: colors[Int(rng.next() * Double(colors.count)) % colors.count]))
      }
    }
    // Sun through the leaves: a warm haze from the upper left.
    c.fill(r, .radial(center: at(0.08, -0.05), radius: h * 0.9, stops: [
      GradientStop(0, Color(hex: 0xFFF6D8, alpha: 0.55)), GradientStop(1, Color(hex: 0xFFF6D8, alpha: 0)),
    ]))
  }

  /// A round blossom: a bright centre fading out, with a darker lower edge.
  static func blossom(_ c: Canvas, at p: Point, radius: Double, color: Color) {
    Shade.spot(c, p + Point(0, radius * 0.25), radius * 1.05, radius * 0.9, Color.lerp(color, Color(hex: 0x301010), 0.35).withAlpha(0.8))
    Shade.spot(c, p, radius, radius * 0.92, color)
    Shade.spot(c, p + Point(-radius * 0.25, -radius * 0.3), radius * 0.45, radius * 0.4, Color(white: 1, alpha: 0.45))
  }
}
