import Basics
import Canvas
import Glibc

/// Mei: long straight black hair with blunt bangs, a blue-black sheen across
/// the crown, dark eyes, a cream knit top.
enum AvatarMei {
  static let style = AvatarStyle(
    skin: Tone(0xFCE4CE, 0xF0C6A4, 0xC2906A), iris: Tone(0x8A6048, 0x4A2E1E, 0x1E120A),
    brow: Color(hex: 0x1E1A1C), browWeight: 0.85, lashes: true, lip: Color(hex: 0xE0707E),
    headWidth: 0.97, eyeSize: 0.98)
  static let hair = Tone(0x4A4A5C, 0x1E1D26, 0x08080C)
  static let top = Tone(0xFFFBF4, 0xEDE3D6, 0xAE9F8E)

  static func draw(_ c: Canvas) {
    backHair(c)
    AvatarHead.body(c, style, shirt: top, neckline: .crew)
    let head = AvatarHead.head(c, style)
    AvatarHead.castShadow(c, capShape, onto: head, offset: Point(0, 16), spread: 28, style.skin.dark.withAlpha(0.6))
    AvatarHead.face(c, style, head: head)
    frontHair(c)
  }

  static func backHair(_ c: Canvas) {
    let back = Shape.smooth(Shape.mirrored([
      Point(0, 120), Point(-150, 150), Point(-240, 250), Point(-262, 420), Point(-262, 700), Point(-280, 990), Point(0, 990),
    ]), tension: 0.9)
    c.fill(back, .linear(from: Point(0, 300), to: Point(0, 990), stops: [
      GradientStop(0, hair.base), GradientStop(1, hair.dark),
    ]))
    var lines: [(from: Point, control: Point, to: Point)] = []
    for i in 0..<16 {
      let x = -270 + Double(i) * 36
      lines.append((Point(x * 0.9, 300), Point(x * 1.02, 650), Point(x * 1.04, 990)))
    }
    AvatarHair.strands(c, clip: back, lines, light: hair.light.withAlpha(0.3), dark: Color(white: 0, alpha: 0.35), width: 4)
  }

  /// Crown and bangs: a smooth dome ending in a straight fringe just above the brows.
  static let capShape: Path = Shape.smooth([
    Point(-232, 520), Point(-246, 380), Point(-232, 260), Point(-184, 180), Point(-100, 130), Point(0, 118),
    Point(100, 130), Point(184, 180), Point(232, 260), Point(246, 380), Point(232, 520), Point(206, 470),
    Point(196, 372), Point(120, 362), Point(40, 366), Point(-40, 364), Point(-120, 362), Point(-196, 372),
    Point(-206, 470),
  ], tension: 0.8)

  static func frontHair(_ c: Canvas) {
    let cap = capShape
    // Long straight locks falling in front of the shoulders, tucked under the crown.
    for side in [-1.0, 1.0] {
      let lock = Shape.smooth([
        Point(side * 204, 380), Point(side * 240, 360), Point(side * 260, 600), Point(side * 272, 820), Point(side * 284, 960),
        Point(side * 200, 960), Point(side * 196, 800), Point(side * 194, 600),
      ], tension: 0.7)
      c.fill(lock, .linear(from: Point(side * 196, 0), to: Point(side * 282, 0), stops: [
        GradientStop(0, hair.base), GradientStop(0.6, Color.lerp(hair.base, hair.dark, 0.5)), GradientStop(1, hair.dark),
      ]))
      var sl: [(from: Point, control: Point, to: Point)] = []
      for k in 0..<5 {
        let x = side * (210 + Double(k) * 14)
        sl.append((Point(x, 420), Point(x + side * 16, 700), Point(x + side * 12, 980)))
      }
      AvatarHair.strands(c, clip: lock, sl, light: hair.light.withAlpha(0.25), dark: Color(white: 0, alpha: 0.3), width: 3)
      var shine = Path()
      shine.move(to: Point(side * 226, 560))
      shine.line(to: Point(side * 240, 700))
      AvatarHair.sheen(c, clip: lock, band: shine, color: Color(hex: 0xA8B0D8, alpha: 0.35), width: 30)
      Shade.rim(c, lock, Color(white: 0, alpha: 0.35), width: 10)
    }
    c.fill(cap, .radial(center: Point(-20, 230), radius: 300, stops: [
      GradientStop(0, hair.base), GradientStop(0.7, Color.lerp(hair.base, hair.dark, 0.6)), GradientStop(1, hair.dark),
    ]))
    // Fine strands fanning from the crown down to the fringe and the sides.
    var lines: [(from: Point, control: Point, to: Point)] = []
    for i in 0..<15 {
      let t = Double(i) / 14
      let x = -230 + t * 460
      lines.append((Point(x * 0.15, 120), Point(x * 0.85, 200 + abs(x) * 0.2), Point(x * 1.02, 372 + abs(x) * 0.5)))
    }
    AvatarHair.strands(c, clip: cap, lines, light: hair.light.withAlpha(0.22), dark: Color(white: 0, alpha: 0.3), width: 3)
    // The ring of shine round the crown that straight black hair has: a cool
    // gloss with a brighter core, following the curve of the head.
    var halo = Path()
    halo.move(to: Point(-226, 330))
    halo.curve(to: Point(226, 330), control1: Point(-160, 170), control2: Point(160, 170))
    AvatarHair.sheen(c, clip: cap, band: halo, color: Color(hex: 0x8E96C8, alpha: 0.55), width: 54)
    var core = Path()
    core.move(to: Point(-150, 238))
    core.curve(to: Point(40, 212), control1: Point(-100, 205), control2: Point(-30, 200))
    AvatarHair.sheen(c, clip: cap, band: core, color: Color(hex: 0xD6DCF4, alpha: 0.5), width: 16)
    // A few separations in the fringe so it reads as hair, not a helmet.
    c.withState {
      c.clip(cap)
      for x in [-150.0, -64, 30, 118] {
        var gap = Path()
        gap.move(to: Point(x - 10, 300))
        gap.line(to: Point(x, 372))
        c.stroke(gap, Color(white: 0, alpha: 0.55), width: 5)
        c.stroke(Path.circle(center: Point(x + 6, 368), radius: 1), Color(white: 0, alpha: 0.5), width: 10)
      }
    }
    Shade.rim(c, cap, Color(white: 0, alpha: 0.45), width: 12)
  }
}
