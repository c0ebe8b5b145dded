import Basics
import Canvas

/// A wallpaper of a diagonal gradient lit by soft round glows: the Home faces'
/// backgrounds, which must have light and shade for their glass to blur.
struct Wallpaper {
  struct Glow {
    /// Centre as fractions of the rect; radius as a fraction of its longer side.
    var x: Double, y: Double, radius: Double
    var color: Color
  }

  var stops: [GradientStop]
  var glows: [Glow]

  func draw(_ canvas: Canvas, in rect: Rect) {
    canvas.fill(rect, .linear(from: Point(rect.minX, rect.minY), to: Point(rect.maxX, rect.maxY), stops: stops))
    let d = max(rect.width, rect.height)
    for g in glows {
      let center = Point(rect.minX + g.x * rect.width, rect.minY + g.y * rect.height)
      canvas.fill(
        rect, .radial(center: center, radius: g.radius * d, stops: [GradientStop(0, g.color), GradientStop(1, g.color.withAlpha(0))]))
    }
  }
}
