import Basics
import Canvas
import Testing

@testable import Faces

/// The painter's composed gallery frame, copied onto the screen, must give
/// the very pixels the frame thread would have drawn (headless output stays
/// byte-identical whichever of the two draws it).
struct GalleryFrameTests {
  /// A preview-like picture: a rounded dark shape with a soft rim, corners clear.
  func preview() -> Surface {
    let s = Surface(pixelWidth: 60, pixelHeight: 50)
    PreviewFrame.draw(Canvas(surface: s), in: Rect(x: 0, y: 0, width: 60, height: 50)) { c, screen in
      c.fill(screen, Color(hex: 0x3A7BD5))
    }
    return s
  }

  func frame(_ picture: Surface) -> GalleryFrame {
    GalleryFrame(
      background: Color(hex: 0xF5F5F7),
      layers: [
        .init(picture: picture, frame: Rect(x: 10.3, y: 7.6, width: 56.1, height: 46.7), alpha: 1, origin: nil),
        .init(picture: picture, frame: Rect(x: 80.45, y: 20.2, width: 57.3, height: 47.8), alpha: 0.4, origin: nil),
        .init(picture: picture, frame: Rect(x: 150, y: 12, width: 60, height: 50), alpha: 1, origin: Point(150, 12)),
      ])
  }

  func pixels(_ s: Surface) -> [UInt32] {
    s.withPixels { p, row in (0..<s.pixelHeight).flatMap { y in (0..<s.pixelWidth).map { p[y * row + $0] } } }
  }

  @Test func theComposedFrameCopiedIsWhatDrawingItGives() {
    let drawing = frame(preview())
    let size = Size(240, 80)
    let direct = Surface(size: size, scale: 1)
    let copied = Surface(size: size, scale: 1)
    for s in [direct, copied] { Canvas(surface: s).fill(Rect(size: size), Color(hex: 0xFF00FF)) }
    drawing.draw(Canvas(surface: direct), in: Rect(size: size))
    Canvas(surface: copied).draw(drawing.composite(size: size, scale: 1), at: .zero)
    #expect(pixels(direct) == pixels(copied))
    #expect(pixels(direct).contains(0xFF3A_7BD5), "the pictures are drawn")
  }

  @Test func aFrameIsSettledOnlyWhenEveryTileIsCopiedWhole() {
    let picture = preview()
    #expect(!frame(picture).isSettled)
    let settled = GalleryFrame(
      background: Color(hex: 0xF5F5F7),
      layers: [.init(picture: picture, frame: Rect(x: 0, y: 0, width: 60, height: 50), alpha: 1, origin: .zero)])
    #expect(settled.isSettled)
  }
}
