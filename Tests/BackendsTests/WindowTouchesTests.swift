import Backends
import Basics
import Canvas
import Runtime
import Testing

/// The desktop's mouse and touchscreen as fingers on the panel.
struct WindowTouchesTests {
  let screen = Size(1280, 800)

  @Test func theMouseIsOneFingerWhileItsButtonIsHeld() {
    var t = WindowTouches(screen: screen)
    #expect(t.motion(to: Point(10, 10), time: 0).isEmpty, "a hovering mouse touches nothing")
    let down = t.button(down: true, at: Point(100, 200), withSecondFinger: false, time: 1)
    #expect(down == [TouchEvent(slot: WindowTouches.mouseSlot, phase: .down, location: Point(100, 200), time: 1)])
    #expect(t.motion(to: Point(110, 200), time: 2) == [TouchEvent(slot: WindowTouches.mouseSlot, phase: .move, location: Point(110, 200), time: 2)])
    #expect(t.activeSlots == [WindowTouches.mouseSlot])
    let up = t.button(down: false, at: Point(120, 200), withSecondFinger: false, time: 3)
    #expect(up == [TouchEvent(slot: WindowTouches.mouseSlot, phase: .up, location: Point(120, 200), time: 3)])
    #expect(t.activeSlots.isEmpty)
    #expect(t.motion(to: Point(130, 200), time: 4).isEmpty)
  }

  @Test func ctrlAddsASecondFingerMirroredThroughTheCentre() {
    var t = WindowTouches(screen: screen)
    let down = t.button(down: true, at: Point(600, 380), withSecondFinger: true, time: 0)
    #expect(down.map(\.slot) == [WindowTouches.mouseSlot, WindowTouches.mirrorSlot])
    #expect(down[1].location == Point(680, 420))
    // Dragging outwards spreads the two fingers: a pinch.
    let move = t.motion(to: Point(400, 300), time: 1)
    #expect(move.map(\.location) == [Point(400, 300), Point(880, 500)])
    let up = t.button(down: false, at: Point(400, 300), withSecondFinger: false, time: 2)
    #expect(up.map(\.phase) == [.up, .up])
    #expect(up.map(\.slot) == [WindowTouches.mouseSlot, WindowTouches.mirrorSlot])
  }

  @Test func touchscreenFingersTakeTheLowestFreeSlots() {
    var t = WindowTouches(screen: screen)
    #expect(t.finger(id: 900, phase: .down, at: Point(1, 1), time: 0).map(\.slot) == [0])
    #expect(t.finger(id: 901, phase: .down, at: Point(2, 2), time: 0).map(\.slot) == [1])
    #expect(t.finger(id: 900, phase: .up, at: Point(1, 1), time: 1).map(\.slot) == [0])
    #expect(t.finger(id: 902, phase: .down, at: Point(3, 3), time: 1).map(\.slot) == [0], "slot 0 is free again")
    #expect(t.finger(id: 901, phase: .move, at: Point(5, 5), time: 2) == [TouchEvent(slot: 1, phase: .move, location: Point(5, 5), time: 2)])
    #expect(t.finger(id: 777, phase: .move, at: Point(5, 5), time: 2).isEmpty, "an unknown finger moves nothing")
  }

  @Test func losingFocusCancelsEveryFingerWhereItWas() {
    var t = WindowTouches(screen: screen)
    _ = t.button(down: true, at: Point(100, 100), withSecondFinger: false, time: 0)
    _ = t.finger(id: 5, phase: .down, at: Point(300, 300), time: 0)
    _ = t.finger(id: 5, phase: .move, at: Point(310, 300), time: 0)
    let cancelled = t.cancelAll(time: 1)
    #expect(cancelled.map(\.phase) == [.cancel, .cancel])
    #expect(Set(cancelled.map(\.location)) == [Point(100, 100), Point(310, 300)])
    #expect(t.activeSlots.isEmpty)
  }
}
