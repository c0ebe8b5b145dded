public import Basics
public import Canvas
import Glibc

/// The Siri orb (docs/screens.md §4 and §5): a glossy dark-grey sphere with a
/// bright white-and-rainbow rim light along its lower edge and a soft shimmer
/// inside. One drawing at every size: the home's Siri icon, the assistant's
/// 110 pt listening orb and its 64 pt answer-card orb. It comes in three
/// layers so a screen paints each once per size and animates only how they
/// turn: the body (with its shadow and the rim light's halo) never changes,
/// the rim light sways about the bottom and the shimmer turns slowly round
/// the centre. The body covers `layerRect(for:)`; the rim light and the
/// shimmer stay inside the sphere, so turning them about its centre keeps
/// them there, and only a sphere-sized square has to be resampled each frame.
public enum SiriOrb {
  /// How far the body layer reaches past the sphere (halo and shadow), as a
  /// share of its diameter.
  public static let padding = 0.3

  /// The square the body layer covers for a sphere in `sphere`.
  public static func layerRect(for sphere: Rect) -> Rect {
    sphere.insetBy(-sphere.width * padding, -sphere.height * padding)
  }

  /// The rim light's colours from the right end of the lower edge, through its
  /// white-hot bottom, to the left end.
  static let rimColors: [Color] = [
    Color(hex: 0x3E6BFF), Color(hex: 0x31C6FF), Color(hex: 0x9BF0FF), Color(hex: 0xFFFFFF),
    Color(hex: 0xFFF1A8), Color(hex: 0xFFB341), Color(hex: 0xFF5E8A), Color(hex: 0xB45CFF),
  ]

  /// The static body: a soft shadow, the rim light's faint coloured halo
  /// outside the glass, the dark glass with its light from the upper left, a
  /// darker edge and the glossy reflection across the top.
  public static func drawSphere(_ c: Canvas, in sphere: Rect) {
    let r = sphere.width / 2
    let center = sphere.center
    let circle = Path.circle(center: center, radius: r)
    // Contact shadow, a little below.
    Shade.spot(c, center + Point(0, r * 0.16), r * 1.12, r * 1.08, Color(white: 0, alpha: 0.32))
    c.withLayer(alpha: 0.55) { c.draw(softRim(c, sphere), in: layerRect(for: sphere)) }
    c.fill(
      circle,
      .radial(
        center: center, radius: r,
        stops: [
          GradientStop(0, Color(hex: 0x55555C)), GradientStop(0.4, Color(hex: 0x323238)),
          GradientStop(0.78, Color(hex: 0x1A1A1E)), GradientStop(1, Color(hex: 0x0A0A0C)),
        ], focus: center + Point(-r * 0.28, -r * 0.34), focusRadius: 0))
    c.withState {
      c.clip(circle)
      // The darker edge that makes it read as a ball rather than a disc.
      c.stroke(Path.circle(center: center, radius: r), Color(white: 0, alpha: 0.35), width: r * 0.12)
      // The glossy reflection of a window across the top: a wide ellipse
      // bright at its top edge, gone by its middle.
      let gloss = Rect(x: center.x - r * 0.62, y: center.y - r * 0.93, width: r * 1.24, height: r * 0.78)
      c.fill(
        Path.ellipse(in: gloss),
        .linear(
          from: Point(gloss.midX, gloss.minY), to: Point(gloss.midX, gloss.maxY),
          stops: [
            GradientStop(0, Color(white: 1, alpha: 0.5)), GradientStop(0.35, Color(white: 1, alpha: 0.16)),
            GradientStop(0.7, Color(white: 1, alpha: 0)),
          ]))
      // A pin-point catch-light inside the reflection.
      Shade.spot(c, Point(center.x - r * 0.3, center.y - r * 0.58), r * 0.16, r * 0.09, angle: -0.5, Color(white: 1, alpha: 0.55))
    }
    // A hairline of glass edge.
    c.stroke(Path.circle(center: center, radius: r - 0.5), Color(white: 1, alpha: 0.1), width: 1)
  }

  /// The rim light along the lower edge, centred on the bottom, all inside
  /// the glass: light bleeding in, a sharp bright edge, a white-hot spot.
  public static func drawRimLight(_ c: Canvas, in sphere: Rect) {
    let r = sphere.width / 2
    let center = sphere.center
    let blurred = softRim(c, sphere)
    c.withState {
      c.clip(Path.circle(center: center, radius: r))
      c.draw(blurred, in: layerRect(for: sphere))
      c.draw(blurred, in: layerRect(for: sphere), alpha: 0.6)
      // The crisp edge: pale, tinted by the colour beneath, white-hot at the bottom.
      rimArcs(c, center: center, radius: r - r * 0.035, width: r * 0.07, alpha: 1, whiten: 0.3, over: Color(hex: 0x141417))
      Shade.spot(c, Point(center.x, center.y + r * 0.97), r * 0.42, r * 0.16, Color(white: 1, alpha: 0.95))
    }
  }

