import Art
import Canvas
import Testing

/// The older woman in a red dress in a garden: painted the same every time, her layer see-through round her, the garden green.
@MainActor
struct GardenPortraitSceneTests {
  let checks = LayeredSceneChecks(scene: GardenPortraitScene.self)

  @Test func renderingIsDeterministic() {
    #expect(checks.isDeterministic())
  }

  @Test func peopleLayerIsTransparentAroundThem() {
    let people = checks.render(width: 1280, height: 800, .people)
    #expect(checks.alpha(people, 0, 0) == 0)
    #expect(checks.alpha(people, 1279, 0) == 0)
    #expect(checks.alpha(people, 640, 296) == 255, "her face is opaque")
    let dress = checks.rgb(people, 640, 760)
    #expect(dress.r > 150 && dress.g < 90 && dress.b < 90, "her dress is red: \(dress)")
  }

  @Test func backgroundFillsTheFrame() {
    let bg = checks.render(width: 300, height: 286, .background)
    for (x, y) in [(0, 0), (299, 0), (0, 285), (299, 285), (150, 143)] {
      #expect(checks.alpha(bg, x, y) == 255)
    }
    let garden = checks.rgb(bg, 150, 40)
    #expect(garden.g > garden.r && garden.g > garden.b, "the garden behind her is green: \(garden)")
  }
}
