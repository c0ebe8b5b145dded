public import Basics
public import Canvas

/// Two women hugging on a sunny street (docs/screens.md §1 row 3, second face): cheek to
/// cheek, both smiling, each with an arm round the other's shoulders; the
/// street behind them bright and out of focus, the sun backlighting their hair.
public enum StreetHugScene: LayeredScene {
  static let left = AvatarStyle(
    skin: Tone(0xFADBC2, 0xEDB897, 0xBA7C5C), iris: Tone(0x9CC8A0, 0x4E8A5A, 0x1E3A24),
    brow: Color(hex: 0x8A5A30), lashes: true, lip: Color(hex: 0xE06A78), headWidth: 0.97)
  static let right = AvatarStyle(
    skin: Tone(0xD9A27A, 0xB07850, 0x6E4428), iris: Tone(0x8A6048, 0x4A2E1E, 0x1E120A),
    brow: Color(hex: 0x1E1410), lashes: true, lip: Color(hex: 0xB85A60), headWidth: 0.98)
  static let blonde = Tone(0xFFE6A8, 0xE0B468, 0x96682C)
  static let dark = Tone(0x5A4030, 0x241810, 0x0A0604)
  static let denim = Tone(0xA8C8EE, 0x5A88C8, 0x2A4A80)
  static let coral = Tone(0xFFB8A0, 0xF07A5C, 0xA8402C)

  public static func drawBackground(_ canvas: Canvas, in rect: Rect) {
    canvas.withState {
      canvas.clip(rect)
      SoftFocus.draw(canvas, in: rect, blur: 0.014) { c, r in SunnyStreet.draw(c, in: r) }
    }
  }

  public static func drawPeople(_ canvas: Canvas, in rect: Rect) {
    SceneFrame.draw(canvas, in: rect, width: 900) {
      let c = canvas
      // The woman on the right first: she is a little behind.
      Posed.head(c, center: Point(130, 432), size: 560, angle: -0.2) { SceneHair.longBack(c, tone: dark, length: 900) }
      Posed.head(c, center: Point(-130, 414), size: 560, angle: 0.22) { SceneHair.longBack(c, tone: blonde, length: 860, spread: 1.05) }
      Bust(skin: right.skin, cloth: coral, neckline: .scoop, neckBase: Point(175, 660), shoulder: 200, neck: 62).draw(c, chin: 570)
      Posed.head(c, center: Point(130, 432), size: 560, angle: -0.2) {
        Posed.face(c, right, capShadow: nil) { _ in SceneHair.longFront(c, tone: dark, part: 1, lockLength: 820) }
      }
      Bust(skin: left.skin, cloth: denim, neckline: .crew, neckBase: Point(-180, 650), shoulder: 200, neck: 62).draw(c, chin: 555)
      // Each has an arm round the other's back: a hand on the far shoulder.
      hand(c, at: Point(-340, 700), skin: right.skin, angle: -0.5)
      hand(c, at: Point(325, 710), skin: left.skin, angle: Double.pi + 0.5)
      Posed.head(c, center: Point(-130, 414), size: 560, angle: 0.22) {
        Posed.face(c, left, capShadow: nil) { _ in SceneHair.longFront(c, tone: blonde, part: -1, lockLength: 780) }
      }
    }
  }

  /// A hand seen from the back, fingers together, resting on a shoulder.
  static func hand(_ c: Canvas, at p: Point, skin: Tone, angle: Double) {
    c.withState {
      c.translate(p.x, p.y)
      c.rotate(angle)
      let palm = Shape.smooth([Point(-46, -20), Point(0, -44), Point(50, -30), Point(60, 20), Point(20, 44), Point(-40, 34)])
      // Fingers first, the back of the hand over their roots: one solid hand.
      for k in 0..<4 {
        let y = -30 + Double(k) * 18
        Body.limb(c, from: Point(30, y), to: Point(104 - abs(Double(k) - 1.5) * 9, y + 12), r0: 10, r1: 8.5, tone: skin, rimAlpha: 0.45)
      }
      Shade.ball(c, palm, skin, center: Point(-10, -14), radius: 70)
      Shade.rim(c, palm, skin.dark.withAlpha(0.35), width: 8)
    }
  }
}
