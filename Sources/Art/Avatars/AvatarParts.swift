import Basics
import Canvas
import Glibc

/// What differs from one face to the next. Everything else (proportions, the
/// way light falls) is shared so the six read as one family of Memoji.
struct AvatarStyle {
  var skin: Tone
  /// Light, base and rim of the iris.
  var iris: Tone
  var brow: Color
  var browWeight: Double = 1
  /// Darker, flicked upper lids for the women.
  var lashes: Bool = false
  var lip: Color
  var blush = Color(hex: 0xF47A78, alpha: 0.3)
  var smileLines = false
  var freckles = false
  /// Horizontal scale of the skull (1 = the adult woman's head).
  var headWidth: Double = 1
  /// 0 = soft oval chin, 1 = square jaw.
  var jaw: Double = 0
  var eyeSize: Double = 1
  var mouthWidth: Double = 1
  var ears = true
  /// Laughing out loud: eyes squeezed shut, brows up, the mouth open wide.
  var laughing = false
}

/// The shared head, neck and shoulders, and the face on it, in the avatar's
/// 1000-unit frame. Light comes from the front and a little above-left, as in
/// Apple's Memoji: the middle of the face is brightest, the edges turn away.
enum AvatarHead {
  static let center = Point(0, 450)
  static let eyeY = 462.0
  static let eyeX = 90.0
  static let browY = 392.0
  static let noseTip = Point(0, 562)
  static let mouthY = 618.0
  static let earY = 478.0

  /// The skull and face outline.
  static func outline(_ s: AvatarStyle) -> Path {
    let w = s.headWidth
    let j = s.jaw
    let half: [Point] = [
      Point(0, 188), Point(-118, 203), Point(-192, 262), Point(-219, 350), Point(-221, 452),
      Point(-210 - 6 * j, 542), Point(-182 - 12 * j, 624 + 6 * j), Point(-132 - 14 * j, 690 + 6 * j),
      Point(-66 - 10 * j, 728 + 2 * j), Point(0, 738),
    ]
    return Shape.smooth(Shape.mirrored(half.map { Point($0.x * w, $0.y) }))
  }

  static func earCenter(_ s: AvatarStyle, side: Double) -> Point { Point(side * 214 * s.headWidth, earY) }

  // MARK: neck and shoulders

  enum Neckline { case crew, vee, collar, none }

  /// The neck, then the top of the torso in `shirt`; returns the torso outline.
  @discardableResult
  static func body(_ c: Canvas, _ s: AvatarStyle, shirt: Tone, neckline: Neckline = .crew) -> Path {
    let skin = s.skin
    let neck = Shape.smooth(
      Shape.mirrored([
        Point(0, 620), Point(-80, 618), Point(-82, 700), Point(-90, 780), Point(-104, 850), Point(-96, 950), Point(0, 960),
      ]), tension: 0.7)
    Shade.fill(c, neck, skin, from: Point(-80, 700), to: Point(90, 860))
    c.withState {
      c.clip(neck)
      // The chin's shadow falls on the neck.
      Shade.spot(c, Point(0, 706), 120, 64, skin.dark.withAlpha(0.85))
      Shade.spot(c, Point(0, 800), 50, 30, skin.light.withAlpha(0.25))
    }
    Shade.rim(c, neck, skin.dark.withAlpha(0.35), width: 18)

    let dip: Double = neckline == .vee ? 905 : neckline == .collar ? 850 : 842
    let torso = Shape.smooth(
      Shape.mirrored([
        Point(0, dip), Point(-58, dip - 20), Point(-92, 800), Point(-150, 806), Point(-232, 828),
        Point(-300, 866), Point(-338, 924), Point(-352, 1000), Point(-352, 1040), Point(0, 1040),
      ]), tension: 0.85)
    // Shadow of the head and neck on the chest.
    Shade.fill(c, torso, shirt, from: Point(-260, 860), to: Point(300, 1040))
    c.withState {
      c.clip(torso)
      Shade.spot(c, Point(0, dip), 150, 60, shirt.dark.withAlpha(0.55))
      Shade.spot(c, Point(-220, 870), 90, 50, shirt.light.withAlpha(0.45))
    }
    Shade.rim(c, torso, shirt.dark.withAlpha(0.4), width: 22)
    var edge = Path()
    edge.move(to: Point(-92, 802))
    edge.curve(to: Point(92, 802), control1: Point(-70, dip + 8), control2: Point(70, dip + 8))
    switch neckline {
    case .crew, .vee:
      c.stroke(edge, shirt.dark.withAlpha(0.7), width: 14)
      c.stroke(edge, shirt.light.withAlpha(0.6), width: 5)
    case .collar:
      for side in [-1.0, 1.0] {
        let flap = Shape.smooth([
          Point(side * 96, 786), Point(side * 128, 814), Point(side * 110, 874), Point(side * 30, 868),
          Point(side * 60, 828),
        ], tension: 0.6)
        Shade.fill(c, flap, shirt, from: Point(side * 60, 798), to: Point(side * 120, 878))
        Shade.rim(c, flap, shirt.dark.withAlpha(0.5), width: 8)
        Shade.softLine(c, Shape.smooth([Point(side * 30, 872), Point(side * 112, 878)], closed: false),
          shirt.dark.withAlpha(0.5), width: 14, steps: 3)
      }
    case .none: break
    }
    return torso
  }

