public import Basics

/// The parts of the screen that must be redrawn this frame, in points. Rects are
/// merged when they overlap or when keeping them apart would not save much, so a
/// frame redraws a few compact boxes instead of many slivers.
public struct DamageRegion: Sendable {
  public private(set) var rects: [Rect] = []
  public let bounds: Rect
  /// Above this many separate rects the region collapses to their union.
  public static let maxRects = 8

  public init(bounds: Rect) { self.bounds = bounds }

  public var isEmpty: Bool { rects.isEmpty }
  public var area: Double { rects.reduce(0) { $0 + $1.area } }
  /// Share of the screen covered, 0…1.
  public var coverage: Double { bounds.area > 0 ? min(1, area / bounds.area) : 0 }

  public mutating func add(_ rect: Rect) {
    var r = rect.intersection(bounds)
    guard !r.isEmpty else { return }
    // Absorb every rect that overlaps, or whose union wastes little area.
    var i = 0
    while i < rects.count {
      let u = rects[i].union(r)
      if rects[i].intersects(r) || u.area <= (rects[i].area + r.area) * 1.25 {
        r = u
        rects.remove(at: i)
        i = 0
      } else {
        i += 1
      }
    }
    rects.append(r)
    if rects.count > Self.maxRects {
      rects = [rects.reduce(Rect.zero) { $0.union($1) }]
    }
  }

  public mutating func addAll() { rects = [bounds] }
  public mutating func removeAll() { rects.removeAll() }
  public mutating func formUnion(_ other: DamageRegion) { for r in other.rects { add(r) } }
}
