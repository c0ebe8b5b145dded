public import Basics

/// A rectangle of whole pixels: what the scan-out copy works in.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public var maxX: Int { x + width }
  public var maxY: Int { y + height }
  public var isEmpty: Bool { width <= 0 || height <= 0 }
  public var area: Int { isEmpty ? 0 : width * height }
  public var description: String { "(\(x), \(y), \(width)x\(height))" }

  public func intersection(_ r: PixelRect) -> PixelRect {
    let x0 = max(x, r.x), y0 = max(y, r.y)
    let x1 = min(maxX, r.maxX), y1 = min(maxY, r.maxY)
    return x1 > x0 && y1 > y0 ? PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : PixelRect(x: 0, y: 0, width: 0, height: 0)
  }

  public func union(_ r: PixelRect) -> PixelRect {
    if isEmpty { return r }
    if r.isEmpty { return self }
    let x0 = min(x, r.x), y0 = min(y, r.y)
    return PixelRect(x: x0, y: y0, width: max(maxX, r.maxX) - x0, height: max(maxY, r.maxY) - y0)
  }

  public func contains(_ r: PixelRect) -> Bool { r.x >= x && r.y >= y && r.maxX <= maxX && r.maxY <= maxY }

  /// The pixels a rect in points touches (rounded outwards), clipped to `bounds`.
  public init(covering rect: Rect, scale: Double, clippedTo bounds: PixelRect) {
    let a = rect.pixelAligned(scale: scale)
    let r = PixelRect(x: Int(a.x), y: Int(a.y), width: Int(a.width), height: Int(a.height))
    self = r.intersection(bounds)
  }
}