  // MARK: head

  /// Ears, then the shaded skull. Returns the face outline so hair can cast shadows onto it.
  @discardableResult
  static func head(_ c: Canvas, _ s: AvatarStyle) -> Path {
    let skin = s.skin
    if s.ears {
      for side in [-1.0, 1.0] { ear(c, s, side: side) }
    }
    let head = outline(s)
    c.fill(
      head,
      .radial(
        center: Point(-12, 440), radius: 300 * s.headWidth,
        stops: [
          GradientStop(0, skin.light), GradientStop(0.55, Color.lerp(skin.light, skin.base, 0.6)),
          GradientStop(0.85, skin.base), GradientStop(1, Color.lerp(skin.base, skin.dark, 0.6)),
        ],
        focus: Point(-30, 400), focusRadius: 20))
    c.withState {
      c.clip(head)
      // Warm light scattered in the skin at the turning edges, then the jaw turning away.
      Shade.rim(c, head, Color.lerp(skin.dark, Color(hex: 0xD05040), 0.35).withAlpha(0.35), width: 34)
      Shade.spot(c, Point(0, 760), 230, 110, skin.dark.withAlpha(0.35))
      // Temples and the sides of the forehead.
      for side in [-1.0, 1.0] {
        Shade.spot(c, Point(side * 205, 410), 60, 120, skin.dark.withAlpha(0.3))
        // Cheekbones catch the light.
        Shade.spot(c, Point(side * 118 - 10, 520), 70, 42, skin.light.withAlpha(0.55))
        // Eye sockets, a little deeper than the brow and cheek around them.
        Shade.spot(c, Point(side * eyeX, eyeY - 12), 80, 52, skin.dark.withAlpha(0.22))
      }
      // Forehead and chin highlights: the round volumes facing the light.
      Shade.spot(c, Point(-24, 300), 120, 70, Color(white: 1, alpha: 0.28))
      Shade.spot(c, Point(-6, 700), 46, 22, Color(white: 1, alpha: 0.22))
    }
    return head
  }

