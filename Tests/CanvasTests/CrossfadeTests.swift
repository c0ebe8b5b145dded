import Basics
import Testing

@testable import Canvas

/// The one-pass crossfade gives exactly the pixels of a copy and a blend.
@MainActor
struct CrossfadeTests {
  /// An opaque picture of pseudo-random pixels (an odd count, so the tail
  /// after the four-pixel steps is checked too).
  private func noise(seed: UInt64, width: Int = 37, height: Int = 23) -> Surface {
    let s = Surface(pixelWidth: width, pixelHeight: height)
    var state = seed
    s.withPixels { p, row in
      for i in 0..<(row * height) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        p[i] = 0xFF00_0000 | UInt32(truncatingIfNeeded: state >> 33) & 0x00FF_FFFF
      }
    }
    return s
  }

  @Test func aCrossfadeGivesTheCopyAndBlendsPixels() {
    let outgoing = noise(seed: 1), incoming = noise(seed: 2)
    var alphas = stride(from: 0.0, through: 1.0, by: 0.0037).map { $0 }
    alphas += [-0.2, 0.0001, 0.0039, 0.004, 0.9961, 0.9999, 1, 1.3]
    for alpha in alphas {
      let expected = Surface(pixelWidth: outgoing.pixelWidth, pixelHeight: outgoing.pixelHeight)
      let c = Canvas(surface: expected)
      c.copy(outgoing, at: .zero)
      c.draw(incoming, in: c.bounds, alpha: alpha)
      let mixed = Surface(pixelWidth: outgoing.pixelWidth, pixelHeight: outgoing.pixelHeight)
      #expect(Canvas(surface: mixed).crossfade(from: outgoing, to: incoming, alpha: alpha))
      let same = expected.withPixels { e, row in
        mixed.withPixels { m, _ in (0..<(row * expected.pixelHeight)).allSatisfy { e[$0] == m[$0] } }
      }
      #expect(same, "alpha \(alpha)")
    }
  }

  @Test func aCrossfadeOfOtherSizesDrawsNothing() {
    let target = Surface(pixelWidth: 8, pixelHeight: 8)
    #expect(!Canvas(surface: target).crossfade(from: noise(seed: 3, width: 8, height: 8), to: noise(seed: 4), alpha: 0.5))
    #expect(target.pixel(x: 0, y: 0) == 0)
  }
}
