/// Every run of every stroke, bucketed by the x range it spans, so finding what
/// the playhead crosses looks at a few runs, not at the whole drawing. Beside
/// it, where runs start and where their height may pass into another band of
/// the scale: the only places a sweep can have anything to do, so a frame's
/// scheduling looks at those, not at every run the playhead is on.
struct CrossingIndex: Sendable {
  static let buckets = 96
  /// Band changes are short: finer buckets keep a frame's look to the few near it.
  static let changeBuckets = 960
  private(set) var runs: [Run] = []
  /// Each run's ends, by number, side by side: a frame tests hundreds of
  /// runs against the playhead, and these are read without reaching into
  /// each run's points.
  private var minXs: [Double] = []
  private var maxXs: [Double] = []
  private var table: [[Int32]] = Array(repeating: [], count: CrossingIndex.buckets)
  /// Runs by the bucket their left end is in.
  private var starts: [[Int32]] = Array(repeating: [], count: CrossingIndex.buckets)
  /// Stretches of runs (x ranges) where the height may change band.
  private var changes: [(x0: Double, x1: Double, run: Int32)] = []
  private var changeTable: [[Int32]] = Array(repeating: [], count: CrossingIndex.changeBuckets)
  private var numbers: [Run.Key: Int32] = [:]

  init(strokes: [Stroke] = []) {
    for s in strokes { add(s) }
  }

  private static func bucket(_ x: Double) -> Int {
    max(0, min(buckets - 1, Int(saturating: x / Stroke.space.width * Double(buckets))))
  }

  private static func changeBucket(_ x: Double) -> Int {
    max(0, min(changeBuckets - 1, Int(saturating: x / Stroke.space.width * Double(changeBuckets))))
  }

  mutating func add(_ stroke: Stroke) {
    for r in Run.runs(of: stroke) {
      let i = Int32(runs.count)
      runs.append(r)
      minXs.append(r.minX)
      maxXs.append(r.maxX)
      numbers[r.key] = i
      for b in Self.bucket(r.minX)...Self.bucket(r.maxX) { table[b].append(i) }
      starts[Self.bucket(r.minX)].append(i)
      for (x0, x1) in Self.bandChanges(r) {
        let c = Int32(changes.count)
        changes.append((x0, x1, i))
        for b in Self.changeBucket(x0)...Self.changeBucket(x1) { changeTable[b].append(c) }
      }
    }
  }

  /// The x ranges of `run`'s segments whose height may pass into another
  /// band (generously: a segment ending a hair from a band's edge counts),
  /// neighbours joined.
  static func bandChanges(_ run: Run) -> [(Double, Double)] {
    var out: [(Double, Double)] = []
    let pts = run.points
    let margin = 1e-6
    for i in 0..<(pts.count - 1) {
      let p = pts[i], q = pts[i + 1]
      let lo = min(p.y, q.y) - margin, hi = max(p.y, q.y) + margin
      guard PitchMap.step(y: lo) != PitchMap.step(y: hi) else { continue }
      if let last = out.last, last.1 >= p.x {
        out[out.count - 1].1 = max(last.1, q.x)
      } else {
        out.append((p.x, q.x))
      }
    }
    return out
  }

  /// Runs the playhead at `x` is on.
  func runs(at x: Double, _ body: (Run) -> Void) {
    // As `Run.contains`.
    for i in table[Self.bucket(x)] where minXs[Int(i)] <= x && x < maxXs[Int(i)] { body(runs[Int(i)]) }
  }

  /// Runs that overlap [x0, x1], each once.
  func runs(from x0: Double, to x1: Double, _ body: (Run) -> Void) {
    let b0 = Self.bucket(x0), b1 = Self.bucket(x1)
    for b in b0...b1 {
      for i in table[b] {
        let minX = minXs[Int(i)]
        // Visit a run only from the first bucket both it and the range share.
        guard maxXs[Int(i)] >= x0, minX <= x1, Self.bucket(max(minX, x0)) == b else { continue }
        body(runs[Int(i)])
      }
    }
  }

  /// Of the runs `runs(from:to:)` visits, those a sweep over [x0, x1] can
  /// find something on: the ones starting there, the ones whose height may
  /// change band there, and those of `also` here (runs waiting to sound);
  /// each once, in the order `runs(from:to:)` visits them.
  func eventfulRuns(from x0: Double, to x1: Double, also: Set<Run.Key>, _ body: (Run) -> Void) {
    var found: [Int32] = []
    for b in Self.bucket(x0)...Self.bucket(x1) {
      for i in starts[b] where minXs[Int(i)] >= x0 && minXs[Int(i)] <= x1 { found.append(i) }
    }
    for b in Self.changeBucket(x0)...Self.changeBucket(x1) {
      for c in changeTable[b] where changes[Int(c)].x0 <= x1 && changes[Int(c)].x1 >= x0 { found.append(changes[Int(c)].run) }
    }
    for key in also {
      guard let i = numbers[key], maxXs[Int(i)] >= x0, minXs[Int(i)] <= x1 else { continue }
      found.append(i)
    }
    guard !found.isEmpty else { return }
    // The order of `runs(from:to:)`: by the first bucket run and range
    // share, then by number (each run's place worked out once, not at every comparison).
    let n = runs.count
    var order = found.map { Self.bucket(max(minXs[Int($0)], x0)) * n + Int($0) }
    order.sort()
    var previous = -1
    for key in order where key != previous {
      previous = key
      body(runs[key % n])
    }
  }

  /// Runs from number `first` on (the ones added since) the playhead at `x` is on.
  func runs(at x: Double, from first: Int, _ body: (Run) -> Void) {
    for r in runs[min(first, runs.count)...] where r.contains(x) { body(r) }
  }
}