  static func ear(_ c: Canvas, _ s: AvatarStyle, side: Double) {
    let p = earCenter(s, side: side)
    let ear = Shape.smooth([
      p + Point(-side * 18, -50), p + Point(side * 20, -58), p + Point(side * 38, -20), p + Point(side * 30, 30),
      p + Point(side * 8, 60), p + Point(-side * 18, 48),
    ])
    Shade.fill(c, ear, s.skin, from: p + Point(0, -50), to: p + Point(side * 40, 60))
    Shade.rim(c, ear, Color.lerp(s.skin.dark, Color(hex: 0xC04030), 0.3).withAlpha(0.45), width: 14)
    var fold = Path()
    fold.move(to: p + Point(side * 4, -34))
    fold.curve(to: p + Point(side * 2, 36), control1: p + Point(side * 30, -36), control2: p + Point(side * 28, 24))
    Shade.softLine(c, fold, s.skin.dark.withAlpha(0.55), width: 14, steps: 3)
    Shade.spot(c, p + Point(side * 4, 4), 10, 22, s.skin.dark.withAlpha(0.5))
  }

  /// The soft shadow `shape` (hair, a hijab, glasses) casts on `target`, as if lit from the front and above.
  static func castShadow(_ c: Canvas, _ shape: Path, onto target: Path, offset: Point, spread: Double, _ color: Color, steps: Int = 6) {
    c.withState {
      c.clip(target)
      c.translate(offset.x, offset.y)
      c.fill(shape, color.withAlpha(color.alpha * 0.5))
      for i in 0..<steps {
        let w = spread * 2 * Double(steps - i) / Double(steps)
        c.stroke(shape, color.withAlpha(color.alpha / Double(steps)), width: w)
      }
    }
  }

  // MARK: the face

  /// Blush, eyes, brows, nose, mouth and the details the style asks for.
  static func face(_ c: Canvas, _ s: AvatarStyle, head: Path) {
    let skin = s.skin
    c.withState {
      c.clip(head)
      for side in [-1.0, 1.0] {
        Shade.spot(c, Point(side * 138, 584), 60, 38, s.blush)
      }
      if s.freckles { freckles(c, s) }
      if s.smileLines { ageLines(c, s) }
      // Folds from the nose to the corners of the smile.
      for side in [-1.0, 1.0] {
        var fold = Path()
        fold.move(to: Point(side * 52, 560))
        fold.curve(
          to: Point(side * 88 * s.mouthWidth, 640), control1: Point(side * 78, 574), control2: Point(side * 92 * s.mouthWidth, 606))
        Shade.softLine(c, fold, skin.dark.withAlpha(s.smileLines ? 0.4 : 0.22), width: 16, steps: 4)
      }
    }
    for side in [-1.0, 1.0] {
      if s.laughing {
        laughingEye(c, s, at: Point(side * eyeX, eyeY), side: side)
        c.withState {
          c.translate(0, -14)
          brow(c, s, side: side)
        }
      } else {
        eye(c, s, at: Point(side * eyeX, eyeY), side: side)
        brow(c, s, side: side)
      }
    }
    nose(c, s)
    mouth(c, s)
  }

