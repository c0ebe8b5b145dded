public import Basics
public import Canvas

/// Three friends laughing at golden hour (docs/screens.md §1 row 3, fourth face): heads
/// thrown back, eyes shut with laughter, leaning together, the man in the
/// middle with an arm round each woman's shoulders; lit from behind by the
/// low sun, so their hair, shoulders and the tops of their sleeves glow at
/// the edges; the meadow behind them out of focus, a warm haze and flare over all.
public enum GoldenHourScene: LayeredScene {
  static let amber = Color(hex: 0xFFC868)
  static let people: [(style: AvatarStyle, x: Double, y: Double, size: Double, angle: Double)] = [
    (AvatarStyle(
      skin: Tone(0xFCDCC4, 0xEDB894, 0xB07A58), iris: Tone(0x9CC8A0, 0x4E8A5A, 0x1E3A24),
      brow: Color(hex: 0x8A3A1A), lashes: true, lip: Color(hex: 0xE06A78), freckles: true, headWidth: 0.97, laughing: true),
     -300, 440, 500, 0.26),
    (AvatarStyle(
      skin: Tone(0xC8946C, 0x9A6640, 0x5A3820), iris: Tone(0x8A6048, 0x4A2E1E, 0x1E120A),
      brow: Color(hex: 0x1A100A), browWeight: 1.2, lip: Color(hex: 0xA85A50), headWidth: 1.04, jaw: 0.8, laughing: true),
     0, 360, 540, -0.16),
    (AvatarStyle(
      skin: Tone(0xFCE4CE, 0xF0C6A4, 0xC2906A), iris: Tone(0x8A6048, 0x4A2E1E, 0x1E120A),
      brow: Color(hex: 0x1E1A1C), browWeight: 0.85, lashes: true, lip: Color(hex: 0xE0707E), headWidth: 0.97, laughing: true),
     300, 450, 500, -0.28),
  ]
  /// Opaque cloth: a cream shirt, a blue sweater, a mustard top, their
  /// fronts in the shade of the sun behind them.
  static let clothes = [Tone(0xFFF2DE, 0xE6D6BE, 0x9A8468), Tone(0x86A8D8, 0x4A74B0, 0x223C6A), Tone(0xFFD070, 0xD89A28, 0x8A5A10)]
  /// Where the sun sits in the people's frame: behind them, a little right of the man.
  static let sunX = 140.0
  /// The man's arms round the women's shoulders: from his shoulders across
  /// the tops of their backs, behind their necks, the hands resting on
  /// their far shoulders.
  static let arms = [-1.0, 1.0].map { side in
    Arm(shoulder: Point(side * 196, 630), elbow: Point(side * 372, 622), wrist: Point(side * 490, 700),
        shoulderRadius: 50, elbowRadius: 40, forearmRadius: 42, wristRadius: 32)
  }

  public static func drawBackground(_ canvas: Canvas, in rect: Rect) {
    canvas.withState {
      canvas.clip(rect)
      SoftFocus.draw(canvas, in: rect, blur: 0.016) { c, r in GoldenField.draw(c, in: r) }
    }
  }

  public static func drawPeople(_ canvas: Canvas, in rect: Rect) {
    SceneFrame.draw(canvas, in: rect, width: 980, anchor: 0.56) {
      let c = canvas
      let auburn = Tone(0xE89060, 0xA8502A, 0x5A2410)
      // Long hair behind the two women first.
      laughingHead(c, 0) { SceneHair.longBack(c, tone: auburn, length: 900) }
      laughingHead(c, 2) { AvatarMei.backHair(c) }
      // His arms lie over their backs: their bodies hide them below the
      // shoulders' line, their necks and hair behind the head.
      for arm in arms { sleeve(c, arm) }
      for i in [0, 2] {
        bust(c, i)
        laughingHead(c, i) {
          Posed.face(c, people[i].style, capShadow: nil) { _ in
            if i == 0 { SceneHair.longFront(c, tone: auburn, part: -1, lockLength: 760) } else { AvatarMei.frontHair(c) }
          }
        }
      }
      // His hands over their far shoulders' edge, fingers down the front,
      // thumbs towards their necks.
      for (arm, side) in zip(arms, [-1.0, 1.0]) {
        let u = Arm.unit(Point(-side * 0.2, 1))
        Shade.spot(c, arm.wrist + u * 70 + Point(side * 8, 14), 60, 44, Color(hex: 0x3A1A08, alpha: 0.3))
        Hand.back(c, wrist: arm.wrist - u * 26, toward: u, thumb: Point(-side * u.y, side * u.x), skin: people[1].style.skin, size: 0.86)
      }
      // The man in front: his raised upper arms leave from behind his shoulders.
      bust(c, 1)
      laughingHead(c, 1) {
        Posed.face(c, people[1].style, capShadow: nil) { _ in SceneHair.crop(c, tone: Tone(0x4A3424, 0x1E140C, 0x080402), seed: 5) }
      }
    }
  }

