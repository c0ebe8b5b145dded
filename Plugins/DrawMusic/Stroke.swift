public import Basics

/// One marker line, stored as the touch points it was drawn with (never as
/// pixels), in drawing units: the canvas is always `Stroke.space` (3:4) and is
/// scaled to whatever size the screen gives it, so saved drawings fit any panel.
public struct Stroke: Sendable, Equatable {
  /// The drawing's coordinate space: 360 × 480 units, top-left origin.
  public static let space = Size(360, 480)
  /// Marker width and note-dot diameter, in drawing units (the reference's pt).
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
  public var bounds: Rect {
    guard let first = path.first else { return .zero }
    var r = Rect(origin: first, size: .zero)
    for p in path.dropFirst() { r = r.union(Rect(origin: p, size: .zero)) }
    return r.insetBy(-Stroke.width, -Stroke.width)
  }

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
