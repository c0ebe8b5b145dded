/// libinput's 2×3 calibration matrix, applied to normalised coordinates
/// (0…1 across the panel): x' = a·x + b·y + c, y' = d·x + e·y + f.
public struct TouchCalibration: Sendable, Equatable {
  public var matrix: [Double]
  public static let identity = TouchCalibration([1, 0, 0, 0, 1, 0])

  public init(_ matrix: [Double]) {
    precondition(matrix.count == 6, "a calibration matrix has 6 numbers")
    self.matrix = matrix
  }

  public var isIdentity: Bool { matrix == Self.identity.matrix }

  /// A panel position (pixels) through the matrix, back in pixels.
  public func apply(panelX x: Double, panelY y: Double, width: Int, height: Int) -> (x: Double, y: Double) {
    if isIdentity { return (x, y) }
    let w = Double(width), h = Double(height)
    let nx = x / w, ny = y / h
    let m = matrix
    return ((m[0] * nx + m[1] * ny + m[2]) * w, (m[3] * nx + m[4] * ny + m[5]) * h)
  }
}
