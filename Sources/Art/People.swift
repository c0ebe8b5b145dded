import Basics
import Canvas
import Glibc

/// The dad and his son, in a frame 1000 units tall: x = 0 is the centre line,
/// y = 1000 the bottom edge. Painted back to front: the boy's upper body sits
/// behind the dad's head, his thighs lie over the dad's shoulders, his shins hang
/// in front of the dad's chest and the dad's hands hold them.
enum People {
  // Light comes from the upper left (the sun in the sky layer).
  static let dadSkin = Tone(0xF3C6A2, 0xD99C74, 0x9A5A3C)
  static let boySkin = Tone(0xFDE0CA, 0xF2BC98, 0xC3825E)
  static let dadShirt = Tone(0xDB6E4E, 0xB84A31, 0x6E2517)
  static let boyShirt = Tone(0xFFE27E, 0xF6BD35, 0xBE8214)
  static let jeans = Tone(0x86A9D8, 0x4671AE, 0x1F3A66)
  static let dadHair = Tone(0x7A563E, 0x3E2A1E, 0x1B110B)
  static let boyHair = Tone(0xD29A62, 0x9A6337, 0x5A361A)
  static let shoe = Tone(0xFFFFFF, 0xECEFF3, 0xAEB6C3)
  static let skyRim = Color(hex: 0xD6E8FA, alpha: 0.35)

  static func draw(_ c: Canvas) {
    BoyPainter.arms(c)
    BoyPainter.torso(c)
    BoyPainter.head(c)
    DadPainter.neck(c)
    let torso = DadPainter.torso(c)
    BoyPainter.thighs(c, dadTorso: torso)
    DadPainter.head(c)
    DadPainter.forearms(c)
    BoyPainter.lowerLegs(c, dadTorso: torso)
    DadPainter.hands(c)
  }
}

// MARK: - Shared face parts

enum FacePainter {
  /// An open eye: almond white, iris, catch-light and a dark upper lid.
  static func eye(_ c: Canvas, at p: Point, width w: Double, height h: Double, iris: Color, look: Double = 0.6) {
    let almond = Shape.smooth(
      [
        Point(p.x - w / 2, p.y + h * 0.1), Point(p.x - w * 0.1, p.y - h * 0.55), Point(p.x + w / 2, p.y + h * 0.05),
        Point(p.x + w * 0.05, p.y + h * 0.42),
      ], tension: 1.1)
    c.fill(almond, Color(hex: 0xF4EEEA))
    c.withState {
      c.clip(almond)
      let ir = h * 0.62
      let ic = Point(p.x + look, p.y + h * 0.02)
      c.fill(
        Path.circle(center: ic, radius: ir),
        .radial(
          center: ic, radius: ir,
          stops: [GradientStop(0, iris), GradientStop(0.55, iris), GradientStop(1, Color(hex: 0x1A100A))]))
      c.fill(Path.circle(center: ic, radius: ir * 0.45), Color(hex: 0x0C0705))
      // The upper lid shades the top of the eyeball.
      Shade.spot(c, Point(p.x, p.y - h * 0.6), w * 0.6, h * 0.55, Color(hex: 0x5A3424, alpha: 0.45))
      c.fill(Path.circle(center: ic + Point(-ir * 0.35, -ir * 0.4), radius: ir * 0.28), Color(white: 1, alpha: 0.95))
    }
    var lid = Path()
    lid.move(to: Point(p.x - w / 2 - w * 0.05, p.y + h * 0.15))
    lid.curve(
      to: Point(p.x + w / 2 + w * 0.04, p.y + h * 0.05), control1: Point(p.x - w * 0.25, p.y - h * 0.75),
      control2: Point(p.x + w * 0.25, p.y - h * 0.75))
    c.stroke(lid, Color(hex: 0x2A1810), width: h * 0.28)
  }

  /// The crease a smile pushes up under each eye.
  static func smileCrease(_ c: Canvas, under p: Point, width w: Double, color: Color) {
    var crease = Path()
    crease.move(to: Point(p.x - w * 0.45, p.y))
    crease.quadCurve(
      from: Point(p.x - w * 0.45, p.y), to: Point(p.x + w * 0.45, p.y - w * 0.05),
      control: Point(p.x, p.y + w * 0.22))
    Shade.softLine(c, crease, color, width: w * 0.22, steps: 3)
  }

