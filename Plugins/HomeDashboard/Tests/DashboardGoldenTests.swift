import Basics
import HomeViewTesting
import PluginRegistry
import Testing

/// The dashboard's pages with the fixed clock and the fixture household,
/// compared with goldens that were looked at before they were kept.
@MainActor
struct DashboardGoldenTests {
  static let pages: [(id: String, name: String, panel: (width: Int, height: Int))] = [
    ("dashboard", "dashboard-1280x800", (1280, 800)),
    ("dashboard:lights-on", "dashboard-lights-on-1280x800", (1280, 800)),
    ("dashboard.air", "dashboard.air-1280x800", (1280, 800)),
    ("dashboard.lamp", "dashboard.lamp-1280x800", (1280, 800)),
    ("dashboard", "dashboard-800x480", (800, 480)),
  ]

  @Test func everyPageMatchesItsGolden() throws {
    for p in Self.pages {
      try TestSession.assertScreenGolden(p.id, name: p.name, panel: p.panel, registry: PluginRegistry.all)
    }
  }
}
