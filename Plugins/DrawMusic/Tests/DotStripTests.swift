import Basics
import Canvas
@testable import DrawMusic
import Testing

/// Dots join into capsules, and a strip of them covers what the dots cover.
@Suite struct DotStripTests {
  let r = Stroke.dotDiameter / 2

  @Test func dotsAPointApartJoin() {
    let shapes = DotShapes.shapes([10, 10.5, 11, 15, 40, 60, 68.9])
    #expect(shapes.map(\.top) == [10, 15, 40, 60, 68.9])
    #expect(shapes.map(\.bottom) == [11, 15, 40, 60, 68.9])
    #expect(shapes.map(\.single) == [false, true, true, true, true])
  }

  /// Coverage (alpha, 0…255) of what `draw` draws on a transparent surface
  /// of 40×200 points at `scale`.
  private func alphas(scale: Double, _ draw: (Canvas) -> Void) -> [Int] {
    let surface = Surface(size: Size(40, 200), scale: scale)
    draw(Canvas(surface: surface))
    return surface.withPixels { p, row in (0..<(row * surface.pixelHeight)).map { Int(p[$0] >> 24) } }
  }

  @Test(arguments: [1.0, 1.5, 2.0])
  func aStripCoversTheUnionOfItsDots(scale: Double) throws {
    // Dots at every spacing: joined, barely overlapping, touching, apart,
    // and on a line between pixels.
    let ys: [Double] = [20, 20.4, 21, 24, 30.5, 31, 39.4, 50, 59, 61, 70.25, 90, 99.5, 130, 138.99, 160, 171.3]
    let x = 20.3
    let strip = try #require(DotStrip(color: .black).strip(DotShapes.shapes(ys), x: x, radius: r, scale: scale))
    #expect(strip.origin.x * scale == (strip.origin.x * scale).rounded(), "a whole pixel, drawn unscaled")
    let drawn = alphas(scale: scale) { c in c.draw(strip.surface, at: strip.origin) }
    // The union as cairo fills it: each dot a circle, one path, so
    // overlaps count once.
    let filled = alphas(scale: scale) { c in
      var p = Path()
      for y in ys { p.append(Path.circle(center: Point(x, y), radius: r)) }
      c.withState {
        c.fill(p, .black)
      }
    }
    var worst = 0, covered = 0
    for (a, b) in zip(drawn, filled) {
      if b == 255 { #expect(a >= 250) }
      if b == 0 { #expect(a <= 8) }
      worst = max(worst, abs(a - b))
      if a > 0 { covered += 1 }
    }
    // Edges sampled on 8 sub-rows against cairo's finer grid.
    #expect(worst <= 24)
    #expect(covered > Int(500 * scale * scale))
  }

  @Test func noShapesNoStrip() {
    #expect(DotStrip(color: .black).strip([], x: 10, radius: r, scale: 1) == nil)
  }
}
