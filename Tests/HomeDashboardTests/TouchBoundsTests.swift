import Basics
import Canvas
import Runtime
import Testing

/// Touches from anywhere (a driver's glitch, a script) reach the dashboard
/// bounded: none of these may trap in its Double → Int conversions.
@MainActor
struct TouchBoundsTests {
  @Test(arguments: [1e300, -1e300, .infinity, -.infinity, .nan])
  func aTouchFarOffTheScreenIsTakenAtTheEdgeOfTheWorld(x: Double) throws {
    var h = try Harness()
    h.loop.navigator.show("dashboard")
    h.frames(40)
    let far = Point(x, 100)
    h.frames(2, touches: [TouchEvent(slot: 0, phase: .down, location: far, time: h.time)])
    h.frames(2, touches: [TouchEvent(slot: 0, phase: .move, location: Point(-x, .infinity), time: h.time)])
    h.frames(30, touches: [TouchEvent(slot: 0, phase: .up, location: Point(-x, .infinity), time: h.time)])
    #expect(h.loop.navigator.topID == "dashboard")
    #expect(Int(h.loop.state("dashboard.scroll") ?? "") != nil)
  }

  @Test func boundedClampsEveryCoordinateAndZeroesNaN() {
    let e = TouchEvent(slot: 0, phase: .move, location: Point(.infinity, .nan), time: 0).bounded
    #expect(e.location == Point(TouchEvent.coordinateLimit, 0))
    #expect(TouchEvent(slot: 0, phase: .move, location: Point(-3e8, 12), time: 0).bounded.location == Point(-TouchEvent.coordinateLimit, 12))
    #expect(Int(saturating: .nan) == 0)
    #expect(Int(saturating: 1e300) == 1 << 52)
    #expect(Int(saturating: -.infinity) == -(1 << 52))
    #expect(Int(saturating: -2.7) == -2)
  }
}
