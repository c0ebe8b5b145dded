public import Basics
internal import CCairo

extension Canvas {
  /// Draws `image` centred on `center`, turned by `angle` (radians) and scaled
  /// by `scale`, resampled bilinearly. Nothing is drawn outside the image, so
  /// no clip is needed: clipping to a turned rectangle would make Cairo build
  /// a mask every time, several times the cost of the resampling itself.
  public func drawTurned(_ image: Surface, center: Point, angle: Double, scale k: Double = 1) {
    withState {
      cairo_translate(cr, center.x, center.y)
      if angle != 0 { cairo_rotate(cr, angle) }
      let s = k / image.scale
      cairo_scale(cr, s, s)
      cairo_set_source_surface(cr, image.handle, -Double(image.pixelWidth) / 2, -Double(image.pixelHeight) / 2)
      cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
      cairo_paint(cr)
    }
  }
}
