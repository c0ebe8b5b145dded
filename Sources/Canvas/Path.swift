public import Basics
import Glibc

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
  /// curvature ramps up along a Bézier lead-in, turns through a short circular
  /// arc and ramps down again, instead of jumping at the tangent points. With
  /// `smoothing` 0.6 (Apple's look) each corner starts 1.6 radii from the vertex.
  public static func squircle(_ r: Rect, radius: Double, smoothing: Double = 0.6) -> Path {
    let rad = squircleRadius(r, radius: radius, smoothing: smoothing)
    guard rad > 0 else { return rect(r) }
    // The corner's geometry in its own frame: u runs along the first edge away
    // from the vertex, v along the second.
    let p = (1 + smoothing) * rad
    let arcMeasure = (Double.pi / 2) * (1 - smoothing)
    let arcChord = sin(arcMeasure / 2) * rad * 2.squareRoot()
    let alpha = (Double.pi / 2 - arcMeasure) / 2
    let p3p4 = rad * tan(alpha / 2)
    let beta = (Double.pi / 4) * smoothing
    let c = p3p4 * cos(beta)
    let d = c * tan(beta)
    let b = (p - arcChord - c - d) / 3
    let a = 2 * b
    // Lead-in, arc (as one cubic: it spans at most 90°), lead-out.
    let arcStart = Point(p - a - b - c, d), arcEnd = Point(d, p - a - b - c)
    let k = 4.0 / 3 * tan(arcMeasure / 4)
    let center = Point(rad, rad)
    func tangentPoint(_ q: Point, clockwise: Bool) -> Point {
      let radial = q - center
      let t = clockwise ? Point(radial.y, -radial.x) : Point(-radial.y, radial.x)
      return q + t * k
    }
    let local: [(Point, Point, Point)] = [
      (Point(p - a, 0), Point(p - a - b, 0), arcStart),
      (tangentPoint(arcStart, clockwise: true), tangentPoint(arcEnd, clockwise: false), arcEnd),
      (Point(0, p - a - b), Point(0, p - a), Point(0, p)),
    ]
    let corners: [(Point) -> Point] = [
      { Point(r.maxX - $0.x, r.minY + $0.y) },  // top right
      { Point(r.maxX - $0.y, r.maxY - $0.x) },  // bottom right
      { Point(r.minX + $0.x, r.maxY - $0.y) },  // bottom left
      { Point(r.minX + $0.y, r.minY + $0.x) },  // top left
    ]
    var path = Path()
    path.move(to: corners[3](Point(0, p)))
    for map in corners {
      path.line(to: map(Point(p, 0)))
      for (c1, c2, end) in local { path.curve(to: map(end), control1: map(c1), control2: map(c2)) }
    }
    path.close()
    return path
  }

  /// The boxes `squircle(r, radius:smoothing:)` covers whole: all of `r` but
  /// a square at each corner, its side the corner's reach rounded up to a
  /// whole pixel at `scale` pixels per point (its edges are straight and on
  /// `r` from there on).
  public static func squircleSolid(_ r: Rect, radius: Double, smoothing: Double = 0.6, scale: Double = 1) -> [Rect] {
    let reach = squircleReach(r, radius: radius, smoothing: smoothing, scale: scale)
    guard reach > 0 else { return [r] }
    guard 2 * reach <= min(r.width, r.height) else { return [] }
    let side = r.height - 2 * reach
    return [
      Rect(x: r.minX + reach, y: r.minY, width: r.width - 2 * reach, height: r.height),
      Rect(x: r.minX, y: r.minY + reach, width: reach, height: side),
      Rect(x: r.maxX - reach, y: r.minY + reach, width: reach, height: side),
    ].filter { $0.width > 0 && $0.height > 0 }
  }

  /// What `squircleSolid` leaves out of `r`, in boxes that do not overlap:
  /// the square at each corner (all of `r` for a squircle too small to have
  /// a solid part).
  public static func squircleCorners(_ r: Rect, radius: Double, smoothing: Double = 0.6, scale: Double = 1) -> [Rect] {
    let side = squircleReach(r, radius: radius, smoothing: smoothing, scale: scale)
    guard side > 0 else { return [] }
    guard 2 * side <= min(r.width, r.height) else { return [r] }
    return [
      Rect(x: r.minX, y: r.minY, width: side, height: side), Rect(x: r.maxX - side, y: r.minY, width: side, height: side),
      Rect(x: r.minX, y: r.maxY - side, width: side, height: side), Rect(x: r.maxX - side, y: r.maxY - side, width: side, height: side),
    ]
  }

  /// How far from each vertex a squircle's corner curve reaches along
  /// its edges, rounded up to a whole pixel.
  private static func squircleReach(_ r: Rect, radius: Double, smoothing: Double, scale: Double) -> Double {
    ((1 + smoothing) * squircleRadius(r, radius: radius, smoothing: smoothing) * scale).rounded(.up) / scale
  }

  /// A squircle's corner radius: at most what lets its corners' lead-ins meet.
  private static func squircleRadius(_ r: Rect, radius: Double, smoothing: Double) -> Double {
    max(0, min(radius, min(r.width, r.height) / 2 / (1 + smoothing)))
  }
}
