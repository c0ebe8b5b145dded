public import Basics
public import Canvas

/// A map's place marker: a round coloured pin with a white glyph and a white
/// ring, a soft shadow under it, and the place's name beneath in the pin's
/// colour with a white halo so it reads over trees and paths.
@MainActor
public enum MapPin {
  /// Draws the pin centred at `center`; returns the rect it and its label cover.
  @discardableResult
  public static func draw(
    _ c: Canvas, center: Point, diameter: Double, glyph: Icon, color: Color, label: String?, labelSize: Double = 16
  ) -> Rect {
    let r = diameter / 2
    Shade.spot(c, center + Point(0, r * 0.22), r * 1.25, r * 1.1, Color(white: 0, alpha: 0.3))
    c.fill(Path.circle(center: center, radius: r), Color.white)
    let inner = Path.circle(center: center, radius: r * 0.86)
    c.fill(
      inner,
      .linear(
        from: Point(center.x, center.y - r), to: Point(center.x, center.y + r),
        stops: [GradientStop(0, Color.lerp(color, .white, 0.18)), GradientStop(1, Color.lerp(color, .black, 0.08))]))
    let side = diameter * 0.56
    glyph.draw(c, in: Rect(center: center, size: Size(side, side)), color: .white)
    var covered = Rect(center: center, size: Size(diameter, diameter))
    if let label {
      let layout = TextLayout(label, style: TextStyle(weight: .semibold, size: labelSize, color: Color.lerp(color, .black, 0.3), alignment: .center))
      let origin = Point(center.x - layout.size.width / 2, center.y + r + diameter * 0.12)
      c.strokeOutline(layout, at: origin, Color(white: 1, alpha: 0.92), width: labelSize * 0.28)
      c.draw(layout, at: origin)
      covered = covered.union(Rect(origin: origin, size: layout.size))
    }
    return covered
  }
}
