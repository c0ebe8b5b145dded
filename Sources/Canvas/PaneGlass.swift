public import Basics
internal import CCairo

/// A squircle of frosted glass where it stands on a canvas, split for
/// drawing from pictures painted ahead: `solid`, the boxes it covers whole
/// (`Path.squircleSolid`), and `rim`, the corner squares that cover the rest
/// (`Path.squircleCorners`). Made only where every box lands on whole pixels
/// of the canvas: there a copy or a nearest-sampled blend gives exactly the
/// long way's pixels.
public struct SquircleGlass {
  public let rect: Rect
  public let shape: Path
  public let solid: [Rect]
  public let rim: [Rect]

  /// nil where a box would cut pixels (a fractional place or scale): draw
  /// the long way there.
  public init?(_ rect: Rect, radius: Double, on canvas: Canvas) {
    let solid = Path.squircleSolid(rect, radius: radius, scale: canvas.scale)
    let rim = Path.squircleCorners(rect, radius: radius, scale: canvas.scale)
    guard (solid + rim).allSatisfy(canvas.isOnWholePixels) else { return nil }
    self.rect = rect
    shape = Path.squircle(rect, radius: radius)
    self.solid = solid
    self.rim = rim
  }
}

extension Canvas {
  /// The glass of `drawFrostedGlass(_:backdrop:backdropRect:tint:stroke:strokeWidth:)`
  /// at a fraction of the cost where the backdrop stays put and glass moves
  /// over it (cards paging, a sheet rising), with the same pixels where the
  /// backdrop is opaque. `pane` is the backdrop with `tint` already over it,
  /// opaque, the size of `backdropRect`; `mask`, the shape rasterised for
  /// `glass.rect`'s size with its rim as the outline. Both painted once.
  /// Inside `glass.solid` the pane's pixels are put in place (a copy); in
  /// each corner square the backdrop and the tint blend through the mask's
  /// coverage, and the rim through its outline: the long way rasterises the
  /// shape twice per corner and strokes it whole. (The tests find the long
  /// way's pixels; cairo could in principle rasterise a shape a hair
  /// differently elsewhere on the grid, moving an edge pixel by a level.)
  public func drawFrostedGlass(
    _ glass: SquircleGlass, mask: ShapeMask, pane: Surface, backdrop: Surface, backdropRect: Rect, tint: Color,
    stroke: Color = Color(white: 1, alpha: 0.35)
  ) {
    withState {
      clip(to: glass.solid)
      copy(pane, at: backdropRect.origin)
    }
    let origin = glass.rect.origin
    for box in glass.rim {
      withState {
        clip(box)
        paint(backdrop, at: backdropRect.origin, through: mask, at: origin)
        paint(tint, through: mask, at: origin)
      }
    }
    paint(stroke, through: mask, outline: true, at: origin)
  }

  /// True when `rect`'s corners fall on pixel corners of the surface and its
  /// sides run along the pixel grid: a clip to it covers whole pixels only.
  public func isOnWholePixels(_ rect: Rect) -> Bool {
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    guard m.xy == 0, m.yx == 0 else { return false }
    var x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
    cairo_user_to_device(cr, &x0, &y0)
    cairo_user_to_device(cr, &x1, &y1)
    let tolerance = 1e-6
    return [x0, y0, x1, y1].allSatisfy { abs($0 - $0.rounded()) < tolerance }
  }

  /// Clips to `area` without `rects` (disjoint boxes inside it): drawing
  /// there leaves alone what covers the boxes whole.
  public func clip(outside rects: [Rect], within area: Rect) {
    let rule = cairo_get_fill_rule(cr)
    cairo_new_path(cr)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
    for r in [area] + rects { cairo_rectangle(cr, r.x, r.y, r.width, r.height) }
    cairo_clip(cr)
    cairo_set_fill_rule(cr, rule)
  }
}
