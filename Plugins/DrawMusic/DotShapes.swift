/// The note dots on the playhead's line as few simple shapes: dots less
/// than a point apart join into one shape, a capsule, whose scallops would
/// be under 0.04 points deep.
enum DotShapes {
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
}
