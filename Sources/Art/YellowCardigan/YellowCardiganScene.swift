public import Basics
public import Canvas
import Glibc

/// A girl in a yellow cardigan lying on an orange blanket holding a green ball
/// (docs/screens.md §1 row 2, second face), seen from above: she lies on her
/// back, her body running out of the picture at the lower right, her brown hair
/// spread in soft waves on the knitted blanket round her head, the ball held up
/// over her chest in both hands, her shadow close round her on the wool.
public enum YellowCardiganScene: LayeredScene {
  static let style = AvatarStyle(
    skin: Tone(0xFCE0CA, 0xF0BE9C, 0xBE8664), iris: Tone(0xB88A5A, 0x6A4424, 0x2E1A0C),
    brow: Color(hex: 0x6A4226), lashes: true, lip: Color(hex: 0xE27684),
    blush: Color(hex: 0xF77A80, alpha: 0.4), headWidth: 0.96, eyeSize: 1.06, mouthWidth: 0.92)
  static let hair = Tone(0xC08A58, 0x7E4E2A, 0x3A200E)
  static let cardigan = Tone(0xFFE680, 0xF5C42C, 0xB88410)
  static let ball = Tone(0xB8F080, 0x4CB84A, 0x1C6A24)
  /// How far she is turned from upright (radians, anticlockwise): lying
  /// across the blanket, not standing in the frame.
  static let lean = 0.42
  /// Where the garment runs to: past the frame's edge even turned.
  static let hem = 1500.0

  public static func drawBackground(_ canvas: Canvas, in rect: Rect) {
    canvas.withState {
      canvas.clip(rect)
      Blanket.draw(canvas, in: rect)
    }
  }

  public static func drawPeople(_ canvas: Canvas, in rect: Rect) {
    // Room for the numerals either side: on squarer frames (the gallery's
    // tiles) she is drawn smaller, as the numerals are narrower there.
    SceneFrame.draw(canvas, in: rect, width: 1300) {
      canvas.translate(0, 640)
      canvas.rotate(-lean)
      canvas.scaleBy(0.86, 0.86)
      canvas.translate(70, -600)
      // Her shadow on the blanket, close round her: she lies on it. The
      // light comes from the upper left of the picture, whichever way she lies.
      canvas.withState {
        canvas.translate(6, 22)
        Shade.spot(canvas, Point(0, 900), 330, 420, Color(hex: 0x5A1A00, alpha: 0.35))
        Shade.spot(canvas, Point(0, 360), 420, 400, Color(hex: 0x5A1A00, alpha: 0.25))
      }
      // Hair spread out round her head on the blanket.
      Posed.head(canvas, center: Point(0, 330), size: 600, angle: 0.08) {
        fannedHair(canvas)
      }
      let bust = Bust(skin: style.skin, cloth: cardigan, neckline: .vee, neckBase: Point(0, 575), shoulder: 260, neck: 70, bottom: hem)
      bust.draw(canvas, chin: 490) { _ in knit(canvas) }
      tee(canvas)
      Posed.head(canvas, center: Point(0, 330), size: 600, angle: 0.08) {
        Posed.face(canvas, style, capShadow: nil) { _ in
          // Lying down, her hair falls away from her face: only the fringe
          // and short locks at the temples frame it.
          SceneHair.longFront(canvas, tone: hair, part: 1, lockLength: 560)
        }
      }
      greenBall(canvas)
    }
  }

  /// Long hair lying spread on the blanket: soft waves fanned round the
  /// head, strands flowing outwards, darker where it lies in her shadow.
  static func fannedHair(_ c: Canvas) {
    var pts: [Point] = []
    let n = 40
    for i in 0..<n {
      let a = Double.pi * (0.66 + 1.68 * Double(i) / Double(n - 1))
      // Broad, rounded waves: a few lobes, never points.
      let rad = 490 + 30 * sin(a * 4 + 0.6) + 14 * sin(a * 7)
      pts.append(Point(cos(a) * rad * 1.05, 450 + sin(a) * rad))
    }
    pts.append(Point(200, 760))
    pts.append(Point(-200, 760))
    let fan = Shape.smooth(pts, tension: 1)
    c.fill(fan, .radial(center: Point(-40, 400), radius: 600, stops: [
      GradientStop(0, hair.base), GradientStop(0.75, Color.lerp(hair.base, hair.dark, 0.4)), GradientStop(1, hair.dark),
    ]))
    var lines: [(from: Point, control: Point, to: Point)] = []
    for i in 0..<44 {
      let a = Double.pi * (0.64 + 1.72 * Double(i) / 43)
      let bend = 0.3 * sin(Double(i) * 1.3)
      lines.append((
        Point(cos(a) * 200, 450 + sin(a) * 200), Point(cos(a + bend) * 390, 450 + sin(a + bend) * 380),
        Point(cos(a - bend * 0.4) * 530, 450 + sin(a - bend * 0.4) * 500)))
    }
    AvatarHair.strands(c, clip: fan, lines, light: hair.light.withAlpha(0.35), dark: hair.dark.withAlpha(0.35), width: 5)
    for a in [Double.pi * 1.15, Double.pi * 1.5, Double.pi * 1.85] {
      var wave = Path()
      wave.move(to: Point(cos(a) * 220, 450 + sin(a) * 220))
      wave.quadCurve(from: Point(cos(a) * 220, 450 + sin(a) * 220), to: Point(cos(a) * 500, 450 + sin(a) * 480), control: Point(cos(a + 0.15) * 360, 450 + sin(a + 0.15) * 350))
      AvatarHair.sheen(c, clip: fan, band: wave, color: hair.light.withAlpha(0.35), width: 50)
    }
    Shade.rim(c, fan, hair.dark.withAlpha(0.5), width: 16)
  }

  /// The white T-shirt under the open V.
  static func tee(_ c: Canvas) {
    var tee = Path()
    tee.move(to: Point(-62, 600))
    tee.quadCurve(from: Point(-62, 600), to: Point(62, 600), control: Point(0, 680))
    c.stroke(tee, Color(hex: 0xF8F6F0), width: 16)
  }

  /// Cardigan details, in the garment under its neckline: the button band
  /// down the front below the V and the ribbed texture.
  static func knit(_ c: Canvas) {
    for side in [-1.0, 1.0] {
      var band = Path()
      band.move(to: Point(side * 8, 740))
      band.line(to: Point(side * 8, hem))
      c.stroke(band, Color.lerp(cardigan.base, cardigan.dark, 0.4), width: 30, cap: .butt)
      c.stroke(band, Color.lerp(cardigan.base, cardigan.light, 0.5), width: 10, cap: .butt)
    }
    for y in stride(from: 790.0, through: hem, by: 70) {
      let b = Point(-8, y)
      Shade.ball(c, Path.circle(center: b, radius: 13), Tone(0xFFFFFF, 0xEDE6D6, 0x9C9078), center: b, radius: 15)
    }
    // Vertical ribs of the knit.
    var x = -300.0
    while x < 300 {
      var rib = Path()
      rib.move(to: Point(x, 600))
      rib.line(to: Point(x * 1.04, hem))
      c.stroke(rib, cardigan.dark.withAlpha(0.12), width: 4)
      x += 18
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
