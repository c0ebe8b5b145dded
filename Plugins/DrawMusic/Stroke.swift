public import Basics

/// One marker line, stored as the touch points it was drawn with (never as
/// pixels), in drawing units: the canvas is always `Stroke.space` (3:4) and is
/// scaled to whatever size the screen gives it, so saved drawings fit any panel.
public struct Stroke: Sendable, Equatable {
  /// The drawing's coordinate space: 360 × 480 units, top-left origin.
  public static let space = Size(360, 480)
  /// Marker width and note-dot diameter, in drawing units (the design's points, docs/screens.md §9).
  static let width = 4.5
  static let dotDiameter = 9.0

  public var id: Int
  /// Index into the nine markers.
  public var colour: Int
  public private(set) var points: [Point]
  /// The smoothed centre line the marker, the dots and the notes follow.
  public private(set) var path: [Point] = []
  /// Where each span of the spline ends in `path` (appending redoes only the last).
  private var spanEnds: [Int] = []

  public init(id: Int, colour: Int, points: [Point]) {
    self.id = id
    self.colour = colour
    self.points = points
    Smoothing.extend(&path, ends: &spanEnds, points: points)
  }

  /// The same line: the same id, marker and touch points. The smoothed path
  /// follows from the points, so it is not compared again (a load compares
  /// every stroke of the drawing it brings with the one shown).
  public static func == (a: Stroke, b: Stroke) -> Bool {
    a.id == b.id && a.colour == b.colour && a.points == b.points
  }

  /// How much of `path` is final: appending points only changes what follows.
  var settledPathCount: Int { points.count > 3 ? spanEnds[points.count - 4] : 0 }

  /// Adds a touch point; ones closer than half a unit add nothing but noise.
  /// Returns false when the point was dropped.
  @discardableResult
  public mutating func append(_ p: Point) -> Bool {
    if let last = points.last, last.distance(to: p) < 0.5 { return false }
    points.append(p)
    Smoothing.extend(&path, ends: &spanEnds, points: points)
    return true
  }

  /// The smallest box around the marker's ink.
  public var bounds: Rect { Self.inkBounds(path[...]) }

  /// The box the marker's ink covers along `pts` (its round caps included).
  /// Built from the extremes: `Rect.union` skips empty (zero-size) boxes, so
  /// a union of points would keep only the last one.
  static func inkBounds(_ pts: ArraySlice<Point>) -> Rect {
    guard let first = pts.first else { return .zero }
    var x0 = first.x, y0 = first.y, x1 = first.x, y1 = first.y
    for p in pts.dropFirst() {
      x0 = min(x0, p.x); x1 = max(x1, p.x)
      y0 = min(y0, p.y); y1 = max(y1, p.y)
    }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).insetBy(-Stroke.width, -Stroke.width)
  }

  /// The ink of the part of the line a new point can still move: everything
  /// from the last settled path point on (the spline's last spans, overshoot
  /// included, since these are its real samples).
  var unsettledBounds: Rect { Self.inkBounds(path[max(0, settledPathCount - 1)...]) }

  /// True when the marker passes within `radius` of `p` (the eraser's test).
  public func touches(_ p: Point, radius: Double) -> Bool {
    let reach = radius + Stroke.width / 2
    if path.count == 1 { return path[0].distance(to: p) <= reach }
    for (a, b) in zip(path, path.dropFirst()) where Self.distance(p, a, b) <= reach { return true }
    return false
  }

  static func distance(_ p: Point, _ a: Point, _ b: Point) -> Double {
    let ab = b - a
    let len2 = ab.x * ab.x + ab.y * ab.y
    guard len2 > 1e-12 else { return p.distance(to: a) }
    let t = max(0, min(1, ((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / len2))
    return p.distance(to: a + ab * t)
  }
}
