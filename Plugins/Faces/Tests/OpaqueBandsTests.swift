import Basics
import Canvas
import Testing

@testable import Faces

/// A preview copied in its opaque bands and blended elsewhere must give the
/// very pixels blending all of it gives (the gallery's output stays
/// byte-identical), over any background and inside any clip.
struct OpaqueBandsTests {
  /// A preview as the gallery paints them: fractional points, so its right
  /// and bottom rims are partly covered pixels.
  func preview(_ size: Size) -> Surface {
    let s = Surface(size: size, scale: 1)
    PreviewFrame.draw(Canvas(surface: s), in: Rect(size: size)) { c, screen in
      c.fill(screen, .linear(from: screen.origin, to: Point(screen.maxX, screen.maxY), stops: [
        GradientStop(0, Color(hex: 0x3A7BD5)), GradientStop(1, Color(hex: 0xE0A030, alpha: 0.6)),
      ]))
    }
    return s
  }

  func pixels(_ s: Surface) -> [UInt32] {
    s.withPixels { p, row in (0..<s.pixelHeight).flatMap { y in (0..<s.pixelWidth).map { p[y * row + $0] } } }
  }

  @Test(arguments: [Size(90.72, 86.4), Size(272.16, 259.2)])
  func bandedDrawingGivesTheBlendedPixels(size: Size) throws {
    let picture = preview(size)
    let bands = try #require(OpaqueBands(measuring: preview(size)))
    #expect(!bands.opaque.isEmpty && !bands.seeThrough.isEmpty)
    let screen = Size(200, 120)
    let blended = Surface(size: screen, scale: 1), banded = Surface(size: screen, scale: 1)
    for (surface, useBands) in [(blended, false), (banded, true)] {
      let c = Canvas(surface: surface)
      c.fill(Rect(size: screen), .linear(from: .zero, to: Point(200, 0), stops: [
        GradientStop(0, Color(hex: 0xF5F5F7)), GradientStop(1, Color(hex: 0x202028)),
      ]))
      // A damage clip through the middle of the pictures.
      c.clip(to: [Rect(x: 0, y: 0, width: 200, height: 50), Rect(x: 30, y: 50, width: 93, height: 70)])
      for origin in [Point(7, 9), Point(104, 30), Point(-20, 60)] {
        if useBands { bands.draw(picture, at: origin, on: c) } else { c.draw(picture, at: origin) }
      }
    }
    #expect(pixels(blended) == pixels(banded))
  }

  @Test func aSeeThroughPixelInsideTheShapeIsBlended() throws {
    let s = Surface(pixelWidth: 20, pixelHeight: 10)
    let c = Canvas(surface: s)
    c.fill(Rect(x: 0, y: 0, width: 20, height: 10), Color(hex: 0x3A7BD5))
    c.erasing { c.fill(Rect(x: 13, y: 3, width: 1, height: 1), Color(white: 0, alpha: 0.5)) }
    let bands = try #require(OpaqueBands(measuring: s))
    #expect(!bands.opaque.contains { $0.contains(Point(13.5, 3.5)) })
    let blended = Surface(pixelWidth: 30, pixelHeight: 14), banded = Surface(pixelWidth: 30, pixelHeight: 14)
    for (surface, useBands) in [(blended, false), (banded, true)] {
      let c = Canvas(surface: surface)
      c.fill(Rect(x: 0, y: 0, width: 30, height: 14), Color(hex: 0xF5F5F7))
      if useBands { bands.draw(s, at: Point(4, 2), on: c) } else { c.draw(s, at: Point(4, 2)) }
    }
    #expect(pixels(blended) == pixels(banded))
  }
}
