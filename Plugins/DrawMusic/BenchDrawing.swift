import Basics
import Canvas
import Glibc

/// A busy drawing for `homeview bench`: waves, arcs and loops all over the
/// canvas, deterministic.
enum BenchDrawing {
  static func make(strokes count: Int, seed: UInt64 = 300) -> Drawing {
    var rng = SplitMix(seed: seed)
    func unit() -> Double { Double(rng.next() % 10_000) / 10_000 }
    var d = Drawing()
    for id in 1...max(1, count) {
      let x0 = unit() * 300, y0 = 20 + unit() * 440
      let span = 30 + unit() * 150, amp = 5 + unit() * 30, turns = 1 + unit() * 3
      var points: [Point] = []
      for i in 0...24 {
        let t = Double(i) / 24
        points.append(Point(min(360, x0 + span * t), max(0, min(480, y0 + amp * sin(t * turns * 2 * .pi)))))
      }
      d.add(Stroke(id: id, colour: Int(rng.next() % 9), points: points))
    }
    return Drawing(strokes: d.strokes)
  }
}
