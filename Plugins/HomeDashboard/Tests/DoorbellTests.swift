import Basics
import Foundation
import HomeModel
import HouseholdStore
import HomeViewTesting
import PluginRegistry
import Runtime
import Testing

@testable import HomeDashboard

/// A provider standing in for a doorbell's camera and button (the MQTT one
/// is tested against a real broker in MQTTTests).
@MainActor
final class TestDoorbell: HouseholdProvider {
  let name = "test doorbell"
  weak var store: HouseholdStore?
  func start(_ store: HouseholdStore) { self.store = store }
  func perform(_ intent: AccessoryIntent, on accessory: Accessory) {}

  func picture(_ jpeg: [UInt8]) { store?.report(.cameraPicture(cameraID: "camera.front_door", name: "Front Door", jpeg: jpeg), from: self) }
  func press() { store?.report(.doorbellPressed(doorbellID: "event.front_door", name: "Front Door"), from: self) }
}

@MainActor
enum Doorbell {
  /// The visitor the camera sees: a 640×400 JPEG.
  static func visitor(file: StaticString = #filePath) throws -> [UInt8] {
    let folder = URL(fileURLWithPath: "\(file)").deletingLastPathComponent().path
    return [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/Goldens/doorbell-visitor.jpg")))
  }

  static func session(panel: (width: Int, height: Int) = (1280, 800)) throws -> (TestSession, TestDoorbell) {
    var options = TestSession.Options()
    options.panel = panel
    let s = try TestSession(registry: PluginRegistry.all, options: options)
    try s.start(at: "home")
    s.runner.step()
    let bell = TestDoorbell()
    s.session.store.add(bell)
    return (s, bell)
  }
}

@MainActor
struct DoorbellTests {
  @Test func aPressBringsThePictureOverWhateverShowsAndDismissGoesBack() throws {
    let (s, bell) = try Doorbell.session()
    defer { s.stop() }
    Dashboard.open(s, "dashboard.lamp")
    try s.expectScreen("dashboard.lamp")
    let wakes = s.capture(ScreenWakeRequested.self)
    let notesBefore = s.notes.count

    bell.picture(try Doorbell.visitor())
    s.advance(0.1)
    // A picture alone does not interrupt.
    try s.expectScreen("dashboard.lamp")
    bell.press()
    s.advance(0.6)
    try s.expectScreen("doorbell")
    #expect(s.state("doorbell.picture") == "640x400")
    #expect(s.state("doorbell.ring") == "10:09 AM")
    #expect(wakes.count == 1)
    #expect(s.notes.count - notesBefore == 2, "the chime: two notes")

    try s.tap("doorbell.dismiss")
    s.advance(0.6)
    try s.expectScreen("dashboard.lamp")
  }

  @Test func aCorruptOrOversizedPictureKeepsTheLastGoodOne() throws {
    let (s, bell) = try Doorbell.session()
    defer { s.stop() }
    let good = try Doorbell.visitor()
    bell.picture(good)
    bell.press()
    s.advance(0.6)
    #expect(s.state("doorbell.picture") == "640x400")
    let before = s.snapshot()
    // Cut short, not a picture at all, and a header claiming 40000×40000 pixels.
    bell.picture(Array(good.prefix(good.count / 3)))
    bell.picture(Array("not a jpeg".utf8))
    var huge = good
    if let sof = (0..<huge.count - 9).first(where: { huge[$0] == 0xFF && huge[$0 + 1] == 0xC0 }) {
      huge[sof + 5] = 0x9C
      huge[sof + 6] = 0x40
      huge[sof + 7] = 0x9C
      huge[sof + 8] = 0x40
    }
    bell.picture(huge)
    s.advance(0.3)
    let camera = (s.loop.plugins.first { $0.name == "dashboard" }?.plugin as? HomeDashboardPlugin)?.doorbell
    #expect(camera?.failures == 3)
    #expect(s.state("doorbell.picture") == "640x400")
    #expect(Golden.difference(before, s.snapshot()).pixels == 0)
  }

  @Test func withTheFixtureAloneNothingRings() throws {
    let (s, _) = try Doorbell.session()
    defer { s.stop() }
    s.advance(1)
    try s.expectScreen("home")
    #expect(s.session.store.doorbell == DoorbellState())
  }

  @Test func theDoorbellMatchesItsGoldens() throws {
    for panel in [(1280, 800), (800, 480)] {
      let (s, bell) = try Doorbell.session(panel: panel)
      defer { s.stop() }
      bell.picture(try Doorbell.visitor())
      bell.press()
      s.settle(maxSeconds: 2)
      try s.expectScreen("doorbell")
      try s.assertGolden("doorbell-\(panel.0)x\(panel.1)")
    }
    try TestSession.assertScreenGolden("doorbell", name: "doorbell-waiting-1280x800", registry: PluginRegistry.all)
  }
}
