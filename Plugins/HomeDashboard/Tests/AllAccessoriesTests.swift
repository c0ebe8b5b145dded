import Basics
import Foundation
import HomeModel
import HouseholdStore
import HomeViewTesting
import PluginRegistry
import Runtime
import Testing

@testable import HomeDashboard

/// A provider standing in for discovered devices (the MQTT one is tested
/// against a real broker in MQTTTests): it reports what a test gives it and
/// confirms every intent at once, as a device that answers does.
@MainActor
final class TestDevices: HouseholdProvider {
  let name = "test devices"
  weak var store: HouseholdStore?
  var performed: [String] = []
  func start(_ store: HouseholdStore) { self.store = store }
  func perform(_ intent: AccessoryIntent, on accessory: Accessory) {
    performed.append("\(accessory.id)=\(intent.value)")
    if accessory.primaryValue != nil { store?.report(.accessory(accessory), from: self) }
  }
  func report(_ a: Accessory) { store?.report(.accessory(a), from: self) }
  func available(_ id: String, _ up: Bool) { store?.report(.available(accessoryID: id, up), from: self) }

  static let hall = Accessory(
    id: "climate.hall", kind: .airConditioner, room: "Hall", title: "Hall Air",
    value: .climate(mode: .cool, target: 70, current: 73, humidity: 0, range: 50...90))
  static let desk = Accessory(id: "light.desk", kind: .lamp, room: "Office", title: "Desk Lamp", value: .brightness(50))
  static let humidity = Accessory(id: "sensor.office_humidity", kind: .sensor, room: "Office", title: "Humidity", value: .reading(41.5, unit: "%"))
  static let porch = Accessory(id: "switch.porch", kind: .lights, room: nil, title: "Porch", value: .on(false))
}

@MainActor
struct AllAccessoriesTests {
  func session(panel: (width: Int, height: Int) = (1280, 800)) throws -> (TestSession, TestDevices) {
    var options = TestSession.Options()
    options.panel = panel
    let s = try TestSession(registry: PluginRegistry.all, options: options)
    try s.start(at: "home")
    s.runner.step()
    let devices = TestDevices()
    s.session.store.add(devices)
    return (s, devices)
  }

  @Test func theFixtureShowsWhatTheOtherPagesDoNot() throws {
    let (s, _) = try session()
    defer { s.stop() }
    Dashboard.open(s)
    for _ in 0..<3 {
      try s.swipe(.left)
      s.advance(1)
    }
    #expect(s.state("dashboard.page") == "dashboard.all")
    #expect(s.state("dashboard.all.count") == "2")
    #expect(s.state("dashboard.all.areas") == "Garage,Living Room")
    #expect(s.state("dashboard.all.door.garage") == "Closed")
    // A fifth swipe stays on the last page.
    try s.swipe(.left)
    s.advance(1)
    #expect(s.state("dashboard.page") == "dashboard.all")
    // A tap drives the accessory through the store; only its tile is redrawn.
    try s.tap("dashboard.all.fan.living-room")
    s.runner.step()
    #expect(s.session.store.accessory("fan.living-room")?.value == .on(true))
    #expect(s.state("dashboard.all.fan.living-room") == "On")
    try s.assertDamageMatchesRepaint()
    try s.tap("dashboard.all.door.garage")
    s.advance(0.3)
    #expect(s.state("dashboard.all.door.garage") == "Open")
  }

