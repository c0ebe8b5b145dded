public import Basics
internal import CCairo

/// The drawing API every screen uses. It draws in points; the surface underneath
/// has `scale` pixels per point. Cairo is named here and in the other Canvas files
/// only: plugins and the core see these methods.
public final class Canvas {
  public let surface: Surface
  let cr: OpaquePointer

  public init(surface: Surface) {
    self.surface = surface
    cr = cairo_create(surface.handle)!
    cairo_scale(cr, surface.scale, surface.scale)
  }

  deinit { cairo_destroy(cr) }

  public var size: Size { surface.size }
  public var bounds: Rect { Rect(size: size) }
  public var scale: Double { surface.scale }

  // MARK: state

  /// Runs `body` with the transform, clip and alpha saved and restored after.
  public func withState<R>(_ body: () throws -> R) rethrows -> R {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    return try body()
  }

  public func translate(_ dx: Double, _ dy: Double) { cairo_translate(cr, dx, dy) }
  public func scaleBy(_ sx: Double, _ sy: Double) { cairo_scale(cr, sx, sy) }
  public func rotate(_ radians: Double) { cairo_rotate(cr, radians) }

  /// Maps `from` (in current coordinates) onto `to`: used to draw a screen laid
  /// out at one size into a rect of another (zoom transitions, miniatures).
  public func map(_ from: Rect, onto to: Rect) {
    translate(to.minX, to.minY)
    scaleBy(to.width / max(from.width, 1e-9), to.height / max(from.height, 1e-9))
    translate(-from.minX, -from.minY)
  }

  public func clip(_ rect: Rect) {
    cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
    cairo_clip(cr)
  }

  public func clip(_ path: Path) {
    setPath(path)
    cairo_clip(cr)
  }

  /// The box (user space) that bounds everything drawing can still reach:
  /// the clip's extents, the whole surface when nothing clips.
  public var clipBounds: Rect {
    var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
    cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// True when drawing can reach every pixel of the surface: the clip is
  /// one rectangle covering it (or nothing clips), so a drawing that writes
  /// every pixel itself (`crossfade`) draws what clipped drawing would.
  public var reachesEveryPixel: Bool {
    var x0 = 0.0, y0 = 0.0, x1 = Double(surface.pixelWidth), y1 = Double(surface.pixelHeight)
    cairo_device_to_user(cr, &x0, &y0)
    cairo_device_to_user(cr, &x1, &y1)
    guard let list = cairo_copy_clip_rectangle_list(cr) else { return false }
    defer { cairo_rectangle_list_destroy(list) }
    guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles == 1 else { return false }
    let r = list.pointee.rectangles[0]
    return r.x <= x0 && r.y <= y0 && r.x + r.width >= x1 && r.y + r.height >= y1
  }

  /// Clips to the union of `rects` (a damage region).
  public func clip(to rects: [Rect]) {
    for r in rects { cairo_rectangle(cr, r.x, r.y, r.width, r.height) }
    cairo_clip(cr)
  }

  /// Draws what `body` draws as one group, then composites it at `alpha`:
  /// overlapping shapes inside do not show through each other.
  public func withLayer(alpha: Double, _ body: () throws -> Void) rethrows {
    cairo_push_group(cr)
    defer {
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, alpha)
    }
    try body()
  }

