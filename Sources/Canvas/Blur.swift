public import Basics
internal import CCairo

extension Surface {
  /// A blurred copy at a quarter of the resolution, with the same size in points:
  /// drawing it scales it back up smoothly. Radius in points. This is the only
  /// blur: callers cache its result (frosted glass is blurred once, not per frame).
  public func blurred(radius: Double, downsample: Int = 4) -> Surface {
    let factor = max(1, downsample)
    let small = Surface(
      pixelWidth: max(1, pixelWidth / factor), pixelHeight: max(1, pixelHeight / factor),
      scale: scale * Double(max(1, pixelWidth / factor)) / Double(pixelWidth))
    let c = cairo_create(small.handle)!
    cairo_scale(c, Double(small.pixelWidth) / Double(pixelWidth), Double(small.pixelHeight) / Double(pixelHeight))
    cairo_set_source_surface(c, handle, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(c), CAIRO_FILTER_GOOD)
    cairo_set_operator(c, CAIRO_OPERATOR_SOURCE)
    cairo_paint(c)
    cairo_destroy(c)
    small.blur(radius: radius)
    return small
  }

  /// Blurs this surface's own pixels: what `blurred(radius:downsample: 1)`
  /// gives, without a second surface of the same size.
  public func blur(radius: Double) {
    blur(radius: radius, rows: 0..<pixelHeight)
  }

  /// `blur(radius:)` on `rows` alone: the same pixels as blurring the whole
  /// surface when the rest is clear and `rows` starts and ends `blurReach`
  /// clear rows away from any ink (the blur spreads no further, and reads a
  /// clear row past either end as it would the clear rows it leaves out).
  /// Pages of rows it leaves out are never touched, so a mostly clear
  /// picture's untouched memory stays unbacked.
  public func blur(radius: Double, rows: Range<Int>) {
    let pixelRadius = Self.blurPixelRadius(radius, scale: scale)
    let rows = rows.clamped(to: 0..<pixelHeight)
    guard pixelRadius > 0, !rows.isEmpty else { return }
    withPixels { p, row in
      BoxBlur.blur(p + rows.lowerBound * row, width: pixelWidth, height: rows.count, rowLength: row, radius: pixelRadius, passes: BoxBlur.passes)
    }
  }

  /// How many pixels a blur of `radius` spreads ink in each direction.
  public func blurReach(radius: Double) -> Int { Self.blurPixelRadius(radius, scale: scale) * BoxBlur.passes }

  // Three box passes approximate a Gaussian; a box of radius r has σ² = r(r+1)/3,
  // so r ≈ σ / 1.7 per pass for 3 passes of the target σ ≈ radius / 2.
  private static func blurPixelRadius(_ radius: Double, scale: Double) -> Int { Int((radius * scale / 2 / 1.0).rounded()) }
}

/// Separable running-sum box blur over premultiplied ARGB32, four channels at once.
enum BoxBlur {
  static let passes = 3

  static func blur(
    _ p: UnsafeMutablePointer<UInt32>, width: Int, height: Int, rowLength: Int, radius: Int, passes: Int
  ) {
    guard width > 0, height > 0, radius > 0 else { return }
    let line = UnsafeMutablePointer<UInt32>.allocate(capacity: max(width, height))
    defer { line.deallocate() }
    for _ in 0..<passes {
      for y in 0..<height { blurLine(p + y * rowLength, count: width, step: 1, radius: radius, scratch: line) }
      for x in 0..<width { blurLine(p + x, count: height, step: rowLength, radius: radius, scratch: line) }
    }
  }

  @inline(__always)
  private static func unpack(_ v: UInt32) -> SIMD4<UInt32> {
    SIMD4(v >> 24, (v >> 16) & 0xFF, (v >> 8) & 0xFF, v & 0xFF)
  }

  /// Blurs `count` pixels spaced `step` apart, edges clamped.
  private static func blurLine(
    _ p: UnsafeMutablePointer<UInt32>, count n: Int, step: Int, radius r: Int, scratch: UnsafeMutablePointer<UInt32>
  ) {
    for i in 0..<n { scratch[i] = p[i * step] }
    let inv = SIMD4<UInt32>(repeating: (1 << 24) / UInt32(2 * r + 1))
    let half = SIMD4<UInt32>(repeating: 1 << 23)
    var sum = SIMD4<UInt32>(repeating: 0)
    for i in -r...r { sum &+= unpack(scratch[min(max(i, 0), n - 1)]) }
    for i in 0..<n {
      let v = (sum &* inv &+ half) &>> 24
      p[i * step] = v[0] << 24 | v[1] << 16 | v[2] << 8 | v[3]
      sum &+= unpack(scratch[min(i + r + 1, n - 1)])
      sum &-= unpack(scratch[max(i - r, 0)])
    }
  }
}

extension Canvas {
  /// Frosted glass (the screens' glass material): the already-blurred
  /// backdrop showing through `shape`, a light tint, and a thin white rim.
  /// `backdrop` covers `backdropRect` in this canvas's current coordinates.
  public func drawFrostedGlass(
    _ shape: Path, backdrop: Surface, backdropRect: Rect, tint: Color = Color(white: 1, alpha: 0.18),
    stroke: Color = Color(white: 1, alpha: 0.35), strokeWidth: Double = 1
  ) {
    withState {
      clip(shape)
      draw(backdrop, in: backdropRect)
      fill(backdropRect, tint)
    }
    if strokeWidth > 0 { self.stroke(shape, .color(stroke), width: strokeWidth) }
  }
}
