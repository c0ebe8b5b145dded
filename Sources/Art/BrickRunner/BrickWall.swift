import Basics
import Canvas

/// A sunlit red-brick wall on a pavement: bricks in running bond, each its own
/// shade of red with a lit top edge and a shadowed lower edge, in light mortar.
enum BrickWall {
  static func draw(_ c: Canvas, in r: Rect) {
    let h = r.height
    let ground = r.minY + h * 0.86
    c.fill(r, Color(hex: 0xD8CCBE))
    let row = h * 0.056, brick = row * 2.3, gap = row * 0.14
    var rng = SeededRandom(seed: 1957)
    var y = r.minY - row * 0.3
    var i = 0
    while y < ground {
      var x = r.minX - (i % 2 == 0 ? 0 : brick / 2)
      while x < r.maxX {
        let b = Rect(x: x + gap / 2, y: y + gap / 2, width: brick - gap, height: row - gap)
        let base = Color.lerp(Color(hex: 0xB0442C), Color(hex: 0x8A2E1E), rng.next())
        let tone = Color.lerp(base, Color(hex: 0xC87050), rng.next() * 0.35)
        let shape = Path.roundedRect(b, radius: gap * 0.6)
        c.fill(shape, .linear(from: Point(0, b.minY), to: Point(0, b.maxY), stops: [
          GradientStop(0, Color.lerp(tone, .white, 0.12)), GradientStop(0.5, tone), GradientStop(1, Color.lerp(tone, .black, 0.22)),
        ]))
        // Weathered patches.
        if rng.next() < 0.3 {
          Shade.spot(c, Point(b.minX + b.width * rng.next(), b.midY), b.width * 0.3, b.height * 0.4, Color(hex: 0x5A1A10, alpha: 0.25))
        }
        x += brick
      }
      y += row
      i += 1
    }
    // Sun from the upper left, the wall darker towards the ground.
    c.fill(r, .radial(center: Point(r.minX + r.width * 0.1, r.minY - h * 0.2), radius: h * 1.3, stops: [
      GradientStop(0, Color(hex: 0xFFD8A0, alpha: 0.45)), GradientStop(1, Color(hex: 0xFFD8A0, alpha: 0)),
    ]))
    c.fill(Rect(x: r.minX, y: r.minY + h * 0.6, width: r.width, height: ground - r.minY - h * 0.6), .linear(
      from: Point(0, r.minY + h * 0.6), to: Point(0, ground), stops: [
        GradientStop(0, Color(hex: 0x200806, alpha: 0)), GradientStop(1, Color(hex: 0x200806, alpha: 0.35)),
      ]))
    let pave = Rect(x: r.minX, y: ground, width: r.width, height: r.maxY - ground)
    c.fill(pave, .linear(from: Point(0, ground), to: Point(0, r.maxY), stops: [
      GradientStop(0, Color(hex: 0x8C8680)), GradientStop(0.1, Color(hex: 0xC4BCB2)), GradientStop(1, Color(hex: 0xA8A098)),
    ]))
    // Paving joints running towards the camera.
    var joint = Path()
    var x = r.minX
    while x < r.maxX + h {
      joint.move(to: Point(x, ground))
      joint.line(to: Point(r.midX + (x - r.midX) * 1.6, r.maxY))
      x += h * 0.3
    }
    c.stroke(joint, Color(hex: 0x6A6460, alpha: 0.35), width: max(1, h * 0.003))
  }
}
