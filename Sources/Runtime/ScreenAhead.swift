public import Canvas

/// What a screen will show at a moment ahead, as Sendable data, so the
/// painter can compose a transition's frames with it off the frame thread.
public enum ScreenAhead: Sendable {
  /// A picture of the whole screen at its own size (its cached face, say).
  case picture(Surface)
  /// Paints the whole screen, every pixel opaquely, into a canvas of its size.
  case drawing(@Sendable (Canvas) -> Void)

  /// Draws it filling `canvas`, as the screen's own surface drawn there would.
  func draw(on canvas: Canvas) {
    switch self {
    case .picture(let picture): canvas.draw(picture, in: canvas.bounds)
    case .drawing(let draw): canvas.withState { draw(canvas) }
    }
  }

  /// It as a picture of `pixels` at `scale`: a drawing is painted into a new one.
  func surface(pixels: (width: Int, height: Int), scale: Double) -> Surface {
    switch self {
    case .picture(let picture): return picture
    case .drawing(let draw):
      let surface = Surface(pixelWidth: pixels.width, pixelHeight: pixels.height, scale: scale)
      draw(Canvas(surface: surface))
      return surface
    }
  }
}