  /// A Memoji eye: a big rounded white, a large iris brighter at the bottom, a
  /// dark pupil, two catch-lights, the lid's shadow on the eyeball and a dark lash line.
  static func eye(_ c: Canvas, _ s: AvatarStyle, at p: Point, side: Double) {
    let w = 100 * s.eyeSize, h = 80 * s.eyeSize
    // Inner corner, round top, outer corner, flatter bottom.
    let pts: [Point] = [
      Point(-0.5, 0.14), Point(-0.32, -0.32), Point(0.02, -0.5), Point(0.34, -0.36), Point(0.5, -0.02),
      Point(0.3, 0.36), Point(-0.05, 0.44), Point(-0.36, 0.34),
    ].map { Point(p.x + side * $0.x * w, p.y + $0.y * h) }
    let white = Shape.smooth(pts, tension: 1)
    c.fill(
      white,
      .radial(
        center: p + Point(0, h * 0.1), radius: w * 0.6,
        stops: [GradientStop(0, Color(hex: 0xFFFFFF)), GradientStop(0.7, Color(hex: 0xF3EEEB)), GradientStop(1, Color(hex: 0xD9CCC6))]))
    let ir = h * 0.46
    let ic = p + Point(side * -2, h * 0.05)
    c.withState {
      c.clip(white)
      let iris = Path.circle(center: ic, radius: ir)
      c.fill(
        iris,
        .radial(
          center: ic, radius: ir,
          stops: [
            GradientStop(0, s.iris.light), GradientStop(0.55, s.iris.base), GradientStop(0.88, s.iris.dark),
            GradientStop(1, Color(hex: 0x120C0A)),
          ], focus: ic + Point(0, ir * 0.35), focusRadius: ir * 0.1))
      // Light passes through the lens and lights the lower iris.
      Shade.spot(c, ic + Point(0, ir * 0.5), ir * 0.65, ir * 0.38, s.iris.light.withAlpha(0.65))
      c.fill(Path.circle(center: ic, radius: ir * 0.46), Color(hex: 0x0B0706))
      // Shadow of the upper lid on the eyeball.
      Shade.spot(c, p + Point(0, -h * 0.56), w * 0.75, h * 0.45, Color(hex: 0x5A3020, alpha: 0.5))
      c.fill(Path.circle(center: ic + Point(-ir * 0.36, -ir * 0.4), radius: ir * 0.3), Color(white: 1, alpha: 0.96))
      c.fill(Path.circle(center: ic + Point(ir * 0.42, ir * 0.34), radius: ir * 0.12), Color(white: 1, alpha: 0.8))
    }
    // The lash line along the top, heavier towards the outer corner.
    let lid = Shape.smooth([pts[0], pts[1], pts[2], pts[3], pts[4]], closed: false)
    let lashColor = s.lashes ? Color(hex: 0x1A0F0C) : Color(hex: 0x3A2218)
    c.stroke(lid, lashColor, width: s.lashes ? 8 : 6)
    if s.lashes {
      // A soft flick at the outer corner and two short lashes: Memoji lashes are a hint, not a fringe.
      var flick = Path()
      flick.move(to: pts[3])
      flick.quadCurve(from: pts[3], to: pts[4] + Point(side * 16, -12), control: pts[4] + Point(side * 2, -4))
      c.stroke(flick, lashColor, width: 7)
      for (i, t) in [0.35, 0.85].enumerated() {
        let base = avatarMix(pts[2], pts[3], t) + Point(0, 2)
        var lash = Path()
        lash.move(to: base)
        lash.quadCurve(from: base, to: base + Point(side * (9 + Double(i) * 5), -11), control: base + Point(side * 2, -9))
        c.stroke(lash, lashColor, width: 3.5)
      }
    }
    // The lid crease above, and a soft lower lid.
    var crease = Path()
    crease.move(to: p + Point(-side * w * 0.42, -h * 0.32))
    crease.quadCurve(from: p + Point(-side * w * 0.42, -h * 0.32), to: p + Point(side * w * 0.52, -h * 0.3), control: p + Point(side * w * 0.05, -h * 0.95))
    Shade.softLine(c, crease, s.skin.dark.withAlpha(0.4), width: 10, steps: 3)
    let lower = Shape.smooth([pts[4], pts[5], pts[6], pts[7], pts[0]], closed: false)
    c.stroke(lower, s.skin.dark.withAlpha(0.35), width: 3)
    c.withState {
      c.translate(0, 9)
      c.stroke(lower, s.skin.light.withAlpha(0.35), width: 8)
    }
  }

