import Basics
import Canvas
import Glibc

/// Leo, a boy: a big mop of copper-red curls, freckles, green eyes, a blue T-shirt.
enum AvatarLeo {
  static let style = AvatarStyle(
    skin: Tone(0xFDE3D0, 0xF3C3A4, 0xC88C6A), iris: Tone(0x9FD08A, 0x4E9050, 0x224A26),
    brow: Color(hex: 0xB0502A), browWeight: 0.9, lip: Color(hex: 0xE2868C), freckles: true,
    headWidth: 0.98, eyeSize: 1.05, mouthWidth: 0.95)
  static let hair = Tone(0xFFA765, 0xD45A26, 0x7A2410)
  static let shirt = Tone(0x8CC4FF, 0x3F86E0, 0x1C4C98)

  static func draw(_ c: Canvas) {
    AvatarHead.body(c, style, shirt: shirt, neckline: .crew)
    let head = AvatarHead.head(c, style)
    let cap = capShape
    AvatarHead.castShadow(c, cap, onto: head, offset: Point(0, 18), spread: 26, style.skin.dark.withAlpha(0.55))
    AvatarHead.face(c, style, head: head)
    hair(c, cap: cap)
  }

  /// A round mop, taller than the head and down over the tops of the ears.
  static let capShape: Path = Shape.smooth(
    AvatarHair.scallops(center: Point(0, 400), rx: 280, ry: 272, start: Double.pi * 0.9, end: Double.pi * 2.1, bumps: 11, depth: 22, seed: 9)
      + [Point(214, 440), Point(186, 340), Point(120, 300), Point(40, 318), Point(-40, 300), Point(-120, 318), Point(-186, 350), Point(-214, 440)],
    tension: 0.9)

  static func hair(_ c: Canvas, cap: Path) {
    c.fill(
      cap,
      .radial(center: Point(-20, 260), radius: 320, stops: [
        GradientStop(0, hair.base), GradientStop(0.7, hair.dark), GradientStop(1, hair.dark),
      ]))
    var curls: [(Point, Double, Double)] = []
    var rng = SeededRandom(seed: 31)
    func row(rx: Double, ry: Double, cy: Double, from a0: Double, to a1: Double, count: Int, r: Double) {
      for i in 0..<count {
        let a = a0 + (a1 - a0) * Double(i) / Double(count - 1)
        let p = Point(cos(a) * rx, cy + sin(a) * ry) + Point(rng.next(-8, 8), rng.next(-8, 8))
        curls.append((p, r * rng.next(0.88, 1.12), rng.next(0, 6.2)))
      }
    }
    row(rx: 244, ry: 236, cy: 400, from: Double.pi * 0.94, to: Double.pi * 2.06, count: 13, r: 48)
    row(rx: 172, ry: 170, cy: 400, from: Double.pi * 1.06, to: Double.pi * 1.94, count: 9, r: 46)
    row(rx: 84, ry: 110, cy: 350, from: Double.pi * 1.1, to: Double.pi * 1.9, count: 5, r: 44)
    // Curls tumbling onto the forehead.
    for (i, x) in [-180.0, -118, -56, 8, 72, 134, 186].enumerated() {
      let y = 322 + abs(x) * abs(x) * 0.003 + (i % 2 == 0 ? 10 : -6)
      curls.append((Point(x, y), 40, Double(i) * 1.7))
    }
    for (p, r, spin) in curls.sorted(by: { $0.0.y < $1.0.y }) {
      AvatarHair.curl(c, at: p, radius: r, tone: hair, spin: spin)
    }
    Shade.rim(c, cap, hair.dark.withAlpha(0.45), width: 14)
  }
}