  /// An open, smiling mouth: dark inside, upper teeth, a hint of tongue and a lower lip.
  static func smile(
    _ c: Canvas, center m: Point, width w: Double, depth d: Double, lip: Color, inside: Color
  ) {
    let top = m.y
    let mouth = Shape.smooth(
      [
        Point(m.x - w / 2, top - d * 0.12), Point(m.x - w * 0.22, top + d * 0.12), Point(m.x + w * 0.22, top + d * 0.12),
        Point(m.x + w / 2, top - d * 0.12), Point(m.x + w * 0.3, top + d * 0.62), Point(m.x, top + d),
        Point(m.x - w * 0.3, top + d * 0.62),
      ], tension: 0.9)
    c.fill(mouth, inside)
    c.withState {
      c.clip(mouth)
      // Upper teeth, a curved white band shaded where the lip overhangs it.
      let teeth = Path.ellipse(in: Rect(x: m.x - w * 0.42, y: top - d * 0.5, width: w * 0.84, height: d * 0.95))
      c.fill(
        teeth,
        .linear(
          from: Point(m.x, top), to: Point(m.x, top + d * 0.45),
          stops: [
            GradientStop(0, Color(hex: 0xD9D2CA)), GradientStop(0.3, Color(hex: 0xFBF8F3)),
            GradientStop(1, Color(hex: 0xE9E2DA)),
          ]))
      Shade.spot(c, Point(m.x, top + d * 1.05), w * 0.3, d * 0.4, Color(hex: 0xD0706A, alpha: 0.9))
      Shade.rim(c, mouth, Color(hex: 0x2A0C0A, alpha: 0.5), width: d * 0.16, steps: 3)
    }
    // The lower lip catches light on its top edge.
    var lower = Path()
    lower.move(to: Point(m.x - w * 0.34, top + d * 0.7))
    lower.curve(
      to: Point(m.x + w * 0.34, top + d * 0.7), control1: Point(m.x - w * 0.2, top + d * 1.32),
      control2: Point(m.x + w * 0.2, top + d * 1.32))
    c.stroke(lower, lip.withAlpha(0.55), width: d * 0.28)
    Shade.spot(c, Point(m.x - w * 0.06, top + d * 1.18), w * 0.14, d * 0.12, Color(white: 1, alpha: 0.3))
    for side in [-1.0, 1.0] {
      Shade.spot(c, Point(m.x + side * w * 0.52, top - d * 0.14), d * 0.3, d * 0.3, Color(hex: 0x6A2A1E, alpha: 0.4))
    }
  }

  /// A nose drawn by light alone: shadowed side, bright tip, nostril wings.
  static func nose(_ c: Canvas, tip t: Point, length l: Double, width w: Double, shadow: Color, light: Color) {
    var side = Path()
    side.move(to: Point(t.x + w * 0.15, t.y - l))
    side.curve(
      to: Point(t.x + w * 0.45, t.y - l * 0.05), control1: Point(t.x + w * 0.25, t.y - l * 0.6),
      control2: Point(t.x + w * 0.4, t.y - l * 0.3))
    Shade.softLine(c, side, shadow.withAlpha(shadow.alpha * 0.7), width: w * 0.45)
    Shade.spot(c, Point(t.x + w * 0.05, t.y + w * 0.28), w * 0.6, w * 0.16, shadow)
    Shade.spot(c, Point(t.x - w * 0.12, t.y - w * 0.1), w * 0.28, w * 0.24, light)
    Shade.spot(c, Point(t.x - w * 0.06, t.y - l * 0.55), w * 0.14, l * 0.3, light.withAlpha(light.alpha * 0.6))
    for s in [-1.0, 1.0] {
      var wing = Path()
      wing.move(to: Point(t.x + s * w * 0.5, t.y - w * 0.1))
      wing.curve(
        to: Point(t.x + s * w * 0.12, t.y + w * 0.22), control1: Point(t.x + s * w * 0.55, t.y + w * 0.2),
        control2: Point(t.x + s * w * 0.3, t.y + w * 0.26))
      c.stroke(wing, shadow.withAlpha(min(1, shadow.alpha * 1.3)), width: w * 0.09)
    }
  }

  static func ear(_ c: Canvas, at p: Point, rx: Double, ry: Double, side: Double, skin: Tone) {
    let ear = Path.ellipse(in: Rect(center: p, size: Size(rx * 2, ry * 2)))
    Shade.ball(c, ear, skin, center: p + Point(-side * rx * 0.2, 0), radius: ry * 1.2)
    var fold = Path()
    fold.move(to: Point(p.x + side * rx * 0.1, p.y - ry * 0.55))
    fold.curve(
      to: Point(p.x + side * rx * 0.05, p.y + ry * 0.5), control1: Point(p.x + side * rx * 0.75, p.y - ry * 0.4),
      control2: Point(p.x + side * rx * 0.6, p.y + ry * 0.35))
    Shade.softLine(c, fold, skin.dark.withAlpha(0.6), width: rx * 0.4, steps: 3)
  }
}

// MARK: - The boy

enum BoyPainter {
  static let headCenter = Point(0, 385)
  static let thighs: [(hip: Point, knee: Point)] = [(Point(-26, 684), Point(-168, 748)), (Point(26, 684), Point(168, 748))]
  static let shins: [(knee: Point, ankle: Point)] = [(Point(-173, 762), Point(-160, 900)), (Point(173, 762), Point(161, 900))]