  /// An eye shut with laughter: the lid a curve bowed upwards with the lash
  /// line along it, the cheek pushed up in a lit roll under it.
  static func laughingEye(_ c: Canvas, _ s: AvatarStyle, at p: Point, side: Double) {
    let w = 100 * s.eyeSize
    let inner = p + Point(-side * w * 0.46, 10), outer = p + Point(side * w * 0.5, 4)
    var lid = Path()
    lid.move(to: inner)
    lid.quadCurve(from: inner, to: outer, control: p + Point(side * w * 0.04, -w * 0.4))
    Shade.softLine(c, lid, s.skin.dark.withAlpha(0.35), width: 26, steps: 3)
    let lashColor = s.lashes ? Color(hex: 0x1A0F0C) : Color(hex: 0x3A2218)
    c.stroke(lid, lashColor, width: s.lashes ? 9 : 7)
    if s.lashes {
      var flick = Path()
      flick.move(to: outer)
      flick.quadCurve(from: outer, to: outer + Point(side * 16, -10), control: outer + Point(side * 6, 0))
      c.stroke(flick, lashColor, width: 6)
    }
    var cheek = Path()
    cheek.move(to: p + Point(-side * w * 0.4, 34))
    cheek.quadCurve(from: p + Point(-side * w * 0.4, 34), to: p + Point(side * w * 0.46, 28), control: p + Point(0, 6))
    c.stroke(cheek, s.skin.dark.withAlpha(0.3), width: 4)
    c.withState {
      c.translate(0, 10)
      c.stroke(cheek, s.skin.light.withAlpha(0.45), width: 12)
    }
  }

  static func brow(_ c: Canvas, _ s: AvatarStyle, side: Double) {
    let t = 16 * s.browWeight
    let y = browY
    // A tapered arch: thick over the inner corner, thin at the tail.
    let top: [Point] = [Point(36, y + 6), Point(72, y - 14 - t * 0.3), Point(120, y - 16 - t * 0.2), Point(150, y + 2)]
    let bottom: [Point] = [Point(146, y + 6), Point(118, y - 4), Point(74, y - 2 + t * 0.5), Point(38, y + 6 + t)]
    let shape = Shape.smooth((top + bottom).map { Point(side * $0.x, $0.y) }, tension: 0.8)
    c.fill(shape, .linear(from: Point(side * 40, y), to: Point(side * 150, y), stops: [
      GradientStop(0, s.brow.withAlpha(0.85)), GradientStop(0.4, s.brow), GradientStop(1, s.brow.withAlpha(0.9)),
    ]))
  }

  /// A small rounded Memoji nose: bright tip, a shadow below it and on its far side, soft nostrils.
  static func nose(_ c: Canvas, _ s: AvatarStyle) {
    let t = noseTip
    let dark = s.skin.dark
    var side = Path()
    side.move(to: Point(t.x + 22, t.y - 104))
    side.curve(to: Point(t.x + 36, t.y - 4), control1: Point(t.x + 26, t.y - 70), control2: Point(t.x + 36, t.y - 40))
    Shade.softLine(c, side, dark.withAlpha(0.25), width: 22, steps: 4)
    Shade.spot(c, t + Point(2, 22), 46, 16, dark.withAlpha(0.45))
    for sx in [-1.0, 1.0] {
      Shade.spot(c, t + Point(sx * 22, 12), 11, 7, Color.lerp(dark, Color(hex: 0x401810), 0.4).withAlpha(0.7))
      var wing = Path()
      wing.move(to: t + Point(sx * 34, -16))
      wing.curve(to: t + Point(sx * 14, 16), control1: t + Point(sx * 44, 4), control2: t + Point(sx * 30, 16))
      Shade.softLine(c, wing, dark.withAlpha(0.4), width: 8, steps: 3)
    }
    Shade.spot(c, t + Point(-6, -10), 26, 20, Color(white: 1, alpha: 0.4))
    Shade.spot(c, t + Point(-8, -70), 12, 40, Color(white: 1, alpha: 0.22))
  }

