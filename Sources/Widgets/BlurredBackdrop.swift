public import Basics
public import Canvas

extension LayerCache {
  /// A full-screen picture and its blurred copy at the same size, both kept
  /// under `key`: the screen draws the sharp one and its frosted cards sample
  /// the blurred one (blurred once, at a reduced size, then scaled back up).
  public func backdrop(
    _ key: String, size: Size, scale: Double, blurRadius: Double = 28, draw: (Canvas) -> Void
  ) -> (sharp: Surface, blurred: Surface) {
    let sharp = surface(key, size: size, scale: scale, draw: draw)
    if let blurred = lookup(key + ".blurred") { return (sharp, blurred) }
    let small = sharp.blurred(radius: blurRadius)
    let full = Surface(size: size, scale: scale)
    Canvas(surface: full).draw(small, in: Rect(size: size))
    insert(key + ".blurred", full)
    return (sharp, full)
  }
}