  /// Runs `body` painting under what is already there (only where the surface
  /// is not yet opaque): a line painted in pieces adds its dark edge beneath the
  /// pieces before it instead of across them.
  public func underneath(_ body: () throws -> Void) rethrows {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OVER)
    try body()
  }

  // MARK: filling

  public func clear(_ color: Color = .clear) {
    withState {
      cairo_identity_matrix(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      setSource(.color(color))
      cairo_paint(cr)
    }
  }

  public func fill(_ rect: Rect, _ paint: Paint) {
    if case .linear(let from, let to, let stops) = paint, fillRowsOfVerticalGradient(rect, from: from, to: to, stops: stops) { return }
    cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
    setSource(paint)
    cairo_fill(cr)
  }

  public func fill(_ rect: Rect, _ color: Color) { fill(rect, .color(color)) }

  public func fill(_ path: Path, _ paint: Paint) {
    setPath(path)
    setSource(paint)
    cairo_fill(cr)
  }

  public func fill(_ path: Path, _ color: Color) { fill(path, .color(color)) }

  /// Paints the whole clip area.
  public func paint(_ paint: Paint, alpha: Double = 1) {
    setSource(paint)
    if alpha < 1 { cairo_paint_with_alpha(cr, alpha) } else { cairo_paint(cr) }
  }

  public enum LineCap: Sendable { case butt, round, square }
  public enum LineJoin: Sendable { case miter, round, bevel }

  /// `dashOffset`: how far into `dash` the path starts (a line painted in
  /// pieces keeps its pattern continuous across them).
  public func stroke(
    _ path: Path, _ paint: Paint, width: Double, cap: LineCap = .round, join: LineJoin = .round,
    dash: [Double] = [], dashOffset: Double = 0
  ) {
    setPath(path)
    setSource(paint)
    cairo_set_line_width(cr, width)
    cairo_set_line_cap(cr, cap == .round ? CAIRO_LINE_CAP_ROUND : cap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
    cairo_set_line_join(cr, join == .round ? CAIRO_LINE_JOIN_ROUND : join == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
    dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), dashOffset) }
    cairo_stroke(cr)
  }

  public func stroke(_ path: Path, _ color: Color, width: Double, cap: LineCap = .round) {
    stroke(path, .color(color), width: width, cap: cap)
  }

  // MARK: images

  public enum ContentMode: Sendable { case fill, fit, stretch }

  /// Draws `image` into `rect`: `fill` covers it (cropping), `fit` shows all of it.
  /// `focus` (in the image's unit square) is the point a `fill` crop keeps
  /// as near the middle of `rect` as covering allows (the centre by default).
  /// `bilinear` samples a shrunk image from its four nearest pixels rather
  /// than filtering every pixel it covers (the same above 3/4 size, several
  /// times cheaper below it, coarser: for pictures that move).
  public func draw(
    _ image: Surface, in rect: Rect, mode: ContentMode = .stretch, alpha: Double = 1, smooth: Bool = true,
    bilinear: Bool = false, focus: Point = Point(0.5, 0.5)
  ) {
    let iw = Double(image.pixelWidth), ih = Double(image.pixelHeight)
    var sx = rect.width / iw, sy = rect.height / ih
    switch mode {
    case .fill: sx = max(sx, sy); sy = sx
    case .fit: sx = min(sx, sy); sy = sx
    case .stretch: break
    }
    withState {
      clip(rect)
      var x = rect.midX - iw * sx / 2, y = rect.midY - ih * sy / 2
      if mode == .fill {
        x = min(rect.minX, max(rect.maxX - iw * sx, rect.midX - iw * sx * focus.x))
        y = min(rect.minY, max(rect.maxY - ih * sy, rect.midY - ih * sy * focus.y))
      }
      cairo_translate(cr, x, y)
      cairo_scale(cr, sx, sy)
      cairo_set_source_surface(cr, image.handle, 0, 0)
      let pattern = cairo_get_source(cr)
      cairo_pattern_set_filter(pattern, !smooth ? CAIRO_FILTER_NEAREST : bilinear ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_GOOD)
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      if alpha < 1 { cairo_paint_with_alpha(cr, alpha) } else { cairo_paint(cr) }
    }
  }

  /// Draws `image` stretched into `rect` and its edge pixels stretched on
  /// out over the rest of `area` (a picture continued past its sides with
  /// neither a mirror image nor a seam, for a blur to soften).
  public func draw(_ image: Surface, in rect: Rect, extendingOver area: Rect) {
    withState {
      clip(area)
      cairo_translate(cr, rect.minX, rect.minY)
      cairo_scale(cr, rect.width / Double(image.pixelWidth), rect.height / Double(image.pixelHeight))
      cairo_set_source_surface(cr, image.handle, 0, 0)
      let pattern = cairo_get_source(cr)
      cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      cairo_paint(cr)
    }
  }

  /// What `body` draws takes away from what is there instead of covering it
  /// (a knockout: a shadow cut out where its own text will stand).
  public func erasing(_ body: () throws -> Void) rethrows {
    try withState {
      cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
      try body()
    }
  }

  /// Draws a surface at its own size (its scale maps its pixels to points),
  /// each of its pixels on a whole pixel of the canvas (nearest sampling
  /// rounds a fractional origin). Nothing is clipped to the image's rect:
  /// outside it the source is transparent, which leaves the canvas as it is
  /// under this canvas's blending operators, and a clip at a fractional rect
  /// would have cairo rasterise a coverage mask for every paint (a rolling
  /// digit's shadow cost ~4 ms a frame that way).
  public func draw(_ image: Surface, at origin: Point, alpha: Double = 1) {
    withState {
      cairo_translate(cr, origin.x, origin.y)
      cairo_scale(cr, 1 / image.scale, 1 / image.scale)
      cairo_set_source_surface(cr, image.handle, 0, 0)
      cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
      if alpha < 1 { cairo_paint_with_alpha(cr, alpha) } else { cairo_paint(cr) }
    }
  }

  /// Draws an opaque picture at its own size by putting its pixels in place
  /// of what is there rather than blending each one over it: for a picture
  /// without a see-through pixel, exactly the pixels `draw(_:at:)` gives,
  /// at a fraction of the cost (a full-screen backdrop every frame).
  public func copy(_ opaque: Surface, at origin: Point) {
    withState {
      // SOURCE replaces everything it paints, transparent included: the
      // clip keeps it to the picture's rect.
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      draw(opaque, in: Rect(origin: origin, size: opaque.size), smooth: false)
    }
  }

  // MARK: paths and paints

  func setPath(_ path: Path) {
    cairo_new_path(cr)
    for e in path.elements {
      switch e {
      case .move(let p): cairo_move_to(cr, p.x, p.y)
      case .line(let p): cairo_line_to(cr, p.x, p.y)
      case .curve(let c1, let c2, let p): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
      case .arc(let c, let r, let a0, let a1, let clockwise):
        if clockwise { cairo_arc(cr, c.x, c.y, r, a0, a1) } else { cairo_arc_negative(cr, c.x, c.y, r, a0, a1) }
      case .close: cairo_close_path(cr)
      }
    }
  }

  func setSource(_ paint: Paint) {
    switch paint {
    case .color(let c):
      cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    case .linear(let from, let to, let stops):
      let p = cairo_pattern_create_linear(from.x, from.y, to.x, to.y)!
      addStops(p, stops)
      cairo_set_source(cr, p)
      cairo_pattern_destroy(p)
    case .radial(let center, let radius, let stops, let focus, let focusRadius):
      let f = focus ?? center
      let p = cairo_pattern_create_radial(f.x, f.y, focusRadius, center.x, center.y, radius)!
      addStops(p, stops)
      cairo_set_source(cr, p)
      cairo_pattern_destroy(p)
    }
  }

  func addStops(_ p: OpaquePointer, _ stops: [GradientStop]) {
    for s in stops {
      cairo_pattern_add_color_stop_rgba(p, s.offset, s.color.red, s.color.green, s.color.blue, s.color.alpha)
    }
  }
}
