import Basics
import Canvas
import Testing

@testable import Runtime

/// An overlay that takes touches (a banner a tap dismisses): the screen under
/// it never sees a finger that came down on it; elsewhere the screen does.
@MainActor
struct OverlayTouchTests {
  final class Banner: Overlay {
    let name = "banner"
    var taps: [Point] = []
    func frame(in size: Size) -> Rect { Rect(x: 0, y: 0, width: size.width, height: 100) }
    func frameEnded(_ figures: FrameFigures, screenDrew: Bool, time: Double) -> OverlayRedraw { .no }
    func draw(_ canvas: Canvas, in rect: Rect) { canvas.fill(rect, Color(hex: 0x202020)) }
    var takesTouches: Bool { true }
    func tapped(at point: Point) { taps.append(point) }
    func elements(in size: Size) -> [Element] { [Element("banner", frame(in: size))] }
    func state(_ key: String) -> String? { key == "banner.taps" ? String(taps.count) : nil }
  }

  static func tap(_ loop: FrameLoop, at p: Point, time: Double) {
    loop.runFrame(time: time, touches: [TouchEvent(slot: 0, phase: .down, location: p, time: time)])
    loop.runFrame(time: time + 0.05, touches: [TouchEvent(slot: 0, phase: .up, location: p, time: time + 0.05)])
    loop.runFrame(time: time + 0.4)
  }

  @Test func aTapOnTheOverlayIsItsOwn() {
    let (loop, plugin) = makeLoop()
    loop.navigator.setRoot("red")
    loop.runFrame(time: 0)
    let banner = Banner()
    loop.add(overlay: banner)
    let screen = plugin.screens["red"]!
    screen.log.removeAll()
    Self.tap(loop, at: Point(50, 50), time: 1)
    #expect(banner.taps == [Point(50, 50)])
    #expect(!screen.log.contains("gesture"))
    #expect(loop.element("banner") != nil)
    #expect(loop.state("banner.taps") == "1")
    Self.tap(loop, at: Point(50, 400), time: 2)
    #expect(banner.taps.count == 1)
    #expect(screen.log.contains("gesture"))
  }

  @Test func aFingerThatLeavesTheOverlayTapsNothing() {
    let (loop, plugin) = makeLoop()
    loop.navigator.setRoot("red")
    loop.runFrame(time: 0)
    let banner = Banner()
    loop.add(overlay: banner)
    plugin.screens["red"]!.log.removeAll()
    loop.runFrame(time: 1, touches: [TouchEvent(slot: 0, phase: .down, location: Point(50, 50), time: 1)])
    loop.runFrame(time: 1.1, touches: [TouchEvent(slot: 0, phase: .up, location: Point(50, 400), time: 1.1)])
    loop.runFrame(time: 1.5)
    #expect(banner.taps.isEmpty)
    #expect(!plugin.screens["red"]!.log.contains("gesture"))
  }
}
