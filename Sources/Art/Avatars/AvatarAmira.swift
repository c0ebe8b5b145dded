import Basics
import Canvas
import Glibc

/// Amira: a soft grey hijab framing her face and draped over her shoulders, no
/// hair showing; warm brown eyes and a kind smile.
enum AvatarAmira {
  static let style = AvatarStyle(
    skin: Tone(0xF0C8A6, 0xD69E78, 0x9A6444), iris: Tone(0x9A6A40, 0x5A341A, 0x24140A),
    brow: Color(hex: 0x3A2418), lashes: true, lip: Color(hex: 0xC8646E), ears: false)
  static let scarf = Tone(0xA9AEB8, 0x747984, 0x3E424A)
  static let underscarf = Tone(0x6A6E78, 0x4A4E57, 0x2A2D33)

  /// The face opening: from the forehead to under the chin, covering the ears.
  static let opening: Path = Shape.smooth(Shape.mirrored([
    Point(0, 256), Point(-104, 264), Point(-174, 304), Point(-204, 392), Point(-206, 486), Point(-190, 584),
    Point(-150, 670), Point(-84, 730), Point(0, 752),
  ]), tension: 1)

  /// The whole scarf: a soft dome over the head, close round the cheeks and
  /// jaw, then falling over the shoulders.
  static let outline: Path = Shape.smooth(Shape.mirrored([
    Point(0, 116), Point(-146, 132), Point(-240, 206), Point(-280, 330), Point(-286, 470), Point(-272, 600),
    Point(-244, 700), Point(-246, 772), Point(-300, 842), Point(-352, 924), Point(-370, 1040), Point(0, 1040),
  ]), tension: 0.9)

  static func draw(_ c: Canvas) {
    let hijab = outline
    c.fill(
      hijab,
      .radial(
        center: Point(-30, 380), radius: 620,
        stops: [GradientStop(0, scarf.light), GradientStop(0.45, scarf.base), GradientStop(1, scarf.dark)],
        focus: Point(-90, 220), focusRadius: 30))
    c.withState {
      c.clip(hijab)
      // The crown of the head rounds the fabric; it catches the light there.
      Shade.spot(c, Point(-60, 200), 160, 80, Color(white: 1, alpha: 0.22))
      // Under the chin the fabric is in the face's shadow.
      Shade.spot(c, Point(0, 790), 220, 80, scarf.dark.withAlpha(0.7))
      // Soft folds: the fabric wraps under the chin and falls across the chest,
      // each fold lit on its upper edge and shaded below.
      let folds: [(Point, Point, Point, Point, Double)] = [
        (Point(250, 560), Point(230, 760), Point(40, 860), Point(-330, 900), 0.5),
        (Point(270, 700), Point(250, 880), Point(40, 960), Point(-300, 1010), 0.4),
        (Point(-236, 600), Point(-240, 700), Point(-250, 780), Point(-330, 880), 0.35),
        (Point(-250, 260), Point(-275, 380), Point(-270, 500), Point(-250, 600), 0.25),
      ]
      for (a, c1, c2, b, alpha) in folds {
        var f = Path()
        f.move(to: a)
        f.curve(to: b, control1: c1, control2: c2)
        Shade.softLine(c, f, scarf.dark.withAlpha(alpha), width: 46, steps: 6)
        c.withState {
          c.translate(-6, -22)
          Shade.softLine(c, f, scarf.light.withAlpha(alpha * 0.8), width: 24, steps: 4)
        }
      }
    }
    Shade.rim(c, hijab, scarf.dark.withAlpha(0.5), width: 26)
    // The fabric rolls round the face: a lit ridge just outside the opening.
    Shade.softLine(c, opening, scarf.light.withAlpha(0.7), width: 70, steps: 6)
    Shade.softLine(c, opening, scarf.dark.withAlpha(0.35), width: 20, steps: 3)

    // The face inside the opening, shaded where the fabric meets it.
    let face = opening
    c.withState {
      c.clip(face)
      _ = AvatarHead.head(c, style)
      AvatarHead.face(c, style, head: face)
      Shade.rim(c, face, style.skin.dark.withAlpha(0.6), width: 30)
      // The underscarf: a slim band across the forehead in a darker grey.
      var band = Path()
      band.move(to: Point(-220, 330))
      band.curve(to: Point(220, 330), control1: Point(-120, 250), control2: Point(120, 250))
      c.stroke(band, underscarf.base, width: 30)
      c.withState {
        c.translate(0, 8)
        Shade.softLine(c, band, style.skin.dark.withAlpha(0.5), width: 36, steps: 4)
      }
      c.stroke(band, underscarf.base, width: 26)
      c.withState {
        c.translate(0, -6)
        c.stroke(band, underscarf.light.withAlpha(0.5), width: 6)
      }
    }
    c.stroke(face, scarf.dark.withAlpha(0.6), width: 4)
  }
}
