public import Basics
public import Canvas

/// A boy running in front of a brick wall (docs/screens.md §1 row 2, fourth face): mid-stride
/// towards the right, one foot on the pavement and the other kicked up behind,
/// arms pumping, grinning; the sunlit wall a little out of focus behind him.
public enum BrickRunnerScene: LayeredScene {
  static let style = AvatarStyle(
    skin: Tone(0xE8B48C, 0xC68A60, 0x8A5634), iris: Tone(0x9A6A40, 0x5A3818, 0x24140A),
    brow: Color(hex: 0x2A1A10), lip: Color(hex: 0xC8706A), headWidth: 0.97, eyeSize: 1.04, mouthWidth: 1)
  static let hair = Tone(0x6A4A34, 0x2E1E14, 0x0E0806)
  static let tee = Tone(0x7CC8FF, 0x2E8AE0, 0x14498E)
  static let shorts = Tone(0x5A6478, 0x323A4C, 0x151A26)
  static let shoe = Tone(0xFFFFFF, 0xE8ECF0, 0xA0A8B4)

  public static func drawBackground(_ canvas: Canvas, in rect: Rect) {
    canvas.withState {
      canvas.clip(rect)
      SoftFocus.draw(canvas, in: rect, blur: 0.003) { c, r in BrickWall.draw(c, in: r) }
    }
  }

  public static func drawPeople(_ canvas: Canvas, in rect: Rect) {
    SceneFrame.draw(canvas, in: rect, width: 640) {
      let c = canvas
      let skin = style.skin
      // His shadow on the pavement and the foot of the wall.
      Shade.spot(c, Point(10, 945), 240, 26, Color(hex: 0x201008, alpha: 0.45))
      // Back leg, kicked up behind him.
      leg(c, hip: Point(-30, 650), knee: Point(-70, 790), ankle: Point(-200, 820), toe: Point(-250, 780), far: true)
      // Back arm swinging back, in the shade of his body.
      arm(c, Arm(shoulder: Point(-66, 446), elbow: Point(-140, 544), wrist: Point(-150, 634),
                 shoulderRadius: 28, elbowRadius: 20, forearmRadius: 23, wristRadius: 16), far: true)
      fist(c, at: Point(-150, 655))
      // Body leaning into the run.
      let torso = Shape.smooth([
        Point(-20, 398), Point(-95, 420), Point(-108, 500), Point(-96, 600), Point(-80, 680), Point(60, 690),
        Point(86, 600), Point(106, 500), Point(110, 430), Point(50, 398),
      ], tension: 0.85)
      let shortsShape = Shape.smooth([
        Point(-84, 640), Point(82, 646), Point(104, 740), Point(20, 758), Point(-10, 720), Point(-50, 760), Point(-112, 730),
      ], tension: 0.7)
      // His neck, from under the jaw into the shirt: the head sits on it.
      let neck = Shape.smooth([
        Point(-22, 330), Point(-26, 392), Point(-46, 430), Point(72, 430), Point(48, 392), Point(44, 330),
      ], tension: 0.6)
      c.fill(neck, Bust.round(skin, from: -40, to: 66, y: 380))
      c.withState {
        c.clip(neck)
        Shade.spot(c, Point(14, 372), 60, 28, skin.dark.withAlpha(0.7))
      }
      Shade.fill(c, shortsShape, shorts, from: Point(-80, 650), to: Point(100, 760))
      Shade.rim(c, shortsShape, shorts.dark.withAlpha(0.5), width: 12)
      // Front leg, foot striking the pavement: the shirt hangs over the top of its shorts.
      leg(c, hip: Point(40, 660), knee: Point(130, 780), ankle: Point(100, 905), toe: Point(160, 935), far: false)
      Shade.fill(c, torso, tee, from: Point(-100, 420), to: Point(110, 680))
      c.withState {
        c.clip(torso)
        Shade.spot(c, Point(-40, 470), 60, 60, tee.light.withAlpha(0.5))
        Shade.spot(c, Point(10, 410), 60, 22, tee.dark.withAlpha(0.6))
        for (a, b) in [(Point(-90, 520), Point(60, 640)), (Point(-80, 600), Point(40, 670))] {
          var fold = Path()
          fold.move(to: a)
          fold.quadCurve(from: a, to: b, control: Point(-20, 600))
          Shade.softLine(c, fold, tee.dark.withAlpha(0.35), width: 16)
        }
        // A number on the shirt, as at a school race.
        c.fill(Path.roundedRect(Rect(x: -56, y: 500, width: 110, height: 80), radius: 8), Color(hex: 0xF8F8F2))
        c.drawText("7", TextStyle(family: "Inter", weight: .heavy, size: 62, color: Color(hex: 0x1A1A1A)), at: Point(-1, 540), anchor: .center)
      }
      // The crew collar's ribbed band round the neck, the throat showing above it.
      var collar = Path()
      collar.move(to: Point(-34, 396))
      collar.quadCurve(from: Point(-34, 396), to: Point(62, 396), control: Point(14, 432))
      var throat = collar
      throat.line(to: Point(62, 380))
      throat.line(to: Point(-34, 380))
      throat.close()
      c.withState {
        c.clip(torso)
        c.fill(throat, Bust.round(skin, from: -40, to: 66, y: 380))
        Shade.spot(c, Point(14, 396), 50, 14, skin.dark.withAlpha(0.5))
        c.stroke(collar, Color.lerp(tee.base, tee.dark, 0.5), width: 12)
        c.stroke(collar, tee.light.withAlpha(0.6), width: 3)
      }
      Shade.rim(c, torso, tee.dark.withAlpha(0.5), width: 7)
      Shade.sunRim(c, torso, width: 5, alpha: 0.3)
      // Head, tipped forward into the run.
      Posed.head(c, center: Point(30, 254), size: 440, angle: 0.1) {
        Posed.face(c, style, capShadow: nil) { _ in SceneHair.crop(c, tone: hair, seed: 21) }
      }
      // Front arm pumping forward, fist up at chest height.
      arm(c, Arm(shoulder: Point(86, 446), elbow: Point(162, 540), wrist: Point(220, 454),
                 shoulderRadius: 30, elbowRadius: 21, forearmRadius: 25, wristRadius: 17), far: false)
      fist(c, at: Point(232, 432))
    }
  }

