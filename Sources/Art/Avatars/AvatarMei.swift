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
    c.fill(cap, .radial(center: Point(0, 250), radius: 300, stops: [
      GradientStop(0, hair.base), GradientStop(0.7, hair.dark), GradientStop(1, hair.dark),
    ]))
    var lines: [(from: Point, control: Point, to: Point)] = []
    for i in 0..<22 {
      let x = -200 + Double(i) * 19
      lines.append((Point(x * 0.3, 130), Point(x * 0.9, 200), Point(x, 370)))
    }
    AvatarHair.strands(c, clip: cap, lines, light: hair.light.withAlpha(0.35), dark: Color(white: 0, alpha: 0.4), width: 4)
    // The halo of shine round the crown that straight black hair has.
    var halo = Path()
    halo.move(to: Point(-200, 280))
    halo.curve(to: Point(200, 280), control1: Point(-120, 190), control2: Point(120, 190))
    AvatarHair.sheen(c, clip: cap, band: halo, color: Color(hex: 0xA8B0D8, alpha: 0.5), width: 40)
    Shade.rim(c, cap, Color(white: 0, alpha: 0.5), width: 14)

    // Long straight locks falling in front of the shoulders.
    for side in [-1.0, 1.0] {
      let lock = Shape.smooth([
        Point(side * 206, 440), Point(side * 236, 400), Point(side * 258, 600), Point(side * 270, 820), Point(side * 282, 960),
        Point(side * 200, 960), Point(side * 196, 800), Point(side * 196, 600),
      ], tension: 0.7)
      c.fill(lock, .linear(from: Point(side * 200, 0), to: Point(side * 280, 0), stops: [
        GradientStop(0, hair.base), GradientStop(1, hair.dark),
      ]))
      var sl: [(from: Point, control: Point, to: Point)] = []
      for k in 0..<6 {
        let x = side * (206 + Double(k) * 12)
        sl.append((Point(x, 420), Point(x + side * 20, 700), Point(x + side * 14, 980)))
      }
      AvatarHair.strands(c, clip: lock, sl, light: hair.light.withAlpha(0.35), dark: Color(white: 0, alpha: 0.4), width: 4)
      var shine = Path()
      shine.move(to: Point(side * 222, 480))
      shine.line(to: Point(side * 236, 640))
      AvatarHair.sheen(c, clip: lock, band: shine, color: Color(hex: 0xA8B0D8, alpha: 0.4), width: 26)
      Shade.rim(c, lock, Color(white: 0, alpha: 0.4), width: 10)
    }
  }
}
