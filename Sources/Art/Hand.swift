import Basics
import Canvas

/// A hand seen from the back, fingers together and curling away from the
/// thumb's side (round a ball, over an arm). The back of the hand and the
/// four fingers are one outline, shaded as one rounded form, the fingers
/// told apart only by soft grooves towards their tips, and the thumb lies
/// along its side: one solid hand, not a bundle of tubes.
enum Hand {
  /// `toward`: the unit direction from the wrist to the knuckles; `thumb`:
  /// the unit direction across the hand to the thumb's side; `size`: 1 for
  /// a hand about 150 units long.
  static func back(_ c: Canvas, wrist w: Point, toward u: Point, thumb n: Point, skin: Tone, size s: Double = 1) {
    // A point `a` units along the hand and `b` across it (towards the thumb);
    // past the knuckles the fingers bend a little away from the thumb.
    func at(_ a: Double, _ b: Double) -> Point {
      let bend = max(0, a - 86) * 0.3
      return w + u * (a * s) + n * ((b - bend) * s)
    }
    let outline = Shape.smooth([
      at(0, -30), at(46, -40), at(92, -38), at(116, -37), at(127, -31), at(129, -20), at(144, -13), at(143, -3),
      at(152, 4), at(145, 14), at(146, 23), at(134, 31), at(112, 38), at(78, 40), at(42, 37), at(0, 30),
    ], tension: 0.9)
    Shade.ball(c, outline, skin, center: at(60, 14), radius: 120 * s)
    c.withState {
      c.clip(outline)
      // The fingers' grooves, from between the knuckles out to the tips.
      for b in [-20.0, -3, 14] {
        var groove = Path()
        groove.move(to: at(116, b))
        groove.line(to: at(156, b + 1))
        Shade.softLine(c, groove, skin.dark.withAlpha(0.35), width: 5 * s, steps: 3)
      }
      // The knuckles catching the light, the fingers' far side in shade.
      for b in [-28.0, -11, 6, 23] {
        Shade.spot(c, at(86, b) + Point(-3, -4) * s, 10 * s, 8 * s, skin.light.withAlpha(0.7))
      }
      Shade.spot(c, at(140, -30), 40 * s, 24 * s, skin.dark.withAlpha(0.35))
    }
    Shade.rim(c, outline, skin.dark.withAlpha(0.45), width: 7 * s)
    // The thumb: from the wrist's side out along the index finger, its root
    // shadowed where it leaves the hand.
    let root = at(30, 30), knuckle = at(70, 48), tip = at(104, 44)
    Shade.spot(c, avatarMix(root, knuckle, 0.4) - n * (8 * s), 34 * s, 20 * s, skin.dark.withAlpha(0.3))
    let thumb = Shape.smooth([
      root + (root - knuckle) * 0.1 + n * (-14 * s), root + n * (18 * s), knuckle + n * (14 * s), tip + n * (10 * s),
      tip + u * (12 * s), tip - n * (11 * s), knuckle - n * (13 * s), root - n * (16 * s),
    ], tension: 0.9)
    Shade.ball(c, thumb, skin, center: knuckle - n * (4 * s), radius: 60 * s)
    Shade.rim(c, thumb, skin.dark.withAlpha(0.45), width: 6 * s)
  }
}
