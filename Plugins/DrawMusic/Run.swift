import Basics
import Canvas

/// A piece of a stroke along which x only grows (or stays): the playhead, moving
/// right, meets each such piece once, so each is one crossing with one dot that
/// slides along it. A stroke that turns back on itself (a loop, a sun) is
/// several runs, and crosses the playhead several times at once.
struct Run: Sendable, Equatable {
  /// (stroke id, index of the run in the stroke): a crossing's identity.
  struct Key: Hashable, Sendable {
    var stroke: Int
    var index: Int

    /// One word hashed, not two: a frame looks up hundreds of voices.
    func hash(into hasher: inout Hasher) { hasher.combine(stroke &<< 24 ^ index) }
  }

  var key: Key
  var colour: Int
  /// The centre line, x non-decreasing.
  var points: [Point]
  /// Where it starts at a turn to the left (the tip of a loop): the run before
  /// it starts at the same point, so only one of them announces the crossing.
  var sharedStart: Bool

  var minX: Double { points[0].x }
  var maxX: Double { points[points.count - 1].x }

  /// The playhead at `x` is on this run (half-open, so a run that ends where
  /// the next starts is counted once).
  func contains(_ x: Double) -> Bool { minX <= x && x < maxX }

  /// The run's height at `x` (clamped to its ends). A frame asks it of
  /// every run under the playhead: read through the buffer, unchecked.
  func y(at x: Double) -> Double {
    points.withUnsafeBufferPointer { points in
      if x <= points[0].x { return points[0].y }
      if x >= points[points.count - 1].x { return points[points.count - 1].y }
      // The first point past x.
      var lo = 1, hi = points.count - 1
      while lo < hi {
        let mid = (lo + hi) / 2
        if points[mid].x > x { hi = mid } else { lo = mid + 1 }
      }
      let a = points[lo - 1], b = points[lo]
      let dx = b.x - a.x
      return dx > 1e-12 ? a.y + (b.y - a.y) * (x - a.x) / dx : b.y
    }
  }

  /// Splits a stroke's centre line into x-monotone runs.
  static func runs(of stroke: Stroke) -> [Run] {
    var splitter = RunSplitter(stroke: stroke)
    splitter.add(stroke.path[...])
    return splitter.finished()
  }
}

/// Splits a centre line into runs point by point, so a live stroke feeds it
/// only the points that settled since the last frame.
struct RunSplitter: Sendable {
  let stroke: Int
  let colour: Int
  private(set) var runs: [Run] = []
  private var current: [Point] = []
  private var direction = 0.0  // +1 right, -1 left, 0 not yet known
  private var previousDirection = 0.0

  init(stroke: Stroke) {
    self.stroke = stroke.id
    colour = stroke.colour
  }

  mutating func add(_ points: ArraySlice<Point>) {
    for p in points { add(p) }
  }

  mutating func add(_ p: Point) {
    guard let last = current.last else {
      current = [p]
      return
    }
    let dx = p.x - last.x
    let d: Double = dx > 1e-9 ? 1 : dx < -1e-9 ? -1 : 0
    if d != 0, direction != 0, d != direction {
      finishRun()
      current = [last]
      direction = d
    } else if direction == 0 {
      direction = d
    }
    current.append(p)
  }

  private mutating func finishRun() {
    guard current.count > 1 else { return }
    let pts = direction < 0 ? current.reversed() : current
    // A left-going run followed by a right-going one meet at their left ends.
    let shared = direction > 0 && previousDirection < 0
    runs.append(Run(key: Run.Key(stroke: stroke, index: runs.count), colour: colour, points: pts, sharedStart: shared))
    previousDirection = direction
  }

  /// Every run, the one still growing included.
  func finished() -> [Run] {
    var done = self
    done.finishRun()
    return done.runs
  }
}
