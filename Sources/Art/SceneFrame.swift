import Basics
import Canvas

/// The coordinates people are authored in, as in the dad-and-son scene: 1000
/// units from the top of `rect` to its bottom edge (y = 1000), x = 0 at the
/// people's centre line. Scaled by the rect's height, unless a narrow portrait
/// rect would cut them off: then by its width.
enum SceneFrame {
  /// `width`: how wide the group is, in units. `anchor`: where x = 0 sits,
  /// as a fraction of the rect's width, on wide rects (centred on narrow ones).
  static func draw(_ c: Canvas, in rect: Rect, width: Double, anchor: Double = 0.5, _ body: () -> Void) {
    let k = min(rect.height / 1000, rect.width / width)
    let wide = rect.width / rect.height > 1.2
    let cx = rect.minX + rect.width * (wide ? anchor : 0.5)
    c.withState {
      c.clip(rect)
      c.translate(cx, rect.maxY - 1000 * k)
      c.scaleBy(k, k)
      body()
    }
  }
}
