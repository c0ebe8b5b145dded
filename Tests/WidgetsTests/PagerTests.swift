import Basics
import Testing
import Widgets

@testable import Runtime

struct PagerTests {
  func drag(_ phase: Drag.Phase, dx: Double, vx: Double = 0) -> Drag {
    Drag(phase: phase, start: Point(600, 400), location: Point(600 + dx, 400), velocity: Point(vx, 0))
  }

  @Test func contentFollowsTheFingerThenSettlesOnThePage() {
    var p = Pager(pageCount: 3, pageWidth: 1000)
    p.handle(drag(.began, dx: -20))
    p.handle(drag(.changed, dx: -200))
    #expect(p.scrollOffset == 200 && p.page == 0)
    let turned = p.handle(drag(.ended, dx: -200, vx: -50))
    #expect(!turned, "a short slow drag stays on its page")
    for _ in 0..<120 { p.step(1.0 / 60) }
    #expect(p.scrollOffset == 0 && !p.isMoving)
  }

  @Test func aFlickOrALongDragTurnsThePageAndTheEndsHold() {
    var p = Pager(pageCount: 3, pageWidth: 1000)
    p.handle(drag(.began, dx: -20))
    let flicked = p.handle(drag(.ended, dx: -60, vx: -900))
    #expect(flicked && p.page == 1)
    p.handle(drag(.began, dx: -20))
    let dragged = p.handle(drag(.ended, dx: -400, vx: 0))
    #expect(dragged && p.page == 2)
    for _ in 0..<120 { p.step(1.0 / 60) }  // settle; a drag grabs the content where it is
    p.handle(drag(.began, dx: -20))
    p.handle(drag(.changed, dx: -300))
    #expect(p.scrollOffset == 2100, "rubber-banding past the last page moves a third as far")
    let pastEnd = p.handle(drag(.ended, dx: -300, vx: -2000))
    #expect(!pastEnd && p.page == 2)
  }
}
