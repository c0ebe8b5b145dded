import Basics
import Canvas

/// A person from the chin down to the bottom of the frame, seen from the front:
/// neck, shoulders and arms hanging at the sides in one garment, lit from the
/// upper left. Shared by the portrait scenes, whose people are head and
/// shoulders; each scene adds its own hands, hugs and details on top.
struct Bust {
  enum Neckline { case crew, vee, scoop }

  var skin: Tone
  var cloth: Tone
  var neckline: Neckline = .crew
  /// Where the neck meets the shoulders (scene units).
  var neckBase: Point
  /// Half the shoulder width.
  var shoulder: Double
  /// Half the neck width.
  var neck: Double
  /// Where the picture ends: the garment runs off the bottom.
  var bottom: Double = 1010

  /// The garment's outline.
  var outline: Path {
    let b = neckBase, s = shoulder, n = neck
    let half = [
      Point(0, b.y + n * 0.3), Point(-n * 1.15, b.y - n * 0.15), Point(-s * 0.55, b.y + s * 0.1),
      Point(-s * 0.92, b.y + s * 0.24), Point(-s * 1.08, b.y + s * 0.5), Point(-s * 1.12, b.y + s * 1.1),
      Point(-s * 1.1, bottom), Point(0, bottom),
    ]
    return Shape.smooth(Shape.mirrored(half).map { Point(b.x + $0.x, $0.y) }, tension: 0.85)
  }

  /// Paints neck then garment; returns the garment outline (to clip shadows to it).
  @discardableResult
  func draw(_ c: Canvas, chin: Double) -> Path {
    let b = neckBase, n = neck, s = shoulder
    let neckPath = Shape.smooth(
      [
        Point(b.x - n * 0.95, chin), Point(b.x - n, b.y - n * 0.2), Point(b.x - n * 1.3, b.y + n * 0.6),
        Point(b.x + n * 1.3, b.y + n * 0.6), Point(b.x + n, b.y - n * 0.2), Point(b.x + n * 0.95, chin),
      ], tension: 0.6)
    Shade.fill(c, neckPath, skin, from: Point(b.x - n, chin), to: Point(b.x + n, b.y))
    c.withState {
      c.clip(neckPath)
      // The chin's shadow on the throat.
      Shade.spot(c, Point(b.x + n * 0.1, chin + n * 0.1), n * 1.5, n * 0.8, skin.dark.withAlpha(0.75))
    }
    let body = outline
    Shade.fill(c, body, cloth, from: Point(b.x - s, b.y), to: Point(b.x + s, bottom))
    c.withState {
      c.clip(body)
      // Chest volume lit from the upper left, the head's shadow under the collar.
      Shade.spot(c, Point(b.x - s * 0.45, b.y + s * 0.45), s * 0.5, s * 0.4, cloth.light.withAlpha(0.45))
      Shade.spot(c, Point(b.x + n * 0.2, b.y + n * 0.3), n * 2.4, n * 1.1, cloth.dark.withAlpha(0.4))
      // Where the arms hang against the body.
      for side in [-1.0, 1.0] {
        var crease = Path()
        crease.move(to: Point(b.x + side * s * 0.86, b.y + s * 0.5))
        crease.curve(
          to: Point(b.x + side * s * 0.8, bottom), control1: Point(b.x + side * s * 0.8, b.y + s * 0.9),
          control2: Point(b.x + side * s * 0.78, b.y + s * 1.4))
        Shade.softLine(c, crease, cloth.dark.withAlpha(0.5), width: s * 0.12, steps: 4)
      }
      neckOpening(c)
    }
    Shade.rim(c, body, cloth.dark.withAlpha(0.45), width: s * 0.08)
    Shade.sunRim(c, body, width: s * 0.05, alpha: 0.4)
    return body
  }

  /// The skin the neckline shows, and the garment's edge round it.
  private func neckOpening(_ c: Canvas) {
    let b = neckBase, n = neck
    let depth: Double
    switch neckline {
    case .crew: depth = n * 0.35
    case .vee: depth = n * 2.4
    case .scoop: depth = n * 1.3
    }
    let w = neckline == .crew ? n * 1.2 : n * 1.6
    var open = Path()
    open.move(to: Point(b.x - w, b.y - n))
    open.line(to: Point(b.x - w, b.y - n * 0.2))
    if neckline == .vee {
      open.curve(to: Point(b.x, b.y + depth), control1: Point(b.x - w * 0.7, b.y + depth * 0.3), control2: Point(b.x - w * 0.2, b.y + depth * 0.8))
      open.curve(to: Point(b.x + w, b.y - n * 0.2), control1: Point(b.x + w * 0.2, b.y + depth * 0.8), control2: Point(b.x + w * 0.7, b.y + depth * 0.3))
    } else {
      open.curve(to: Point(b.x + w, b.y - n * 0.2), control1: Point(b.x - w * 0.8, b.y + depth * 1.3), control2: Point(b.x + w * 0.8, b.y + depth * 1.3))
    }
    open.line(to: Point(b.x + w, b.y - n))
    open.close()
    Shade.fill(c, open, skin, from: Point(b.x - w, b.y), to: Point(b.x + w, b.y + depth))
    c.withState {
      c.clip(open)
      Shade.spot(c, Point(b.x, b.y - n * 0.2), n * 1.6, n * 0.7, skin.dark.withAlpha(0.55))
      // Collarbones.
      for side in [-1.0, 1.0] {
        var bone = Path()
        bone.move(to: Point(b.x + side * n * 0.3, b.y + n * 0.25))
        bone.quadCurve(from: Point(b.x + side * n * 0.3, b.y + n * 0.25), to: Point(b.x + side * w, b.y + n * 0.05), control: Point(b.x + side * w * 0.6, b.y + n * 0.45))
        Shade.softLine(c, bone, skin.dark.withAlpha(0.3), width: n * 0.18, steps: 3)
      }
    }
    Shade.rim(c, open, cloth.dark.withAlpha(0.6), width: n * 0.16, steps: 3)
  }
}
