import Basics
import Canvas
import HomeViewTesting
import PluginRegistry
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

  @Test func aScriptsTapsAndDragsFarOffTheScreenAreTaken() throws {
    try TestSession.play(
      "tap 100000 100\ntap -100000 -100000\ndrag -100000 400 100000 400 0.2\ndrag 640 -100000 640 100000 0.1\nexpect-screen dashboard\n",
      startingAt: "dashboard", registry: PluginRegistry.all)
  }

  /// A script's coordinates are bounded where they enter (a Double → Int
  /// conversion on the dashboard trapped once).
  @Test(arguments: [
    ("tap 1e300 100", "1e300"), ("drag -1.7e308 0 1.7e308 0 1", "-1.7e308"), ("touch-down 0 100 -100001", "-100001"), ("path 0 0 1 1 0 1e6 1", "1e6"),
  ])
  func scriptCoordinatesBeyondAHundredThousandPointsAreRefused(line: String, bad: String) throws {
    let s = try TestSession.started(at: "dashboard", registry: PluginRegistry.all)
    defer { s.stop() }
    do {
      try s.run("wait 0.1\n\(line)\n", file: "t.script")
      Issue.record("'\(line)' was taken")
    } catch {
      #expect(error.description == "t.script:2: '\(bad)' is out of range for a coordinate (-100000…100000 points)")
    }
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
