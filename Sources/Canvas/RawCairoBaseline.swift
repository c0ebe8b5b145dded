internal import CCairo
internal import CPangoCairo

/// The yardsticks `homeview bench` prints beside our frames, measured in the
/// same run: what a naive full redraw costs straight on Cairo and Pango (a
/// gradient, a large radial glow, a dozen translucent tiles and texts, every
/// frame, no caches), and the floor: copying one whole frame.
@MainActor
public final class RawCairoBaseline {
  let target: OpaquePointer
  let cr: OpaquePointer
  let source: OpaquePointer
  let layout: OpaquePointer
  let width: Double
  let height: Double

  public init(pixelWidth: Int, pixelHeight: Int) {
    width = Double(pixelWidth)
    height = Double(pixelHeight)
    target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
    source = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
    cr = cairo_create(target)
    layout = pango_cairo_create_layout(cr)
    let desc = pango_font_description_from_string("Inter 24px")
    pango_layout_set_font_description(layout, desc)
    pango_font_description_free(desc)
  }

  isolated deinit {
    g_object_unref(UnsafeMutableRawPointer(layout))
    cairo_destroy(cr)
    cairo_surface_destroy(target)
    cairo_surface_destroy(source)
  }

  /// One naive full frame.
  public func drawNaiveFrame(frame: Int) {
    let lin = cairo_pattern_create_linear(0, 0, 0, height)
    cairo_pattern_add_color_stop_rgb(lin, 0, 0.95, 0.6, 0.2)
    cairo_pattern_add_color_stop_rgb(lin, 1, 0.7, 0.3, 0.1)
    cairo_set_source(cr, lin)
    cairo_paint(cr)
    cairo_pattern_destroy(lin)
    let cx = width * 0.3 + Double(frame % 60), cy = height * 0.4
    let glow = cairo_pattern_create_radial(cx, cy, 0, cx, cy, height * 0.47)
    cairo_pattern_add_color_stop_rgba(glow, 0, 1, 1, 0.9, 0.6)
    cairo_pattern_add_color_stop_rgba(glow, 1, 1, 1, 0.9, 0)
    cairo_set_source(cr, glow)
    cairo_paint(cr)
    cairo_pattern_destroy(glow)
    for i in 0..<12 {
      let x = 40 + Double(i % 4) * (width - 80) / 4, y = 40 + Double(i / 4) * (height - 80) / 3
      cairo_rectangle(cr, x, y, (width - 80) / 4 - 12, (height - 80) / 3 - 12)
      cairo_set_source_rgba(cr, 1, 1, 1, 0.18)
      cairo_fill(cr)
      cairo_set_source_rgba(cr, 1, 1, 1, 1)
      cairo_move_to(cr, x + 16, y + 16)
      pango_layout_set_text(layout, "Tile \(i) · 68°", -1)
      pango_cairo_show_layout(cr, layout)
    }
  }

  /// One full-frame copy (the floor every frame pays on a dumb buffer).
  public func copyFrame() {
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(cr, source, 0, 0)
    cairo_paint(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
  }
}
