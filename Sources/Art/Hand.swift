import Basics
import Canvas

/// A hand seen from the back, fingers together and curling away from the
/// thumb's side (round a ball, over an arm): the fingers first, the back of
/// the hand over their roots, so it reads as one solid hand.
enum Hand {
  /// `toward`: the unit direction from the wrist to the knuckles; `thumb`:
  /// the unit direction across the hand to the thumb's side; `size`: 1 for
  /// a hand about 130 units long.
  static func back(_ c: Canvas, wrist w: Point, toward u: Point, thumb n: Point, skin: Tone, size s: Double = 1) {
    for k in 0..<4 {
      // Index finger (k = 0) nearest the thumb, the little finger shortest;
      // side by side, touching, bent alike.
      let across = (24 - Double(k) * 16) * s
      let base = w + u * (84 * s) + n * across
      let mid = base + u * ([42, 45, 41, 33][k] * s)
      let tip = mid + Arm.unit(u * 0.8 - n * 0.3) * ([30, 32, 29, 23][k] * s)
      Body.limb(c, from: base, to: mid, r0: 15 * s, r1: 13.5 * s, tone: skin, rimAlpha: 0.5)
      Body.limb(c, from: mid, to: tip, r0: 13.5 * s, r1: 11.5 * s, tone: skin, rimAlpha: 0.5)
    }
    let palm = Shape.smooth([
      w + n * (-30 * s), w + u * (48 * s) - n * (40 * s), w + u * (90 * s) - n * (36 * s), w + u * (96 * s) + n * (6 * s),
      w + u * (84 * s) + n * (34 * s), w + u * (40 * s) + n * (38 * s), w + n * (30 * s),
    ], tension: 0.9)
    Shade.ball(c, palm, skin, center: w + u * (40 * s) + n * (20 * s), radius: 90 * s)
    Shade.rim(c, palm, skin.dark.withAlpha(0.4), width: 8 * s)
    // Knuckles catching the light.
    for k in 0..<4 {
      let p = w + u * (80 * s) + n * ((24 - Double(k) * 17) * s)
      Shade.spot(c, p + Point(-3, -4) * s, 9 * s, 7 * s, skin.light.withAlpha(0.8))
    }
    // The thumb, out from the side of the hand and along the fingers.
    let thumbBase = w + u * (34 * s) + n * (30 * s)
    let thumbMid = thumbBase + Arm.unit(u * 0.6 + n * 0.8) * (34 * s)
    Body.limb(c, from: thumbBase, to: thumbMid, r0: 18 * s, r1: 14 * s, tone: skin, rimAlpha: 0.5)
    Body.limb(c, from: thumbMid, to: thumbMid + u * (34 * s), r0: 14 * s, r1: 12 * s, tone: skin, rimAlpha: 0.5)
  }
}
