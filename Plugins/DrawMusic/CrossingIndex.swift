/// Every run of every stroke, bucketed by the x range it spans, so finding what
/// the playhead crosses looks at a few runs, not at the whole drawing.
struct CrossingIndex: Sendable {
  static let buckets = 96
  private(set) var runs: [Run] = []
  private var table: [[Int32]] = Array(repeating: [], count: CrossingIndex.buckets)

  init(strokes: [Stroke] = []) {
    for s in strokes { add(s) }
  }

  private static func bucket(_ x: Double) -> Int {
    max(0, min(buckets - 1, Int(saturating: x / Stroke.space.width * Double(buckets))))
  }

  mutating func add(_ stroke: Stroke) {
    for r in Run.runs(of: stroke) {
      let i = Int32(runs.count)
      runs.append(r)
      for b in Self.bucket(r.minX)...Self.bucket(r.maxX) { table[b].append(i) }
    }
  }

  /// Runs the playhead at `x` is on.
  func runs(at x: Double, _ body: (Run) -> Void) {
    for i in table[Self.bucket(x)] where runs[Int(i)].contains(x) { body(runs[Int(i)]) }
  }

  /// Runs that overlap [x0, x1], each once.
  func runs(from x0: Double, to x1: Double, _ body: (Run) -> Void) {
    let b0 = Self.bucket(x0), b1 = Self.bucket(x1)
    for b in b0...b1 {
      for i in table[b] {
        let r = runs[Int(i)]
        // Visit a run only from the first bucket both it and the range share.
        guard r.maxX >= x0, r.minX <= x1, Self.bucket(max(r.minX, x0)) == b else { continue }
        body(r)
      }
    }
  }
}
