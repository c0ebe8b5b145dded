import Basics
import Canvas
import HomeModel
import HomeViewTesting
import PluginRegistry
import Runtime
import Testing

@testable import HomeDashboard

/// The dashboard's white words stand out from the light amber glass and the
/// air page's cyan by WCAG's measure, taken on the rendered pixels: large
/// text (all of these) at least 3:1.
@MainActor
struct ContrastTests {
  static func frame(_ id: String) throws -> (TestSession, DashboardScreen) {
    let s = try TestSession(registry: PluginRegistry.all)
    try s.start(at: id)
    s.settle()
    let screen = try #require(s.loop.navigator.top as? DashboardScreen)
    return (s, screen)
  }

  @Test func theTilesLabelsReadOnTheAmberGlass() throws {
    let (s, screen) = try Self.frame("dashboard")
    defer { s.stop() }
    let frame = s.snapshot()
    let l = screen.metrics
    let tiles: [(Accessory?, Rect)] = [
      (screen.thermostat, l.thermostatTile), (screen.store.tile(.intercom), l.intercomTile), (screen.store.tile(.scene), l.sceneTile),
      (screen.lock, l.lockTile), (screen.lights, l.lightsTile),
    ]
    for (accessory, tile) in tiles {
      let a = try #require(accessory)
      let rects = TileContent.labelRects(title: a.title, subtitle: a.subtitle, in: tile, l)
      for (text, rect, color) in [(a.title, rects.title, Color.white), (a.subtitle, rects.subtitle, Color(white: 1, alpha: 0.7))] {
        let m = try #require(TextContrast.measure(frame, text: rect, color: color), "\(text): no ink in \(rect)")
        #expect(m.ratio >= TextContrast.largeText, "\(text): \(m)")
      }
    }
  }

  /// The air page's title, clock and readings over their soft shadows.
  @Test func theAirPagesWordsReadOnTheCyan() throws {
    let (s, screen) = try Self.frame("dashboard.air")
    defer { s.stop() }
    let frame = s.snapshot()
    let l = screen.metrics
    let air = try #require(screen.air)
    guard case .climate(_, _, let current, let humidity, _) = air.value else { throw TestFailure("the air page's accessory is not an air conditioner") }
    let now = try #require(screen.context?.now)
    func rect(_ text: String, _ style: TextStyle, at p: Point, _ anchor: Anchor) -> Rect {
      let size = TextLayout(text, style: style).size
      return Rect(origin: Point(p.x - size.width * anchor.x, p.y - size.height * anchor.y), size: size)
    }
    var words = [
      (air.fullName, rect(air.fullName, screen.airTitleStyle, at: l.titleOrigin, .left)),
      (screen.airClockText(now), rect(screen.airClockText(now), screen.airTitleStyle, at: Point(l.size.width - l.margin, l.titleOrigin.y), .right)),
    ]
    words += screen.airReadings(current: current, humidity: humidity).map { ($0.text, $0.textRect) }
    for (text, r) in words {
      let m = try #require(TextContrast.measure(frame, text: r, color: .white), "\(text): no ink in \(r)")
      #expect(m.ratio >= TextContrast.largeText, "\(text): \(m)")
    }
  }

  /// The huge target over its digits' shadows: at rest, and while it rolls
  /// (each digit's shadow rolls and fades with it, inside what the change redraws).
  @Test func theAirTargetReadsOnTheCyanAndItsShadowRollsWithIt() throws {
    let (s, screen) = try Self.frame("dashboard.air")
    defer { s.stop() }
    let target = try #require(screen.airTarget?.value)
    let m = try #require(TextContrast.measure(s.snapshot(), text: screen.airBox(target), color: .white), "\(target): no ink")
    #expect(m.ratio >= TextContrast.largeText, "\(target): \(m)")
    try s.tap("dashboard.air.down")
    for _ in 0..<30 {
      s.runner.step()
      try s.assertDamageMatchesRepaint()
    }
    let settled = try #require(screen.airTarget?.value)
    #expect(settled == target - 1)
    let after = try #require(TextContrast.measure(s.snapshot(), text: screen.airBox(settled), color: .white), "\(settled): no ink")
    #expect(after.ratio >= TextContrast.largeText, "\(settled): \(after)")
  }

  @Test func coolingToReadsOnTheCyan() throws {
    let (s, screen) = try Self.frame("dashboard.air")
    defer { s.stop() }
    let rect = try #require(screen.airLabelRect)
    let m = try #require(TextContrast.measure(s.snapshot(), text: rect, color: screen.airLabelStyle.color))
    #expect(m.ratio >= TextContrast.largeText, "Cooling to: \(m)")
  }
}
