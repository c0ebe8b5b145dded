import Basics
import Canvas
import Glibc

/// Where a photo's centre of interest lies, so a crop to the panel's shape
/// keeps it, as the painted scenes keep their people near the middle: the
/// centroid of the picture's detail (light changing between neighbours: a
/// face, a figure against a plain sky or wall) that stands out from its row
/// and column, weighted towards the middle so a busy edge does not pull the
/// crop off the subject. A plain picture keeps its centre.
enum PhotoFocus {
  /// Samples a side: enough to find a subject, cheap at any photo size.
  static let grid = 48
  /// How far from the middle detail still counts fully (in picture sides).
  static let spread = 0.3

  static func centreOfInterest(_ s: Surface) -> Point {
    let w = s.pixelWidth, h = s.pixelHeight
    guard w >= 2, h >= 2 else { return Point(0.5, 0.5) }
    let nx = min(grid, w), ny = min(grid, h)
    var light = [Double](repeating: 0, count: nx * ny)
    s.withPixels { p, row in
      for j in 0..<ny {
        for i in 0..<nx {
          let v = p[(j * (h - 1) / max(ny - 1, 1)) * row + i * (w - 1) / max(nx - 1, 1)]
          light[j * nx + i] = 0.3 * Double(v >> 16 & 0xFF) + 0.59 * Double(v >> 8 & 0xFF) + 0.11 * Double(v & 0xFF)
        }
      }
    }
    let cx = nx - 1, cy = ny - 1
    var detail = [Double](repeating: 0, count: cx * cy)
    for j in 0..<cy {
      for i in 0..<cx {
        let here = light[j * nx + i]
        detail[j * cx + i] = abs(light[j * nx + i + 1] - here) + abs(light[(j + 1) * nx + i] - here)
      }
    }
    // A line across the whole picture (a horizon, a wall's edge) is as strong
    // all along its row or column: only detail above its row's and column's
    // median marks a subject.
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    let rowMedian = (0..<cy).map { j in median(Array(detail[(j * cx)..<(j * cx + cx)])) }
    let columnMedian = (0..<cx).map { i in median((0..<cy).map { detail[$0 * cx + i] }) }
    var sum = 0.0, sx = 0.0, sy = 0.0
    for j in 0..<cy {
      for i in 0..<cx {
        let standsOut = max(0, detail[j * cx + i] - max(rowMedian[j], columnMedian[i]))
        let u = (Double(i) + 0.5) / Double(cx), v = (Double(j) + 0.5) / Double(cy)
        let d2 = (u - 0.5) * (u - 0.5) + (v - 0.5) * (v - 0.5)
        let weight = standsOut * exp(-d2 / (2 * spread * spread))
        sum += weight
        sx += weight * u
        sy += weight * v
      }
    }
    guard sum > 1e-6 else { return Point(0.5, 0.5) }
    return Point(sx / sum, sy / sum)
  }
}