  /// Raised in a happy V: shoulder, elbow, wrist per side.
  static let armJoints: [(Point, Point, Point)] = [
    (Point(-62, 494), Point(-124, 432), Point(-150, 360)),
    (Point(62, 494), Point(130, 442), Point(166, 374)),
  ]

  static func arms(_ c: Canvas) {
    for (i, (s, e, w)) in armJoints.enumerated() {
      let side: Double = i == 0 ? -1 : 1
      Body.limb(c, from: s, to: e, r0: 18, r1: 15, tone: People.boySkin)
      Body.limb(c, from: e, to: w, r0: 15, r1: 12.5, tone: People.boySkin)
      hand(c, wrist: w, side: side)
    }
  }

  /// An open hand waving up, palm to the viewer.
  static func hand(_ c: Canvas, wrist w: Point, side: Double) {
    let palm = w + Point(side * 3, -17)
    let fingers: [(angle: Double, length: Double)] = [(-118, 17), (-101, 21), (-85, 20), (-69, 16)]
    for f in fingers {
      let a = (side < 0 ? f.angle : -180 - f.angle) * Double.pi / 180
      let base = palm + Point(cos(a), sin(a)) * 9
      let tip = base + Point(cos(a), sin(a)) * f.length
      Body.limb(c, from: base, to: tip, r0: 4.6, r1: 3.8, tone: People.boySkin, rimAlpha: 0.45)
    }
    let thumbA = (side < 0 ? -15.0 : -165.0) * Double.pi / 180
    Body.limb(
      c, from: palm + Point(-side * 4, 6), to: palm + Point(cos(thumbA), sin(thumbA)) * 19, r0: 5.5, r1: 4.2,
      tone: People.boySkin, rimAlpha: 0.45)
    let palmPath = Path.ellipse(in: Rect(center: palm, size: Size(26, 28)))
    Shade.ball(c, palmPath, People.boySkin, center: palm, radius: 20)
    Shade.spot(c, palm + Point(0, 4), 8, 6, People.boySkin.dark.withAlpha(0.25))
  }

  static func torso(_ c: Canvas) {
    let neck = Shape.smooth([Point(-19, 430), Point(-21, 480), Point(21, 480), Point(19, 430)], tension: 0.6)
    Shade.fill(c, neck, People.boySkin, from: Point(-20, 440), to: Point(20, 480))
    Shade.spot(c, Point(2, 454), 28, 16, People.boySkin.dark.withAlpha(0.7))

    // Short sleeves around the raised upper arms.
    for (s, e, _) in armJoints {
      let dir = (e - s) * (1 / max((e - s).length, 1e-6))
      let end = s + dir * 30
      Body.limb(c, from: s, to: end, r0: 23, r1: 21, tone: People.boyShirt, rimAlpha: 0.3)
      let hemCenter = end + dir * 17
      c.withState {
        c.translate(hemCenter.x, hemCenter.y)
        c.rotate(atan2(dir.y, dir.x))
        c.fill(Path.ellipse(in: Rect(center: .zero, size: Size(8, 40))), People.boyShirt.dark.withAlpha(0.55))
      }
    }

    let body = Shape.smooth(
      Shape.mirrored([
        Point(0, 474), Point(-24, 470), Point(-52, 476), Point(-74, 492), Point(-75, 516), Point(-67, 548),
        Point(-63, 600), Point(-60, 660), Point(-50, 700), Point(0, 708),
      ]))
    Shade.fill(c, body, People.boyShirt, from: Point(-70, 480), to: Point(70, 620))
    c.withState {
      c.clip(body)
      // Shade under his chin, and where the dad's head is pressed against him.
      Shade.spot(c, Point(0, 476), 34, 14, People.boyShirt.dark.withAlpha(0.6))
      Shade.spot(c, Point(0, 580), 100, 52, Color(hex: 0x7A4A08, alpha: 0.55))
      Shade.spot(c, Point(-28, 520), 26, 30, Color(white: 1, alpha: 0.25))
      var fold = Path()
      fold.move(to: Point(-62, 520))
      fold.quadCurve(from: Point(-62, 520), to: Point(-20, 560), control: Point(-40, 550))
      Shade.softLine(c, fold, People.boyShirt.dark.withAlpha(0.25), width: 10)
      var fold2 = Path()
      fold2.move(to: Point(64, 516))
      fold2.quadCurve(from: Point(64, 516), to: Point(24, 548), control: Point(46, 545))
      Shade.softLine(c, fold2, People.boyShirt.dark.withAlpha(0.3), width: 10)
    }
    Shade.rim(c, body, People.boyShirt.dark.withAlpha(0.4), width: 10)
    Shade.sunRim(c, body, width: 7, alpha: 0.5)
    var collar = Path()
    collar.move(to: Point(-24, 472))
    collar.curve(to: Point(24, 472), control1: Point(-14, 486), control2: Point(14, 486))
    c.stroke(collar, People.boyShirt.dark.withAlpha(0.75), width: 6)
    c.stroke(collar, People.boyShirt.light.withAlpha(0.6), width: 2)
  }

