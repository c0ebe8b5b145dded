public import Basics
internal import CCairo

extension Canvas {
  /// The glass of `drawFrostedGlass(_:backdrop:backdropRect:tint:stroke:strokeWidth:)`
  /// at a fraction of the cost where the backdrop stays put and glass moves
  /// over it (cards paging over a photo): `pane` is the backdrop with `tint`
  /// already over it, opaque, the size of `backdropRect`, painted once.
  /// Inside `solid`, boxes the shape covers whole, the pane's pixels are put
  /// in place (a copy); in `rim`, boxes that cover the rest of the shape (its
  /// rounded corners), the backdrop and the tint are blended through the
  /// shape's mask, each box on its own (one mask for the whole shape would
  /// be rasterised and blended over all of it, twice). Where the backdrop is
  /// opaque the pixels are those of the long way, which is taken instead
  /// whenever a box does not land on whole pixels.
  public func drawFrostedGlass(
    _ shape: Path, solid: [Rect], rim: [Rect], pane: Surface, backdrop: Surface, backdropRect: Rect, tint: Color,
    stroke: Color = Color(white: 1, alpha: 0.35), strokeWidth: Double = 1
  ) {
    guard (solid + rim).allSatisfy(isOnWholePixels) else {
      drawFrostedGlass(shape, backdrop: backdrop, backdropRect: backdropRect, tint: tint, stroke: stroke, strokeWidth: strokeWidth)
      return
    }
    copy(pane, at: backdropRect.origin, within: solid)
    for box in rim {
      withState {
        clip(box)
        drawFrostedGlass(shape, backdrop: backdrop, backdropRect: backdropRect, tint: tint, stroke: stroke, strokeWidth: 0)
      }
    }
    if strokeWidth > 0 { self.stroke(shape, .color(stroke), width: strokeWidth) }
  }

  /// The same glass again, with the shape rasterised ahead (`mask`, its
  /// rect's top left at `origin`, on a whole pixel, its outline the rim):
  /// the corners blend through its coverage and the rim is its outline's,
  /// where the long way rasterises the shape twice per corner and strokes
  /// it whole. The tests find the long way's pixels; cairo could in
  /// principle rasterise a shape a hair differently elsewhere on the grid,
  /// moving an edge pixel by a level.
  public func drawFrostedGlass(
    _ shape: Path, mask: ShapeMask, at origin: Point, solid: [Rect], rim: [Rect], pane: Surface, backdrop: Surface, backdropRect: Rect,
    tint: Color, stroke: Color = Color(white: 1, alpha: 0.35)
  ) {
    guard (solid + rim).allSatisfy(isOnWholePixels), isOnWholePixels(Rect(origin: origin, size: Size(0, 0))) else {
      drawFrostedGlass(shape, backdrop: backdrop, backdropRect: backdropRect, tint: tint, stroke: stroke, strokeWidth: mask.outlineWidth)
      return
    }
    copy(pane, at: backdropRect.origin, within: solid)
    for box in rim {
      withState {
        clip(box)
        paint(backdrop, at: backdropRect.origin, through: mask, at: origin)
        paint(tint, through: mask, at: origin)
      }
    }
    paint(stroke, through: mask, outline: true, at: origin)
  }

  private func copy(_ opaque: Surface, at origin: Point, within boxes: [Rect]) {
    withState {
      clip(to: boxes)
      copy(opaque, at: origin)
    }
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
