import Canvas
import Glibc

/// Sophie, the main character: long curly brown hair parted on her right,
/// smooth waves on top turning into ringlets that fall past her shoulders;
/// hazel eyes, a coral top, small gold hoops.
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
    AvatarHead.face(c, style, head: head)
    hoops(c)
    frontHair(c, cap: cap)
  }

  /// The full silhouette of the hair behind her: a wide curly cloud down to the chest.
  static func backHair(_ c: Canvas) {
    var pts = AvatarHair.scallops(
      center: Point(0, 520), rx: 318, ry: 410, start: Double.pi * 0.78, end: Double.pi * 2.22, bumps: 14, depth: 20, seed: 7)
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
    Point(-226, 500), Point(-240, 390), Point(-230, 280), Point(-186, 196), Point(-112, 146), Point(-50, 134),
    Point(30, 132), Point(120, 150), Point(196, 200), Point(240, 284), Point(250, 390), Point(236, 500),
    Point(212, 470), Point(196, 380), Point(160, 306), Point(96, 262), Point(20, 236), Point(-52, 214),
    Point(-96, 246), Point(-150, 296), Point(-188, 370), Point(-198, 460),
  ], tension: 0.95)

  static func frontHair(_ c: Canvas, cap: Path) {
    c.fill(
      cap,
      .radial(
        center: Point(-20, 240), radius: 300,
        stops: [GradientStop(0, hair.light), GradientStop(0.5, hair.base), GradientStop(1, hair.dark)],
        focus: Point(-70, 170), focusRadius: 10))
    // Waves: grooves and lit strands flowing from the part out to each side.
    var lines: [(from: Point, control: Point, to: Point)] = []
    for i in 0..<14 {
      let t = Double(i) / 13
      lines.append((Point(-60 + t * 14, 140), Point(60 + t * 90, 150 + t * 60), Point(220 + t * 20, 300 + t * 170)))
    }
    for i in 0..<9 {
      let t = Double(i) / 8
      lines.append((Point(-62, 140 + t * 20), Point(-170 - t * 20, 170 + t * 60), Point(-215 - t * 10, 330 + t * 150)))
    }
    AvatarHair.strands(c, clip: cap, lines, light: hair.light.withAlpha(0.5), dark: hair.dark.withAlpha(0.45), width: 5)
    // The big glossy wave over her forehead.
    var wave = Path()
    wave.move(to: Point(-40, 175))
    wave.curve(to: Point(215, 360), control1: Point(60, 170), control2: Point(170, 220))
    AvatarHair.sheen(c, clip: cap, band: wave, color: Color(hex: 0xF3C48E, alpha: 0.55), width: 60)
    var wave2 = Path()
    wave2.move(to: Point(-90, 175))
    wave2.curve(to: Point(-215, 360), control1: Point(-150, 190), control2: Point(-200, 260))
    AvatarHair.sheen(c, clip: cap, band: wave2, color: Color(hex: 0xF3C48E, alpha: 0.4), width: 46)
    Shade.rim(c, cap, hair.dark.withAlpha(0.5), width: 16)
    // The part itself.
    var part = Path()
    part.move(to: Point(-56, 136))
    part.quadCurve(from: Point(-56, 136), to: Point(-60, 210), control: Point(-64, 170))
    Shade.softLine(c, part, hair.dark.withAlpha(0.7), width: 12, steps: 3)

    // Ringlets framing the face and falling over the shoulders, outer ones first.
    for side in [-1.0, 1.0] {
      let specs: [(Point, Point, Double, Int)] = [
        (Point(side * 262, 400), Point(side * 300, 920), 84, 6),
        (Point(side * 220, 430), Point(side * 238, 900), 82, 6),
        (Point(side * 212, 330), Point(side * 196, 600), 66, 3),
      ]
      for (a, b, w, n) in specs {
        AvatarHair.ringlet(c, from: a, to: b, width: w, tone: hair, coils: n, flip: side > 0)
      }
    }
    // Loose curls where the waves turn into ringlets, softening the join.
    for side in [-1.0, 1.0] {
      for (p, r) in [(Point(side * 236, 350), 40.0), (Point(side * 250, 440), 38), (Point(side * 214, 470), 30)] {
        AvatarHair.curl(c, at: p, radius: r, tone: hair, spin: side < 0 ? 0.4 : 2.6)
      }
    }
    // A stray curl on her forehead.
    AvatarHair.curl(c, at: Point(128, 284), radius: 26, tone: hair, spin: 0.8)
  }

  /// Small gold hoops peeking out under the curls.
  static func hoops(_ c: Canvas) {
    for side in [-1.0, 1.0] {
      let p = AvatarHead.earCenter(style, side: side) + Point(side * 8, 74)
      let ring = Path.circle(center: p, radius: 20)
      c.stroke(ring, Color(hex: 0x9A6A1C), width: 8)
      c.stroke(ring, .linear(from: p + Point(-20, -20), to: p + Point(20, 20), stops: [
        GradientStop(0, Color(hex: 0xFFF0B0)), GradientStop(0.5, Color(hex: 0xE8B84A)), GradientStop(1, Color(hex: 0x9A6A1C)),
      ]), width: 5)
    }
  }
}