  static func head(_ c: Canvas) {
    // The face is laid out round `headCenter`; it sits a little lower so the neck stays short.
    c.withState {
      c.translate(0, 7)
      face(c)
    }
  }

  static func face(_ c: Canvas) {
    let h = headCenter
    for side in [-1.0, 1.0] {
      FacePainter.ear(c, at: Point(h.x + side * 53, h.y + 8), rx: 10, ry: 15, side: side, skin: People.boySkin)
    }
    let head = Shape.smooth(
      Shape.mirrored([
        Point(0, 322), Point(-38, 329), Point(-54, 360), Point(-55, 396), Point(-48, 424), Point(-29, 442),
        Point(0, 449),
      ]))
    Shade.ball(c, head, People.boySkin, center: h + Point(-6, -4), radius: 78)
    Shade.rim(c, head, People.boySkin.dark.withAlpha(0.3), width: 9)
    Shade.sunRim(c, head, width: 6, alpha: 0.45)
    c.withState {
      c.clip(head)
      Shade.spot(c, Point(-30, 410), 13, 9, Color(hex: 0xF08078, alpha: 0.45))
      Shade.spot(c, Point(30, 410), 13, 9, Color(hex: 0xF08078, alpha: 0.45))
      // Shadow the fringe casts on the forehead.
      Shade.spot(c, Point(0, 356), 56, 14, People.boySkin.dark.withAlpha(0.45))
    }
    let brow = People.boyHair.base
    for side in [-1.0, 1.0] {
      var b = Path()
      b.move(to: Point(side * 9, 367))
      b.quadCurve(from: Point(side * 9, 367), to: Point(side * 31, 368), control: Point(side * 20, 360))
      c.stroke(b, brow, width: 3.6)
      let eye = Point(side * 19, 384)
      FacePainter.eye(c, at: eye, width: 17, height: 9, iris: Color(hex: 0x5A3A22), look: 0.5)
      FacePainter.smileCrease(c, under: Point(eye.x, eye.y + 8), width: 16, color: People.boySkin.dark.withAlpha(0.35))
    }
    FacePainter.nose(
      c, tip: Point(0, 404), length: 16, width: 15, shadow: People.boySkin.dark.withAlpha(0.45),
      light: Color(white: 1, alpha: 0.4))
    FacePainter.smile(
      c, center: Point(0, 417), width: 44, depth: 18, lip: Color(hex: 0xE08880), inside: Color(hex: 0x6A2420))
    hair(c)
  }

  /// Tousled light-brown hair with a fringe falling onto the forehead.
  static func hair(_ c: Canvas) {
    let outline: [Point] = [
      Point(-54, 400), Point(-61, 372), Point(-61, 344), Point(-52, 322), Point(-40, 310), Point(-30, 298),
      Point(-14, 300), Point(-2, 290), Point(10, 299), Point(26, 300), Point(44, 313), Point(58, 334),
      Point(62, 362), Point(58, 396), Point(52, 374), Point(46, 356), Point(36, 362), Point(26, 349),
      Point(14, 360), Point(2, 347), Point(-10, 358), Point(-22, 347), Point(-34, 360), Point(-44, 352),
      Point(-50, 372),
    ]
    let hair = Shape.smooth(outline, tension: 0.95)
    // Soft contact shadow where the hair meets the scalp and forehead.
    Shade.ball(c, hair, People.boyHair, center: Point(-12, 318), radius: 72)
    c.withState {
      c.clip(hair)
      var rng = SeededRandom(seed: 77)
      for i in 0..<16 {
        let t = Double(i) / 15
        let start = Point(-6 + rng.next(-10, 10), 300 + rng.next(0, 8))
        let endX = -56 + t * 112
        let end = Point(endX, 360 + rng.next(-4, 8) - abs(endX) * 0.05)
        var s = Path()
        s.move(to: start)
        s.quadCurve(from: start, to: end, control: Point((start.x + endX) / 2 + rng.next(-8, 8), 305))
        let light = i % 3 == 0
        c.stroke(
          s, light ? People.boyHair.light.withAlpha(0.5) : People.boyHair.dark.withAlpha(0.35),
          width: light ? 2.2 : 1.6)
      }
      Shade.spot(c, Point(-18, 318), 26, 12, Color(hex: 0xF2C48C, alpha: 0.45))
    }
    Shade.rim(c, hair, People.boyHair.dark.withAlpha(0.45), width: 6)
    Shade.sunRim(c, hair, width: 5, alpha: 0.45)
  }

