import Basics
import Canvas
import Glibc

/// Dev: short dark hair swept up at the front, a light beard, bold red glasses,
/// a denim shirt with a collar.
enum AvatarDev {
  static let style = AvatarStyle(
    skin: Tone(0xDDA47C, 0xB5784F, 0x6E4026), iris: Tone(0x8A5E3C, 0x4A2C18, 0x1E1008),
    brow: Color(hex: 0x1C1410), browWeight: 1.25, lip: Color(hex: 0xB56A64),
    blush: Color(hex: 0xD0604C, alpha: 0.18), headWidth: 1.02, jaw: 0.8)
  static let hair = Tone(0x5A4438, 0x241A15, 0x0C0806)
  static let shirt = Tone(0x8DB4E2, 0x4F7EB8, 0x25466E)
  static let frame = Tone(0xFF7070, 0xE0222C, 0x8A0C14)

  static func draw(_ c: Canvas) {
    AvatarHead.body(c, style, shirt: shirt, neckline: .collar)
    let head = AvatarHead.head(c, style)
    AvatarHead.castShadow(c, capShape, onto: head, offset: Point(0, 14), spread: 22, style.skin.dark.withAlpha(0.5))
    beard(c, head: head)
    AvatarHead.face(c, style, head: head)
    moustache(c)
    hair(c)
    AvatarHead.glasses(c, style, head: head, frame: frame, lensWidth: 128, lensHeight: 94, corner: 26, thickness: 16)
  }

  /// Short on the sides, longer on top, swept up into a quiff that rises on his right.
  static let capShape: Path = Shape.smooth([
    Point(-218, 450), Point(-232, 340), Point(-222, 240), Point(-170, 150), Point(-90, 96), Point(0, 84),
    Point(90, 100), Point(168, 140), Point(214, 210), Point(232, 300), Point(226, 380), Point(214, 450),
    Point(202, 380), Point(184, 316), Point(120, 282), Point(40, 272), Point(-40, 278), Point(-120, 292),
    Point(-184, 330), Point(-204, 400),
  ], tension: 0.9)

  static func hair(_ c: Canvas) {
    let cap = capShape
    c.fill(cap, .radial(center: Point(-20, 210), radius: 280, stops: [
      GradientStop(0, hair.base), GradientStop(0.6, hair.dark), GradientStop(1, hair.dark),
    ], focus: Point(-40, 160), focusRadius: 10))
    // Tufts swept up and back from the hairline, the front ones longest: each
    // a curved leaf, lit along its ridge, so the hair has texture and volume.
    c.withState {
      c.clip(cap)
      var rng = SeededRandom(seed: 73)
      for i in 0..<17 {
        let t = Double(i) / 16
        let x = 210 - t * 420
        let root = Point(x + rng.next(-8, 8), 318 - (1 - abs(x) / 240) * 40 + rng.next(-6, 6))
        let tip = Point(x * 0.6 - 30 + rng.next(-16, 16), 96 + abs(x + 40) * 0.28 + rng.next(-10, 10))
        tuft(c, from: root, to: tip, bend: -60 - 40 * (1 - t), width: rng.next(46, 62))
      }
      // Short hair above the ears, combed back.
      for side in [-1.0, 1.0] {
        for k in 0..<4 {
          let y = 330 + Double(k) * 30
          tuft(c, from: Point(side * 212, y + 30), to: Point(side * 150, y - 70), bend: side * 20, width: 34)
        }
      }
    }
    var sheen = Path()
    sheen.move(to: Point(-170, 200))
    sheen.curve(to: Point(140, 170), control1: Point(-110, 120), control2: Point(40, 110))
    AvatarHair.sheen(c, clip: cap, band: sheen, color: Color(hex: 0x9A8070, alpha: 0.4), width: 44)
    Shade.rim(c, cap, Color(white: 0, alpha: 0.45), width: 12)
  }

  /// One tuft: a leaf from `root` to `tip`, curved sideways by `bend`.
  static func tuft(_ c: Canvas, from root: Point, to tip: Point, bend: Double, width: Double) {
    let d = tip - root
    let len = max(d.length, 1e-6)
    let n = Point(-d.y / len, d.x / len)
    let mid = avatarMix(root, tip, 0.5) + n * bend
    var leaf = Path()
    leaf.move(to: root - n * (width / 2))
    leaf.quadCurve(from: root - n * (width / 2), to: tip, control: mid - n * (width * 0.3))
    leaf.quadCurve(from: tip, to: root + n * (width / 2), control: mid + n * (width * 0.3))
    leaf.close()
    c.fill(leaf, .linear(from: root, to: tip, stops: [
      GradientStop(0, hair.dark), GradientStop(0.55, hair.base), GradientStop(1, Color.lerp(hair.base, hair.light, 0.4)),
    ]))
    var ridge = Path()
    ridge.move(to: avatarMix(root, tip, 0.2))
    ridge.quadCurve(from: avatarMix(root, tip, 0.2), to: avatarMix(root, tip, 0.9), control: mid - n * (width * 0.1))
    c.stroke(ridge, hair.light.withAlpha(0.35), width: width * 0.12)
    c.stroke(leaf, Color(white: 0, alpha: 0.25), width: 2.5)
  }

  /// A close-trimmed beard: the hair colour laid over the jaw and chin, from
  /// the sideburns down, thickest at the chin, fading out on the cheeks.
  static func beard(_ c: Canvas, head: Path) {
    let region = Shape.smooth([
      Point(-214, 440), Point(-196, 530), Point(-150, 575), Point(-100, 596), Point(-60, 640), Point(0, 650),
      Point(60, 640), Point(100, 596), Point(150, 575), Point(196, 530), Point(214, 440), Point(236, 800), Point(-236, 800),
    ], tension: 0.8)
    c.withState {
      c.clip(head)
      c.withLayer(alpha: 0.7) {
        c.fill(region, .linear(from: Point(0, 520), to: Point(0, 720), stops: [
          GradientStop(0, hair.base.withAlpha(0.35)), GradientStop(0.4, hair.base.withAlpha(0.85)), GradientStop(1, hair.dark),
        ]))
        // Texture: short hairs growing downwards, gathered into two paths (lit
        // and dark) so they cost two strokes rather than hundreds.
        var rng = SeededRandom(seed: 55)
        var lit = Path(), dark = Path()
        for _ in 0..<320 {
          let p = Point(rng.next(-220, 220), rng.next(560, 760))
          let end = p + Point(p.x * 0.02 + rng.next(-2, 2), rng.next(7, 11))
          if rng.next() < 0.4 {
            lit.move(to: p)
            lit.line(to: end)
          } else {
            dark.move(to: p)
            dark.line(to: end)
          }
        }
        c.withState {
          c.clip(region)
          c.stroke(lit, hair.light.withAlpha(0.3), width: 2.5)
          c.stroke(dark, Color(white: 0, alpha: 0.3), width: 2.5)
        }
      }
      // The chin still has a rounded, lit front.
      Shade.spot(c, Point(-10, 700), 60, 26, Color(white: 1, alpha: 0.12))
    }
  }

  static func moustache(_ c: Canvas) {
    let m = Shape.smooth([
      Point(-92, 612), Point(-50, 590), Point(0, 596), Point(50, 590), Point(92, 612), Point(50, 604), Point(0, 610),
      Point(-50, 604),
    ], tension: 0.9)
    c.fill(m, hair.base.withAlpha(0.75))
  }
}
