import Basics
import Canvas
import Testing

@testable import Runtime

struct GestureTests {
  func touch(_ slot: Int, _ phase: TouchEvent.Phase, _ x: Double, _ y: Double, _ t: Double) -> TouchEvent {
    TouchEvent(slot: slot, phase: phase, location: Point(x, y), time: t)
  }

  @Test func aShortStillTouchIsATap() {
    var g = GestureRecognizer()
    #expect(g.handle(touch(0, .down, 100, 100, 0)).isEmpty)
    #expect(g.handle(touch(0, .move, 105, 104, 0.05)).isEmpty, "movement within the slop is still a tap")
    #expect(g.tick(time: 0.1).isEmpty)
    #expect(g.handle(touch(0, .up, 105, 104, 0.1)) == [.tap(Point(100, 100))])
  }

  @Test func movingPastTheSlopIsADragWithVelocity() {
    var g = GestureRecognizer()
    _ = g.handle(touch(0, .down, 100, 100, 0))
    let began = g.handle(touch(0, .move, 115, 100, 0.016))
    guard case .drag(let d)? = began.first else {
      Issue.record("expected a drag, got \(began)")
      return
    }
    #expect(d.phase == .began && d.translation == Point(15, 0))
    let changed = g.handle(touch(0, .move, 130, 100, 0.032))
    guard case .drag(let d2)? = changed.first else {
      Issue.record("expected a drag change")
      return
    }
    #expect(d2.velocity.x > 400 && d2.velocity.y == 0)
    #expect(g.tick(time: 1.0).isEmpty, "a drag never becomes a long press")
  }

  @Test func holdingStillPastTheThresholdIsALongPressAndNotATap() {
    var g = GestureRecognizer()
    _ = g.handle(touch(0, .down, 50, 60, 0))
    #expect(g.tick(time: 0.59).isEmpty)
    #expect(g.tick(time: 0.6) == [.longPress(Point(50, 60))])
    #expect(g.tick(time: 0.7).isEmpty, "one long press per touch")
    #expect(g.handle(touch(0, .up, 50, 60, 0.8)).isEmpty, "lifting after a long press is no tap")
  }

  @Test func aFastHorizontalDragEndsInASwipe() {
    var g = GestureRecognizer()
    _ = g.handle(touch(0, .down, 600, 400, 0))
    _ = g.handle(touch(0, .move, 500, 402, 0.05))
    _ = g.handle(touch(0, .move, 400, 404, 0.1))
    let end = g.handle(touch(0, .up, 380, 404, 0.12))
    #expect(end.contains(.swipe(.left, from: Point(600, 400))))
    var slow = GestureRecognizer()
    _ = slow.handle(touch(0, .down, 600, 400, 0))
    _ = slow.handle(touch(0, .move, 620, 400, 0.5))
    _ = slow.handle(touch(0, .move, 630, 400, 1.0))
    #expect(!slow.handle(touch(0, .up, 630, 400, 1.5)).contains { if case .swipe = $0 { true } else { false } })
  }

  @Test func aSecondFingerNeverConfusesTheFirst() {
    var g = GestureRecognizer()
    _ = g.handle(touch(0, .down, 100, 100, 0))
    // A second finger lands, moves far and lifts: ignored.
    #expect(g.handle(touch(1, .down, 700, 500, 0.02)).isEmpty)
    #expect(g.handle(touch(1, .move, 400, 300, 0.04)).isEmpty)
    #expect(g.handle(touch(1, .up, 400, 300, 0.06)).isEmpty)
    #expect(g.activeSlot == 0)
    #expect(g.handle(touch(0, .up, 100, 100, 0.08)) == [.tap(Point(100, 100))])
  }
}

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