  static func thighs(_ c: Canvas, dadTorso: Path) {
    // Their shadow on the dad's shoulders first.
    c.withState {
      c.clip(dadTorso)
      for t in thighs {
        var s = Path()
        s.move(to: t.hip + Point(0, 40))
        s.line(to: t.knee + Point(t.knee.x > 0 ? 8 : -8, 30))
        Shade.softLine(c, s, Color(hex: 0x3A0C04, alpha: 0.55), width: 80)
      }
    }
    for t in thighs {
      let leg = Body.limb(c, from: t.hip, to: t.knee, r0: 33, r1: 28, tone: People.jeans, rimAlpha: 0.45, sunAlpha: 0.15)
      c.withState {
        c.clip(leg)
        // Tucked behind the dad's head: ambient occlusion near his ears.
        Shade.spot(c, Point(t.hip.x * 1.9, 650), 55, 50, Color(hex: 0x0E1C36, alpha: 0.6))
        denimWhiskers(c, along: t.hip, t.knee, seed: t.knee.x > 0 ? 3 : 4)
      }
      let knee = Path.circle(center: t.knee + Point(t.knee.x > 0 ? 5 : -5, 10), radius: 28)
      Shade.ball(c, knee, People.jeans, center: t.knee + Point(0, 4), radius: 40)
    }
  }

  static func lowerLegs(_ c: Canvas, dadTorso: Path) {
    c.withState {
      c.clip(dadTorso)
      for s in shins {
        var sh = Path()
        sh.move(to: s.knee + Point(16, 16))
        sh.line(to: s.ankle + Point(18, 20))
        Shade.softLine(c, sh, Color(hex: 0x3A0C04, alpha: 0.5), width: 80)
        Shade.spot(c, s.ankle + Point(20, 55), 50, 38, Color(hex: 0x3A0C04, alpha: 0.45))
      }
    }
    for (i, s) in shins.enumerated() {
      let leg = Body.limb(c, from: s.knee, to: s.ankle, r0: 28, r1: 22, tone: People.jeans, rimAlpha: 0.45, sunAlpha: 0.15)
      c.withState {
        c.clip(leg)
        Shade.spot(c, s.knee + Point(-6, 6), 20, 22, Color(hex: 0xB8CDEA, alpha: 0.45))
        denimWhiskers(c, along: s.knee + Point(0, 20), s.ankle, seed: UInt64(9 + i))
        // Outer seam.
        var seam = Path()
        let side: Double = s.knee.x > 0 ? 1 : -1
        seam.move(to: s.knee + Point(side * 22, 10))
        seam.line(to: s.ankle + Point(side * 18, 0))
        c.stroke(seam, Color(hex: 0xC9A45C, alpha: 0.55), width: 1.4, cap: .round)
      }
      // Rolled cuff.
      Body.limb(
        c, from: s.ankle + Point(0, -8), to: s.ankle + Point(0, 4), r0: 25, r1: 25,
        tone: Tone(0x9EBBE2, 0x6A8CC0, 0x35507E))
      sneaker(c, at: s.ankle + Point(s.knee.x > 0 ? 4 : -4, 38), tilt: s.knee.x > 0 ? -0.14 : 0.14)
    }
  }

  /// Lighter worn creases across denim, fanning from a joint.
  static func denimWhiskers(_ c: Canvas, along a: Point, _ b: Point, seed: UInt64) {
    var rng = SeededRandom(seed: seed)
    let d = b - a
    let len = max(d.length, 1e-6)
    let u = d * (1 / len)
    let n = Point(-u.y, u.x)
    for _ in 0..<4 {
      let t = rng.next(0.2, 0.85)
      let p = a + d * t
      var w = Path()
      w.move(to: p + n * 24)
      w.quadCurve(from: p + n * 24, to: p - n * 24, control: p + u * rng.next(-10, 10))
      Shade.softLine(c, w, Color(hex: 0xBFD3EE, alpha: 0.16), width: 7, steps: 3)
    }
  }

