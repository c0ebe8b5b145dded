import Basics
import HomeModel
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
    ("dashboard.all", "dashboard.all-1280x800", (1280, 800)),
    ("dashboard", "dashboard-800x480", (800, 480)),
  ]

  @Test func everyPageMatchesItsGolden() throws {
    for p in Self.pages {
      try TestSession.assertScreenGolden(p.id, name: p.name, panel: p.panel, registry: PluginRegistry.all)
    }
  }
}

/// A tile whose device stopped answering keeps its last value and says "No
/// Response", as Apple's Home marks it.
@MainActor
struct NoResponseGoldenTests {
  @Test func theLockTileSaysNoResponse() throws {
    var options = TestSession.Options()
    options.panel = (1280, 800)
    let s = try TestSession(registry: PluginRegistry.all, options: options)
    defer { s.stop() }
    let devices = TestDevices()
    s.session.store.add(devices)
    devices.report(Accessory(id: "lock.back_door", kind: .lock, room: "Back Door", title: "Door Lock", value: .locked(true)))
    s.session.store.assignTile(.lock, to: "lock.back_door")
    try s.start(at: "dashboard")
    s.settle()
    devices.available("lock.back_door", false)
    s.runner.step()
    try s.assertDamageMatchesRepaint()
    #expect(s.state("dashboard.locked") == "true")
    try s.assertGolden("dashboard-no-response-1280x800")
  }
}
