import Basics
import Canvas
import Testing

@testable import Runtime

/// A zoom's frame composed on the painter, from what the screens say they
/// show (`Screen.ahead`), gives the pixels compositing their surfaces on the
/// frame thread gives.
@MainActor
struct ZoomFramesTests {
  static let size = (width: 320, height: 200)
  static let tileFrame = Rect(x: 40, y: 40, width: 60, height: 50)

  /// The screen being left: a diagonal gradient, so every pixel of it tells.
  static let paintOutgoing: @Sendable (Canvas) -> Void = { c in
    c.fill(c.bounds, .linear(from: Point(0, 0), to: Point(320, 200), stops: [GradientStop(0, Color(hex: 0x2040A0)), GradientStop(1, Color(hex: 0xE0C020))]))
  }

  static func surface(_ w: Int, _ h: Int, _ paint: (Canvas) -> Void) -> Surface {
    let s = Surface(pixelWidth: w, pixelHeight: h)
    paint(Canvas(surface: s))
    return s
  }

  static func bytes(_ s: Surface) -> [UInt32] {
    s.withPixels { p, row in (0..<s.pixelHeight).flatMap { y in (0..<s.pixelWidth).map { p[y * row + $0] } } }
  }

  @Test(arguments: [0.0, 0.25, 0.5, 0.7, 0.9, 0.999, 1.01])
  func aComposedFrameIsTheCompositedOne(progress: Double) {
    let tile = Self.surface(60, 50) { c in
      c.fill(Path.roundedRect(Rect(x: 0, y: 0, width: 60, height: 50), radius: 12), Color(hex: 0x101010))
      c.fill(Rect(x: 6, y: 6, width: 48, height: 38), Color(hex: 0x70C0F0))
    }
    let incoming = Self.surface(Self.size.width, Self.size.height) { c in
      c.fill(c.bounds, Color(hex: 0x0B3D2E))
      c.fill(Path.circle(center: Point(160, 100), radius: 70), Color(hex: 0xF2A0B0))
    }
    let outgoing = Self.surface(Self.size.width, Self.size.height, Self.paintOutgoing)
    var zoom = ActiveTransition(
      kind: .zoomFromRect(Self.tileFrame.insetBy(4, 4), cornerRadius: 10, tile: ZoomTile(picture: tile, frame: Self.tileFrame)), start: 0)
    zoom.spring = Spring(value: progress, target: 1, response: 0.5, dampingFraction: 0.86)

    let composited = Surface(pixelWidth: Self.size.width, pixelHeight: Self.size.height)
    zoom.composite(outgoing: outgoing, incoming: incoming, on: Canvas(surface: composited), at: 0)
    let composed = ZoomFrames.compose(
      zoom.zoom!, progress: zoom.progress(at: 0), .drawing(Self.paintOutgoing), .picture(incoming), pixels: Self.size, scale: 1)
    #expect(Self.bytes(composed) == Self.bytes(composited))
  }

  /// The frames asked for ahead follow the spring as the frames between step it.
  @Test func theProgressAheadIsTheSpringSteppedFrameByFrame() {
    var zoom = ActiveTransition(kind: .zoomFromRect(Self.tileFrame), start: 0)
    let ahead = zoom.progress(after: 3, of: 1 / 60.0, at: 0)
    for _ in 0..<3 { zoom.step(1 / 60.0) }
    #expect(ahead == zoom.progress(at: 3 / 60.0))
    #expect(ahead > 0 && ahead < 1)
  }
}