  /// A white sneaker seen from the front, toe towards the viewer.
  static func sneaker(_ c: Canvas, at p: Point, tilt: Double) {
    c.withState {
      c.translate(p.x, p.y)
      c.rotate(tilt)
      let shape = Shape.smooth([
        Point(-22, -26), Point(0, -29), Point(22, -26), Point(30, -6), Point(32, 12), Point(25, 25),
        Point(0, 29), Point(-25, 25), Point(-32, 12), Point(-30, -6),
      ])
      Shade.ball(c, shape, People.shoe, center: Point(-4, -4), radius: 46)
      c.withState {
        c.clip(shape)
        // Rubber sole wrapping round the toe.
        c.fill(
          Rect(x: -40, y: 13, width: 80, height: 30),
          .linear(
            from: Point(0, 13), to: Point(0, 30),
            stops: [GradientStop(0, Color(hex: 0xE7E3DA)), GradientStop(1, Color(hex: 0x9C9890))]))
        c.fill(Rect(x: -40, y: 12, width: 80, height: 2.2), Color(hex: 0x8E96A2, alpha: 0.7))
        // Toe cap and a coloured side stripe.
        Shade.spot(c, Point(-3, 4), 20, 9, Color(white: 1, alpha: 0.9))
        for s in [-1.0, 1.0] {
          var stripe = Path()
          stripe.move(to: Point(s * 30, -12))
          stripe.quadCurve(from: Point(s * 30, -12), to: Point(s * 14, 8), control: Point(s * 26, 6))
          c.stroke(stripe, Color(hex: 0xE5483C), width: 4.5)
        }
      }
      // Tongue and laces.
      c.fill(Path.roundedRect(Rect(x: -10, y: -30, width: 20, height: 26), radius: 7), Color(hex: 0xF1F3F6))
      for i in 0..<3 {
        let y = -22 + Double(i) * 6
        var lace = Path()
        lace.move(to: Point(-11, y))
        lace.line(to: Point(11, y + 1.5))
        c.stroke(lace, Color(hex: 0x9AA3AF), width: 3)
        c.stroke(lace, Color(hex: 0xFFFFFF), width: 1.6)
      }
      Shade.rim(c, shape, Color(hex: 0x6C7788, alpha: 0.45), width: 5)
    }
  }
}

// MARK: - The dad

enum DadPainter {
  static let headCenter = Point(0, 640)
  static let headOutline = Shape.smooth(
    Shape.mirrored([
      Point(0, 560), Point(-44, 569), Point(-61, 600), Point(-63, 642), Point(-58, 679), Point(-43, 706),
      Point(-21, 719), Point(0, 723),
    ]))

  static func neck(_ c: Canvas) {
    let neck = Shape.smooth(
      [Point(-31, 672), Point(-35, 722), Point(-44, 776), Point(44, 776), Point(35, 722), Point(31, 672)],
      tension: 0.6)
    Shade.fill(c, neck, People.dadSkin, from: Point(-40, 700), to: Point(40, 760))
    c.withState {
      c.clip(neck)
      Shade.spot(c, Point(2, 712), 56, 30, People.dadSkin.dark.withAlpha(0.8))
      for s in [-1.0, 1.0] {
        var m = Path()
        m.move(to: Point(s * 28, 708))
        m.line(to: Point(s * 8, 768))
        Shade.softLine(c, m, People.dadSkin.dark.withAlpha(0.25), width: 8)
      }
    }
  }

  /// The left sleeve, from the shoulder seam round the outside to the hem; the
  /// right one is its mirror, reversed so both wind the same way as the body
  /// (outlines are unioned for clipping, which needs one winding direction).
  static let leftSleeve: [Point] = [
    Point(-196, 790), Point(-244, 806), Point(-276, 842), Point(-293, 900), Point(-300, 956), Point(-266, 962),
    Point(-236, 950), Point(-232, 884), Point(-222, 832),
  ]

  /// Chest, shoulders and upper arms in a crew-neck T-shirt. Returns the whole
  /// outline so the boy's legs can cast shadows onto it and nowhere else.
  static func torso(_ c: Canvas) -> Path {
    var outline = Path()
    // Bare upper arms below the sleeves; the elbows are out of frame.
    for s in [-1.0, 1.0] {
      let arm = Body.limb(
        c, from: Point(s * 268, 930), to: Point(s * 290, 1075), r0: 34, r1: 36, tone: People.dadSkin, rimAlpha: 0.45)
      outline.append(arm)
    }
    let body = Shape.smooth(
      Shape.mirrored([
        Point(0, 772), Point(-42, 738), Point(-95, 748), Point(-160, 764), Point(-212, 786), Point(-240, 812),
        Point(-252, 850), Point(-252, 920), Point(-248, 1000), Point(-248, 1050), Point(0, 1050),
      ]))
    outline.append(body)
    Shade.fill(c, body, People.dadShirt, from: Point(-240, 780), to: Point(240, 1000))
    c.withState {
      c.clip(body)
      // Chest volume and the shade under the collar.
      Shade.spot(c, Point(-110, 850), 100, 70, People.dadShirt.light.withAlpha(0.4))
      Shade.spot(c, Point(0, 790), 60, 26, People.dadShirt.dark.withAlpha(0.55))
      // Pulled folds from the raised forearms.
      for s in [-1.0, 1.0] {
        var fold = Path()
        fold.move(to: Point(s * 236, 900))
        fold.quadCurve(from: Point(s * 236, 900), to: Point(s * 120, 990), control: Point(s * 200, 970))
        Shade.softLine(c, fold, People.dadShirt.dark.withAlpha(0.3), width: 16)
      }
    }
    Shade.rim(c, body, People.dadShirt.dark.withAlpha(0.4), width: 18)
    Shade.sunRim(c, body, width: 10, alpha: 0.35)
    Shade.rim(c, body, People.skyRim, width: 5, steps: 2)

    for s in [-1.0, 1.0] {
      let points = s < 0 ? leftSleeve : leftSleeve.map { $0.mirroredX() }.reversed()
      let sleeve = Shape.smooth(points, tension: 0.85)
      outline.append(sleeve)
      // Crease where the sleeve meets the chest.
      c.withState {
        c.clip(body)
        var crease = Path()
        crease.move(to: Point(s * 224, 830))
        crease.curve(to: Point(s * 236, 958), control1: Point(s * 232, 870), control2: Point(s * 232, 920))
        Shade.softLine(c, crease, People.dadShirt.dark.withAlpha(0.6), width: 26, steps: 5)
      }
      Shade.fill(c, sleeve, People.dadShirt, from: Point(s * 220, 800), to: Point(s * 300, 960))
      c.withState {
        c.clip(sleeve)
        Shade.spot(c, Point(s * 250, 832), 34, 28, People.dadShirt.light.withAlpha(s < 0 ? 0.45 : 0.25))
        // Folded hem.
        var hem = Path()
        hem.move(to: Point(s * 302, 950))
        hem.quadCurve(from: Point(s * 302, 950), to: Point(s * 234, 942), control: Point(s * 268, 958))
        Shade.softLine(c, hem, People.dadShirt.dark.withAlpha(0.55), width: 14, steps: 3)
      }
      Shade.rim(c, sleeve, People.dadShirt.dark.withAlpha(0.35), width: 12)
      if s < 0 { Shade.sunRim(c, sleeve, width: 10, alpha: 0.35) }
    }
    var collar = Path()
    collar.move(to: Point(-44, 738))
    collar.curve(to: Point(44, 738), control1: Point(-28, 778), control2: Point(28, 778))
    c.stroke(collar, People.dadShirt.dark, width: 9)
    c.stroke(collar, People.dadShirt.base.withAlpha(0.9), width: 5)
    return outline
  }

