import Basics
import Canvas
import Testing

@testable import Recipe

/// The step cards' moving frames, drawn with the pictures painted ahead
/// (the dimmed photo, the cards' pane and shape, the timer capsules), show the cards
/// drawn the long way, every layer blended in turn: the same pixels, but
/// for a capsule's rim, within a level.
@MainActor
struct StepsCardsFramesTests {
  private let scene = StepsScene(size: Size(1280, 800))
  private let texts = ["Chop", "Simmer", "Serve"]
  private let timers: [StepsScene.TimerFace?] = [
    nil, StepsScene.TimerFace(title: "Start 20:00 timer", fill: Color(white: 1, alpha: 0.18), started: false),
    StepsScene.TimerFace(title: "04:59", fill: Color(hex: 0xFF9F0A), started: true),
  ]

  /// A card's shape and rim, as the painter paints them.
  private var cardMask: ShapeMask {
    ShapeMask.make(size: scene.cardSize, scale: 1, outlineWidth: StepsScene.rimWidth) { Path.squircle($0, radius: StepsScene.cardRadius) }
  }

  private func frame(scrollOffset: Double, timers: [StepsScene.TimerFace?], aheadOf pictures: LayerCache?) -> Surface {
    let backdrop = RecipePhoto.blurredPicture(size: scene.size, scale: 1)
    let texts = scene.cardTexts(titles: texts, texts: ["The onions, finely.", "For 20 minutes, stirring.", "Hot, with bread."])
    func painted(_ draw: (Canvas) -> Void) -> Surface {
      let s = Surface(size: scene.size, scale: 1)
      let c = Canvas(surface: s)
      c.clear(.black)
      draw(c)
      return s
    }
    let target = painted { _ in }
    let canvas = Canvas(surface: target)
    if let pictures {
      scene.draw(
        canvas, texts: texts, backdrop: backdrop, base: painted { scene.drawBase($0, backdrop: backdrop) },
        pane: painted { c in
          c.draw(backdrop, in: scene.bounds)
          c.fill(scene.bounds, RecipePhoto.glassTint)
        }, scrollOffset: scrollOffset, page: 1, timers: timers, pressed: nil,
        cardMask: cardMask, pictures: pictures)
    } else {
      scene.draw(canvas, texts: texts, backdrop: backdrop, scrollOffset: scrollOffset, page: 1, timers: timers, pressed: nil)
    }
    return target
  }

  nonisolated private static let pages = [0.0, 0.5, 1.0, 1.37, 1.5]

  @Test(arguments: pages)
  func theCardsGlassHasTheSamePixels(pages: Double) {
    let offset = (pages * scene.pitch).rounded()
    let noTimers = [StepsScene.TimerFace?](repeating: nil, count: 3)
    let ahead = frame(scrollOffset: offset, timers: noTimers, aheadOf: LayerCache(byteBudget: 1 << 24))
    #expect(ahead.hasSamePixels(as: frame(scrollOffset: offset, timers: noTimers, aheadOf: nil)))
  }

  @Test(arguments: pages)
  func theCapsulesDrawnOnceShowWithinALevel(pages: Double) {
    let offset = (pages * scene.pitch).rounded()
    let pictures = LayerCache(byteBudget: 1 << 24)
    let longWay = frame(scrollOffset: offset, timers: timers, aheadOf: nil)
    let first = frame(scrollOffset: offset, timers: timers, aheadOf: pictures)
    #expect(pictures.count >= 1, "no capsule was kept")
    let d = first.difference(from: longWay)
    #expect(d.levels <= 1 && d.pixels <= 8, "\(d.pixels) pixels differ, by up to \(d.levels) levels")
    // Drawn again from the capsules kept: the same frame.
    let again = frame(scrollOffset: offset, timers: timers, aheadOf: pictures)
    #expect(again.hasSamePixels(as: first))
  }
}
