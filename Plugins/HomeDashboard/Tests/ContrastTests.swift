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

  @Test func coolingToReadsOnTheCyan() throws {
    let (s, screen) = try Self.frame("dashboard.air")
    defer { s.stop() }
    let rect = try #require(screen.airLabelRect)
    let m = try #require(TextContrast.measure(s.snapshot(), text: rect, color: screen.airLabelStyle.color))
    #expect(m.ratio >= TextContrast.largeText, "Cooling to: \(m)")
  }
}
