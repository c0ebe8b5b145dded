import Basics
import Canvas
import Glibc

/// Grandma: short white curls, thin rose-gold glasses, a warm smile with a few
/// lines round the eyes, a teal cardigan and a string of pearls.
enum AvatarGrandma {
  static let style = AvatarStyle(
    skin: Tone(0xFBDFCF, 0xEDBFA5, 0xBC876C), iris: Tone(0x9CC0E0, 0x5E88B4, 0x2C4768),
    brow: Color(hex: 0xB9B2AE), browWeight: 0.8, lashes: true, lip: Color(hex: 0xD67C88),
    blush: Color(hex: 0xF4788A, alpha: 0.34), smileLines: true, headWidth: 1.03, eyeSize: 0.94)
  static let hair = Tone(0xFFFFFF, 0xE4E2EC, 0x9C97AE)
  static let cardigan = Tone(0x7FD0C4, 0x3E9E94, 0x1E5E58)
  static let frame = Tone(0xF2C2C8, 0xB86A7C, 0x6E2E44)

  static func draw(_ c: Canvas) {
    AvatarHead.body(c, style, shirt: cardigan, neckline: .vee)
    pearls(c)
    let head = AvatarHead.head(c, style)
    let cap = capShape
    AvatarHead.castShadow(c, cap, onto: head, offset: Point(0, 16), spread: 24, style.skin.dark.withAlpha(0.5))
    AvatarHead.face(c, style, head: head)
    hair(c, cap: cap)
    AvatarHead.glasses(c, style, head: head, frame: frame, lensWidth: 124, lensHeight: 104, corner: 46, thickness: 9)
  }

  /// A cap of curls, fuller on top, down to the tops of the ears.
  static let capShape: Path = Shape.smooth(
    AvatarHair.scallops(center: Point(0, 410), rx: 258, ry: 260, start: Double.pi * 0.93, end: Double.pi * 2.07, bumps: 12, depth: 14, seed: 3)
      + [Point(208, 420), Point(170, 320), Point(90, 282), Point(0, 270), Point(-90, 282), Point(-170, 320), Point(-208, 420)],
    tension: 0.9)

  static func hair(_ c: Canvas, cap: Path) {
    c.fill(
      cap,
      .radial(center: Point(-30, 260), radius: 300, stops: [
        GradientStop(0, hair.light), GradientStop(0.6, hair.base), GradientStop(1, hair.dark),
      ]))
    // Curls in rows round the head, drawn top first so the lower rows overlap them.
    var curls: [(Point, Double, Double)] = []
    var rng = SeededRandom(seed: 12)
    func row(rx: Double, ry: Double, from a0: Double, to a1: Double, count: Int, r: Double) {
      for i in 0..<count {
        let a = a0 + (a1 - a0) * Double(i) / Double(count - 1)
        let p = Point(cos(a) * rx, 410 + sin(a) * ry) + Point(rng.next(-6, 6), rng.next(-6, 6))
        curls.append((p, r * rng.next(0.9, 1.1), rng.next(0, 6.2)))
      }
    }
    row(rx: 228, ry: 226, from: Double.pi * 0.98, to: Double.pi * 2.02, count: 15, r: 38)
    row(rx: 176, ry: 180, from: Double.pi * 1.08, to: Double.pi * 1.92, count: 11, r: 37)
    row(rx: 110, ry: 196, from: Double.pi * 1.16, to: Double.pi * 1.84, count: 7, r: 36)
    row(rx: 40, ry: 200, from: Double.pi * 1.25, to: Double.pi * 1.75, count: 3, r: 36)
    // The front row over the forehead.
    for (i, x) in [-186.0, -140, -92, -44, 4, 52, 100, 146, 190].enumerated() {
      let y = 306 + abs(x) * abs(x) * 0.0032 + (i % 2 == 0 ? 4 : -6)
      curls.append((Point(x, y), 32, Double(i) * 1.3))
    }
    for (p, r, spin) in curls.sorted(by: { $0.0.y < $1.0.y }) {
      AvatarHair.curl(c, at: p, radius: r, tone: hair, spin: spin, flip: p.x > 0, gloss: 0.7)
    }
    Shade.rim(c, cap, Color(hex: 0x8C86A0, alpha: 0.35), width: 14)
  }

  static func pearls(_ c: Canvas) {
    for i in 0..<15 {
      let t = Double(i) / 14
      let a = Double.pi * (0.12 + 0.76 * t)
      let p = Point(cos(a) * -108, 772 + sin(a) * 96)
      let bead = Path.circle(center: p, radius: 12)
      Shade.ball(c, bead, Tone(0xFFFFFF, 0xF1E8E0, 0xB3A69C), center: p, radius: 14)
    }
  }
}
