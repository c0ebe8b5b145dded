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
      Posed.head(c, center: Point(-130, 434), size: 560, angle: 0.22) { SceneHair.longBack(c, tone: blonde, length: 860, spread: 1.05) }
      // Each has an arm round the other's back: the forearm across the top
      // of the back, behind the neck (the body hides it below the shoulder's
      // line), the hand resting on the far shoulder, fingers over its front.
      let leftHand = (wrist: Point(-300, 652), toward: Arm.unit(Point(-0.4, 1)))
      let rightHand = (wrist: Point(290, 664), toward: Arm.unit(Point(0.4, 1)))
      forearm(c, from: Point(150, 620), to: rightHand.wrist, sleeve: denim)
      Bust(skin: right.skin, cloth: coral, neckline: .scoop, neckBase: Point(172, 648), shoulder: 200, neck: 74).draw(c, chin: 570)
      Posed.head(c, center: Point(130, 432), size: 560, angle: -0.2) {
        Posed.face(c, right, capShadow: nil) { _ in SceneHair.longFront(c, tone: dark, part: 1, lockLength: 820) }
      }
      forearm(c, from: Point(-150, 610), to: leftHand.wrist, sleeve: coral)
      Bust(skin: left.skin, cloth: denim, neckline: .crew, neckBase: Point(-178, 636), shoulder: 200, neck: 74).draw(c, chin: 574)
      hand(c, wrist: leftHand.wrist, toward: leftHand.toward, skin: right.skin)
      hand(c, wrist: rightHand.wrist, toward: rightHand.toward, skin: left.skin)
      Posed.head(c, center: Point(-130, 434), size: 560, angle: 0.22) {
        Posed.face(c, left, capShadow: nil) { _ in SceneHair.longFront(c, tone: blonde, part: -1, lockLength: 780) }
      }
    }
  }

  /// The sleeved forearm of the arm round her back, from behind her neck
  /// out to the wrist on her far shoulder.
  static func forearm(_ c: Canvas, from a: Point, to wrist: Point, sleeve: Tone) {
    Body.limb(c, from: a, to: wrist, r0: 34, r1: 30, tone: sleeve, rimAlpha: 0.4)
  }

  /// A hand resting on a shoulder, seen from the back; `toward` points
  /// from the wrist to the fingers, the thumb on the side nearer the neck.
  static func hand(_ c: Canvas, wrist: Point, toward u: Point, skin: Tone) {
    // The hand's shadow on the shoulder, down and to the right of it.
    Shade.spot(c, wrist + u * 80 + Point(10, 14), 70, 50, Color(hex: 0x3A1A10, alpha: 0.3))
    let thumb = u.x < 0 ? Point(u.y, -u.x) : Point(-u.y, u.x)
    Hand.back(c, wrist: wrist, toward: u, thumb: thumb, skin: skin, size: 0.92)
  }
}