  /// A wide open smile: top teeth, a dark mouth and tongue, lips catching the light.
  static func mouth(_ c: Canvas, _ s: AvatarStyle) {
    let w = 150 * s.mouthWidth * (s.laughing ? 1.1 : 1), d = s.laughing ? 78.0 : 54.0
    let m = Point(0, mouthY)
    let mouth = Shape.smooth(
      [
        Point(-w / 2, m.y - 6), Point(-w * 0.25, m.y + 2), Point(0, m.y + 4), Point(w * 0.25, m.y + 2),
        Point(w / 2, m.y - 6), Point(w * 0.34, m.y + d * 0.6), Point(0, m.y + d), Point(-w * 0.34, m.y + d * 0.6),
      ], tension: 0.9)
    c.fill(mouth, Color(hex: 0x5A1A1E))
    c.withState {
      c.clip(mouth)
      Shade.spot(c, Point(0, m.y + d * 1.05), w * 0.3, d * 0.45, Color(hex: 0xE0707A, alpha: 0.95))
      // The top teeth are as deep however wide the mouth opens.
      let t = 54.0
      let teeth = Path.ellipse(in: Rect(x: -w * 0.44, y: m.y - t * 0.4, width: w * 0.88, height: t * 0.82))
      c.fill(
        teeth,
        .linear(
          from: Point(0, m.y), to: Point(0, m.y + t * 0.42),
          stops: [GradientStop(0, Color(hex: 0xE6DED8)), GradientStop(0.35, Color(hex: 0xFFFFFF)), GradientStop(1, Color(hex: 0xDCD2CC))]))
      Shade.rim(c, mouth, Color(hex: 0x2A0808, alpha: 0.45), width: 10, steps: 3)
    }
    // Upper lip line and a fuller lower lip.
    var upper = Path()
    upper.move(to: Point(-w / 2 - 4, m.y - 8))
    upper.curve(to: Point(w / 2 + 4, m.y - 8), control1: Point(-w * 0.2, m.y - 2), control2: Point(w * 0.2, m.y - 2))
    c.stroke(upper, s.lip.withAlpha(0.8), width: 7)
    var lower = Path()
    lower.move(to: Point(-w * 0.36, m.y + d * 0.66))
    lower.curve(to: Point(w * 0.36, m.y + d * 0.66), control1: Point(-w * 0.2, m.y + d * 1.22), control2: Point(w * 0.2, m.y + d * 1.22))
    c.stroke(lower, s.lip, width: 13)
    Shade.spot(c, Point(-8, m.y + d * 1.06), w * 0.12, 5, Color(white: 1, alpha: 0.45))
    for side in [-1.0, 1.0] {
      Shade.spot(c, Point(side * (w / 2 + 4), m.y - 8), 12, 12, s.skin.dark.withAlpha(0.5))
    }
    // Shadow under the lower lip, above the chin.
    Shade.spot(c, Point(0, m.y + d + 30), w * 0.3, 14, s.skin.dark.withAlpha(0.28))
  }

  static func freckles(_ c: Canvas, _ s: AvatarStyle) {
    var rng = SeededRandom(seed: 4242)
    for side in [-1.0, 1.0] {
      for _ in 0..<11 {
        let p = Point(side * rng.next(40, 170), rng.next(515, 580))
        Shade.spot(c, p, rng.next(4, 7), rng.next(3.5, 6), Color(hex: 0xB8663A, alpha: 0.55))
      }
    }
    for _ in 0..<4 {
      Shade.spot(c, Point(rng.next(-24, 24), rng.next(505, 530)), 4, 4, Color(hex: 0xB8663A, alpha: 0.45))
    }
  }

  /// Crow's feet and a softer lower lid: an older, smiling face.
  static func ageLines(_ c: Canvas, _ s: AvatarStyle) {
    let line = s.skin.dark.withAlpha(0.45)
    for side in [-1.0, 1.0] {
      for k in 0..<3 {
        let y = eyeY - 16 + Double(k) * 18
        var crow = Path()
        crow.move(to: Point(side * 150, y))
        crow.quadCurve(from: Point(side * 150, y), to: Point(side * 182, y + Double(k - 1) * 10), control: Point(side * 168, y + 4))
        Shade.softLine(c, crow, line, width: 7, steps: 2)
      }
      var bag = Path()
      bag.move(to: Point(side * 50, eyeY + 50))
      bag.quadCurve(from: Point(side * 50, eyeY + 50), to: Point(side * 132, eyeY + 40), control: Point(side * 90, eyeY + 70))
      Shade.softLine(c, bag, line.withAlpha(0.3), width: 10, steps: 3)
    }
    // Softer jowls at the corners of the jaw.
    for side in [-1.0, 1.0] {
      Shade.spot(c, Point(side * 150, 680), 60, 40, s.skin.dark.withAlpha(0.25))
    }
    // A faint line across the forehead.
    var f = Path()
    f.move(to: Point(-90, 330))
    f.quadCurve(from: Point(-90, 330), to: Point(90, 330), control: Point(0, 318))
    Shade.softLine(c, f, line.withAlpha(0.2), width: 8, steps: 2)
  }

