import Basics
import Canvas

/// A background a portrait lens leaves out of focus: painted at reduced
/// resolution (the blur throws the detail away anyway, and the many soft
/// shapes are the costly part), then blurred once and drawn into `rect`.
enum SoftFocus {
  /// `blur` is a fraction of the rect's height; `body` paints in a rect of
  /// `rect`'s size at the origin.
  static func draw(_ c: Canvas, in rect: Rect, blur: Double, _ body: (Canvas, Rect) -> Void) {
    let soft = Surface(size: rect.size, scale: min(c.scale, 1.5) / 2)
    body(Canvas(surface: soft), Rect(size: rect.size))
    c.draw(soft.blurred(radius: max(1, rect.height * blur), downsample: 1), in: rect)
  }
}
