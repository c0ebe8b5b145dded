public import Basics
public import Canvas
import Glibc

/// A girl in a yellow cardigan lying on an orange blanket holding a green ball
/// (seed row 2, second face), seen from above: her brown hair fanned out on
/// the knitted blanket, the ball held up on her chest in both hands, her
/// shadow soft on the wool.
public enum YellowCardiganScene: LayeredScene {
  static let style = AvatarStyle(
    skin: Tone(0xFCE0CA, 0xF0BE9C, 0xBE8664), iris: Tone(0xB88A5A, 0x6A4424, 0x2E1A0C),
    brow: Color(hex: 0x6A4226), lashes: true, lip: Color(hex: 0xE27684),
    blush: Color(hex: 0xF77A80, alpha: 0.4), headWidth: 0.96, eyeSize: 1.06, mouthWidth: 0.92)
  static let hair = Tone(0xC08A58, 0x7E4E2A, 0x3A200E)
  static let cardigan = Tone(0xFFE680, 0xF5C42C, 0xB88410)
  static let ball = Tone(0xB8F080, 0x4CB84A, 0x1C6A24)

  public static func drawBackground(_ canvas: Canvas, in rect: Rect) {
    canvas.withState {
      canvas.clip(rect)
      Blanket.draw(canvas, in: rect)
    }
  }

  public static func drawPeople(_ canvas: Canvas, in rect: Rect) {
    SceneFrame.draw(canvas, in: rect, width: 760) {
      // Her shadow on the blanket: the light is above and a little to the left.
      canvas.withState {
        canvas.translate(22, 26)
        Shade.spot(canvas, Point(0, 720), 330, 330, Color(hex: 0x5A1A00, alpha: 0.35))
        Shade.spot(canvas, Point(0, 330), 230, 250, Color(hex: 0x5A1A00, alpha: 0.3))
      }
      // Hair spread out round her head on the blanket.
      Posed.head(canvas, center: Point(0, 330), size: 600, angle: 0.08) {
        fannedHair(canvas)
      }
      let bust = Bust(skin: style.skin, cloth: cardigan, neckline: .vee, neckBase: Point(0, 575), shoulder: 260, neck: 62, bottom: 1020)
      let body = bust.draw(canvas, chin: 490)
      knit(canvas, body: body)
      Posed.head(canvas, center: Point(0, 330), size: 600, angle: 0.08) {
        Posed.face(canvas, style, capShadow: nil) { _ in
          SceneHair.longFront(canvas, tone: hair, part: 1, lockLength: 640)
        }
      }
      greenBall(canvas)
    }
  }

  /// Long hair lying spread on the blanket: a wavy fan round the head,
  /// strands flowing outwards, darker where it lies in her shadow.
  static func fannedHair(_ c: Canvas) {
    var pts: [Point] = []
    let n = 26
    for i in 0..<n {
      let a = Double.pi * (0.62 + 1.76 * Double(i) / Double(n - 1))
      let rad = (i % 2 == 0 ? 400.0 : 350.0) + 30 * sin(Double(i) * 1.7)
      pts.append(Point(cos(a) * rad * 1.05, 450 + sin(a) * rad))
    }
    pts.append(Point(120, 700))
    pts.append(Point(-120, 700))
    let fan = Shape.smooth(pts, tension: 0.9)
    c.fill(fan, .radial(center: Point(-40, 380), radius: 460, stops: [
      GradientStop(0, hair.base), GradientStop(0.75, Color.lerp(hair.base, hair.dark, 0.4)), GradientStop(1, hair.dark),
    ]))
    var lines: [(from: Point, control: Point, to: Point)] = []
    for i in 0..<30 {
      let a = Double.pi * (0.6 + 1.8 * Double(i) / 29)
      let bend = (i % 3 == 0 ? 0.25 : -0.2)
      lines.append((
        Point(cos(a) * 180, 450 + sin(a) * 180), Point(cos(a + bend) * 300, 450 + sin(a + bend) * 300),
        Point(cos(a) * 440, 450 + sin(a) * 420)))
    }
    AvatarHair.strands(c, clip: fan, lines, light: hair.light.withAlpha(0.4), dark: hair.dark.withAlpha(0.45), width: 6)
    for a in [Double.pi * 1.15, Double.pi * 1.6, Double.pi * 1.95] {
      var wave = Path()
      wave.move(to: Point(cos(a) * 200, 450 + sin(a) * 200))
      wave.quadCurve(from: Point(cos(a) * 200, 450 + sin(a) * 200), to: Point(cos(a) * 390, 450 + sin(a) * 370), control: Point(cos(a + 0.2) * 300, 450 + sin(a + 0.2) * 300))
      AvatarHair.sheen(c, clip: fan, band: wave, color: hair.light.withAlpha(0.4), width: 40)
    }
    Shade.rim(c, fan, hair.dark.withAlpha(0.5), width: 20)
  }

