import Basics
import Canvas

/// A meadow at golden hour, painted sharp and blurred afterwards: an amber sky
/// paling to the low sun on the horizon, hazy hills, tall grass catching the light.
enum GoldenField {
  /// Where the sun sits, as fractions of the rect: the people are backlit by it.
  static let sun = (x: 0.62, y: 0.58)

  static func draw(_ c: Canvas, in r: Rect) {
    let h = r.height, w = r.width
    let horizon = r.minY + h * 0.6
    c.fill(r, .linear(from: Point(0, r.minY), to: Point(0, horizon), stops: [
      GradientStop(0, Color(hex: 0xE08A48)), GradientStop(0.55, Color(hex: 0xF8B868)), GradientStop(1, Color(hex: 0xFFE6A8)),
    ]))
    let s = Point(r.minX + w * sun.x, r.minY + h * sun.y)
    // Hills far off, blue-violet in the haze.
    var rng = SeededRandom(seed: 616)
    var hills = Path()
    hills.move(to: Point(r.minX, horizon))
    var x = r.minX
    while x < r.maxX + h * 0.2 {
      let nx = x + h * rng.next(0.2, 0.4)
      hills.quadCurve(from: Point(x, horizon), to: Point(nx, horizon), control: Point((x + nx) / 2, horizon - h * rng.next(0.04, 0.12)))
      x = nx
    }
    hills.line(to: Point(r.maxX + h, r.maxY))
    hills.line(to: Point(r.minX, r.maxY))
    hills.close()
    c.fill(hills, Color(hex: 0xB88070))
    // The meadow, dark in the foreground where the low sun cannot reach.
    let field = Rect(x: r.minX, y: horizon, width: w, height: r.maxY - horizon)
    c.fill(field, .linear(from: Point(0, horizon), to: Point(0, r.maxY), stops: [
      GradientStop(0, Color(hex: 0xD8A050)), GradientStop(0.4, Color(hex: 0x9A7030)), GradientStop(1, Color(hex: 0x4A3818)),
    ]))
    // Grass stems lit along their tops.
    for _ in 0..<Int(120 * max(1, w / h)) {
      let base = Point(r.minX + rng.next() * w, horizon + rng.next(0.1, 1.1) * (r.maxY - horizon))
      let len = h * rng.next(0.04, 0.12) * (base.y - horizon) / (r.maxY - horizon)
      var blade = Path()
      blade.move(to: base)
      blade.quadCurve(from: base, to: base + Point(rng.next(-0.3, 0.3) * len, -len), control: base + Point(0, -len * 0.6))
      c.stroke(blade, Color(hex: 0xFFD890, alpha: 0.55), width: max(1, h * 0.003))
    }
    // The sun and its glow, low on the horizon.
    c.fill(r, .radial(center: s, radius: h * 0.9, stops: [
      GradientStop(0, Color(hex: 0xFFFCEC, alpha: 1)), GradientStop(0.12, Color(hex: 0xFFF0B8, alpha: 0.9)),
      GradientStop(0.4, Color(hex: 0xFFC870, alpha: 0.4)), GradientStop(1, Color(hex: 0xFFB060, alpha: 0)),
    ]))
  }
}
