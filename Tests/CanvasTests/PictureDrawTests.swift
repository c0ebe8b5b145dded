import Basics
import Testing

@testable import Canvas

/// `draw(_:at:)` puts a picture's pixels on whole pixels and touches nothing
/// outside them; `copy(_:at:)` replaces only its picture's rect.
@MainActor
struct PictureDrawTests {
  private func solid(_ argb: UInt32, width: Int, height: Int, scale: Double = 1) -> Surface {
    let s = Surface(pixelWidth: width, pixelHeight: height, scale: scale)
    s.withPixels { p, row in for i in 0..<(row * height) { p[i] = argb } }
    return s
  }

  private func count(_ s: Surface, _ argb: UInt32) -> Int {
    var n = 0
    for y in 0..<s.pixelHeight { for x in 0..<s.pixelWidth where s.pixel(x: x, y: y) == argb { n += 1 } }
    return n
  }

  @Test func aPictureAtAFractionalOriginLandsOnWholePixels() {
    let target = solid(0xFF00_00FF, width: 20, height: 20)
    Canvas(surface: target).draw(solid(0xFFFF_0000, width: 4, height: 3), at: Point(5.3, 7.6))
    // Its 12 pixels, whole (no edge half covered), at the rounded origin (5, 8).
    #expect(count(target, 0xFFFF_0000) == 12)
    #expect(target.pixel(x: 5, y: 8) == 0xFFFF_0000)
    #expect(target.pixel(x: 8, y: 10) == 0xFFFF_0000)
    #expect(count(target, 0xFF00_00FF) == 400 - 12)
  }

  @Test func aPictureAtTwicePixelsPerPointCoversItsPoints() {
    let target = solid(0xFF00_00FF, width: 40, height: 40, scale: 2)
    // 6×4 pixels at scale 2 are 3×2 points: at (2, 3) points, pixels (4, 6) on.
    Canvas(surface: target).draw(solid(0xFF00_FF00, width: 6, height: 4, scale: 2), at: Point(2, 3))
    #expect(count(target, 0xFF00_FF00) == 24)
    #expect(target.pixel(x: 4, y: 6) == 0xFF00_FF00)
    #expect(target.pixel(x: 9, y: 9) == 0xFF00_FF00)
  }

  @Test func erasingWithAPictureLeavesTheRestAsItWas() {
    let target = solid(0xFF00_00FF, width: 16, height: 16)
    let c = Canvas(surface: target)
    c.erasing { c.draw(solid(0xFF00_0000, width: 2, height: 2), at: Point(3, 3)) }
    #expect(count(target, 0) == 4)
    #expect(count(target, 0xFF00_00FF) == 256 - 4)
  }

  @Test func aFadedPictureBlendsOnlyWhereItIs() {
    let target = solid(0xFF00_0000, width: 10, height: 10)
    Canvas(surface: target).draw(solid(0xFFFF_FFFF, width: 5, height: 5), at: Point(0, 0), alpha: 0.5)
    let blended = target.pixel(x: 2, y: 2)
    #expect(blended != 0xFF00_0000 && blended != 0xFFFF_FFFF)
    #expect(count(target, blended) == 25)
    #expect(count(target, 0xFF00_0000) == 75)
  }

  @Test func onlyAClipOfTheWholeSurfaceReachesEveryPixel() {
    let c = Canvas(surface: Surface(pixelWidth: 40, pixelHeight: 20, scale: 2))
    #expect(c.reachesEveryPixel, "nothing clipped")
    c.withState {
      c.clip(Rect(x: 0, y: 0, width: 20, height: 10))
      #expect(c.reachesEveryPixel, "the whole surface, in points")
    }
    c.withState {
      c.clip(Rect(x: 0, y: 0, width: 20, height: 9))
      #expect(!c.reachesEveryPixel)
    }
    c.withState {
      c.clip(to: [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 10, y: 0, width: 10, height: 5)])
      #expect(!c.reachesEveryPixel)
    }
  }

  @Test func aCopyReplacesOnlyItsRect() {
    let target = solid(0xFF00_00FF, width: 16, height: 16)
    Canvas(surface: target).copy(solid(0xFFFF_0000, width: 4, height: 4), at: Point(6, 6))
    #expect(count(target, 0xFFFF_0000) == 16)
    #expect(count(target, 0xFF00_00FF) == 256 - 16)
  }
}
