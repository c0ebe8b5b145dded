import Basics
import Canvas

/// Touch points arrive once a frame, so a fast curve is a coarse polygon;
/// a Catmull-Rom spline through them (it passes through every point, so the line
/// stays under the finger) gives a fluid curve.
enum Smoothing {
  /// Samples the spline so consecutive points are about `spacing` units apart.
  static func catmullRom(_ p: [Point], spacing: Double = 2) -> [Point] {
    var out: [Point] = []
    var ends: [Int] = []
    extend(&out, ends: &ends, points: p, spacing: spacing)
    return out
  }

  /// Brings `out` up to date with `p` after points were appended, redoing only
  /// the spans that changed: a new point moves the span before it (its far
  /// neighbour was clamped) and adds one, so a long live stroke costs the same
  /// per point as a short one. `ends[i]` is where span i ends in `out`.
  static func extend(_ out: inout [Point], ends: inout [Int], points p: [Point], spacing: Double = 2) {
    guard p.count > 2 else {
      out = p
      ends.removeAll()
      return
    }
    // Spans up to p.count - 4 saw their real neighbours already; redo the rest.
    let keep = max(0, min(ends.count, p.count - 3))
    ends.removeSubrange(keep...)
    out.removeSubrange((keep == 0 ? 0 : ends[keep - 1])...)
    if out.isEmpty { out.append(p[0]) }
    if keep == 0 {
      // A whole line (a loaded drawing's strokes): room for it at once.
      var total = out.count
      for i in 0..<(p.count - 1) { total += steps(p[i], p[i + 1], spacing) }
      out.reserveCapacity(total)
      ends.reserveCapacity(p.count - 1)
    }
    for i in keep..<(p.count - 1) {
      let p0 = p[max(0, i - 1)], p1 = p[i], p2 = p[i + 1], p3 = p[min(p.count - 1, i + 2)]
      let steps = steps(p1, p2, spacing)
      for s in 1...steps {
        let t = Double(s) / Double(steps)
        out.append(point(p0, p1, p2, p3, t))
      }
      ends.append(out.count)
    }
  }

  /// How many samples the span from `a` to `b` gets.
  private static func steps(_ a: Point, _ b: Point, _ spacing: Double) -> Int {
    max(1, min(32, Int(saturating: (a.distance(to: b) / spacing).rounded(.up))))
  }

  /// The uniform Catmull-Rom segment between p1 and p2.
  static func point(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
    let t2 = t * t, t3 = t2 * t
    func c(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
      0.5 * (2 * b + (c - a) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (3 * b - a - 3 * c + d) * t3)
    }
    return Point(c(p0.x, p1.x, p2.x, p3.x), c(p0.y, p1.y, p2.y, p3.y))
  }
}