  /// Cardigan details: the button band down the front and ribbed texture.
  static func knit(_ c: Canvas, body: Path) {
    c.withState {
      c.clip(body)
      // A white T-shirt under the open V.
      var tee = Path()
      tee.move(to: Point(-62, 600))
      tee.quadCurve(from: Point(-62, 600), to: Point(62, 600), control: Point(0, 680))
      c.stroke(tee, Color(hex: 0xF8F6F0), width: 16)
      for side in [-1.0, 1.0] {
        var band = Path()
        band.move(to: Point(side * 70, 590))
        band.line(to: Point(side * 8, 760))
        band.line(to: Point(side * 8, 1020))
        c.stroke(band, cardigan.dark.withAlpha(0.4), width: 30, cap: .butt)
        c.stroke(band, cardigan.light.withAlpha(0.5), width: 10, cap: .butt)
      }
      for y in stride(from: 790.0, through: 1000, by: 70) {
        let b = Point(-8, y)
        Shade.ball(c, Path.circle(center: b, radius: 13), Tone(0xFFFFFF, 0xEDE6D6, 0x9C9078), center: b, radius: 15)
      }
      // Vertical ribs of the knit.
      var x = -300.0
      while x < 300 {
        var rib = Path()
        rib.move(to: Point(x, 600))
        rib.line(to: Point(x * 1.04, 1020))
        c.stroke(rib, cardigan.dark.withAlpha(0.12), width: 4)
        x += 18
      }
    }
  }

  /// The green ball held on her chest, a hand on each side.
  static func greenBall(_ c: Canvas) {
    let center = Point(0, 820), r = 150.0
    Shade.spot(c, center + Point(26, 40), r * 1.1, r * 0.9, Color(hex: 0x4A2A00, alpha: 0.5))
    // Forearms from the elbows at her sides up to the hands on the ball.
    for side in [-1.0, 1.0] {
      Body.limb(c, from: Point(side * 300, 1010), to: Point(side * 176, 860), r0: 60, r1: 46, tone: cardigan, rimAlpha: 0.4)
    }
    let body = Path.circle(center: center, radius: r)
    Shade.ball(c, body, ball, center: center, radius: r * 1.05)
    c.withState {
      c.clip(body)
      // The seams of a playground ball, and its shine.
      for dx in [-0.5, 0.5] {
        var seam = Path()
        seam.move(to: center + Point(dx * r, -r))
        seam.quadCurve(from: center + Point(dx * r, -r), to: center + Point(dx * r, r), control: center + Point(dx * r * 2.2, 0))
        c.stroke(seam, ball.dark.withAlpha(0.5), width: 8)
      }
      Shade.spot(c, center + Point(-r * 0.35, -r * 0.4), r * 0.3, r * 0.22, Color(white: 1, alpha: 0.7))
    }
    for side in [-1.0, 1.0] {
      let h = center + Point(side * r * 0.95, 20)
      let hand = Shape.smooth([
        h + Point(-side * 40, -60), h + Point(side * 20, -70), h + Point(side * 44, -10), h + Point(side * 36, 60),
        h + Point(-side * 10, 70), h + Point(-side * 44, 20),
      ])
      Shade.ball(c, hand, style.skin, center: h + Point(-20, -30), radius: 100)
      Shade.rim(c, hand, style.skin.dark.withAlpha(0.4), width: 10)
      for k in 0..<3 {
        var gap = Path()
        let y = h.y - 30 + Double(k) * 26
        gap.move(to: Point(h.x - side * 40, y))
        gap.line(to: Point(h.x - side * 10, y + 4))
        c.stroke(gap, style.skin.dark.withAlpha(0.45), width: 4)
      }
      // Cuff of the sleeve at the wrist.
      Body.limb(c, from: h + Point(side * 50, 60), to: h + Point(side * 30, 40), r0: 50, r1: 48, tone: cardigan, rimAlpha: 0.3)
    }
  }
}
