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
  /// `details` draws the garment's own pattern (knit, buttons), clipped to
  /// it, under the neckline's edge.
  @discardableResult
  func draw(_ c: Canvas, chin: Double, details: (Path) -> Void = { _ in }) -> Path {
    let b = neckBase, n = neck, s = shoulder
    // A solid neck: straight from under the jaw, flaring into the shoulders,
    // shaded round like a cylinder so it reads as flesh, not a flat strip.
    let neckPath = Shape.smooth(
      [
        Point(b.x - n * 0.92, chin - n * 0.4), Point(b.x - n, b.y - n * 0.4), Point(b.x - n * 1.6, b.y + n * 0.7),
        Point(b.x + n * 1.6, b.y + n * 0.7), Point(b.x + n, b.y - n * 0.4), Point(b.x + n * 0.92, chin - n * 0.4),
      ], tension: 0.6)
    c.fill(neckPath, skinPaint)
    c.withState {
      c.clip(neckPath)
      // The chin's shadow on the throat.
      Shade.spot(c, Point(b.x + n * 0.1, chin + n * 0.05), n * 1.5, n * 0.75, skin.dark.withAlpha(0.7))
    }
    Shade.rim(c, neckPath, skin.dark.withAlpha(0.3), width: n * 0.1)
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
      details(body)
    }
    // A narrow edge: wide soft rims make cloth read as glass.
    Shade.rim(c, body, cloth.dark.withAlpha(0.5), width: s * 0.035)
    Shade.sunRim(c, body, width: s * 0.025, alpha: 0.3)
    // The neckline last: the garment's top edge runs across it.
    neckOpening(c, body: body, neck: neckPath)
    return body
  }

  /// Skin across a rounded form from `from` to `to` (x): shade at both
  /// edges, light a little left of the middle, as the sun from the upper left lights it.
  static func round(_ tone: Tone, from: Double, to: Double, y: Double) -> Paint {
    .linear(
      from: Point(from, y), to: Point(to, y),
      stops: [
        GradientStop(0, tone.dark), GradientStop(0.2, tone.base), GradientStop(0.4, tone.light),
        GradientStop(0.7, tone.base), GradientStop(1, Color.lerp(tone.base, tone.dark, 0.8)),
      ])
  }

  /// Half the width of the neckline's opening.
  private var openingHalfWidth: Double { neckline == .crew ? neck * 1.2 : neck * 1.6 }

  /// One paint for the neck and the skin the neckline shows, so no seam
  /// shows where they meet along the garment's top edge.
  private var skinPaint: Paint {
    Self.round(skin, from: neckBase.x - openingHalfWidth * 1.1, to: neckBase.x + openingHalfWidth * 1.1, y: neckBase.y)
  }

  /// The skin the neckline shows (in the garment and over the neck, which
  /// covers the garment's anti-aliased top edge), and the garment's hemmed edge round it.
  private func neckOpening(_ c: Canvas, body: Path, neck neckPath: Path) {
    let b = neckBase, n = neck
    let depth: Double
    switch neckline {
    case .crew: depth = n * 0.35
    case .vee: depth = n * 2.4
    case .scoop: depth = n * 1.3
    }
    let w = openingHalfWidth
    // The neckline's curve, from its left end to its right.
    func curve(_ p: inout Path) {
      if neckline == .vee {
        p.curve(to: Point(b.x, b.y + depth), control1: Point(b.x - w * 0.7, b.y + depth * 0.3), control2: Point(b.x - w * 0.2, b.y + depth * 0.8))
        p.curve(to: Point(b.x + w, b.y - n * 0.2), control1: Point(b.x + w * 0.2, b.y + depth * 0.8), control2: Point(b.x + w * 0.7, b.y + depth * 0.3))
      } else {
        p.curve(to: Point(b.x + w, b.y - n * 0.2), control1: Point(b.x - w * 0.8, b.y + depth * 1.3), control2: Point(b.x + w * 0.8, b.y + depth * 1.3))
      }
    }
    var edge = Path()
    edge.move(to: Point(b.x - w, b.y - n * 0.2))
    curve(&edge)
    var open = Path()
    open.move(to: Point(b.x - w, b.y - n))
    open.line(to: Point(b.x - w, b.y - n * 0.2))
    curve(&open)
    open.line(to: Point(b.x + w, b.y - n))
    open.close()
    c.withState {
      c.clip(body)
      c.fill(open, skinPaint)
    }
    // Over the garment's anti-aliased top edge, where the neck lies under it.
    c.withState {
      c.clip(neckPath)
      c.clip(Rect(x: b.x - n * 0.95, y: b.y - n * 0.25, width: n * 1.9, height: n * 2))
      c.fill(open, skinPaint)
    }
    c.withState {
      c.clip(body)
      c.clip(open)
      // Collarbones.
      for side in [-1.0, 1.0] {
        var bone = Path()
        bone.move(to: Point(b.x + side * n * 0.3, b.y + n * 0.25))
        bone.quadCurve(from: Point(b.x + side * n * 0.3, b.y + n * 0.25), to: Point(b.x + side * w, b.y + n * 0.05), control: Point(b.x + side * w * 0.6, b.y + n * 0.45))
        Shade.softLine(c, bone, skin.dark.withAlpha(0.3), width: n * 0.18, steps: 3)
      }
      // The garment's shadow on the skin just inside its edge.
      Shade.softLine(c, edge, skin.dark.withAlpha(0.5), width: n * 0.35, steps: 3)
    }
    // The hem: an opaque band of the cloth, darker than the body, a lit thread along it.
    c.withState {
      c.clip(body)
      c.stroke(edge, Color.lerp(cloth.base, cloth.dark, 0.55), width: n * 0.2)
      c.stroke(edge, Color.lerp(cloth.base, cloth.light, 0.5), width: n * 0.06)
    }
  }
}
