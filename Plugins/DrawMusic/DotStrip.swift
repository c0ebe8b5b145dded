import Basics
import Canvas

/// Many note dots rasterized straight into a strip of pixels one dot wide.
/// Every dot is centred on the playhead's line with the same radius, so
/// across any row their union is one span, the line ± the widest half-width
/// of the shapes reaching that row; a pixel's coverage is its overlap with
/// that span, summed over sub-rows. Under a 5,000-stroke drawing's playhead
/// (some 1,400 dots) cairo spent ~3.8 M instructions a frame building and
/// scan-converting the union's outline of arcs; the strip costs ~1.8 M, and
/// its edges match a fill's within a few levels.
struct DotStrip {
  /// Sub-rows sampled in each row of pixels.
  static let subRows = 8
  /// A pixel's coverage summed over its sub-rows, in 1/255ths of a sub-row.
  private static let levels = 255 * subRows

  /// Each level of coverage as a premultiplied pixel of the dots' colour.
  private let pixelAt: [UInt32]

  init(color: Color) {
    pixelAt = (0...Self.levels).map { level in
      let alpha = Double(level) / Double(Self.levels) * color.alpha
      func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
      return byte(alpha) << 24 | byte(color.red * alpha) << 16 | byte(color.green * alpha) << 8 | byte(color.blue * alpha)
    }
  }

  /// The pixels of `shapes` (sorted top to bottom, in points) as dots of
  /// radius `r` points on the vertical line `x`, at `scale`
  /// pixels per point, and where the strip's top left goes (on a whole
  /// pixel, so it is drawn unscaled). Nil when there is no shape.
  func strip(_ shapes: [DotShapes.Shape], x: Double, radius r: Double, scale: Double)
    -> (surface: Surface, origin: Point)?
  {
    guard let first = shapes.first, let last = shapes.last, r > 0 else { return nil }
    let radius = r * scale
    let left = Int((x * scale - radius).rounded(.down)), right = Int((x * scale + radius).rounded(.up))
    let top = Int(((first.top - r) * scale).rounded(.down)), bottom = Int(((last.bottom + r) * scale).rounded(.up))
    let width = right - left, height = bottom - top
    let surface = Surface(pixelWidth: width, pixelHeight: height, scale: scale)
    // In the strip's pixels from here on.
    let centre = x * scale - Double(left)
    let tops = shapes.map { $0.top * scale - Double(top) }, bottoms = shapes.map { $0.bottom * scale - Double(top) }
    let levels = Self.levels, subRows = Self.subRows, pixelAt = self.pixelAt
    // A pixel's coverage summed over its row's sub-rows, in 1/255ths: whole
    // pixels a sub-row's span covers are counted as a run (`runs`: +1 where
    // one starts, −1 past its end), the two it ends in by their overlap.
    var partial = [Int](repeating: 0, count: width + 1), runs = [Int](repeating: 0, count: width + 1)
    var firstReaching = 0
    // A row lying wholly within a shape's straight stretch has the widest
    // span on every sub-row: each such row is this one, worked out once
    // (a big drawing puts long capsules under the playhead).
    var fullRow: [UInt32]?
    surface.withPixels { pixels, rowLength in
      tops.withUnsafeBufferPointer { tops in
        bottoms.withUnsafeBufferPointer { bottoms in
          partial.withUnsafeMutableBufferPointer { partial in
            runs.withUnsafeMutableBufferPointer { runs in
              for row in 0..<height {
                let y0 = Double(row)
                // Shapes are sorted and apart, so their bottoms are sorted too.
                while firstReaching < tops.count, bottoms[firstReaching] + radius <= y0 { firstReaching += 1 }
                let line = pixels + row * rowLength
                let firstY = y0 + 0.5 / Double(subRows), lastY = y0 + (Double(subRows - 1) + 0.5) / Double(subRows)
                var inside = false
                var k = firstReaching
                while k < tops.count, tops[k] <= firstY {
                  if bottoms[k] >= lastY {
                    inside = true
                    break
                  }
                  k += 1
                }
                if inside, let fullRow {
                  fullRow.withUnsafeBufferPointer { line.update(from: $0.baseAddress!, count: width) }
                  continue
                }
                var touched = false
                for sub in 0..<subRows {
                  let y = y0 + (Double(sub) + 0.5) / Double(subRows)
                  var half = 0.0
                  var i = firstReaching
                  while i < tops.count, tops[i] - radius < y, half < radius {
                    let d = y < tops[i] ? tops[i] - y : y > bottoms[i] ? y - bottoms[i] : 0
                    if d < radius { half = max(half, (radius * radius - d * d).squareRoot()) }
                    i += 1
                  }
                  guard half > 0 else { continue }
                  touched = true
                  let a = centre - half, b = centre + half
                  let first = Int(a), last = Int(b)  // a ≥ 0: whole pixels down
                  if first == last {
                    partial[first] += Int((b - a) * 255 + 0.5)
                  } else {
                    partial[first] += Int((Double(first + 1) - a) * 255 + 0.5)
                    runs[first + 1] += 1
                    runs[last] -= 1
                    partial[last] += Int((b - Double(last)) * 255 + 0.5)
                  }
                }
                guard touched else { continue }
                var whole = 0
                for c in 0..<width {
                  whole += runs[c]
                  let level = min(levels, whole * 255 + partial[c])
                  if level > 0 { line[c] = pixelAt[level] }
                  runs[c] = 0
                  partial[c] = 0
                }
                runs[width] = 0
                partial[width] = 0
                if inside, fullRow == nil { fullRow = Array(UnsafeBufferPointer(start: line, count: width)) }
              }
            }
          }
        }
      }
    }
    return (surface, Point(Double(left) / scale, Double(top) / scale))
  }
}
