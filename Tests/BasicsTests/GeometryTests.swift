import Basics
import Testing

struct GeometryTests {
  @Test func intersectionOfDisjointRectsIsEmptyAndTouchingEdgesDoNotOverlap() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(a.intersection(Rect(x: 5, y: 5, width: 10, height: 10)) == Rect(x: 5, y: 5, width: 5, height: 5))
    #expect(a.intersection(Rect(x: 10, y: 0, width: 10, height: 10)).isEmpty)
    #expect(!a.intersects(Rect(x: 10, y: 0, width: 10, height: 10)))
  }

  @Test func unionIgnoresEmptyRects() {
    let a = Rect(x: 2, y: 3, width: 4, height: 5)
    #expect(a.union(.zero) == a)
    #expect(Rect.zero.union(a) == a)
    #expect(a.union(Rect(x: 10, y: 0, width: 1, height: 1)) == Rect(x: 2, y: 0, width: 9, height: 8))
  }

  @Test func containsIsHalfOpen() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(a.contains(Point(0, 0)))
    #expect(!a.contains(Point(10, 5)))
    #expect(!a.contains(Point(5, 10)))
  }

  @Test func pixelAlignedCoversTheRectInWholePixels() {
    let r = Rect(x: 0.5, y: 1.25, width: 10, height: 2).pixelAligned(scale: 2)
    #expect(r == Rect(x: 1, y: 2, width: 20, height: 5))
  }
}
