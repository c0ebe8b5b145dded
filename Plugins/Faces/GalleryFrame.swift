import Basics
import Canvas

/// What a gallery frame shows, as data: the background and each tile's
/// preview, copied 1:1 at whole pixels or scaled into its frame with an
/// alpha. Sendable, so the painter can compose it into a picture of the screen.
struct GalleryFrame: Sendable {
  struct Layer: Sendable {
    var picture: Surface
    var frame: Rect
    var alpha: Double
    /// Where the picture is copied 1:1 (nil: scaled into `frame`).
    var origin: Point?
    /// Where a picture copied 1:1 is opaque (copied, not blended there).
    var bands: OpaqueBands? = nil
  }

  var background: Color
  var layers: [Layer]

  /// Every tile copied 1:1, none fading: cheap to draw on the frame thread.
  var isSettled: Bool { layers.allSatisfy { $0.origin != nil } }

  func draw(_ canvas: Canvas, in bounds: Rect) {
    canvas.fill(bounds, background)
    for layer in layers {
      if let origin = layer.origin, let bands = layer.bands {
        bands.draw(layer.picture, at: origin, on: canvas)
      } else if let origin = layer.origin {
        canvas.draw(layer.picture, at: origin)
      } else {
        canvas.draw(layer.picture, in: layer.frame, alpha: layer.alpha)
      }
    }
  }

  /// The frame as one picture of a screen of `size` points, drawn over
  /// `reused` when it is a picture of that size (the opaque background
  /// covers what it showed): a new one costs a thousand page faults.
  func composite(size: Size, scale: Double, reusing reused: Surface? = nil) -> Surface {
    let surface = Surface.reusing(reused, pixelWidth: Surface.pixels(size.width * scale), pixelHeight: Surface.pixels(size.height * scale), scale: scale).surface
    draw(Canvas(surface: surface), in: Rect(size: size))
    return surface
  }
}
