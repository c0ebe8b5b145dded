internal import CCairo
import Basics

extension Canvas {
  /// Fills `rect` with a vertical linear gradient a run of equal rows at a
  /// time. Pixman works a gradient's colour out again for every pixel,
  /// though each row of a vertical one is a single colour: here each row's
  /// colour is worked out once, by the same gradient code into a one-pixel
  /// column (so it is exactly the colour a direct fill uses), and each run
  /// of rows is filled with it as a solid colour, which pixman composites
  /// several times faster, to the same pixels. Taken only where that holds
  /// exactly: the OVER operator, a transform that moves by whole pixels and
  /// does not scale, rows on whole pixels. Returns false, drawing nothing,
  /// anywhere else.
  func fillRowsOfVerticalGradient(_ rect: Rect, from: Point, to: Point, stops: [GradientStop]) -> Bool {
    guard from.x == to.x, from.y != to.y, rect.width > 0, cairo_get_operator(cr) == CAIRO_OPERATOR_OVER else { return false }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    guard m.xx == 1, m.yy == 1, m.xy == 0, m.yx == 0, m.x0 == m.x0.rounded(), m.y0 == m.y0.rounded(),
      rect.minY == rect.minY.rounded(), rect.height == rect.height.rounded(), rect.height >= 1, rect.height <= 16384
    else { return false }
    let rows = Int(rect.height)
    guard let column = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, Int32(rows)) else { return false }
    defer { cairo_surface_destroy(column) }
    guard cairo_surface_status(column) == CAIRO_STATUS_SUCCESS else { return false }
    // The column's row k is the rect's row k: a whole-pixel move, under which
    // the gradient's colours come out the same.
    let c = cairo_create(column)!
    cairo_translate(c, 0, -rect.minY)
    let gradient = cairo_pattern_create_linear(from.x, from.y, to.x, to.y)!
    addStops(gradient, stops)
    cairo_set_source(c, gradient)
    cairo_pattern_destroy(gradient)
    cairo_set_operator(c, CAIRO_OPERATOR_SOURCE)
    cairo_paint(c)
    cairo_destroy(c)
    cairo_surface_flush(column)
    guard let data = cairo_image_surface_get_data(column) else { return false }
    let stride = Int(cairo_image_surface_get_stride(column))
    func pixel(_ row: Int) -> UInt32 { data.advanced(by: row * stride).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee } }
    var row = 0
    while row < rows {
      let colour = pixel(row)
      var end = row + 1
      while end < rows, pixel(end) == colour { end += 1 }
      // A fully transparent colour leaves the pixels under it as they are.
      if colour != 0 {
        setSource(premultiplied: colour)
        cairo_rectangle(cr, rect.x, rect.minY + Double(row), rect.width, Double(end - row))
        cairo_fill(cr)
      }
      row = end
    }
    // The source left set is the gradient, as after a direct fill.
    setSource(.linear(from: from, to: to, stops: stops))
    return true
  }

  /// Sets the solid colour whose premultiplied 8-bit pixel is `pixel`,
  /// exactly: cairo keeps a colour as 16-bit premultiplied components
  /// (each rounded from component × alpha × 65535) and hands pixman their
  /// high bytes, so c / a and a / 255 come back as c·257 and a·257, whose
  /// high bytes are c and a. The same solid pixman composites for a 1×1
  /// repeating surface of that pixel, without making a surface and a
  /// pattern for every run of rows.
  private func setSource(premultiplied pixel: UInt32) {
    let a = Double(pixel >> 24), r = Double((pixel >> 16) & 0xFF), g = Double((pixel >> 8) & 0xFF), b = Double(pixel & 0xFF)
    guard a > 0 else { return cairo_set_source_rgba(cr, 0, 0, 0, 0) }
    cairo_set_source_rgba(cr, r / a, g / a, b / a, a / 255)
  }
}
