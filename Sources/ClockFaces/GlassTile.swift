public import Basics
public import Canvas

/// A frosted-glass tile (the reference's `.ultraThinMaterial`): the blurred
/// wallpaper through a rounded rect, a tint and a thin white rim (circular
/// corners, as the reference's tiles have: corner 28).
/// The wallpaper is blurred once per draw and shared by every tile.
@MainActor
public struct GlassTile {
  public var tint: Color
  public var stroke: Color
  /// Corner radius as a fraction of the tile's shorter side.
  public var corner: Double

  public init(tint: Color, stroke: Color = Color(white: 1, alpha: 0.3), corner: Double = 0.14) {
    self.tint = tint
    self.stroke = stroke
    self.corner = corner
  }

  /// `paint` drawn into a small surface covering `rect` and blurred: the
  /// backdrop every tile of one draw shows. A quarter of the resolution is plenty
  /// for a picture that is about to be blurred.
  public static func blurredBackdrop(
    of rect: Rect, scale: Double, radius: Double, paint: (Canvas, Rect) -> Void
  ) -> Surface {
    let small = Surface(size: rect.size, scale: scale / 4)
    paint(Canvas(surface: small), Rect(size: rect.size))
    return small.blurred(radius: radius, downsample: 1)
  }

  public func draw(_ canvas: Canvas, in rect: Rect, cornerRadius: Double, backdrop: Surface, backdropRect: Rect) {
    canvas.drawFrostedGlass(
      Path.roundedRect(rect, radius: cornerRadius), backdrop: backdrop, backdropRect: backdropRect, tint: tint,
      stroke: stroke, strokeWidth: max(0.5, min(rect.width, rect.height) * 0.006))
  }
}