  /// The rim light's soft part: thick coloured arcs along the lower edge,
  /// blurred, covering the body layer's square.
  private static func softRim(_ c: Canvas, _ sphere: Rect) -> Surface {
    let r = sphere.width / 2
    let layer = layerRect(for: sphere)
    let soft = Surface(size: layer.size, scale: c.scale)
    let sc = Canvas(surface: soft)
    sc.translate(-layer.minX, -layer.minY)
    rimArcs(sc, center: sphere.center, radius: r * 0.9, width: r * 0.36, alpha: 0.9)
    return soft.blurred(radius: r * 0.22, downsample: 2)
  }

  /// The shimmer: two soft curved streaks inside the glass, one white, one
  /// violet, opposite each other; a screen turns this layer slowly.
  public static func drawShimmer(_ c: Canvas, in sphere: Rect) {
    let r = sphere.width / 2
    let center = sphere.center
    let layer = layerRect(for: sphere)
    let soft = Surface(size: layer.size, scale: c.scale)
    let sc = Canvas(surface: soft)
    sc.translate(-layer.minX, -layer.minY)
    streak(sc, center: center, radius: r * 0.66, from: -2.5, sweep: 1.4, width: r * 0.2, color: Color(white: 1, alpha: 0.3))
    streak(sc, center: center, radius: r * 0.58, from: 0.5, sweep: 1.1, width: r * 0.16, color: Color(hex: 0xB89CFF, alpha: 0.22))
    let blurred = soft.blurred(radius: r * 0.12, downsample: 2)
    c.withState {
      c.clip(Path.circle(center: center, radius: r))
      c.draw(blurred, in: layer)
    }
  }

  /// All three layers at once, uncached, turned by `rimAngle` and
  /// `shimmerAngle` (radians): for pictures and small one-off uses.
  public static func draw(_ c: Canvas, in sphere: Rect, rimAngle: Double = 0, shimmerAngle: Double = 0) {
    drawSphere(c, in: sphere)
    turned(c, about: sphere.center, by: shimmerAngle) { drawShimmer(c, in: sphere) }
    turned(c, about: sphere.center, by: rimAngle) { drawRimLight(c, in: sphere) }
  }

  static func turned(_ c: Canvas, about p: Point, by angle: Double, _ body: () -> Void) {
    c.withState {
      c.translate(p.x, p.y)
      c.rotate(angle)
      c.translate(-p.x, -p.y)
      body()
    }
  }

  /// Short arc segments across the lower half, each in the colour of its
  /// angle, fading out towards both ends: into transparency, or (`over`)
  /// into an opaque colour, which lets segments overlap without seams.
  private static func rimArcs(
    _ c: Canvas, center: Point, radius: Double, width: Double, alpha: Double, whiten: Double = 0, over: Color? = nil
  ) {
    let half = 1.45  // radians either side of straight down
    // Short enough (about 2 pt) that the colour never steps visibly.
    let segments = max(48, Int(2 * half * radius / 2))
    for i in 0..<segments {
      let f = (Double(i) + 0.5) / Double(segments)
      let a0 = Double.pi / 2 - half + 2 * half * Double(i) / Double(segments)
      let a1 = a0 + 2 * half / Double(segments) + 0.004
      // Strong in the middle, fading as a smooth bell towards the ends.
      let bell = pow(sin(Double.pi * f), over == nil ? 1.6 : 0.8)
      let lit = Color.lerp(rimColor(at: f), .white, whiten)
      let color = over.map { Color.lerp($0, lit, bell) } ?? lit.withAlpha(alpha * bell)
      var p = Path()
      p.arc(center: center, radius: radius, start: a0, end: over == nil ? a1 : a1 + 0.01)
      c.stroke(p, .color(color), width: width, cap: .butt)
    }
  }

  /// The colour at `f` (0 = right end, 1 = left end) along the rim.
  static func rimColor(at f: Double) -> Color {
    let x = min(max(f, 0), 1) * Double(rimColors.count - 1)
    let i = min(Int(x), rimColors.count - 2)
    return Color.lerp(rimColors[i], rimColors[i + 1], x - Double(i))
  }

  /// A curved band along a circle that tapers to nothing at both ends.
  private static func streak(_ c: Canvas, center: Point, radius: Double, from start: Double, sweep: Double, width: Double, color: Color) {
    let segments = 24
    for i in 0..<segments {
      let f = (Double(i) + 0.5) / Double(segments)
      let a0 = start + sweep * Double(i) / Double(segments)
      var p = Path()
      p.arc(center: center, radius: radius, start: a0, end: a0 + sweep / Double(segments) + 0.004)
      c.stroke(p, .color(color.withAlpha(color.alpha * sin(Double.pi * f))), width: width * (0.4 + 0.6 * sin(Double.pi * f)), cap: .butt)
    }
  }
}
