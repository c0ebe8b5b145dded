import Art
import Canvas
import Testing

/// Two women hugging on a sunny street: painted the same every time, their layer see-through round them.
@MainActor
struct StreetHugSceneTests {
  let checks = LayeredSceneChecks(scene: StreetHugScene.self)

  @Test func renderingIsDeterministic() {
    #expect(checks.isDeterministic())
  }

  @Test func peopleLayerIsTransparentAroundThem() {
    let people = checks.render(width: 1280, height: 800, .people)
    #expect(checks.alpha(people, 0, 0) == 0)
    #expect(checks.alpha(people, 1279, 0) == 0)
    #expect(checks.alpha(people, 536, 320) == 255, "the left face is opaque")
    #expect(checks.alpha(people, 744, 336) == 255, "the right face is opaque")
    #expect(checks.alpha(people, 100, 400) == 0, "the street beside them is not in their layer")
  }

  @Test func backgroundFillsTheFrame() {
    let bg = checks.render(width: 300, height: 286, .background)
    for (x, y) in [(0, 0), (299, 0), (0, 285), (299, 285), (150, 143)] {
      #expect(checks.alpha(bg, x, y) == 255)
    }
    let sky = checks.rgb(bg, 150, 5)
    #expect(sky.b > sky.r, "the sky between the buildings is blue: \(sky)")
  }
}
