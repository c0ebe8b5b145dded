import Basics
import Canvas
@testable import DrawMusic
import Testing

/// The outline a stack of note dots is filled as covers what the dots cover.
@Suite struct DotOutlineTests {
  let r = Stroke.dotDiameter / 2

  @Test func dotsAPointApartJoinAndOverlappingShapesStack() {
    let shapes = DotOutline.shapes([10, 10.5, 11, 15, 40, 60, 68.9])
    #expect(shapes.map(\.top) == [10, 15, 40, 60, 68.9])
    #expect(shapes.map(\.single) == [false, true, true, true, true])
    // 11 → 15 and 60 → 68.9 overlap (under 2r = 9 apart); 15 → 40 and 40 → 60 do not.
    #expect(DotOutline.stacks(shapes, radius: r).map { $0.map(\.top) } == [[10, 15], [40], [60, 68.9]])
  }

  /// Coverage (alpha, 0…255) of `fill` drawn on a transparent 40×200 surface.
  private func alphas(_ fill: (Canvas) -> Void) -> [Int] {
    let surface = Surface(size: Size(40, 200), scale: 1)
    fill(Canvas(surface: surface))
    return surface.withPixels { p, row in (0..<(row * 200)).map { Int(p[$0] >> 24) } }
  }

  @Test func anOutlineCoversTheUnionOfItsDots() {
    // Dots at every spacing: joined, barely overlapping, touching, apart.
    let ys: [Double] = [20, 20.4, 21, 24, 30.5, 31, 39.4, 50, 59, 61, 70.25, 90, 99.5, 130, 138.99, 160]
    let x = 20.0
    let outline = alphas { c in
      var p = Path()
      for stack in DotOutline.stacks(DotOutline.shapes(ys), radius: r) { p.append(DotOutline.path(stack, x: x, radius: r)) }
      c.fill(p, .black)
    }
    // The dots one by one, each at full strength where any covers a pixel wholly.
    let dots = alphas { c in
      for y in ys { c.fill(Path.circle(center: Point(x, y), radius: r), .black) }
    }
    var worst = 0, covered = 0
    for (a, b) in zip(outline, dots) {
      if b == 255 { #expect(a == 255) }
      if b == 0 { #expect(a == 0) }
      // Antialiased edges: stacked translucent edges add up where a union's do not.
      worst = max(worst, abs(a - b))
      if a > 0 { covered += 1 }
    }
    #expect(worst < 96)
    #expect(covered > 500)
  }
}
