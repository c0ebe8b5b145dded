import ClockFaces
import HomeModel
import HouseholdStore
import Testing

/// The Home faces' big number is the thermostat's target written in the
/// locale's unit, whatever unit the household keeps it in.
struct HomeTileTests {
  func shown(_ locale: DisplayLocale) throws -> String? {
    guard case .temperature(let value, _, _) = HomeTile.thermostat(in: try Household.fixture, title: "Thermostat", locale: locale) else {
      return nil
    }
    return value
  }

  @Test func theThermostatTileFollowsTheLocale() throws {
    #expect(try shown(DisplayLocale()) == "68", "the fixture keeps 68 °F")
    #expect(try shown(DisplayLocale(temperatureUnit: .celsius)) == "20", "68 °F is 20 °C")
    guard case .temperature(let none, _, _) = HomeTile.thermostat(in: nil, title: "Thermostat", locale: DisplayLocale()) else {
      Issue.record("no household: still a temperature tile")
      return
    }
    #expect(none == "--")
  }
}
