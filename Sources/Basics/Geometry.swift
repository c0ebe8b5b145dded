/// Points, sizes and rectangles in points of the logical screen. Canvas owns them
/// because it is the lowest Swift layer; every module above shares these.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  public var x: Double
  public var y: Double
  public init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }
  public static let zero = Point(0, 0)
  public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
  public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
  public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }
  public var length: Double { (x * x + y * y).squareRoot() }
  public func distance(to other: Point) -> Double { (self - other).length }
  public var description: String { "(\(x), \(y))" }
}

public struct Size: Hashable, Sendable, CustomStringConvertible {
  public var width: Double
  public var height: Double
  public init(_ width: Double, _ height: Double) {
    self.width = width
    self.height = height
  }
  public static let zero = Size(0, 0)
  public var description: String { "\(width)x\(height)" }
}

public struct Rect: Hashable, Sendable, CustomStringConvertible {
  public var origin: Point
  public var size: Size
  public init(x: Double, y: Double, width: Double, height: Double) {
    origin = Point(x, y)
    size = Size(width, height)
  }
  public init(origin: Point = .zero, size: Size) {
    self.origin = origin
    self.size = size
  }
  public init(center: Point, size: Size) {
    self.init(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
  }
  public static let zero = Rect(size: .zero)

  public var x: Double { origin.x }
  public var y: Double { origin.y }
  public var width: Double { size.width }
  public var height: Double { size.height }
  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var center: Point { Point(midX, midY) }
  public var area: Double { isEmpty ? 0 : width * height }
  public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

  public func contains(_ p: Point) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }
  public func intersects(_ r: Rect) -> Bool { !intersection(r).isEmpty }

  public func intersection(_ r: Rect) -> Rect {
    let x0 = max(minX, r.minX), y0 = max(minY, r.minY)
    let x1 = min(maxX, r.maxX), y1 = min(maxY, r.maxY)
    return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .zero
  }

  public func union(_ r: Rect) -> Rect {
    if isEmpty { return r }
    if r.isEmpty { return self }
    let x0 = min(minX, r.minX), y0 = min(minY, r.minY)
    return Rect(x: x0, y: y0, width: max(maxX, r.maxX) - x0, height: max(maxY, r.maxY) - y0)
  }

  public func insetBy(_ dx: Double, _ dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }

  /// Linear interpolation between two rects, for zoom transitions.
  public static func lerp(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
    Rect(
      x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t,
      width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t)
  }

  /// The smallest rect of whole pixels that covers this one at `scale`.
  public func pixelAligned(scale: Double) -> Rect {
    let x0 = (minX * scale).rounded(.down), y0 = (minY * scale).rounded(.down)
    let x1 = (maxX * scale).rounded(.up), y1 = (maxY * scale).rounded(.up)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  public var description: String { "(\(x), \(y), \(width)x\(height))" }
}