  static func head(_ c: Canvas) {
    let h = headCenter
    for side in [-1.0, 1.0] {
      FacePainter.ear(c, at: Point(h.x + side * 61, h.y + 10), rx: 11, ry: 20, side: side, skin: People.dadSkin)
    }
    let head = headOutline
    Shade.ball(c, head, People.dadSkin, center: h + Point(-8, -8), radius: 96)
    c.withState {
      c.clip(head)
      // Short beard shadow along the jaw and round the mouth.
      let beard = Shape.smooth([
        Point(-66, 640), Point(-44, 664), Point(-26, 674), Point(0, 670), Point(26, 674), Point(44, 664),
        Point(66, 640), Point(70, 740), Point(-70, 740),
      ], tension: 0.8)
      c.fill(
        beard,
        .linear(
          from: Point(0, 652), to: Point(0, 700),
          stops: [GradientStop(0, Color(hex: 0x4A3224, alpha: 0.05)), GradientStop(1, Color(hex: 0x4A3224, alpha: 0.42))]))
      Shade.spot(c, Point(0, 678), 28, 7, Color(hex: 0x4A3224, alpha: 0.35))
      for s in [-1.0, 1.0] {
        Shade.spot(c, Point(s * 36, 664), 15, 10, Color(hex: 0xE07868, alpha: 0.3))
        // Smile lines from the nose to the corners of the mouth.
        var fold = Path()
        fold.move(to: Point(s * 17, 660))
        fold.curve(to: Point(s * 33, 696), control1: Point(s * 28, 668), control2: Point(s * 33, 684))
        Shade.softLine(c, fold, People.dadSkin.dark.withAlpha(0.4), width: 7)
        Shade.spot(c, Point(s * 24, 624), 20, 11, People.dadSkin.dark.withAlpha(0.25))
      }
      Shade.spot(c, Point(0, 596), 62, 14, People.dadSkin.dark.withAlpha(0.45))
    }
    Shade.rim(c, head, People.dadSkin.dark.withAlpha(0.3), width: 10)
    Shade.sunRim(c, head, width: 7, alpha: 0.45)
    for side in [-1.0, 1.0] {
      let eye = Point(side * 24, 629)
      var b = Path()
      b.move(to: Point(side * 10, 613))
      b.curve(to: Point(side * 41, 614), control1: Point(side * 18, 605), control2: Point(side * 32, 603))
      c.stroke(b, People.dadHair.base.withAlpha(0.9), width: 4.6)
      FacePainter.eye(c, at: eye, width: 21, height: 9, iris: Color(hex: 0x5C3B22), look: 0.8)
      FacePainter.smileCrease(c, under: Point(eye.x, eye.y + 8), width: 19, color: People.dadSkin.dark.withAlpha(0.4))
    }
    FacePainter.nose(
      c, tip: Point(0, 661), length: 30, width: 20, shadow: People.dadSkin.dark.withAlpha(0.5),
      light: Color(white: 1, alpha: 0.4))
    FacePainter.smile(
      c, center: Point(0, 685), width: 52, depth: 18, lip: Color(hex: 0xC4786A), inside: Color(hex: 0x561C18))
    hair(c)
  }

