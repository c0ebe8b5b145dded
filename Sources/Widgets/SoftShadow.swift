public import Basics
public import Canvas

/// The soft dark halo Apple puts under white words on a light picture, so
/// they stay readable (WCAG's contrast) while the picture keeps its colours:
/// the words painted once more in the shadow's colour, blurred, and cut out
/// where the words stand (translucent words would darken over their own shadow).
/// It blurs a picture the canvas's size: for cached layers, not every frame.
/// The words are blurred where they were painted, and one layer is its own
/// halo: a cached layer's paint holds one or two surfaces of its size, not
/// three, and of those only the rows around the words are ever written.
public enum SoftShadow {
  /// The shadow of what `paint` draws (in the colour it is given) over `size`,
  /// blurred by `radius`, drawn into `canvas` at its origin `layers` times
  /// (a blur thins a thin stroke's shadow: layers make it dense again).
  public static func draw(
    _ canvas: Canvas, size: Size, radius: Double, color: Color = Color(white: 0, alpha: 0.5), offset: Point = .zero, layers: Int = 1,
    _ paint: (Canvas, Color) -> Void
  ) {
    let ink = Surface(size: size, scale: canvas.scale)
    let c = Canvas(surface: ink)
    c.translate(offset.x, offset.y)
    paint(c, color)
    // Words fill a few bands of rows of a layer-sized surface: the blur and
    // the layers work there alone (the same pixels: the rest stays clear),
    // so the rest of both surfaces is never written and takes no memory (a
    // dashboard's labels: ~1 MB resident instead of two full screens).
    let bands = ink.inkedRows(margin: ink.blurReach(radius: radius) + 2)
    for band in bands { ink.blur(radius: radius, rows: band) }
    // Drawn over nothing, one layer is exactly the blurred ink.
    let halo = layers > 1 ? Surface(size: size, scale: canvas.scale) : ink
    let h = Canvas(surface: halo)
    if layers > 1 {
      for band in bands {
        h.withState {
          h.clip(Rect(x: 0, y: Double(band.lowerBound) / halo.scale, width: size.width, height: Double(band.count) / halo.scale))
          for _ in 0..<layers { h.draw(ink, in: Rect(size: size)) }
        }
      }
    }
    h.erasing {
      h.translate(offset.x, offset.y)
      paint(h, .black)
    }
    canvas.draw(halo, in: Rect(size: size))
  }
}