  /// Person `i`'s head, thrown back with laughter: turned by its angle and
  /// foreshortened a little from below as it tips back.
  static func laughingHead(_ c: Canvas, _ i: Int, _ body: () -> Void) {
    let p = people[i]
    // A little lower than upright: tipped back, the head sinks into the shoulders.
    Posed.head(c, center: Point(p.x, p.y + 12), size: p.size, angle: p.angle) {
      c.translate(0, AvatarHead.center.y)
      c.scaleBy(1, 0.94)
      c.translate(0, -AvatarHead.center.y)
      body()
    }
  }

  /// Person `i` from the chin down, in opaque cloth; returns the garment's outline.
  @discardableResult
  static func bust(_ c: Canvas, _ i: Int) -> Path {
    let p = people[i]
    let cloth = clothes[i]
    let bust = Bust(skin: p.style.skin, cloth: cloth, neckline: i == 1 ? .vee : .scoop,
                    neckBase: Point(p.x * 1.05, p.y + 200), shoulder: i == 1 ? 230 : 200, neck: i == 1 ? 74 : 66)
    // Short, full necks: the heads sit on the shoulders.
    return bust.draw(c, chin: p.y + 140) { body in
      Self.cloth(c, body, bust: bust)
    }
  }

  /// The garment painted over as opaque cloth lit from behind: an even tone
  /// darkening downwards, a soft fold down each side with its edge towards
  /// the sun lit, and the sun's glow along the tops of the shoulders.
  static func cloth(_ c: Canvas, _ body: Path, bust: Bust) {
    let b = bust.neckBase, s = bust.shoulder, tone = bust.cloth
    c.fill(body, .linear(from: Point(0, b.y), to: Point(0, bust.bottom), stops: [
      GradientStop(0, tone.base), GradientStop(0.5, Color.lerp(tone.base, tone.dark, 0.3)), GradientStop(1, Color.lerp(tone.base, tone.dark, 0.45)),
    ]))
    let toSun: Double = sunX > b.x ? 1 : -1
    // Soft folds where the cloth drapes from under the arms in towards the
    // waist: a broad shade, its edge towards the sun catching the light.
    for side in [-1.0, 1.0] {
      let top = Point(b.x + side * s * 0.8, b.y + s * 0.55)
      let end = Point(b.x + side * s * 0.35, bust.bottom)
      var fold = Path()
      fold.move(to: top)
      fold.quadCurve(from: top, to: end, control: Point(b.x + side * s * 0.75, b.y + s * 1.4))
      Shade.softLine(c, fold, tone.dark.withAlpha(0.3), width: s * 0.3, steps: 5)
      c.withState {
        c.translate(toSun * s * 0.1, 0)
        Shade.softLine(c, fold, tone.light.withAlpha(0.18), width: s * 0.14, steps: 4)
      }
    }
    // The low sun behind catches the tops of the shoulders: the cloth's
    // own colour, warmed and lightened (amber over blue would grey it).
    c.withState {
      c.clip(Rect(x: b.x - s * 2, y: b.y - s, width: s * 4, height: s * 1.45))
      Shade.directionalRim(c, body, Color.lerp(tone.light, amber, 0.5).withAlpha(0.75), offset: Point(0, s * 0.045))
    }
  }

  /// The sleeved arm, lit along its top by the sun behind.
  static func sleeve(_ c: Canvas, _ arm: Arm) {
    let body = arm.draw(c, tone: clothes[1], light: Point(0, -1), gloss: 0.4)
    Shade.directionalRim(c, body, amber.withAlpha(0.7), offset: Point(0, 8))
  }

  /// The haze of the low sun over everything, and a faint flare across the frame.
  public static func drawForeground(_ canvas: Canvas, in rect: Rect) {
    let h = rect.height
    let s = Point(rect.minX + rect.width * GoldenField.sun.x, rect.minY + h * GoldenField.sun.y)
    canvas.withState {
      canvas.clip(rect)
      canvas.fill(rect, .radial(center: s, radius: h * 0.7, stops: [
        GradientStop(0, Color(hex: 0xFFF4D0, alpha: 0.35)), GradientStop(1, Color(hex: 0xFFB050, alpha: 0)),
      ]))
      for (t, r, a) in [(0.6, 0.05, 0.18), (1.1, 0.09, 0.12), (1.5, 0.03, 0.2)] {
        let p = Point(s.x + (rect.midX - s.x) * t * 2, s.y + (rect.midY - s.y) * t * 2)
        Shade.spot(canvas, p, h * r, h * r, Color(hex: 0xFFE8B0, alpha: a))
      }
    }
  }
}
