import Backends
import Foundation
import HomeModel
import HouseholdStore
import Runtime
import Testing

/// A device behind a provider: it confirms intents only when told to, and
/// remembers what it was asked.
@MainActor
final class FakeDevice: HouseholdProvider {
  let name = "fake"
  var asked: [AccessoryIntent] = []
  var confirms = false
  weak var store: HouseholdStore?
  var lamp = Accessory(id: "light.desk", kind: .lamp, room: "Office", title: "Desk Lamp", value: .brightness(40))

  func start(_ store: HouseholdStore) {
    self.store = store
    store.report(.accessory(lamp), from: self)
  }

  func perform(_ intent: AccessoryIntent, on accessory: Accessory) {
    asked.append(intent)
    if confirms { store?.report(.accessory(accessory), from: self) }
  }
}

@MainActor
struct HouseholdStoreTests {
  let loop: FrameLoop
  let store: HouseholdStore
  let device = FakeDevice()
  var time = 0.0

  init() throws {
    var options = FrameLoop.Options(width: 64, height: 40)
    options.dataFolder = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID().uuidString)").path
    loop = FrameLoop(options: options, audioOutput: SilentOutput())
    store = HouseholdStore.install(in: loop, household: try Household.fixture)
    store.add(device)
  }

  mutating func run(seconds: Double) {
    for _ in 0..<Int((seconds * 60).rounded()) {
      time += 1.0 / 60
      loop.runFrame(time: time)
    }
  }

  @Test func theFixtureAndTheProviderEachOwnTheirAccessories() throws {
    #expect(store.owner(of: "thermostat.living-room") == "fixture")
    #expect(store.owner(of: "light.desk") == "fake")
    #expect(store.accessories.count == (try Household.fixture.accessories.count) + 1)
  }

  @Test mutating func aConfirmedIntentStays() {
    device.confirms = true
    var seen: [AccessoryChanged] = []
    let sub = loop.bus.subscribe(AccessoryChanged.self, owner: "test") { seen.append($0) }
    defer { sub.cancel() }
    store.set("light.desk", to: 70)
    run(seconds: 0.1)
    #expect(device.asked == [AccessoryIntent(accessoryID: "light.desk", value: 70)])
    #expect(store.accessory("light.desk")?.value == .brightness(70))
    #expect(store.status("light.desk") == .confirmed)
    #expect(seen.map(\.value) == [70])
    run(seconds: 6)
    #expect(store.accessory("light.desk")?.value == .brightness(70))
  }

  @Test mutating func anUnconfirmedIntentRollsBackMarkedNotResponding() {
    store.set("light.desk", to: 70)
    run(seconds: 0.1)
    // Shown at once, before any confirmation.
    #expect(store.accessory("light.desk")?.value == .brightness(70))
    #expect(store.status("light.desk") == .pending)
    run(seconds: store.confirmTimeout)
    #expect(store.accessory("light.desk")?.value == .brightness(40))
    #expect(store.status("light.desk") == .notResponding)
    #expect(store.status("light.desk").mark == "No Response")
    // The device speaks again: the mark goes.
    store.report(.accessory(device.lamp), from: device)
    #expect(store.status("light.desk") == .confirmed)
  }

  @Test mutating func aDragIsShownButSentOnceTheFingerLifts() {
    device.confirms = true
    store.set("light.desk", to: 50, final: false)
    store.set("light.desk", to: 60, final: false)
    store.set("light.desk", to: 60, final: true)
    #expect(device.asked.filter(\.final).map(\.value) == [60])
  }

  @Test mutating func unavailableKeepsTheValueMarked() {
    store.report(.available(accessoryID: "light.desk", false), from: device)
    #expect(store.status("light.desk") == .notResponding)
    #expect(store.accessory("light.desk")?.value == .brightness(40))
    store.report(.available(accessoryID: "light.desk", true), from: device)
    #expect(store.status("light.desk") == .confirmed)
  }

  @Test mutating func theSessionResetNeverSendsAnIntentToADevice() {
    device.confirms = true
    store.set("light.desk", to: 90)
    store.set("thermostat.living-room", to: 72)
    device.asked.removeAll()
    loop.bus.post(ResetSession())
    run(seconds: 0.1)
    #expect(device.asked.isEmpty)
    #expect(store.accessory("light.desk")?.value == .brightness(90))
    #expect(store.accessory("thermostat.living-room")?.primaryValue == 68)
  }

  @Test func anotherProvidersReportOfAnOwnedAccessoryIsRefused() {
    let other = FakeDevice()
    other.lamp = Accessory(id: "thermostat.living-room", kind: .lamp, room: nil, title: "Imposter", value: .brightness(1))
    store.add(other)
    #expect(store.owner(of: "thermostat.living-room") == "fixture")
    #expect(store.accessory("thermostat.living-room")?.kind == .thermostat)
  }

  @Test mutating func weatherChangesArePosted() throws {
    var seen: [WeatherChanged] = []
    let sub = loop.bus.subscribe(WeatherChanged.self, owner: "test") { seen.append($0) }
    defer { sub.cancel() }
    var w = try Household.fixture.weather
    w.temperature = 40
    store.report(.weather(w), from: device)
    run(seconds: 0.05)
    #expect(seen.map(\.weather.temperature) == [40])
    #expect(store.household.weather.temperature == 40)
  }
}
