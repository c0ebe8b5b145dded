import Canvas
import Glibc

/// Amira: a soft grey hijab framing her face and draped over her shoulders, no
/// hair showing; warm brown eyes and a kind, closed-lip-free smile.
enum AvatarAmira {
  static let style = AvatarStyle(
    skin: Tone(0xF0C8A6, 0xD69E78, 0x9A6444), iris: Tone(0x9A6A40, 0x5A341A, 0x24140A),
    brow: Color(hex: 0x3A2418), lashes: true, lip: Color(hex: 0xC8646E), ears: false)
  static let scarf = Tone(0x9EA3AD, 0x6E737E, 0x3E424A)

  /// The face opening: from the forehead to under the chin, covering the ears.
  static let opening: Path = Shape.smooth(Shape.mirrored([
    Point(0, 262), Point(-110, 272), Point(-184, 320), Point(-206, 420), Point(-204, 540), Point(-170, 650),
    Point(-100, 730), Point(0, 760),
  ]), tension: 1)

  static func draw(_ c: Canvas) {
    let hijab = Shape.smooth(Shape.mirrored([
      Point(0, 122), Point(-150, 142), Point(-250, 230), Point(-282, 380), Point(-280, 560), Point(-262, 700),
      Point(-300, 820), Point(-360, 920), Point(-372, 1040), Point(0, 1040),
    ]), tension: 0.9)
    Shade.fill(c, hijab, scarf, from: Point(-200, 150), to: Point(260, 900))
    c.withState {
      c.clip(hijab)
      Shade.spot(c, Point(-70, 210), 170, 90, scarf.light.withAlpha(0.5))
      // Folds: the fabric gathers under the chin and falls across the chest.
      for (a, ctrl, b, alpha) in [
        (Point(-240, 660), Point(-120, 860), Point(120, 900), 0.45),
        (Point(-280, 760), Point(-120, 960), Point(200, 980), 0.35),
        (Point(230, 640), Point(200, 780), Point(300, 900), 0.4),
        (Point(-230, 300), Point(-270, 450), Point(-240, 620), 0.3),
        (Point(230, 300), Point(270, 450), Point(240, 620), 0.35),
      ] {
        var f = Path()
        f.move(to: a)
        f.quadCurve(from: a, to: b, control: ctrl)
        Shade.softLine(c, f, scarf.dark.withAlpha(alpha), width: 34, steps: 5)
        c.withState {
          c.translate(-10, -14)
          Shade.softLine(c, f, scarf.light.withAlpha(alpha * 0.7), width: 18, steps: 3)
        }
      }
    }
    Shade.rim(c, hijab, scarf.dark.withAlpha(0.45), width: 22)

    // The face inside the opening; the fabric's edge shades it all round.
    let face = opening
    c.withState {
      c.clip(face)
      _ = AvatarHead.head(c, style)
      c.withState {
        Shade.rim(c, face, style.skin.dark.withAlpha(0.55), width: 26)
      }
      AvatarHead.face(c, style, head: face)
    }
    // The rolled edge of the hijab round the face.
    c.stroke(face, scarf.dark, width: 26)
    c.stroke(face, .linear(from: Point(0, 260), to: Point(0, 760), stops: [
      GradientStop(0, scarf.light), GradientStop(0.6, scarf.base), GradientStop(1, scarf.dark),
    ]), width: 16)
  }
}
