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
