import Basics
import Testing

@testable import Canvas

/// Glass from a pane and a shape mask painted ahead gives the pixels of
/// glass drawn the long way (the backdrop and the tint blended through the
/// shape), wherever the shape's boxes land on whole pixels.
@MainActor
struct PaneGlassTests {
  private let size = Size(200, 120)
  private let tint = Color(hex: 0x1C1A18, alpha: 0.5)

  /// An opaque backdrop whose every pixel differs from its neighbours.
  private func backdrop(scale: Double) -> Surface {
    let s = Surface(size: size, scale: scale)
    s.withPixels { p, row in
      for y in 0..<s.pixelHeight {
        for x in 0..<s.pixelWidth { p[y * row + x] = 0xFF00_0000 | UInt32((x * 7) & 0xFF) << 16 | UInt32((y * 5) & 0xFF) << 8 | UInt32((x + y) & 0xFF) }
      }
    }
    return s
  }

  /// The glass at `rect` drawn the long way, or from a pane and a shape
  /// mask painted ahead (the long way where `SquircleGlass` says it cannot).
  private func glass(at rect: Rect, scale: Double, ahead: Bool) -> Surface {
    let backdrop = backdrop(scale: scale)
    let target = Surface(size: size, scale: scale)
    let canvas = Canvas(surface: target)
    canvas.clear(Color(hex: 0x304050))
    if ahead, let glass = SquircleGlass(rect, radius: 24, on: canvas) {
      let pane = Surface(size: size, scale: scale)
      let c = Canvas(surface: pane)
      c.draw(backdrop, in: Rect(size: size))
      c.fill(Rect(size: size), tint)
      let mask = ShapeMask.make(size: rect.size, scale: scale, outlineWidth: 1) { Path.squircle($0, radius: 24) }
      canvas.drawFrostedGlass(glass, mask: mask, pane: pane, backdrop: backdrop, backdropRect: Rect(size: size), tint: tint)
    } else {
      canvas.drawFrostedGlass(Path.squircle(rect, radius: 24), backdrop: backdrop, backdropRect: Rect(size: size), tint: tint)
    }
    return target
  }

  /// Whole pixels at 1, 2 and ½ pixels per point, and off the canvas's edge.
  nonisolated static let places: [(Rect, Double)] = [
    (Rect(x: 20, y: 10, width: 150, height: 90), 1.0),
    (Rect(x: -30, y: 12, width: 150, height: 90), 1.0),
    (Rect(x: 20.5, y: 10, width: 150, height: 90), 2.0),
    (Rect(x: 20, y: 10, width: 150, height: 90), 0.5),
  ]

  @Test(arguments: places)
  func theSamePixelsAsTheLongWay(place: (Rect, Double)) {
    let (rect, scale) = place
    #expect(SquircleGlass(rect, radius: 24, on: Canvas(surface: Surface(size: size, scale: scale))) != nil)
    #expect(glass(at: rect, scale: scale, ahead: true).hasSamePixels(as: glass(at: rect, scale: scale, ahead: false)))
  }

  @Test func aFractionalPlaceIsLeftToTheLongWay() {
    #expect(SquircleGlass(Rect(x: 20.25, y: 10.5, width: 150, height: 90), radius: 24, on: Canvas(surface: Surface(size: size, scale: 1))) == nil)
  }

  @Test func aSquircleCoversItsSolidBoxesWhole() {
    let rect = Rect(x: 10, y: 10, width: 120, height: 80)
    let s = Surface(size: Size(140, 100), scale: 1)
    Canvas(surface: s).fill(Path.squircle(rect, radius: 20), .white)
    let solid = Path.squircleSolid(rect, radius: 20)
    #expect(solid.count == 3)
    for box in solid {
      for y in Int(box.minY)..<Int(box.maxY) {
        for x in Int(box.minX)..<Int(box.maxX) where s.pixel(x: x, y: y) != 0xFFFF_FFFF {
          Issue.record("(\(x), \(y)) is not covered whole")
          return
        }
      }
    }
    // The corners are left out: the vertex pixel is outside the shape.
    #expect(!solid.contains { $0.contains(Point(10.5, 10.5)) })
    // With them, the boxes tile the rect: every pixel in exactly one.
    let boxes = solid + Path.squircleCorners(rect, radius: 20)
    for y in 10..<90 {
      for x in 10..<130 where boxes.filter({ $0.contains(Point(Double(x) + 0.5, Double(y) + 0.5)) }).count != 1 {
        Issue.record("(\(x), \(y)) is not in exactly one box")
        return
      }
    }
  }

  @Test func aSquircleTooSmallForASolidPartIsAllCorner() {
    // The corners reach 15.5 points in, rounded up to 16: they would meet.
    let rect = Rect(x: 0, y: 0, width: 31, height: 31)
    #expect(Path.squircleSolid(rect, radius: 15).isEmpty)
    #expect(Path.squircleCorners(rect, radius: 15) == [rect])
  }

  @Test func wholePixelsFollowTheTransform() {
    let canvas = Canvas(surface: Surface(size: size, scale: 2))
    #expect(canvas.isOnWholePixels(Rect(x: 1.5, y: 2, width: 10, height: 4.5)))
    #expect(!canvas.isOnWholePixels(Rect(x: 1.25, y: 2, width: 10, height: 4)))
    canvas.translate(0.25, 0)
    #expect(canvas.isOnWholePixels(Rect(x: 1.25, y: 2, width: 10, height: 4)))
  }
}
