public import Basics
public import Canvas

/// Three friends laughing at golden hour (docs/screens.md §1 row 3, fourth face): heads
/// thrown back and leaning together, lit from behind by the low sun, so their
/// hair and shoulders glow at the edges; the meadow behind them out of focus,
/// a warm haze and flare over all.
public enum GoldenHourScene: LayeredScene {
  static let amber = Color(hex: 0xFFC868)
  static let people: [(style: AvatarStyle, x: Double, y: Double, size: Double, angle: Double)] = [
    (AvatarStyle(
      skin: Tone(0xFCDCC4, 0xEDB894, 0xB07A58), iris: Tone(0x9CC8A0, 0x4E8A5A, 0x1E3A24),
      brow: Color(hex: 0x8A3A1A), lashes: true, lip: Color(hex: 0xE06A78), freckles: true, headWidth: 0.97),
     -300, 440, 500, 0.2),
    (AvatarStyle(
      skin: Tone(0xC8946C, 0x9A6640, 0x5A3820), iris: Tone(0x8A6048, 0x4A2E1E, 0x1E120A),
      brow: Color(hex: 0x1A100A), browWeight: 1.2, lip: Color(hex: 0xA85A50), headWidth: 1.04, jaw: 0.8),
     0, 360, 540, -0.12),
    (AvatarStyle(
      skin: Tone(0xFCE4CE, 0xF0C6A4, 0xC2906A), iris: Tone(0x8A6048, 0x4A2E1E, 0x1E120A),
      brow: Color(hex: 0x1E1A1C), browWeight: 0.85, lashes: true, lip: Color(hex: 0xE0707E), headWidth: 0.97),
     300, 450, 500, -0.22),
  ]
  static let clothes = [Tone(0xFFFFFF, 0xF0E8DC, 0xB0A090), Tone(0xA8C8EE, 0x5A88C8, 0x2A4A80), Tone(0xFFD870, 0xE0A830, 0x946410)]

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
      // Long hair behind the two women first, then each friend outer to inner, the man last (in front).
      Posed.head(c, center: Point(-300, 440), size: 500, angle: 0.2) { SceneHair.longBack(c, tone: auburn, length: 900) }
      Posed.head(c, center: Point(300, 450), size: 500, angle: -0.22) { AvatarMei.backHair(c) }
      for i in [0, 2, 1] {
        let p = people[i]
        let bust = Bust(skin: p.style.skin, cloth: clothes[i], neckline: i == 1 ? .vee : .scoop,
                        neckBase: Point(p.x * 1.05, p.y + 200), shoulder: i == 1 ? 230 : 200, neck: i == 1 ? 74 : 66)
        // Short, full necks: the heads sit on the shoulders. The backlight
        // under the neckline: its edge crosses the skin there.
        bust.draw(c, chin: p.y + 140) { body in backlight(c, body, width: 6) }
        Posed.head(c, center: Point(p.x, p.y), size: p.size, angle: p.angle) {
          Posed.face(c, p.style, capShadow: nil) { _ in
            switch i {
            case 0: SceneHair.longFront(c, tone: auburn, part: -1, lockLength: 760)
            case 1: SceneHair.crop(c, tone: Tone(0x4A3424, 0x1E140C, 0x080402), seed: 5)
            default: AvatarMei.frontHair(c)
            }
          }
        }
      }
    }
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

  /// The sun behind them lights their outlines: a warm glow just inside each edge.
  static func backlight(_ c: Canvas, _ path: Path, width: Double) {
    Shade.rim(c, path, amber.withAlpha(0.55), width: width, steps: 3)
  }
}
