import Art
import Canvas
import Testing

/// Three friends laughing at golden hour: painted the same every time, their layer see-through round them, the light warm.
@MainActor
struct GoldenHourSceneTests {
  let checks = LayeredSceneChecks(scene: GoldenHourScene.self)

  @Test func renderingIsDeterministic() {
    #expect(checks.isDeterministic())
  }

  @Test func peopleLayerIsTransparentAroundThem() {
    let people = checks.render(width: 1280, height: 800, .people)
    #expect(checks.alpha(people, 0, 0) == 0)
    #expect(checks.alpha(people, 1279, 0) == 0)
    #expect(checks.alpha(people, 717, 288) == 255, "the middle face is opaque")
    #expect(checks.alpha(people, 40, 400) == 0, "the meadow beside them is not in their layer")
  }

  @Test func backgroundFillsTheFrame() {
    let bg = checks.render(width: 300, height: 286, .background)
    for (x, y) in [(0, 0), (299, 0), (0, 285), (299, 285), (150, 143)] {
      #expect(checks.alpha(bg, x, y) == 255)
    }
    let sky = checks.rgb(bg, 20, 20)
    #expect(sky.r > sky.g && sky.g > sky.b + 20, "the sky is amber: \(sky)")
  }
}
