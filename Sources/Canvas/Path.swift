/// A vector path as plain data, so shapes can be built once and drawn many times.
public struct Path: Sendable {
  public enum Element: Sendable {
    case move(Point)
    case line(Point)
    case curve(Point, Point, Point)
    case arc(center: Point, radius: Double, start: Double, end: Double, clockwise: Bool)
    case close
  }

  public private(set) var elements: [Element] = []
  public init() {}

  public mutating func move(to p: Point) { elements.append(.move(p)) }
  public mutating func line(to p: Point) { elements.append(.line(p)) }
  public mutating func curve(to p: Point, control1: Point, control2: Point) {
    elements.append(.curve(control1, control2, p))
  }
  public mutating func quadCurve(from p0: Point, to p: Point, control c: Point) {
    elements.append(.curve(p0 + (c - p0) * (2.0 / 3), p + (c - p) * (2.0 / 3), p))
  }
  /// Angles in radians, 0 = +x, growing towards +y (down the screen).
  public mutating func arc(center: Point, radius: Double, start: Double, end: Double, clockwise: Bool = true) {
    elements.append(.arc(center: center, radius: radius, start: start, end: end, clockwise: clockwise))
  }
  public mutating func close() { elements.append(.close) }
  public mutating func append(_ other: Path) { elements += other.elements }

  public static func rect(_ r: Rect) -> Path {
    var p = Path()
    p.move(to: r.origin)
    p.line(to: Point(r.maxX, r.minY))
    p.line(to: Point(r.maxX, r.maxY))
    p.line(to: Point(r.minX, r.maxY))
    p.close()
    return p
  }

  public static func ellipse(in r: Rect) -> Path {
    // Four cubic quarter arcs (kappa = 0.5523) keep ellipses exact enough and cheap.
    let k = 0.5522847498
    let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
    var p = Path()
    p.move(to: Point(cx + rx, cy))
    p.curve(to: Point(cx, cy + ry), control1: Point(cx + rx, cy + ry * k), control2: Point(cx + rx * k, cy + ry))
    p.curve(to: Point(cx - rx, cy), control1: Point(cx - rx * k, cy + ry), control2: Point(cx - rx, cy + ry * k))
    p.curve(to: Point(cx, cy - ry), control1: Point(cx - rx, cy - ry * k), control2: Point(cx - rx * k, cy - ry))
    p.curve(to: Point(cx + rx, cy), control1: Point(cx + rx * k, cy - ry), control2: Point(cx + rx, cy - ry * k))
    p.close()
    return p
  }

  public static func circle(center: Point, radius: Double) -> Path {
    ellipse(in: Rect(center: center, size: Size(radius * 2, radius * 2)))
  }

  /// A rectangle with circular corners.
  public static func roundedRect(_ r: Rect, radius: Double) -> Path {
    let rad = max(0, min(radius, r.width / 2, r.height / 2))
    guard rad > 0 else { return rect(r) }
    let h = Double.pi / 2
    var p = Path()
    p.move(to: Point(r.minX + rad, r.minY))
    p.arc(center: Point(r.maxX - rad, r.minY + rad), radius: rad, start: -h, end: 0)
    p.arc(center: Point(r.maxX - rad, r.maxY - rad), radius: rad, start: 0, end: h)
    p.arc(center: Point(r.minX + rad, r.maxY - rad), radius: rad, start: h, end: 2 * h)
    p.arc(center: Point(r.minX + rad, r.minY + rad), radius: rad, start: 2 * h, end: 3 * h)
    p.close()
    return p
  }

  /// A rectangle with continuous ("squircle") corners like iOS app icons: the
  /// curvature ramps up instead of jumping at the tangent point, so each corner
  /// starts ~1.53× further from the vertex than a circular one of the same radius.
  public static func squircle(_ r: Rect, radius: Double) -> Path {
    let rad = max(0, min(radius, r.width / 2 / 1.528665, r.height / 2 / 1.528665))
    guard rad > 0 else { return rect(r) }
    let e = rad * 1.528665  // how far each corner reaches along an edge
    let c1 = rad * 1.08849  // first control point distance from the edge start
    let c2 = rad * 0.868407
    let a = rad * 0.631493  // corner arc points
    let b = rad * 0.07491
    let d = rad * 0.372824
    let f = rad * 0.169060
    var p = Path()
    p.move(to: Point(r.minX + e, r.minY))
    // top edge to top-right corner
    p.line(to: Point(r.maxX - e, r.minY))
    p.curve(
      to: Point(r.maxX - a + f, r.minY + b), control1: Point(r.maxX - c1, r.minY),
      control2: Point(r.maxX - c2, r.minY))
    p.curve(to: Point(r.maxX - b, r.minY + a - f), control1: Point(r.maxX - d, r.minY + f), control2: Point(r.maxX - f, r.minY + d))
    p.curve(to: Point(r.maxX, r.minY + e), control1: Point(r.maxX, r.minY + c2), control2: Point(r.maxX, r.minY + c1))
    // right edge to bottom-right
    p.line(to: Point(r.maxX, r.maxY - e))
    p.curve(to: Point(r.maxX - b, r.maxY - a + f), control1: Point(r.maxX, r.maxY - c1), control2: Point(r.maxX, r.maxY - c2))
    p.curve(to: Point(r.maxX - a + f, r.maxY - b), control1: Point(r.maxX - f, r.maxY - d), control2: Point(r.maxX - d, r.maxY - f))
    p.curve(to: Point(r.maxX - e, r.maxY), control1: Point(r.maxX - c2, r.maxY), control2: Point(r.maxX - c1, r.maxY))
    // bottom edge to bottom-left
    p.line(to: Point(r.minX + e, r.maxY))
    p.curve(to: Point(r.minX + a - f, r.maxY - b), control1: Point(r.minX + c1, r.maxY), control2: Point(r.minX + c2, r.maxY))
    p.curve(to: Point(r.minX + b, r.maxY - a + f), control1: Point(r.minX + d, r.maxY - f), control2: Point(r.minX + f, r.maxY - d))
    p.curve(to: Point(r.minX, r.maxY - e), control1: Point(r.minX, r.maxY - c2), control2: Point(r.minX, r.maxY - c1))
    // left edge to top-left
    p.line(to: Point(r.minX, r.minY + e))
    p.curve(to: Point(r.minX + b, r.minY + a - f), control1: Point(r.minX, r.minY + c1), control2: Point(r.minX, r.minY + c2))
    p.curve(to: Point(r.minX + a - f, r.minY + b), control1: Point(r.minX + f, r.minY + d), control2: Point(r.minX + d, r.minY + f))
    p.curve(to: Point(r.minX + e, r.minY), control1: Point(r.minX + c2, r.minY), control2: Point(r.minX + c1, r.minY))
    p.close()
    return p
  }
}
