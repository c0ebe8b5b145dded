import Basics
import Runtime
import Testing

/// The one touch model: fingers in the order they went down, each with where
/// it went down and where it is.
struct TouchSlotsTests {
  func event(_ slot: Int, _ phase: TouchEvent.Phase, _ x: Double, _ y: Double, _ t: Double = 0) -> TouchEvent {
    TouchEvent(slot: slot, phase: phase, location: Point(x, y), time: t)
  }

  @Test func fingersAreKeptFromDownToUpInTheOrderTheyWentDown() {
    var slots = TouchSlots()
    slots.update(event(3, .down, 10, 10, 1))
    slots.update(event(0, .down, 50, 50, 2))
    slots.update(event(3, .move, 12, 14, 3))
    #expect(slots.fingers.map(\.slot) == [3, 0])
    let first = slots[3]
    #expect(first?.start == Point(10, 10) && first?.startTime == 1 && first?.location == Point(12, 14))
    slots.update(event(3, .up, 12, 14, 4))
    #expect(slots[3] == nil && slots.slots == [0])
    slots.update(event(0, .cancel, 50, 50, 5))
    #expect(slots.isEmpty)
  }

  @Test func aMoveOrUpForAFingerNotDownChangesNothing() {
    var slots = TouchSlots()
    slots.update(event(1, .move, 5, 5))
    slots.update(event(1, .up, 5, 5))
    #expect(slots.isEmpty)
  }

  @Test func theFirstFingerDownInAnAreaIsTheEarliestStillDown() {
    let canvas = Rect(x: 0, y: 0, width: 100, height: 100)
    var slots = TouchSlots()
    slots.update(event(0, .down, 150, 50))
    #expect(slots.firstDown(in: canvas) == nil, "a finger down outside the area")
    slots.update(event(1, .down, 20, 20))
    slots.update(event(2, .down, 30, 30))
    // Moving out of the area keeps the finger: it went down inside.
    slots.update(event(1, .move, 300, 300))
    #expect(slots.firstDown(in: canvas)?.slot == 1)
    slots.update(event(1, .up, 300, 300))
    #expect(slots.firstDown(in: canvas)?.slot == 2)
  }
}