  // MARK: glasses

  /// Glasses: two rounded frames with a bridge and arms to the ears, tinted
  /// lenses with a diagonal reflection, and the frames' shadow on the cheeks.
  static func glasses(
    _ c: Canvas, _ s: AvatarStyle, head: Path, frame: Tone, lensWidth: Double, lensHeight: Double, corner: Double,
    thickness: Double
  ) {
    var lenses: [Path] = []
    for side in [-1.0, 1.0] {
      let r = Rect(center: Point(side * (eyeX + 4), eyeY + 4), size: Size(lensWidth, lensHeight))
      lenses.append(Path.roundedRect(r, radius: corner))
    }
    var both = Path()
    for l in lenses { both.append(l) }
    castShadow(c, both, onto: head, offset: Point(6, 18), spread: thickness * 0.9, s.skin.dark.withAlpha(0.35), steps: 4)
    for l in lenses {
      c.fill(l, Color(hex: 0xDCEBFF, alpha: 0.12))
      c.withState {
        c.clip(l)
        // Sky-like reflections sweep across the lens.
        var streak = Path()
        streak.move(to: Point(-400, eyeY + 120))
        streak.line(to: Point(400, eyeY - 280))
        for dx in [-110.0, 110.0] {
          c.withState {
            c.translate(dx - 20, 0)
            c.stroke(streak, Color(white: 1, alpha: 0.16), width: 22)
          }
          c.withState {
            c.translate(dx + 14, 0)
            c.stroke(streak, Color(white: 1, alpha: 0.1), width: 8)
          }
        }
      }
    }
    // Arms run back to the ears, behind the face edge.
    for side in [-1.0, 1.0] {
      var arm = Path()
      arm.move(to: Point(side * (eyeX + 4 + lensWidth / 2), eyeY - lensHeight * 0.2))
      arm.line(to: Point(side * 212 * s.headWidth, eyeY - 8))
      c.stroke(arm, frame.base, width: thickness * 0.8)
    }
    var bridge = Path()
    bridge.move(to: Point(-(eyeX + 4 - lensWidth / 2), eyeY - 6))
    bridge.quadCurve(from: Point(-(eyeX + 4 - lensWidth / 2), eyeY - 6), to: Point(eyeX + 4 - lensWidth / 2, eyeY - 6), control: Point(0, eyeY - 26))
    c.stroke(bridge, frame.base, width: thickness * 0.85)
    for l in lenses {
      c.stroke(l, frame.dark, width: thickness)
      c.stroke(l, .linear(from: Point(0, eyeY - lensHeight / 2), to: Point(0, eyeY + lensHeight / 2), stops: [
        GradientStop(0, frame.light), GradientStop(0.5, frame.base), GradientStop(1, frame.dark),
      ]), width: thickness * 0.7)
    }
    // A glint on the top of each frame.
    for side in [-1.0, 1.0] {
      Shade.spot(c, Point(side * (eyeX + 4) - lensWidth * 0.18, eyeY + 4 - lensHeight / 2), lensWidth * 0.16, thickness * 0.35, Color(white: 1, alpha: 0.6))
    }
  }
}

/// A point a fraction `t` of the way from `a` to `b`.
func avatarMix(_ a: Point, _ b: Point, _ t: Double) -> Point { a + (b - a) * t }