  @Test func discoveredAccessoriesAppearGroupedAndDriveTheirDevices() throws {
    let (s, devices) = try session()
    defer { s.stop() }
    try s.start(at: "dashboard.all")
    s.settle()
    for a in [TestDevices.hall, TestDevices.desk, TestDevices.humidity, TestDevices.porch] { devices.report(a) }
    s.runner.step()
    try s.assertDamageMatchesRepaint()
    #expect(s.state("dashboard.all.count") == "6")
    #expect(s.state("dashboard.all.areas") == "Garage,Hall,Living Room,Office,Other")
    #expect(s.state("dashboard.all.sensor.office_humidity") == "41.5%")
    #expect(s.state("dashboard.all.climate.hall") == "Cooling · Now 73°")
    // A sensor only reports: no tap.
    #expect(!s.elementIDs.contains("dashboard.all.sensor.office_humidity"))

    // The climate's chevrons step its target; the lamp turns off and back on at its brightness.
    try s.tap("dashboard.all.climate.hall.up")
    try s.tap("dashboard.all.light.desk")
    s.runner.step()
    try s.assertDamageMatchesRepaint()
    try s.tap("dashboard.all.light.desk")
    try s.tap("dashboard.all.switch.porch")
    s.advance(0.3)
    #expect(devices.performed == ["climate.hall=71.0", "light.desk=0.0", "light.desk=50.0", "switch.porch=1.0"])
    #expect(s.state("dashboard.all.switch.porch") == "On")

    // A device that stops answering is greyed and says so; its value stays.
    devices.available("light.desk", false)
    s.runner.step()
    try s.assertDamageMatchesRepaint()
    #expect(s.state("dashboard.all.light.desk") == "No Response")
    #expect(s.session.store.accessory("light.desk")?.value == .brightness(50))
    try s.assertGolden("dashboard.all-devices-1280x800")
    devices.available("light.desk", true)
    s.runner.step()
    #expect(s.state("dashboard.all.light.desk") == "50%")
  }

  @Test func manyAccessoriesScrollUnderTheTitle() throws {
    let (s, devices) = try session(panel: (800, 480))
    defer { s.stop() }
    try s.start(at: "dashboard.all")
    s.settle()
    for i in 0..<12 {
      devices.report(Accessory(id: "switch.plug_\(i)", kind: .lights, room: "Workshop", title: "Plug \(i)", value: .on(i % 3 == 0)))
    }
    s.advance(0.2)
    #expect(s.state("dashboard.all.count") == "14")
    let before = try s.frame(of: "dashboard.all.switch.plug_0")
    // A vertical drag scrolls the tiles; the page stays.
    try s.drag(from: Point(600, 700), to: Point(600, 200), seconds: 0.3)
    s.advance(0.3)
    #expect(s.state("dashboard.page") == "dashboard.all")
    try s.assertDamageMatchesRepaint()
    let lastTile = try s.frame(of: "dashboard.all.switch.plug_9")
    #expect(lastTile.maxY <= s.loop.size.height, "the last row scrolled into view: \(lastTile)")
    if s.elementIDs.contains("dashboard.all.switch.plug_0") {
      let after = try s.frame(of: "dashboard.all.switch.plug_0")
      #expect(after.minY < before.minY)
    }
  }

  @Test func nothingToListSaysSoCalmly() throws {
    // The demo household without the garage door and the fan: every accessory is a tile's.
    let root = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().path
    let text = try String(contentsOfFile: root + "/Config/household.json", encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.contains(#""door.garage""#) && !$0.contains(#""fan.living-room""#) }
      .joined(separator: "\n")
      .replacingOccurrences(of: #""title": "Intercom" },"#, with: #""title": "Intercom" }"#)
    let folder = NSTemporaryDirectory() + "homeview-all-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try text.write(toFile: folder + "/household.json", atomically: true, encoding: .utf8)
    try #"{"household": "household.json"}"#.write(toFile: folder + "/homeview.json", atomically: true, encoding: .utf8)
    var options = TestSession.Options()
    options.config = .file(folder + "/homeview.json")
    let s = try TestSession(registry: PluginRegistry.all, options: options)
    defer { s.stop() }
    try s.start(at: "dashboard.all")
    s.settle()
    #expect(s.state("dashboard.all.count") == "0")
    try s.assertGolden("dashboard.all-empty-1280x800")
  }
}
