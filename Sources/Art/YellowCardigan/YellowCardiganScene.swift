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
          // Lying down, her hair falls away from her face: only the crown
          // and fringe frame it, the rest lies spread behind her head.
          SceneHair.longFront(canvas, tone: hair, part: 1, lockLength: nil)
        }
      }
      greenBall(canvas)
    }
  }

  /// Long hair lying spread on the blanket: one soft mass fanned round the
  /// head, its edge waving gently, lit in broad sweeps that run round the
  /// head as the hair lies (not in spokes out from it, which read as the
  /// ribs of a pumpkin), darker close round the head, which lies on it.
  static func fannedHair(_ c: Canvas) {
    let center = Point(0, 440)
    func reach(_ a: Double) -> Double {
      // Two broad, uneven waves, and more hair flowing out to the upper right.
      470 + 22 * sin(a * 2.3 + 0.4) + 9 * sin(a * 4.1 + 1.7) + 46 * max(0, cos(a - Double.pi * 1.72))
    }
    func at(_ a: Double, _ r: Double) -> Point { center + Point(cos(a) * 1.05, sin(a)) * r }
    var pts: [Point] = []
    let n = 28
    for i in 0..<n {
      let a = Double.pi * (0.68 + 1.64 * Double(i) / Double(n - 1))
      pts.append(at(a, reach(a)))
    }
    // Under the neck and shoulders, which cover it.
    pts += [Point(300, 900), Point(0, 860), Point(-300, 900)]
    let fan = Shape.smooth(pts, tension: 1)
    c.fill(fan, .radial(center: Point(-40, 380), radius: 620, stops: [
      GradientStop(0, hair.base), GradientStop(0.6, hair.base), GradientStop(1, Color.lerp(hair.base, hair.dark, 0.7)),
    ]))
    // A sweep round the head from angle `a0` to `a1`, at `r` of the way
    // from the head to the edge, waving a little as the hair does.
    func sweep(_ a0: Double, _ a1: Double, at r: Double, wave: Double) -> Path {
      var p = Path()
      for k in 0...16 {
        let t = Double(k) / 16
        let a = a0 + (a1 - a0) * t
        let q = at(a, 250 + (reach(a) - 250) * (r + 0.05 * sin(Double.pi * 2 * t + wave)))
        if k == 0 { p.move(to: q) } else { p.line(to: q) }
      }
      return p
    }
    c.withState {
      c.clip(fan)
      // The sun from the upper left lights the hair's outer curve on that side.
      Shade.softLine(c, sweep(0.8 * Double.pi, 1.55 * Double.pi, at: 0.55, wave: 0.3), hair.light.withAlpha(0.32), width: 110, steps: 6)
      Shade.softLine(c, sweep(1.6 * Double.pi, 2.1 * Double.pi, at: 0.6, wave: 1.9), hair.light.withAlpha(0.18), width: 80, steps: 5)
      // Where one wave of hair lies over the next: a faint shade, only twice.
      Shade.softLine(c, sweep(0.9 * Double.pi, 1.3 * Double.pi, at: 0.85, wave: 2.4), hair.dark.withAlpha(0.16), width: 40, steps: 4)
      Shade.softLine(c, sweep(1.7 * Double.pi, 2.05 * Double.pi, at: 0.88, wave: 0.8), hair.dark.withAlpha(0.14), width: 36, steps: 4)
      // A fine grain of strands: many, faint and uneven, so no spokes show.
      var rng = SeededRandom(seed: 18)
      for i in 0..<36 {
        let a = Double.pi * (0.7 + 1.6 * (Double(i) + rng.next(0, 1)) / 36)
        let bend = rng.next(-0.06, 0.06)
        var strand = Path()
        let r0 = rng.next(250, 320), r1 = reach(a) * rng.next(0.8, 0.97)
        strand.move(to: at(a, r0))
        strand.quadCurve(from: at(a, r0), to: at(a + bend, r1), control: at(a - bend, (r0 + r1) / 2))
        c.stroke(strand, (i % 3 == 0 ? hair.dark : hair.light).withAlpha(rng.next(0.06, 0.12)), width: rng.next(3, 6))
      }
      // The head's shadow on the hair it lies on.
      Shade.spot(c, Point(10, 480), 330, 360, hair.dark.withAlpha(0.55))
    }
    Shade.rim(c, fan, hair.dark.withAlpha(0.4), width: 16)
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

  /// Which way the light falls in her turned frame: from the upper left of the picture.
  static let light = Point(-0.6 * cos(lean) + 0.8 * sin(lean), -0.6 * sin(lean) - 0.8 * cos(lean))

  /// Her arms in the cardigan's sleeves: upper arms down her sides, elbows
  /// out on the blanket, forearms coming back in to the ball.
  static var arms: [Arm] {
    [-1.0, 1.0].map { side in
      // The top of each sleeve inside the shoulder's line: no seam where it leaves the body.
      Arm(shoulder: Point(side * 222, 700), elbow: Point(side * 318, 952), wrist: Point(side * 192, 880),
          shoulderRadius: 56, elbowRadius: 46, forearmRadius: 50, wristRadius: 40)
    }
  }

  /// The green ball held up over her chest in both hands.
  static func greenBall(_ c: Canvas) {
    let center = Point(0, 820), r = 150.0
    let sleeves = arms
    for arm in sleeves { arm.castShadow(c, offset: light * -22, color: Color(hex: 0x5A2A00, alpha: 0.35)) }
    for arm in sleeves { arm.draw(c, tone: cardigan, light: light, gloss: 0.45) }
    Shade.spot(c, center - light * 36, r * 1.1, r * 0.95, Color(hex: 0x4A2A00, alpha: 0.5))
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
    for (arm, side) in zip(sleeves, [-1.0, 1.0]) {
      // The palm on the ball, the fingers curling over its front, the thumb along its top.
      let u = Arm.unit(center + Point(side * 10, -40) - arm.wrist)
      Hand.back(c, wrist: arm.wrist, toward: u, thumb: Point(-u.y, u.x).y > 0 ? Point(u.y, -u.x) : Point(-u.y, u.x), skin: style.skin, size: 1.15)
      cuff(c, arm: arm)
    }
  }

  /// The sleeve's ribbed cuff round the wrist, over the hand's base.
  static func cuff(_ c: Canvas, arm: Arm) {
    let d = Arm.unit(arm.wrist - arm.elbow)
    let band = Body.limb(c, from: arm.wrist - d * 40, to: arm.wrist + d * 4, r0: 44, r1: 42, tone: cardigan, rimAlpha: 0.35)
    let n = Point(-d.y, d.x)
    c.withState {
      c.clip(band)
      for k in -4...4 {
        var rib = Path()
        let o = n * (Double(k) * 11)
        rib.move(to: arm.wrist - d * 60 + o)
        rib.line(to: arm.wrist + d * 60 + o)
        c.stroke(rib, cardigan.dark.withAlpha(0.3), width: 3)
      }
    }
  }
}
