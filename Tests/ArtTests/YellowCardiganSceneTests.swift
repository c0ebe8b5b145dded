import Art
import Canvas
import Testing

/// The girl in a yellow cardigan on an orange blanket with a green ball: painted the same every time, her layer see-through round her.
@MainActor
struct YellowCardiganSceneTests {
  let checks = LayeredSceneChecks(scene: YellowCardiganScene.self)

  @Test func renderingIsDeterministic() {
    #expect(checks.isDeterministic())
  }

  @Test func peopleLayerIsTransparentAroundThem() {
    let people = checks.render(width: 1280, height: 800, .people)
    #expect(checks.alpha(people, 0, 0) == 0)
    #expect(checks.alpha(people, 1279, 0) == 0)
    #expect(checks.alpha(people, 620, 370) == 255, "her face is opaque")
    let ball = checks.rgb(people, 745, 630)
    #expect(ball.g > ball.r + 40 && ball.g > ball.b + 40, "the ball held over her chest is green: \(ball)")
    let cardigan = checks.rgb(people, 600, 700)
    #expect(cardigan.r > 200 && cardigan.g > 150 && cardigan.b < 110, "her cardigan is yellow: \(cardigan)")
  }

  @Test func backgroundFillsTheFrame() {
    let bg = checks.render(width: 300, height: 286, .background)
    for (x, y) in [(0, 0), (299, 0), (0, 285), (299, 285), (150, 143)] {
      #expect(checks.alpha(bg, x, y) == 255)
    }
    let blanket = checks.rgb(bg, 20, 143)
    #expect(blanket.r > 200 && blanket.g > 80 && blanket.g < 190 && blanket.b < 90, "the blanket is orange: \(blanket)")
  }
}