  /// The limbs on his far side are in the shade of his body.
  static let farSkin = Tone(0xD8A07A, 0xB07850, 0x7A4A2C)

  /// An arm in one piece from the shoulder to the wrist, the T-shirt's short sleeve over its top.
  static func arm(_ c: Canvas, _ arm: Arm, far: Bool) {
    arm.draw(c, tone: far ? farSkin : style.skin)
    let d = Arm.unit(arm.elbow - arm.shoulder)
    Body.limb(c, from: arm.shoulder - d * 6, to: arm.shoulder + d * 44, r0: arm.shoulderRadius + 8, r1: arm.shoulderRadius + 6,
              tone: tee, rimAlpha: 0.4)
  }

  static func leg(_ c: Canvas, hip: Point, knee: Point, ankle: Point, toe: Point, far: Bool) {
    // Thigh, knee and calf in one piece, the shorts' leg over the thigh.
    Arm(shoulder: hip, elbow: knee, wrist: ankle, shoulderRadius: 44, elbowRadius: 31, forearmRadius: 35, wristRadius: 20)
      .draw(c, tone: far ? farSkin : style.skin)
    shortsLeg(c, hip: hip, knee: knee, far: far)
    // Sock and sneaker.
    Body.limb(c, from: ankle, to: avatarMix(ankle, knee, 0.12), r0: 24, r1: 25, tone: shoe, rimAlpha: 0.3)
    let d = toe - ankle
    let len = max(d.length, 1e-6)
    let u = d * (1 / len), n = Point(-u.y, u.x)
    let side = n.y > 0 ? 1.0 : -1.0
    let sole = n * (side * 26)
    let shoePath = Shape.smooth([
      ankle - u * 30 - sole * 0.6, ankle + n * (-side * 30), toe + u * 24 - n * (side * 10), toe + u * 34 + sole * 0.4,
      toe + sole, ankle - u * 34 + sole,
    ], tension: 0.8)
    Shade.ball(c, shoePath, Tone(0xFF8870, 0xE8402C, 0x8A1A10), center: ankle, radius: 90)
    var solePath = Path()
    solePath.move(to: ankle - u * 34 + sole)
    solePath.line(to: toe + sole * 1.05)
    c.stroke(solePath, Color(hex: 0xF4F4F0), width: 14)
    Shade.rim(c, shoePath, Color(hex: 0x400808, alpha: 0.4), width: 8)
  }

