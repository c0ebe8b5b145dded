import Foundation
import HomeViewTesting
import HouseholdStore
import PluginRegistry
import Runtime
import Testing

/// The doorbell as Home Assistant publishes it: an MQTT camera's JPEG on its
/// topic and a doorbell event (or binary sensor) press, through a real broker.
@MainActor
@Suite(.serialized)
struct DoorbellBrokerTests {
  static let cameraConfig = #"{"name": "Front Door", "topic": "home/front/camera", "device": {"name": "Front Door"}}"#
  static let eventConfig = #"""
    {"name": "Front Door", "state_topic": "home/front/ring", "device_class": "doorbell", "event_types": ["ring"]}
    """#
  static let sensorConfig = #"{"name": "Back Door", "stat_t": "home/back/bell", "dev_cla": "doorbell"}"#

  /// The visitor the camera sees (the dashboard's test picture, 640×400).
  static var visitorPath: String {
    URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .path + "/Plugins/HomeDashboard/Tests/Goldens/doorbell-visitor.jpg"
  }

  func session(_ broker: Broker) throws -> TestSession {
    let config = broker.folder + "/homeview.json"
    try #"{"providers": {"mqtt": {"host": "127.0.0.1", "port": \#(broker.port), "clientId": "homeview-doorbell"}}}"#
      .write(toFile: config, atomically: true, encoding: .utf8)
    var options = TestSession.Options()
    options.config = .file(config)
    let s = try TestSession(registry: PluginRegistry.all, options: options)
    try s.start(at: "home")
    return s
  }

  @Test func aPressAndThePictureBringTheDoorbellScreen() throws {
    if let why = Broker.unavailable {
      print("DoorbellBrokerTests: skipped: \(why)")
      return
    }
    let broker = try Broker()
    defer { broker.stop() }
    try broker.publish("homeassistant/camera/front_door/config", Self.cameraConfig)
    try broker.publish("homeassistant/event/front_door/config", Self.eventConfig)
    try broker.publish("homeassistant/binary_sensor/back_bell/config", Self.sensorConfig)
    // An old press kept by the broker is not a ring now.
    try broker.publish("home/front/ring", #"{"event_type": "ring"}"#, retain: true)
    let s = try session(broker)
    defer { s.stop() }
    let rings = s.capture(DoorbellRang.self)
    s.runInRealTime(seconds: 1.5)
    #expect(rings.count == 0)
    #expect(s.screen == "home")

    try broker.publish(fileAt: "home/front/camera", path: Self.visitorPath)
    try broker.publish("home/front/ring", #"{"event_type": "ring"}"#, retain: false)
    let shown = s.runInRealTime(seconds: 10) { s.screen == "doorbell" && s.state("doorbell.picture") == "640x400" }
    #expect(shown.done, "screen \(s.screen ?? "-"), picture \(s.state("doorbell.picture") ?? "-")")
    #expect(rings.last?.ring.name == "Front Door")

    // A corrupt picture keeps the last good one; the binary sensor's turn to ON rings again.
    try broker.publish("home/front/camera", "not a jpeg", retain: false)
    try broker.publish("home/back/bell", "OFF", retain: false)
    try broker.publish("home/back/bell", "ON", retain: false)
    let again = s.runInRealTime(seconds: 10) { rings.count == 2 }
    #expect(again.done)
    #expect(rings.last?.ring.name == "Back Door")
    #expect(s.state("doorbell.picture") == "640x400")
  }
}

extension Broker {
  /// Publishes a file's bytes (a camera's JPEG), not retained.
  func publish(fileAt topic: String, path: String) throws {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: Self.publisher)
    p.arguments = ["-h", "127.0.0.1", "-p", String(port), "-t", topic, "-f", path, "-q", "1"]
    try p.run()
    p.waitUntilExit()
    guard p.terminationStatus == 0 else { throw BrokerError("mosquitto_pub -f \(topic) failed (\(p.terminationStatus))") }
  }
}
