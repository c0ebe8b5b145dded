public import Basics

/// libinput's 2×3 calibration matrix `[a, b, c, d, e, f]`, applied to
/// normalised panel coordinates (0…1 across the panel, before rotation):
/// x' = a·x + b·y + c, y' = d·x + e·y + f. The touch path is
/// raw reading → this matrix → `panel.rotation` → points.
public struct CalibrationMatrix: Sendable, Equatable {
  public var values: [Double]
  public static let identity = CalibrationMatrix([1, 0, 0, 0, 1, 0])

  public init(_ values: [Double]) {
    precondition(values.count == 6, "a calibration matrix has 6 numbers")
    self.values = values
  }

  public func apply(_ p: Point) -> Point {
    let m = values
    return Point(m[0] * p.x + m[1] * p.y + m[2], m[3] * p.x + m[4] * p.y + m[5])
  }

  /// The matrix that undoes this one; nil when it flattens the panel onto a line.
  public var inverse: CalibrationMatrix? {
    let m = values
    let det = m[0] * m[4] - m[1] * m[3]
    guard abs(det) > 1e-9 else { return nil }
    let a = m[4] / det, b = -m[1] / det, d = -m[3] / det, e = m[0] / det
    return CalibrationMatrix([a, b, -(a * m[2] + b * m[5]), d, e, -(d * m[2] + e * m[5])])
  }

  /// The least-squares affine map taking each `from` to its `to` (at least
  /// three points not on one line); nil when they do not pin one down.
  public static func fit(from: [Point], to: [Point]) -> CalibrationMatrix? {
    guard from.count == to.count, from.count >= 3 else { return nil }
    // Normal equations of [x y 1]·(a b c) = x' and = y', centred for accuracy.
    let n = Double(from.count)
    let cx = from.map(\.x).reduce(0, +) / n, cy = from.map(\.y).reduce(0, +) / n
    var sxx = 0.0, sxy = 0.0, syy = 0.0
    var sxu = 0.0, syu = 0.0, sxv = 0.0, syv = 0.0, su = 0.0, sv = 0.0
    for (p, q) in zip(from, to) {
      let x = p.x - cx, y = p.y - cy
      sxx += x * x
      sxy += x * y
      syy += y * y
      sxu += x * q.x
      syu += y * q.x
      sxv += x * q.y
      syv += y * q.y
      su += q.x
      sv += q.y
    }
    let det = sxx * syy - sxy * sxy
    // Relative to the spread: points on (nearly) one line pin nothing down.
    guard det > 1e-12 * max(sxx * syy, 1e-30) else { return nil }
    let a = (syy * sxu - sxy * syu) / det, b = (sxx * syu - sxy * sxu) / det
    let d = (syy * sxv - sxy * syv) / det, e = (sxx * syv - sxy * sxv) / det
    let c = su / n - a * cx - b * cy, f = sv / n - d * cx - e * cy
    return CalibrationMatrix([a, b, c, d, e, f])
  }
}

/// `panel.rotation` on normalised coordinates (0…1 both ways), so a touch can
/// be followed from the panel to the logical screen and back without pixel
/// sizes. Rotation 90 turns the picture clockwise onto the panel: the logical
/// screen's top edge lies along the panel's right edge.
public struct PanelRotation: Sendable, Equatable {
  public var degrees: Int
  public init(_ degrees: Int) { self.degrees = degrees }

  /// A normalised panel position on the logical screen, normalised.
  public func logical(panel p: Point) -> Point {
    switch degrees {
    case 90: return Point(p.y, 1 - p.x)
    case 180: return Point(1 - p.x, 1 - p.y)
    case 270: return Point(1 - p.y, p.x)
    default: return p
    }
  }

  /// The inverse of `logical(panel:)`.
  public func panel(logical l: Point) -> Point {
    switch degrees {
    case 90: return Point(1 - l.y, l.x)
    case 180: return Point(1 - l.x, 1 - l.y)
    case 270: return Point(l.y, 1 - l.x)
    default: return l
    }
  }
}

/// One on-device calibration: where the targets are, what each touch gave,
/// and the fitted matrix. It works back from the points a touch arrived at
/// (through the matrix in use and the rotation) to the panel's raw reading, so
/// the fit replaces the old matrix rather than stacking on it.
public struct CalibrationRun: Sendable {
  /// The targets, as fractions of the logical screen: four corners inset and
  /// the centre (five points over-determine the six numbers, so one bad touch
  /// shows as a large residual instead of bending the fit).
  public static let targets = [Point(0.1, 0.1), Point(0.9, 0.1), Point(0.9, 0.9), Point(0.1, 0.9), Point(0.5, 0.5)]
  /// Where the check step asks for a last tap, off the targets already used.
  public static let checkTarget = Point(0.3, 0.7)
  /// A touch whose samples stray further than this from their median (in
  /// points) wandered: that target is asked again.
  public static let wanderLimit = 12.0

  public let rotation: PanelRotation
  /// The matrix the touches arrived through.
  public let current: CalibrationMatrix
  /// The logical screen in points.
  public let size: Size
  /// The raw readings (normalised panel coordinates before any matrix), one per target touched so far.
  public private(set) var raw: [Point] = []

  public init(rotation: Int, current: [Double], size: Size) {
    self.rotation = PanelRotation(rotation)
    // A matrix that cannot be undone gives no raw readings: start over from identity.
    self.current = CalibrationMatrix(current).inverse == nil ? .identity : CalibrationMatrix(current)
    self.size = size
  }

  public var isComplete: Bool { raw.count == Self.targets.count }
  /// The next target in points, nil when all are touched.
  public var nextTarget: Point? { isComplete ? nil : point(Self.targets[raw.count]) }

  public func point(_ fraction: Point) -> Point { Point(fraction.x * size.width, fraction.y * size.height) }

  /// The samples of one touch (points, as they arrived): their median, or nil
  /// when the touch wandered (too far from its own median) or has no samples.
  public static func steadyMedian(_ samples: [Point]) -> Point? {
    guard !samples.isEmpty else { return nil }
    let m = Point(median(samples.map(\.x)), median(samples.map(\.y)))
    return samples.allSatisfy { $0.distance(to: m) <= wanderLimit } ? m : nil
  }

  static func median(_ values: [Double]) -> Double {
    let s = values.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
  }

  /// The raw reading behind a touch that arrived at `p` (points).
  public func rawReading(arrivedAt p: Point) -> Point {
    let panel = rotation.panel(logical: Point(p.x / size.width, p.y / size.height))
    return current.inverse!.apply(panel)
  }

  /// Records the touch for the next target.
  public mutating func record(arrivedAt p: Point) {
    guard !isComplete else { return }
    raw.append(rawReading(arrivedAt: p))
  }

  /// The matrix that takes every recorded raw reading onto its target.
  public var fitted: CalibrationMatrix? {
    guard isComplete else { return nil }
    return CalibrationMatrix.fit(from: raw, to: Self.targets.map { rotation.panel(logical: $0) })
  }

  /// Where a touch that arrived at `p` through the old matrix lands with `matrix` (points).
  public func landing(arrivedAt p: Point, with matrix: CalibrationMatrix) -> Point {
    let l = rotation.logical(panel: matrix.apply(rawReading(arrivedAt: p)))
    return Point(l.x * size.width, l.y * size.height)
  }
}
