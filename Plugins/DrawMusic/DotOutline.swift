import Basics
import Canvas
import Glibc

/// The note dots on the playhead's line as few simple shapes. Dots less than
/// a point apart join into one shape, a capsule (`Shape`); shapes that
/// overlap form a stack, whose union's outline is one closed path: down the
/// right side along each shape's arc, meeting the next where the two
/// circles cross (halfway between them: the radii are equal), and back up
/// the left. Filled, such an outline crosses each row of pixels twice,
/// however many dots it holds.
enum DotOutline {
  /// Dots (centres on one vertical line) from `top` to `bottom`: one dot
  /// (a circle), or a capsule of several.
  struct Shape: Equatable {
    var top: Double
    var bottom: Double
    var single: Bool
  }

  /// The shapes of dots at the heights `ys` (sorted): neighbours at most a
  /// point apart join.
  static func shapes(_ ys: [Double]) -> [Shape] {
    var out: [Shape] = []
    var start = 0
    while start < ys.count {
      var end = start
      while end + 1 < ys.count, ys[end + 1] - ys[end] <= 1 { end += 1 }
      out.append(Shape(top: ys[start], bottom: ys[end], single: end == start))
      start = end + 1
    }
    return out
  }

  /// `shapes` (top to bottom) in stacks: each shape of a stack overlaps the next.
  static func stacks(_ shapes: [Shape], radius r: Double) -> [ArraySlice<Shape>] {
    var out: [ArraySlice<Shape>] = []
    var start = 0
    for i in shapes.indices where i + 1 == shapes.count || shapes[i + 1].top - shapes[i].bottom >= 2 * r {
      out.append(shapes[start...i])
      start = i + 1
    }
    return out
  }

  /// The outline of one stack of shapes centred on `x`, clockwise on screen.
  static func path(_ stack: ArraySlice<Shape>, x: Double, radius r: Double) -> Path {
    let shapes = Array(stack)
    // Where shape i meets shape i + 1: the angle below shape i's bottom
    // centre (and above shape i + 1's top centre) of the crossing.
    let meet = (0..<max(0, shapes.count - 1)).map { i in asin(min(1, (shapes[i + 1].top - shapes[i].bottom) / 2 / r)) }
    let quarter = Double.pi / 2
    var p = Path()
    p.move(to: Point(x, shapes[0].top - r))
    // Down the right side: angles grow from −π/2 (top) to π/2 (bottom).
    for (i, shape) in shapes.enumerated() {
      p.arc(center: Point(x, shape.top), radius: r, start: i == 0 ? -quarter : -meet[i - 1], end: 0)
      p.arc(center: Point(x, shape.bottom), radius: r, start: 0, end: i == shapes.count - 1 ? quarter : meet[i])
    }
    // Up the left side: angles grow from π/2 (bottom) to 3π/2 (top).
    for i in shapes.indices.reversed() {
      p.arc(center: Point(x, shapes[i].bottom), radius: r, start: i == shapes.count - 1 ? quarter : .pi - meet[i], end: .pi)
      p.arc(center: Point(x, shapes[i].top), radius: r, start: .pi, end: i == 0 ? 3 * quarter : .pi + meet[i - 1])
    }
    p.close()
    return p
  }
}
