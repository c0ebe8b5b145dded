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

  /// Long hair lying spread on the blanket as it fell when she lay down: one
  /// soft mass round her head, reaching furthest above it and out to the
  /// side away from her body, swept one way as hair settles, its edge in
  /// uneven waves, each wave a lock: lit along its crest from the scene's
  /// light, a shaded groove where it meets the next, fine strands following
  /// the sweep (not spokes out from the head), and the head's shadow where it lies.
  static func fannedHair(_ c: Canvas) {
    let center = Point(0, 450)
    // Towards the light in the head's frame (turned by the head's own angle as well).
    let lit = Arm.unit(Point(light.x * cos(0.08) + light.y * sin(0.08), light.y * cos(0.08) - light.x * sin(0.08)))
    func at(_ a: Double, _ r: Double) -> Point { center + Point(cos(a), sin(a)) * r }
    let first = Double.pi * 0.64, last = Double.pi * 2.36
    // The locks: where each lies (angle) and how far past the rest it reaches;
    // between two of them the edge dips in.
    let locks: [(angle: Double, extra: Double)] = [
      (0.74, 90), (0.95, 140), (1.17, 100), (1.38, 170), (1.6, 130), (1.8, 180), (2.02, 110), (2.22, 150),
    ].map { (Double.pi * $0.0, $0.1) }
    let span = Double.pi * 0.22
    // How far the mass reaches at angle `a`.
    func reach(_ a: Double) -> Double {
      let up = exp(-pow((a - Double.pi * 1.62) / 0.7, 2))
      var r = 350 + 150 * up
      for lock in locks {
        // A wave that rises slowly and falls off quickly: swept, not a petal.
        let x = (a - lock.angle) / (span * 0.62)
        if abs(x) < 1 { r += lock.extra * pow(1 - x * x, 1.4) * (1 + 0.35 * x) / 1.1 }
      }
      return r
    }
    // Where a strand leaving the head at `a` lies `r` out: swept clockwise as it goes.
    let sweep = 0.4
    func flow(_ a: Double, _ r: Double) -> Point { at(a + sweep * pow(max(0, r - 240) / 300, 1.6), r) }
    var rim: [Point] = []
    let n = 72
    for i in 0..<n {
      let a = first + (last - first) * Double(i) / Double(n - 1)
      rim.append(at(a, reach(a)))
    }
    // Under the neck and shoulders, which cover it.
    rim += [Point(260, 900), Point(0, 880), Point(-260, 900)]
    let mass = Shape.smooth(rim, tension: 1)
    c.fill(mass, .radial(center: center - lit * 60, radius: 620, stops: [
      GradientStop(0, hair.base), GradientStop(0.6, hair.base), GradientStop(1, Color.lerp(hair.base, hair.dark, 0.5)),
    ]))
    c.withState {
      c.clip(mass)
      // The side towards the light lit, the far side in shade.
      Shade.spot(c, center + lit * 330, 360, 300, hair.light.withAlpha(0.3))
      Shade.spot(c, center - lit * 360, 380, 320, hair.dark.withAlpha(0.35))
      // A path along the sweep from `r0` to `r1`, leaving the head at `a`.
      func along(_ a: Double, _ r0: Double, _ r1: Double) -> Path {
        var p = Path()
        p.move(to: flow(a, r0))
        var r = r0
        while r < r1 {
          r = min(r1, r + 20)
          p.line(to: flow(a, r))
        }
        return p
      }
      for (k, lock) in locks.enumerated() {
        // Where a lock's strands leave the head, to end at its crest.
        let a = lock.angle - sweep * 0.55
        let facing = max(0, cos(lock.angle) * lit.x + sin(lock.angle) * lit.y)
        Shade.softLine(c, along(a, 250, reach(lock.angle) - 30), hair.light.withAlpha(0.3 + 0.3 * facing), width: 90, steps: 5)
        // The groove before the next lock.
        if k + 1 < locks.count {
          let g = (lock.angle + locks[k + 1].angle) / 2 + span * 0.08
          Shade.softLine(c, along(g - sweep * 0.6, 290, reach(g) + 30), hair.dark.withAlpha(0.5), width: 40, steps: 4)
        }
      }
      // Fine strands along the sweep, uneven in tone, width and length.
      var rng = SeededRandom(seed: 18)
      for i in 0..<64 {
        let a0 = first - 0.2 + (last - first + 0.2) * (Double(i) + rng.next(0, 1)) / 64
        let r1 = reach(a0 + sweep * 0.5) * rng.next(0.82, 1.0)
        let lightStrand = rng.next() < 0.55
        c.stroke(along(a0, rng.next(230, 300), r1), (lightStrand ? hair.light : hair.dark).withAlpha(rng.next(0.08, 0.18)), width: rng.next(3, 6))
      }
      // The head's shadow on the hair it lies on, soft and close.
      Shade.spot(c, center + Point(0, 40), 300, 310, hair.dark.withAlpha(0.55))
    }
    Shade.rim(c, mass, hair.dark.withAlpha(0.35), width: 14)
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
    // Each sleeve's shadow on the blanket and the cardigan, close under it
    // and away from the light (a wider copy round it read as a see-through halo).
    for arm in sleeves { c.fill(arm.outline(scale: 0.92, shift: light * -18), Color(hex: 0x5A2A00, alpha: 0.3)) }
    for arm in sleeves { arm.draw(c, tone: cardigan, light: light, gloss: 0.45, crease: false) }
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
    let band = Body.limb(c, from: arm.wrist - d * 40, to: arm.wrist + d * 4, r0: 44, r1: 42, tone: cardigan, rimAlpha: 0.3, sunAlpha: 0)
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
