public import Basics
public import Canvas

/// A boy resting his head on his folded arms (docs/screens.md §1 row 1, last face, "Summer
/// 2024"): his arms crossed on a striped beach towel, his cheek on them, head
/// tilted, grinning at the camera; the beach behind him out of focus (sea,
/// sky, bright sand) in warm afternoon light.
public enum SummerMemoryScene: LayeredScene {
  static let style = AvatarStyle(
    skin: Tone(0xF8D2B0, 0xE0A77C, 0xA86A44), iris: Tone(0x8CC0E8, 0x3E7AB8, 0x1C3C66),
    brow: Color(hex: 0xA07040), browWeight: 0.9, lip: Color(hex: 0xD8807A), freckles: true,
    headWidth: 0.98, eyeSize: 1.05, mouthWidth: 0.95)
  static let hair = Tone(0xF8DC9A, 0xD8A85A, 0x8A5C24)
  static let shirt = Tone(0xFFFFFF, 0xE8ECF2, 0xA4AEBE)
  static let stripe = Color(hex: 0x2F6FD0)

  public static func drawBackground(_ canvas: Canvas, in rect: Rect) {
    canvas.withState {
      canvas.clip(rect)
      SoftFocus.draw(canvas, in: rect, blur: 0.014) { c, r in beach(c, in: r) }
      towel(canvas, in: rect)
    }
  }

  public static func drawPeople(_ canvas: Canvas, in rect: Rect) {
    SceneFrame.draw(canvas, in: rect, width: 860) {
      // Shoulders hunched behind the head, then the head, then the folded arms
      // in front of his chin: his head rests on them.
      let bust = Bust(skin: style.skin, cloth: shirt, neckline: .crew, neckBase: Point(-10, 730), shoulder: 280, neck: 70, bottom: 980)
      let body = bust.draw(canvas, chin: 700)
      stripes(canvas, clip: body, from: 730)
      Posed.head(canvas, center: Point(14, 596), size: 650, angle: -0.3) {
        Posed.face(canvas, style, capShadow: nil) { _ in
          SceneHair.crop(canvas, tone: hair, seed: 8)
        }
      }
      arms(canvas)
    }
  }

  /// Blue-and-white stripes across the T-shirt, bowed by the chest.
  static func stripes(_ c: Canvas, clip: Path, from top: Double) {
    c.withState {
      c.clip(clip)
      var y = top + 30
      while y < 1000 {
        var band = Path()
        band.move(to: Point(-400, y))
        band.quadCurve(from: Point(-400, y), to: Point(400, y), control: Point(0, y + 30))
        c.stroke(band, stripe.withAlpha(0.85), width: 22, cap: .butt)
        y += 56
      }
      Shade.spot(c, Point(0, top + 60), 200, 70, Color(hex: 0x1A2A40, alpha: 0.3))
    }
  }

  /// His arms folded on the towel: upper arms down from the shoulders in
  /// short striped sleeves, elbows out at the sides, the right forearm (on
  /// the viewer's left) under the left one, whose hand rests over it.
  static let under = Arm(shoulder: Point(-252, 850), elbow: Point(-338, 930), wrist: Point(176, 876),
                         shoulderRadius: 60, elbowRadius: 48, forearmRadius: 54, wristRadius: 36)
  static let over = Arm(shoulder: Point(250, 846), elbow: Point(336, 916), wrist: Point(-168, 846),
                        shoulderRadius: 60, elbowRadius: 48, forearmRadius: 54, wristRadius: 36)

  static func arms(_ c: Canvas) {
    let skin = style.skin
    // Their shadow on the towel, in the background's light: a soft band under them.
    Shade.spot(c, Point(0, 930), 440, 54, Color(hex: 0x203050, alpha: 0.4))
    let light = Point(-0.6, -0.8)
    under.draw(c, tone: skin, light: light)
    sleeve(c, under)
    over.castShadow(c, offset: Point(10, 22), color: Color(hex: 0x5A2A10, alpha: 0.4))
    over.draw(c, tone: skin, light: light)
    sleeve(c, over)
    // The left hand over the right forearm, fingers curling down round it.
    let u = Arm.unit(over.wrist - over.elbow)
    Hand.back(c, wrist: over.wrist, toward: Arm.unit(u + Point(0, 0.25)), thumb: Point(0.12, -1), skin: skin, size: 1.1)
  }