  /// Short dark hair swept up and to the side from a parting, with a soft sheen.
  static func hair(_ c: Canvas) {
    let outline: [Point] = [
      Point(-60, 646), Point(-65, 614), Point(-63, 584), Point(-52, 560), Point(-32, 543), Point(-8, 535),
      Point(20, 538), Point(44, 550), Point(60, 570), Point(66, 598), Point(65, 625), Point(61, 646),
      Point(56, 622), Point(52, 601), Point(40, 590), Point(22, 583), Point(2, 582), Point(-18, 586),
      Point(-34, 594), Point(-46, 598), Point(-53, 612),
    ]
    let hair = Shape.smooth(outline, tension: 0.9)
    // Contact shadow on the scalp line and forehead.
    c.withState {
      c.clip(headOutline)
      let hairline = Shape.smooth(Shape.offset(Array(outline[11...]), by: Point(0, 5)), closed: false)
      Shade.softLine(c, hairline, People.dadSkin.dark.withAlpha(0.4), width: 14)
    }
    Shade.ball(c, hair, People.dadHair, center: Point(-18, 556), radius: 84)
    c.withState {
      c.clip(hair)
      var rng = SeededRandom(seed: 101)
      // Strands sweep from the parting on his left over to the right, and short down the left side.
      for i in 0..<22 {
        let t = Double(i) / 21
        let start = Point(-30 + rng.next(-3, 3), 546 + t * 14 + rng.next(-2, 2))
        let end = Point(66 + rng.next(-4, 4), 560 + t * 62 + rng.next(-3, 3))
        var s = Path()
        s.move(to: start)
        s.curve(to: end, control1: Point(-4, 530 + t * 22), control2: Point(40, 536 + t * 40))
        c.stroke(s, i % 2 == 0 ? People.dadHair.light.withAlpha(0.42) : People.dadHair.dark.withAlpha(0.45), width: 1.4)
      }
      for i in 0..<8 {
        let t = Double(i) / 7
        let start = Point(-32 + rng.next(-2, 2), 550 + t * 10)
        var s = Path()
        s.move(to: start)
        s.quadCurve(from: start, to: Point(-63 + t * 6, 590 + t * 40), control: Point(-54, 556 + t * 20))
        c.stroke(s, People.dadHair.dark.withAlpha(0.45), width: 1.3)
      }
      Shade.spot(c, Point(-4, 552), 32, 9, Color(hex: 0xB08A6C, alpha: 0.5))
    }
    Shade.rim(c, hair, People.dadHair.dark.withAlpha(0.5), width: 5)
    Shade.sunRim(c, hair, width: 4, alpha: 0.35)
  }

  static let forearmJoints: [(elbow: Point, wrist: Point)] = [
    (Point(-284, 1035), Point(-208, 874)), (Point(284, 1035), Point(208, 874)),
  ]

  static func forearms(_ c: Canvas) {
    for f in forearmJoints {
      let arm = Body.limb(c, from: f.elbow, to: f.wrist, r0: 40, r1: 27, tone: People.dadSkin, rimAlpha: 0.5)
      c.withState {
        c.clip(arm)
        Shade.spot(c, f.wrist + Point(0, 30), 30, 50, Color(white: 1, alpha: 0.12))
      }
    }
  }

  /// Hands round the boy's shins: the back of the hand on the outside, fingers wrapped over the front.
  static func hands(_ c: Canvas) {
    for (i, f) in forearmJoints.enumerated() {
      let s: Double = f.wrist.x > 0 ? 1 : -1
      let shin = BoyPainter.shins[i]
      let shinPath = Shape.limb(from: shin.knee, to: shin.ankle, r0: 28, r1: 22)
      let fingerYs: [Double] = [830, 845, 860, 874]
      let tips: [Double] = [146, 142, 143, 149]
      // Finger shadows on the denim.
      c.withState {
        c.clip(shinPath)
        for (y, tip) in zip(fingerYs, tips) {
          var sh = Path()
          sh.move(to: Point(s * 190, y + 6))
          sh.line(to: Point(s * (tip - 2), y + 7))
          Shade.softLine(c, sh, Color(hex: 0x0B1730, alpha: 0.5), width: 18)
        }
      }
      // One solid hand: its back on the outside of the shin, the fingers
      // across its front, the thumb along the top.
      let u = Arm.unit(Point(-s, -0.08))
      let thumb = Point(-u.y, u.x).y < 0 ? Point(-u.y, u.x) : Point(u.y, -u.x)
      Hand.back(c, wrist: Point(s * 224, 856), toward: u, thumb: thumb, skin: People.dadSkin, size: 0.56)
    }
  }
}
