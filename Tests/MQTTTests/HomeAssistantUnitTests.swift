import HomeModel
import Testing

@testable import MQTTProvider

/// A climate entity's temperatures keep the unit its discovery config names
/// (`temperature_unit`, or `temp_unit`), °F without one; the target's default
/// range is Home Assistant's for that unit.
struct HomeAssistantUnitTests {
  static func climate(_ extra: String) throws -> Accessory {
    let payload = #"{"name": "Hall", "temperature_command_topic": "home/hall/set", "temperature_state_topic": "home/hall/state""# + extra + "}"
    return try HomeAssistantEntity.decode(topic: "homeassistant/climate/hall/config", prefix: "homeassistant", payload: payload).initialAccessory
  }

  @Test func theUnitComesFromDiscovery() throws {
    let celsius = try Self.climate(#", "temperature_unit": "C""#)
    #expect(celsius.temperatureUnit == .celsius)
    #expect(celsius.value == .thermostat(target: 21, range: 7...35))
    #expect(try Self.climate(#", "temp_unit": "C", "min_temp": 16, "max_temp": 28"#).value == .thermostat(target: 22, range: 16...28))
    let fahrenheit = try Self.climate(#", "temperature_unit": "F""#)
    #expect(fahrenheit.temperatureUnit == .fahrenheit)
    #expect(fahrenheit.value == .thermostat(target: 70, range: 45...95))
    #expect(try Self.climate("").temperatureUnit == .fahrenheit)
  }

  @Test func aUnitThatIsNeitherIsRefusedSayingWhy() {
    do {
      _ = try Self.climate(#", "temperature_unit": "K""#)
      Issue.record("a unit in kelvin was taken as °F")
    } catch {
      #expect((error as? HomeAssistantEntity.Problem)?.text == "temperature_unit: 'K' is not C or F")
    }
  }
}