  /// The short striped sleeve round the top of an upper arm, following its
  /// shape, cut straight across at the hem.
  static func sleeve(_ c: Canvas, _ arm: Arm) {
    let d = Arm.unit(arm.elbow - arm.shoulder)
    let n = Point(-d.y, d.x)
    let hem = arm.shoulder + d * 46
    var above = Path()
    above.move(to: hem + n * 300)
    above.line(to: hem - n * 300)
    above.line(to: hem - n * 300 - d * 400)
    above.line(to: hem + n * 300 - d * 400)
    above.close()
    c.withState {
      c.clip(above)
      let cloth = arm.upperOutline(scale: 1.14)
      Shade.fill(c, cloth, shirt, from: arm.shoulder - n * 70, to: arm.shoulder + n * 70)
      c.withState {
        c.clip(cloth)
        // Stripes round the sleeve, across the arm.
        for k in 0..<4 {
          let o = hem - d * (18 + Double(k) * 56)
          var band = Path()
          band.move(to: o - n * 120)
          band.quadCurve(from: o - n * 120, to: o + n * 120, control: o + d * 20)
          c.stroke(band, stripe.withAlpha(0.85), width: 22, cap: .butt)
        }
        Shade.spot(c, hem - d * 30 + n * 40, 70, 70, Color(hex: 0x1A2A40, alpha: 0.25))
      }
      Shade.rim(c, cloth, shirt.dark.withAlpha(0.5), width: 8)
    }
    // The hem's shadow on the arm just below it.
    c.withState {
      c.clip(arm.outline())
      var line = Path()
      line.move(to: hem + d * 10 - n * 90)
      line.line(to: hem + d * 10 + n * 90)
      Shade.softLine(c, line, style.skin.dark.withAlpha(0.45), width: 26, steps: 3)
    }
  }

  /// The beach: a pale summer sky, a band of turquoise sea with glints, bright sand.
  static func beach(_ c: Canvas, in r: Rect) {
    let h = r.height, w = r.width
    c.fill(r, .linear(from: Point(0, r.minY), to: Point(0, r.minY + h * 0.45), stops: [
      GradientStop(0, Color(hex: 0x58A8E8)), GradientStop(1, Color(hex: 0xCDE9FA)),
    ]))
    let sea = Rect(x: r.minX, y: r.minY + h * 0.42, width: w, height: h * 0.2)
    c.fill(sea, .linear(from: Point(0, sea.minY), to: Point(0, sea.maxY), stops: [
      GradientStop(0, Color(hex: 0x1F7FB8)), GradientStop(0.6, Color(hex: 0x2FB0C8)), GradientStop(1, Color(hex: 0x9FE0E0)),
    ]))
    var rng = SeededRandom(seed: 77)
    for _ in 0..<Int(30 * max(1, w / h)) {
      let p = Point(r.minX + rng.next() * w, sea.minY + rng.next(0.1, 0.9) * sea.height)
      Shade.spot(c, p, h * rng.next(0.01, 0.03), h * 0.004, Color(white: 1, alpha: 0.8))
    }
    let sand = Rect(x: r.minX, y: sea.maxY, width: w, height: r.maxY - sea.maxY)
    c.fill(sand, .linear(from: Point(0, sand.minY), to: Point(0, sand.maxY), stops: [
      GradientStop(0, Color(hex: 0xFBEFD2)), GradientStop(1, Color(hex: 0xE8C890)),
    ]))
    // Surf where the sea meets the sand.
    Shade.spot(c, Point(r.midX, sea.maxY), w * 0.7, h * 0.012, Color(white: 1, alpha: 0.9))
    // A beach umbrella far off to the right.
    let u = Point(r.minX + w * 0.86, r.minY + h * 0.5)
    var canopy = Path()
    canopy.move(to: u + Point(-h * 0.12, 0))
    canopy.quadCurve(from: u + Point(-h * 0.12, 0), to: u + Point(h * 0.12, 0), control: u + Point(0, -h * 0.14))
    canopy.close()
    c.fill(canopy, Color(hex: 0xF0583C))
    c.fill(Rect(x: u.x - h * 0.004, y: u.y, width: h * 0.008, height: h * 0.16), Color(hex: 0xF4F0E8))
    // Warm sun from the upper left.
    c.fill(r, .radial(center: Point(r.minX + w * 0.1, r.minY), radius: h, stops: [
      GradientStop(0, Color(hex: 0xFFF4D0, alpha: 0.6)), GradientStop(1, Color(hex: 0xFFF4D0, alpha: 0)),
    ]))
  }

  /// The towel the arms lie on, sharp (it is as near as the boy): broad
  /// stripes running away from the camera, brighter in the sun.
  static func towel(_ c: Canvas, in rect: Rect) {
    let top = rect.minY + rect.height * 0.86
    let band = Rect(x: rect.minX, y: top, width: rect.width, height: rect.maxY - top)
    c.fill(band, Color(hex: 0xFFF7EC))
    c.withState {
      c.clip(band)
      let n = 14
      for i in 0..<n where i % 2 == 0 {
        let x0 = rect.minX + rect.width * Double(i) / Double(n)
        let x1 = rect.minX + rect.width * Double(i + 1) / Double(n)
        let vx = rect.midX
        var s = Path()
        s.move(to: Point(vx + (x0 - vx) * 0.8, top))
        s.line(to: Point(vx + (x1 - vx) * 0.8, top))
        s.line(to: Point(vx + (x1 - vx) * 1.1, rect.maxY))
        s.line(to: Point(vx + (x0 - vx) * 1.1, rect.maxY))
        s.close()
        c.fill(s, Color(hex: 0xF39A3C))
      }
      c.fill(band, .linear(from: Point(0, top), to: Point(0, rect.maxY), stops: [
        GradientStop(0, Color(hex: 0x603010, alpha: 0.25)), GradientStop(1, Color(hex: 0x603010, alpha: 0)),
      ]))
    }
  }
}
