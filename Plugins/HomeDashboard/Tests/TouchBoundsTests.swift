import Basics
import Canvas
import HomeViewTesting
import Runtime
import Testing

/// Touches from anywhere (a driver's glitch, a script) reach the dashboard
/// bounded: none of these may trap in its Double → Int conversions.
@MainActor
struct TouchBoundsTests {
  @Test(arguments: [1e300, -1e300, .infinity, -.infinity, .nan])
  func aTouchFarOffTheScreenIsTakenAtTheEdgeOfTheWorld(x: Double) throws {
    let s = try Dashboard.session()
    Dashboard.open(s)
    s.touch(slot: 0, .down, at: Point(x, 100))
    s.touch(slot: 0, .move, at: Point(-x, .infinity))
    s.touch(slot: 0, .up, at: Point(-x, .infinity))
    s.advance(0.5)
    try s.expectScreen("dashboard")
    #expect(Int(s.state("dashboard.scroll") ?? "") != nil)
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
