import Basics
import Canvas
import Glibc

/// Sophie, the main character: long curly brown hair parted on her right,
/// smooth waves on top turning into ringlets that fall past her shoulders;
/// hazel eyes with a touch of warm eye shadow, a coral top.
enum AvatarSophie {
  static let style = AvatarStyle(
    skin: Tone(0xFADBC2, 0xEDB897, 0xBA7C5C), iris: Tone(0xD6A560, 0x8A5A2E, 0x3E2412),
    brow: Color(hex: 0x5C3820), lashes: true, lip: Color(hex: 0xE07080))
  static let hair = Tone(0xD39A62, 0x8E5733, 0x46240F)
  static let hairBack = Tone(0xA4693E, 0x6E4024, 0x331A0A)
  static let top = Tone(0xFFB8A4, 0xF4886F, 0xBC4E3A)

  static func draw(_ c: Canvas) {
    backHair(c)
    AvatarHead.body(c, style, shirt: top, neckline: .vee)
    let head = AvatarHead.head(c, style)
    let cap = capShape
    AvatarHead.castShadow(c, cap, onto: head, offset: Point(0, 16), spread: 26, style.skin.dark.withAlpha(0.55))
    eyeShadow(c)
    AvatarHead.face(c, style, head: head)
    frontHair(c, cap: cap)
  }

  /// The full silhouette of the hair behind her: a wide curly cloud down to the chest.
  static func backHair(_ c: Canvas) {
    var pts = AvatarHair.scallops(
      center: Point(0, 540), rx: 318, ry: 392, start: Double.pi * 0.78, end: Double.pi * 2.22, bumps: 14, depth: 20, seed: 7)
    pts.append(Point(250, 990))
    pts.append(Point(-250, 990))
    let mass = Shape.smooth(pts, tension: 0.9)
    c.fill(
      mass,
      .radial(
        center: Point(0, 420), radius: 520,
        stops: [GradientStop(0, hairBack.base), GradientStop(0.7, hairBack.dark), GradientStop(1, hairBack.dark)]))
    // Ringlets hanging behind the shoulders, darker because they are in the head's shadow.
    for side in [-1.0, 1.0] {
      for (x, y0, y1, w) in [(300.0, 560.0, 960.0, 78.0), (245, 600, 990, 80), (190, 660, 990, 74)] {
        AvatarHair.ringlet(c, from: Point(side * x, y0), to: Point(side * (x + 8), y1), width: w, tone: hairBack, coils: 5, flip: side > 0)
      }
    }
    Shade.rim(c, mass, hairBack.dark.withAlpha(0.5), width: 20)
  }

  /// Top of the hair: a side part on her right (the viewer's left), waves
  /// sweeping over the forehead to her left temple.
  static let capShape: Path = Shape.smooth([
    Point(-236, 500), Point(-262, 430), Point(-252, 356), Point(-262, 282), Point(-226, 200), Point(-140, 124),
    Point(-50, 104), Point(40, 104), Point(136, 124), Point(222, 196), Point(258, 278), Point(250, 350),
    Point(264, 428), Point(248, 500),
    Point(216, 470), Point(202, 384), Point(170, 316), Point(110, 276), Point(34, 256), Point(-42, 236),
    Point(-100, 264), Point(-154, 310), Point(-188, 386), Point(-204, 470),
  ], tension: 0.95)

  static func frontHair(_ c: Canvas, cap: Path) {
    // Ringlets framing the face and falling over the shoulders, fanning out;
    // they start under the top of the hair, so they are painted first.
    for side in [-1.0, 1.0] {
      let specs: [(Point, Point, Double, Int)] = [
        (Point(side * 262, 320), Point(side * 326, 880), 90, 7),
        (Point(side * 232, 420), Point(side * 268, 950), 86, 6),
        (Point(side * 206, 440), Point(side * 212, 780), 70, 4),
      ]
      for (a, b, w, n) in specs {
        AvatarHair.ringlet(c, from: a, to: b, width: w, tone: hair, coils: n, flip: side > 0)
      }
    }
    // Shadow of the hair on the ringlets' tops.
    c.withState {
      c.translate(0, 18)
      for side in [-1.0, 1.0] {
        Shade.spot(c, Point(side * 236, 500), 50, 30, hair.dark.withAlpha(0.6))
      }
    }
    c.fill(
      cap,
      .radial(
        center: Point(-20, 240), radius: 300,
        stops: [GradientStop(0, hair.light), GradientStop(0.5, hair.base), GradientStop(1, hair.dark)],
        focus: Point(-70, 170), focusRadius: 10))
    // Waves: grooves and lit strands flowing from the part out to each side.
    var lines: [(from: Point, control: Point, to: Point)] = []
    for i in 0..<16 {
      let t = Double(i) / 15
      lines.append((Point(-52 + t * 12, 108), Point(70 + t * 90, 130 + t * 60), Point(224 + t * 30, 290 + t * 200)))
    }
    for i in 0..<10 {
      let t = Double(i) / 9
      lines.append((Point(-54, 110 + t * 20), Point(-170 - t * 30, 150 + t * 60), Point(-214 - t * 30, 320 + t * 170)))
    }
    AvatarHair.strands(c, clip: cap, lines, light: hair.light.withAlpha(0.45), dark: hair.dark.withAlpha(0.4), width: 5)
    // Two broad waves over her forehead, and one on the other side of the part: S-shaped bands of gloss.
    for (a, c1, c2, b, alpha, w) in [
      (Point(-30, 140), Point(70, 130), Point(120, 250), Point(230, 300), 0.55, 56.0),
      (Point(60, 120), Point(170, 140), Point(190, 260), Point(250, 420), 0.4, 40),
      (Point(-80, 140), Point(-150, 150), Point(-170, 250), Point(-230, 330), 0.42, 44),
    ] {
      var wave = Path()
      wave.move(to: a)
      wave.curve(to: b, control1: c1, control2: c2)
      AvatarHair.sheen(c, clip: cap, band: wave, color: Color(hex: 0xF6CB96, alpha: alpha), width: w)
    }
    // The troughs between the waves.
    var trough = Path()
    trough.move(to: Point(-10, 210))
    trough.curve(to: Point(236, 420), control1: Point(80, 200), control2: Point(170, 300))
    AvatarHair.sheen(c, clip: cap, band: trough, color: hair.dark.withAlpha(0.45), width: 40)
    Shade.rim(c, cap, hair.dark.withAlpha(0.5), width: 16)
    // The part itself.
    var part = Path()
    part.move(to: Point(-50, 106))
    part.quadCurve(from: Point(-50, 106), to: Point(-46, 226), control: Point(-56, 170))
    Shade.softLine(c, part, hair.dark.withAlpha(0.7), width: 12, steps: 3)
    // The fringe falls in a curl at each temple, where the waves turn into ringlets.
    for side in [-1.0, 1.0] {
      AvatarHair.ringlet(c, from: Point(side * 214, 400), to: Point(side * 222, 560), width: 64, tone: hair, coils: 2, flip: side > 0)
    }
  }

  /// A warm, soft shimmer on the lids: she is the one the product shows off.
  static func eyeShadow(_ c: Canvas) {
    for side in [-1.0, 1.0] {
      Shade.spot(c, Point(side * (AvatarHead.eyeX + 8), AvatarHead.eyeY - 44), 58, 20, Color(hex: 0xC2705A, alpha: 0.22))
      Shade.spot(c, Point(side * (AvatarHead.eyeX - 6), AvatarHead.eyeY - 60), 22, 8, Color(white: 1, alpha: 0.3))
    }
  }
}
