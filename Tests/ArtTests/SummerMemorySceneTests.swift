import Art
import Canvas
import Testing

/// The boy resting his head on his arms at the beach: painted the same every time, his layer see-through round him, the sea blue behind him.
@MainActor
struct SummerMemorySceneTests {
  let checks = LayeredSceneChecks(scene: SummerMemoryScene.self)

  @Test func renderingIsDeterministic() {
    #expect(checks.isDeterministic())
  }

  @Test func peopleLayerIsTransparentAroundThem() {
    let people = checks.render(width: 1280, height: 800, .people)
    #expect(checks.alpha(people, 0, 0) == 0)
    #expect(checks.alpha(people, 1279, 0) == 0)
    #expect(checks.alpha(people, 656, 460) == 255, "his face is opaque")
    #expect(checks.alpha(people, 640, 672) == 255, "his folded arms are opaque")
  }

  @Test func backgroundFillsTheFrame() {
    let bg = checks.render(width: 300, height: 286, .background)
    for (x, y) in [(0, 0), (299, 0), (0, 285), (299, 285), (150, 143)] {
      #expect(checks.alpha(bg, x, y) == 255)
    }
    let sea = checks.rgb(bg, 20, 150)
    #expect(sea.b > sea.r + 60, "the sea behind him is blue: \(sea)")
  }
}
