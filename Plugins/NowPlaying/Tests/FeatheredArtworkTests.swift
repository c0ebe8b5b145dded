import Art
import Basics
import Canvas
import Testing

@testable import NowPlaying

/// The artwork feathered once and faded as a picture shows what fading its
/// strips one by one shows, within two levels (each rounds its alphas to 8
/// bits on its own); at full strength, exactly.
@MainActor
struct FeatheredArtworkTests {
  private let screen = Size(320, 200)
  private let rect = Rect(x: 60, y: 0, width: 200, height: 200)

  private func backdrop() -> Surface {
    let s = Surface(size: screen, scale: 1)
    Canvas(surface: s).clear(Color(hex: 0x2A3550))
    return s
  }

  private func art() -> Surface {
    let s = Surface(size: rect.size, scale: 1)
    RainbowAlbumArt.draw(Canvas(surface: s), in: Rect(size: rect.size))
    return s
  }

  @Test(arguments: [1.0, 0.75, 0.3])
  func aFeatheredPictureFadesAsItsStripsDo(alpha: Double) {
    let strips = backdrop(), picture = backdrop()
    FeatheredArtwork.draw(Canvas(surface: strips), art(), in: rect, alpha: alpha, screen: screen)
    let feathered = Surface(size: rect.size, scale: 1)
    FeatheredArtwork.paint(Canvas(surface: feathered), art(), size: rect.size, edges: FeatheredArtwork.edges(of: rect, on: screen))
    Canvas(surface: picture).draw(feathered, at: rect.origin, alpha: alpha)
    let d = picture.difference(from: strips)
    if alpha == 1 {
      #expect(d.pixels == 0, "\(d.pixels) pixels differ at full strength")
    } else {
      #expect(d.levels <= 2, "\(d.pixels) pixels differ, by up to \(d.levels) levels")
    }
  }
}