  /// The shorts' leg over the thigh: cloth, not a tube. It opens a little
  /// wider than the thigh and ends in a straight hem across it, lit along
  /// the side facing the sun, a fold pulled across it and a band at its hem.
  static func shortsLeg(_ c: Canvas, hip: Point, knee: Point, far: Bool) {
    let d = Arm.unit(knee - hip)
    var n = Point(-d.y, d.x)
    // `n` points to the side the sun (upper left) lights.
    if n.x * -0.6 + n.y * -0.8 < 0 { n = n * -1 }
    let top = hip, hem = avatarMix(hip, knee, 0.62)
    var leg = Path()
    leg.move(to: top + n * 50)
    leg.line(to: hem + n * 54 - d * 4)
    leg.quadCurve(from: hem + n * 54 - d * 4, to: hem - n * 54 + d * 4, control: hem + d * 12)
    leg.line(to: top - n * 50)
    // Round over the hip, where it joins the shorts.
    leg.curve(to: top + n * 50, control1: top - n * 50 - d * 66, control2: top + n * 50 - d * 66)
    leg.close()
    let tone = far ? Tone(0x4A5266, 0x2A3040, 0x10141E) : Tone(0x8692AC, 0x4A5670, 0x1C2232)
    c.fill(leg, .linear(from: hem + n * 54, to: hem - n * 54, stops: [
      GradientStop(0, tone.light), GradientStop(0.35, tone.base), GradientStop(1, tone.dark),
    ]))
    c.withState {
      c.clip(leg)
      // A fold where the cloth pulls across the thigh, and the hem's band.
      var fold = Path()
      fold.move(to: avatarMix(top, hem, 0.35) + n * 30)
      fold.quadCurve(from: avatarMix(top, hem, 0.35) + n * 30, to: avatarMix(top, hem, 0.8) - n * 20, control: avatarMix(top, hem, 0.5))
      Shade.softLine(c, fold, tone.dark.withAlpha(0.4), width: 14, steps: 3)
      var band = Path()
      band.move(to: hem + n * 56 - d * 14)
      band.quadCurve(from: hem + n * 56 - d * 14, to: hem - n * 56 - d * 6, control: hem + d * 2)
      c.stroke(band, tone.dark.withAlpha(0.45), width: 6)
    }
    Shade.rim(c, leg, tone.dark.withAlpha(0.35), width: 6)
    Shade.sunRim(c, leg, width: 6, alpha: far ? 0.1 : 0.25)
  }

  static func fist(_ c: Canvas, at p: Point) {
    let f = Path.ellipse(in: Rect(center: p, size: Size(58, 52)))
    Shade.ball(c, f, style.skin, center: p + Point(-6, -6), radius: 40)
    Shade.rim(c, f, style.skin.dark.withAlpha(0.45), width: 7)
    for k in 0..<3 {
      var gap = Path()
      gap.move(to: p + Point(-14 + Double(k) * 12, -20))
      gap.line(to: p + Point(-12 + Double(k) * 12, -6))
      c.stroke(gap, style.skin.dark.withAlpha(0.5), width: 3)
    }
  }
}
