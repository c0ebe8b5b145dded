import Basics
import Canvas
import Runtime
import Testing

@testable import Widgets

@MainActor
struct ControlsTests {
  @Test func tapsRunTheTopmostControlAndSmallTargetsGrowToFortyFourPoints() {
    let c = Controls()
    var log: [String] = []
    c.add("a", Rect(x: 0, y: 0, width: 100, height: 100)) { log.append("a") }
    c.add("b", Rect(x: 50, y: 50, width: 20, height: 20)) { log.append("b") }
    #expect(c.handleTap(at: Point(60, 60)))
    #expect(c.handleTap(at: Point(45, 45)), "12 pt outside the 20-pt button still hits it")
    #expect(c.handleTap(at: Point(10, 10)))
    #expect(!c.handleTap(at: Point(300, 300)))
    #expect(log == ["b", "b", "a"])
    #expect(c.elements.map(\.id) == ["a", "b"])
  }

  @Test func thePressedLookFollowsTheFingerAndReportsWhatToRedraw() {
    let c = Controls()
    c.add("x", Rect(x: 10, y: 10, width: 44, height: 44)) {}
    let down = c.track(TouchEvent(slot: 0, phase: .down, location: Point(30, 30), time: 0))
    #expect(c.pressedID == "x" && down != nil)
    _ = c.track(TouchEvent(slot: 0, phase: .move, location: Point(300, 300), time: 0.1))
    #expect(c.pressedID == nil, "sliding far off releases the press")
  }
}
