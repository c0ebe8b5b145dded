import Art
import Canvas
import Testing

/// The boy running in front of a brick wall: painted the same every time, his layer see-through round him, the wall brick red.
@MainActor
struct BrickRunnerSceneTests {
  let checks = LayeredSceneChecks(scene: BrickRunnerScene.self)

  @Test func renderingIsDeterministic() {
    #expect(checks.isDeterministic())
  }

  @Test func peopleLayerIsTransparentAroundThem() {
    let people = checks.render(width: 1280, height: 800, .people)
    #expect(checks.alpha(people, 0, 0) == 0)
    #expect(checks.alpha(people, 1279, 0) == 0)
    #expect(checks.alpha(people, 640, 440) == 255, "his body is opaque")
    #expect(checks.alpha(people, 200, 400) == 0, "the wall beside him is not in his layer")
  }

  @Test func backgroundFillsTheFrame() {
    let bg = checks.render(width: 300, height: 286, .background)
    for (x, y) in [(0, 0), (299, 0), (0, 285), (299, 285), (150, 143)] {
      #expect(checks.alpha(bg, x, y) == 255)
    }
    let wall = checks.rgb(bg, 40, 60)
    #expect(wall.r > wall.g + 40 && wall.r > wall.b + 40, "the wall is brick red: \(wall)")
  }
}
