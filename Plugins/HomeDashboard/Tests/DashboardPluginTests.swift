import Basics
import Canvas
import Foundation
import HomeModel
import HouseholdStore
import HomeViewTesting
import PluginRegistry
import Runtime
import Testing

@testable import HomeDashboard

/// The dashboard among every plugin, opened from the real home, at 1280×800.
@MainActor
enum Dashboard {
  static func session(data: String? = nil) throws -> TestSession {
    var options = TestSession.Options()
    options.dataFolder = data
    let s = try TestSession(registry: PluginRegistry.all, options: options)
    try s.start(at: "home")
    s.runner.step()
    return s
  }

  /// Opens the dashboard page `id` over the home and lets it settle.
  static func open(_ s: TestSession, _ id: String = "dashboard") {
    s.loop.navigator.show(id)
    s.advance(0.5)
  }

  static func savedFile(_ s: TestSession) -> String { s.dataFolder + "/dashboard/accessories.json" }
}

@MainActor
struct DashboardPluginTests {
  @Test func theCloseButtonGoesBackToTheHome() throws {
    let s = try Dashboard.session()
    Dashboard.open(s)
    try s.expectScreen("dashboard")
    try s.tap("dashboard.close")
    s.advance(0.5)
    try s.expectScreen("home")
  }

  @Test func changesArePostedOnTheBusAndSaved() throws {
    let s = try Dashboard.session()
    let posted = s.capture(AccessoryChanged.self)
    Dashboard.open(s)
    try s.tap("dashboard.up")
    try s.tap("dashboard.lights")
    s.advance(0.5)
    #expect(posted.events.map { "\($0.accessoryID)=\($0.value)" } == ["thermostat.living-room=69.0", "lights.entryway=1.0"])
    let saved = try String(contentsOfFile: Dashboard.savedFile(s), encoding: .utf8)
    #expect(saved.contains(#""thermostat.living-room": { "target": 69 }"#) && saved.contains(#""lights.entryway": { "on": true }"#), "\(saved)")
  }

  @Test func theSessionResetPutsTheFixtureBackAndSavesIt() throws {
    let s = try Dashboard.session()
    Dashboard.open(s)
    try s.tap("dashboard.up")
    try s.tap("dashboard.lock")
    s.advance(0.5)
    #expect(s.state("dashboard.temperature") == "69")
    s.loop.bus.post(ResetSession())
    s.advance(0.5)
    // The reset also takes the household back to the gallery.
    Dashboard.open(s)
    #expect(s.state("dashboard.temperature") == "68")
    #expect(s.state("dashboard.locked") == "true")
    let saved = try String(contentsOfFile: Dashboard.savedFile(s), encoding: .utf8)
    #expect(saved.contains(#""thermostat.living-room": { "target": 68 }"#) && saved.contains(#""lock.front-door": { "locked": true }"#), "\(saved)")
    // A restart after the reset shows the fixture.
    s.stop()
    let again = try Dashboard.session(data: s.dataFolder)
    Dashboard.open(again)
    #expect(again.state("dashboard.temperature") == "68")
  }

  @Test func anotherPluginsChangeIsAdoptedAndKept() throws {
    let s = try Dashboard.session()
    s.loop.bus.post(SetAccessory(accessoryID: "lamp.living-room", value: 80))
    s.advance(2.0 / 60)
    Dashboard.open(s, "dashboard.lamp")
    #expect(s.state("dashboard.lamp.brightness") == "80")
    #expect(try String(contentsOfFile: Dashboard.savedFile(s), encoding: .utf8).contains(#""lamp.living-room": { "brightness": 80 }"#))
  }

  @Test func theSavedFileRoundTripsAndLimitsComeFromTheHousehold() throws {
    let fixture = try Household.fixture.accessories
    var changed = fixture
    changed[0] = changed[0].applying(72)
    let text = AccessoryValuesFile.encode(changed)
    let back = try AccessoryValuesFile.decode(try ConfigNode.parse(text, file: "a.json"), version: 1, onto: fixture)
    #expect(back == changed)
    // Version 0, the bare object, still reads.
    let old = #"{ "thermostat.living-room": { "target": 72 } }"#
    #expect(try AccessoryValuesFile.decode(try ConfigNode.parse(old, file: "a.json"), version: 0, onto: fixture) == changed)
    // The household's 50…90 bounds the thermostat: the chevrons stop there.
    let store = HouseholdStore.install(in: try Dashboard.session().loop, household: try Household.fixture)
    store.set("thermostat.living-room", to: 200)
    #expect(store.first(.thermostat)?.value == .thermostat(target: 90, range: 50...90))
  }

  @Test func theGridLayerIsPaintedAheadWhileTheHomeShows() throws {
    let s = try Dashboard.session()
    let key = GridLayer.key(size: Size(1280, 800), scale: 1)
    #expect(s.loop.cache.lookup(key) == nil)
    s.advance(0.75)
    #expect(s.loop.cache.lookup(key) != nil)
  }

  @Test func aStaticDashboardDrawsNothing() throws {
    let s = try Dashboard.session()
    Dashboard.open(s)
    s.advance(0.5)
    var drew = 0
    for _ in 0..<30 where s.step() { drew += 1 }
    #expect(drew == 0)
  }
}
