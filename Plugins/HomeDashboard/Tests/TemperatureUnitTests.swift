import Basics
import HomeModel
import HomeViewTesting
import PluginRegistry
import Runtime
import Testing

@testable import HomeDashboard

/// A thermostat's and an air conditioner's temperatures keep the unit their
/// provider gives (the fixture's °F, a Home Assistant's °C) and show in the
/// locale's: °F shown in °C, °C shown in °F, and a unit left alone when the
/// locale matches it.
@MainActor
struct TemperatureUnitTests {
  static func dashboard(locale unit: DisplayLocale.TemperatureUnit) throws -> (TestSession, DashboardScreen) {
    var options = TestSession.Options()
    options.locale = DisplayLocale(temperatureUnit: unit)
    let s = try TestSession(registry: PluginRegistry.all, options: options)
    try s.start(at: "dashboard")
    s.settle()
    return (s, try #require(s.loop.navigator.top as? DashboardScreen))
  }

  /// The household with its thermostat and air conditioner given in °C.
  static func inCelsius(_ h: Household) -> Household {
    var h = h
    for i in h.accessories.indices {
      switch h.accessories[i].value {
      case .thermostat(_, _):
        h.accessories[i].value = .thermostat(target: 21, range: 10...30)
        h.accessories[i].temperatureUnit = .celsius
      case .climate(let mode, _, _, let humidity, _):
        h.accessories[i].value = .climate(mode: mode, target: 22, current: 24, humidity: humidity, range: 16...30)
        h.accessories[i].temperatureUnit = .celsius
      default: continue
      }
    }
    return h
  }

  @Test func theFixturesFahrenheitShowsInCelsius() throws {
    let (s, screen) = try Self.dashboard(locale: .celsius)
    defer { s.stop() }
    // 68 °F, and the air conditioner's target of 74 °F.
    #expect(screen.temperature?.value == 20)
    #expect(screen.airTarget?.value == 23)
    #expect(s.state("dashboard.temperature") == "68", "the store keeps the provider's unit")
  }

  @Test func celsiusFromTheProviderShowsAsItIsOrInFahrenheit() throws {
    for (unit, thermostat, air) in [(DisplayLocale.TemperatureUnit.celsius, 21, 22), (.fahrenheit, 70, 72)] {
      let (s, screen) = try Self.dashboard(locale: unit)
      defer { s.stop() }
      let store = screen.store
      let fixture = try #require(store.fixture)
      fixture.replace(Self.inCelsius(fixture.household))
      s.settle()
      #expect(screen.temperature?.value == thermostat, "\(unit)")
      #expect(screen.airTarget?.value == air, "\(unit)")
      // A chevron steps the provider's unit: one °C.
      try s.tap("dashboard.up")
      #expect(s.state("dashboard.temperature") == "22", "\(unit)")
    }
  }
}
