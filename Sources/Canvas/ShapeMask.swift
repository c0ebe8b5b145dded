public import Basics
internal import CCairo

/// A shape rasterised once, for drawing through many times at whole-pixel
/// places (a card that pages): its coverage, and its outline's, as the alpha
/// of two pictures (painted ahead by `drawCoverage` and `drawOutline`, on
/// any thread). Rasterising a long curved path costs the frame that fills
/// or strokes it more than blending through a picture does.
public struct ShapeMask: Sendable {
  /// How far the pictures reach past the shape's rect on every side (the
  /// outline's outer half, in whole pixels): the rect's top left is at
  /// (margin, margin).
  public let margin: Double
  public let outlineWidth: Double
  let coverage: Surface
  let outline: Surface

  public init(coverage: Surface, outline: Surface, outlineWidth: Double) {
    self.coverage = coverage
    self.outline = outline
    self.outlineWidth = outlineWidth
    margin = Self.margin(outlineWidth, scale: coverage.scale)
  }

  /// The pictures' size in points for a shape of `size`.
  public static func pictureSize(_ size: Size, scale: Double, outlineWidth: Double) -> Size {
    let margin = margin(outlineWidth, scale: scale)
    return Size(size.width + 2 * margin, size.height + 2 * margin)
  }

  /// Paints the coverage picture of the shape `shape` makes for a rect of `size`.
  public static func drawCoverage(_ canvas: Canvas, size: Size, outlineWidth: Double, shape: (Rect) -> Path) {
    canvas.fill(shape(rect(size, outlineWidth, canvas.scale)), .white)
  }

  /// Paints the outline picture of the shape `shape` makes for a rect of `size`.
  public static func drawOutline(_ canvas: Canvas, size: Size, outlineWidth: Double, shape: (Rect) -> Path) {
    canvas.stroke(shape(rect(size, outlineWidth, canvas.scale)), .white, width: outlineWidth)
  }

  /// Both pictures painted here and now (a test, a one-off).
  public static func make(size: Size, scale: Double, outlineWidth: Double, shape: (Rect) -> Path) -> ShapeMask {
    let pictureSize = pictureSize(size, scale: scale, outlineWidth: outlineWidth)
    let coverage = Surface(size: pictureSize, scale: scale), outline = Surface(size: pictureSize, scale: scale)
    drawCoverage(Canvas(surface: coverage), size: size, outlineWidth: outlineWidth, shape: shape)
    drawOutline(Canvas(surface: outline), size: size, outlineWidth: outlineWidth, shape: shape)
    return ShapeMask(coverage: coverage, outline: outline, outlineWidth: outlineWidth)
  }

  private static func margin(_ outlineWidth: Double, scale: Double) -> Double { (outlineWidth / 2 * scale).rounded(.up) / scale }

  private static func rect(_ size: Size, _ outlineWidth: Double, _ scale: Double) -> Rect {
    let margin = margin(outlineWidth, scale: scale)
    return Rect(origin: Point(margin, margin), size: size)
  }
}

extension Canvas {
  /// Blends `source` (placed at `sourceOrigin`, its pixels on this canvas's)
  /// through `mask`'s coverage, with the shape's rect at `origin`.
  func paint(_ source: Surface, at sourceOrigin: Point, through mask: ShapeMask, at origin: Point) {
    withState {
      let pattern = placedPattern(source, at: sourceOrigin)
      defer { cairo_pattern_destroy(pattern) }
      cairo_set_source(cr, pattern)
      self.mask(mask.coverage, at: Point(origin.x - mask.margin, origin.y - mask.margin))
    }
  }

  /// Blends `color` through the coverage (`outline` false) or the outline
  /// of `mask`, with the shape's rect at `origin`.
  func paint(_ color: Color, through mask: ShapeMask, outline: Bool = false, at origin: Point) {
    withState {
      setSource(.color(color))
      self.mask(outline ? mask.outline : mask.coverage, at: Point(origin.x - mask.margin, origin.y - mask.margin))
    }
  }

  private func mask(_ picture: Surface, at origin: Point) {
    let pattern = placedPattern(picture, at: origin)
    defer { cairo_pattern_destroy(pattern) }
    cairo_mask(cr, pattern)
  }

  /// A pattern of `picture`'s pixels at their own size with its top left at
  /// `origin` in user space, sampled nearest (on whole pixels: exact).
  private func placedPattern(_ picture: Surface, at origin: Point) -> OpaquePointer {
    let pattern = cairo_pattern_create_for_surface(picture.handle)!
    var m = cairo_matrix_t()
    cairo_matrix_init(&m, picture.scale, 0, 0, picture.scale, -origin.x * picture.scale, -origin.y * picture.scale)
    cairo_pattern_set_matrix(pattern, &m)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
    return pattern
  }
}
