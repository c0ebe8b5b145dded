import Foundation
import HomeModel
import HouseholdStore
import HomeViewSession
import Testing

/// The binary's built-in household and demo script are copies of the files in
/// Config/ (Scripts/embed-defaults.py writes them): they must never drift.
@MainActor
struct BuiltInDefaultsTests {
  func file(_ name: String) throws -> String { try String(contentsOfFile: Scratch.config + "/" + name, encoding: .utf8) }

  @Test func theEmbeddedHouseholdIsConfigsHouseholdJSON() throws {
    #expect(BuiltInDefaults.householdJSON == (try file("household.json")), "run Scripts/embed-defaults.py")
    #expect(try AppConfig.builtInHousehold() == (try Household.fixture))
  }

  @Test func theEmbeddedDemoIsConfigsDemoScript() throws {
    #expect(BuiltInDefaults.demoScript == (try file("demo.script")), "run Scripts/embed-defaults.py")
  }
}
