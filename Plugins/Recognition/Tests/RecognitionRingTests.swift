import Art
import Basics
import Canvas
import Testing

@testable import Recognition

/// The ring's disc and rim are painted into Recognizing's backdrop, under
/// the big avatar, though the screen drew the rim over it: the same pixels,
/// because the avatar lies wholly inside the rim, at every panel size.
struct RecognitionRingTests {
  @Test(arguments: [Size(1280, 800), Size(800, 480), Size(720, 1280)], [1.0, 2.0])
  func theRimDrawnUnderTheAvatarGivesTheSamePixels(size: Size, scale: Double) {
    let grid = RecognitionLayout(size: size)
    let inner = grid.ring.insetBy(RecognitionLayout.ringInset, RecognitionLayout.ringInset)
    let avatar = Surface(size: inner.size, scale: scale)
    Avatar.allCases[0].drawInCircle(Canvas(surface: avatar), in: Rect(size: inner.size))
    let at = Point((inner.minX * scale).rounded() / scale, (inner.minY * scale).rounded() / scale)
    func ring(rimFirst: Bool) -> Surface {
      let s = Surface(size: size, scale: scale)
      let c = Canvas(surface: s)
      c.fill(
        Rect(size: size),
        .linear(from: .zero, to: Point(size.width, size.height), stops: [GradientStop(0, Color(hex: 0x204060)), GradientStop(1, Color(hex: 0x806040))]))
      RecognitionScreen.drawDisc(c, ring: grid.ring)
      if rimFirst { RecognitionScreen.drawRim(c, ring: grid.ring) }
      c.draw(avatar, at: at, alpha: 0.7)
      if !rimFirst { RecognitionScreen.drawRim(c, ring: grid.ring) }
      return s
    }
    let difference = ring(rimFirst: true).difference(from: ring(rimFirst: false))
    #expect(difference.pixels == 0, "\(difference.pixels) pixels differ at \(size) ×\(scale)")
  }
}
