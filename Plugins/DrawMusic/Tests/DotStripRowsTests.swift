import Basics
import Canvas
@testable import DrawMusic
import Testing

/// The strip's rows inside a capsule, worked out once and copied, are the
/// bytes working each row out gives (the strip as it was before).
@Suite struct DotStripRowsTests {
  @Test(arguments: [1.0, 1.5, 2.0])
  func copiedRowsAreWorkedOutRows(scale: Double) throws {
    let r = Stroke.dotDiameter / 2 * 1.6
    var rng = SplitMix(seed: 7)
    for trial in 0..<40 {
      // Dots packed close (long capsules) with gaps, like a big drawing's.
      var ys: [Double] = []
      var y = 20.0 + Double(trial) * 0.37
      while y < 700 {
        ys.append(y)
        y += rng.next() % 7 == 0 ? 3 + Double(rng.next() % 400) / 40 : Double(rng.next() % 100) / 100
      }
      let shapes = DotShapes.shapes(ys)
      let x = 100.3 + Double(trial) * 0.11
      let color = Color(hex: 0x1E1E1E)
      let fast = try #require(DotStrip(color: color).strip(shapes, x: x, radius: r, scale: scale))
      let pixelAt = (0...(255 * 8)).map { level -> UInt32 in
        let alpha = Double(level) / Double(255 * 8) * color.alpha
        func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
        return byte(alpha) << 24 | byte(color.red * alpha) << 16 | byte(color.green * alpha) << 8 | byte(color.blue * alpha)
      }
      let slow = try #require(Self.referenceStrip(shapes, x: x, radius: r, scale: scale, pixelAt: pixelAt))
      #expect(fast.origin == slow.origin)
      #expect(fast.surface.pixelWidth == slow.surface.pixelWidth && fast.surface.pixelHeight == slow.surface.pixelHeight)
      let same = fast.surface.withPixels { a, row in
        slow.surface.withPixels { b, _ in (0..<(row * fast.surface.pixelHeight)).allSatisfy { a[$0] == b[$0] } }
      }
      #expect(same, "trial \(trial) at scale \(scale)")
    }
  }
}

extension DotStripRowsTests {
  static func referenceStrip(_ shapes: [DotShapes.Shape], x: Double, radius r: Double, scale: Double,
    pixelAt: [UInt32]) -> (surface: Surface, origin: Point)?
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
    let levels = 255 * 8, subRows = 8, pixelAt = pixelAt
    // A pixel's coverage summed over its row's sub-rows, in 1/255ths: whole
    // pixels a sub-row's span covers are counted as a run (`runs`: +1 where
    // one starts, −1 past its end), the two it ends in by their overlap.
    var partial = [Int](repeating: 0, count: width + 1), runs = [Int](repeating: 0, count: width + 1)
    var firstReaching = 0
    surface.withPixels { pixels, rowLength in
      tops.withUnsafeBufferPointer { tops in
        bottoms.withUnsafeBufferPointer { bottoms in
          partial.withUnsafeMutableBufferPointer { partial in
            runs.withUnsafeMutableBufferPointer { runs in
              for row in 0..<height {
                let y0 = Double(row)
                // Shapes are sorted and apart, so their bottoms are sorted too.
                while firstReaching < tops.count, bottoms[firstReaching] + radius <= y0 { firstReaching += 1 }
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
                let line = pixels + row * rowLength
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
              }
            }
          }
        }
      }
    }
    return (surface, Point(Double(left) / scale, Double(top) / scale))
  }
}
