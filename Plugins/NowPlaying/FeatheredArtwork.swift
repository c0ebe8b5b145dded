import Basics
import Canvas

/// The square artwork over its blurred extension, the edges that lie inside
/// the screen feathered into it so no edge shows where the sharp picture ends
/// (Now Playing's song, the podcast's cover): the sides on a wide screen, the
/// bottom on a tall one.
enum FeatheredArtwork {
  /// Strips each edge's fade is drawn in, each a little more opaque towards the middle.
  static let slices = 24

  /// Which edges fade: the sides where the artwork is narrower than the
  /// screen, else the bottom where it ends above the screen's, else none.
  enum Edges: Sendable { case sides, bottom, none }

  static func edges(of rect: Rect, on screen: Size) -> Edges {
    rect.width < screen.width - 1 ? .sides : rect.maxY < screen.height - 1 ? .bottom : .none
  }

  static func draw(_ canvas: Canvas, _ art: Surface, in rect: Rect, alpha: Double, screen: Size) {
    draw(canvas, art, in: rect, alpha: alpha, edges: edges(of: rect, on: screen))
  }

  /// The artwork feathered at `edges`, opaque but for them, as a picture of
  /// `rect`'s size (painted on any thread; `art` is the job's own): a frame
  /// that fades it draws this at its alpha instead of the 49 strips.
  static func paint(_ canvas: Canvas, _ art: Surface, size: Size, edges: Edges) {
    draw(canvas, art, in: Rect(size: size), alpha: 1, edges: edges)
  }

  private static func draw(_ canvas: Canvas, _ art: Surface, in rect: Rect, alpha: Double, edges: Edges) {
    let scale = canvas.scale
    func px(_ x: Double) -> Double { (x * scale).rounded() / scale }
    let fade = rect.width * 0.16
    // Pixel-aligned strips: [from, to) along the faded axis, with its alpha.
    var strips: [(Double, Double, Double)] = []
    let sides = edges == .sides
    guard edges != .none else {
      canvas.draw(art, in: rect, alpha: alpha)
      return
    }
    for i in 0..<Self.slices {
      let f = (Double(i) + 0.5) / Double(Self.slices)
      let a = alpha * f * f * (3 - 2 * f)
      let outer = fade * Double(i) / Double(Self.slices), inner = fade * Double(i + 1) / Double(Self.slices)
      if sides {
        strips.append((px(rect.minX + outer), px(rect.minX + inner), a))
        strips.append((px(rect.maxX - inner), px(rect.maxX - outer), a))
      } else {
        strips.append((px(rect.maxY - inner), px(rect.maxY - outer), a))
      }
    }
    func band(_ from: Double, _ to: Double) -> Rect {
      sides
        ? Rect(x: from, y: rect.minY, width: to - from, height: rect.height)
        : Rect(x: rect.minX, y: from, width: rect.width, height: to - from)
    }
    canvas.withState {
      canvas.clip(sides ? band(px(rect.minX + fade), px(rect.maxX - fade)) : band(rect.minY, px(rect.maxY - fade)))
      canvas.draw(art, in: rect, alpha: alpha)
    }
    for (from, to, a) in strips where to > from {
      canvas.withState {
        canvas.clip(band(from, to))
        canvas.draw(art, in: rect, alpha: a)
      }
    }
  }
}
