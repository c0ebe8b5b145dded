import Art
import Basics
import Canvas
import ClockFaces
import Runtime

/// The soup photo full bleed, and its blurred copy for the frosted glass:
/// each painted once per screen size and kept in the layer cache.
@MainActor
enum RecipePhoto {
  static func sharp(_ context: ScreenContext, size: Size) -> Surface {
    context.cache.surface("recipe.photo.\(Int(size.width))x\(Int(size.height))", size: size, scale: context.scale) { c in
      let bounds = Rect(size: size)
      SoupPhoto.draw(c, in: bounds)
      // Shade for the white text: the bottom third and a little at the top.
      c.fill(bounds, .linear(from: Point(0, 0), to: Point(0, size.height), stops: [
        GradientStop(0, Color(white: 0, alpha: 0.25)), GradientStop(0.16, Color(white: 0, alpha: 0)),
        GradientStop(0.55, Color(white: 0, alpha: 0)), GradientStop(1, Color(white: 0, alpha: 0.6)),
      ]))
    }
  }

  /// Blurred once at quarter resolution, then scaled back up once: glass
  /// copies it pixel for pixel instead of resampling it every frame.
  static func blurred(_ context: ScreenContext, size: Size) -> Surface {
    let key = "recipe.photo.blurred.\(Int(size.width))x\(Int(size.height))"
    if let s = context.cache.lookup(key) { return s }
    let small = sharp(context, size: size).blurred(radius: 24)
    let full = Surface(size: size, scale: context.scale)
    Canvas(surface: full).draw(small, in: Rect(size: size))
    context.cache.insert(key, full)
    return full
  }

  /// "10:09" at the top right, as the clock reads now.
  static func drawClock(_ canvas: Canvas, _ context: ScreenContext, rightAt x: Double, centerY: Double) {
    let (h, m) = clockText(context.now)
    canvas.drawText("\(h):\(m)", TextStyle(weight: .semibold, size: 26, color: .white), at: Point(x, centerY), anchor: .right)
  }
}
