import Faces
import Foundation
import HomeModel
import HomeViewSession
import Runtime
import Testing

/// The `locale` section: config file, then settings.json over it, validated
/// like every section, handed to plugins as a resource.
@MainActor
struct LocaleSettingsTests {
  let registry = [PluginRegistration(FacesPlugin.self)]

  func load(_ dir: Scratch, config: String) throws -> AppConfig {
    var cli = CommandLineSettings()
    cli.configFile = config
    cli.dataFolder = dir.path
    return try ConfigSource(commandLine: cli, registry: registry, settingsFolder: .configured).load()
  }

  @Test func withoutASectionTheFixturesUnits() throws {
    let dir = try Scratch()
    let c = try load(dir, config: try dir.write("homeview.json", "{}"))
    #expect(c.locale == DisplayLocale())
    #expect(c.locale.temperatureUnit == .fahrenheit && c.locale.clockHours == 12 && c.locale.firstWeekday == 0)
  }

  @Test func settingsJSONWinsKeyByKey() throws {
    let dir = try Scratch()
    let config = try dir.write("homeview.json", #"{"locale": {"temperature": "°C", "clock": "24h"}}"#)
    #expect(try load(dir, config: config).locale == DisplayLocale(temperatureUnit: .celsius, clockHours: 24, firstWeekday: 0))
    try dir.write("settings.json", #"{"locale": {"clock": "12h", "firstWeekday": "monday"}}"#)
    #expect(try load(dir, config: config).locale == DisplayLocale(temperatureUnit: .celsius, clockHours: 12, firstWeekday: 1))
  }

  @Test func mistakesNameFileKeyPathAndProblem() throws {
    let dir = try Scratch()
    for (json, problem) in [
      (#"{"locale": {"units": "C"}}"#, "locale.units: unknown key (known keys: temperature, clock, firstWeekday)"),
      (#"{"locale": {"temperature": "K"}}"#, "locale.temperature: 'K' is not °F or °C (F or C)"),
      (#"{"locale": {"clock": "13h"}}"#, "locale.clock: '13h' is not 12h or 24h"),
      (#"{"locale": {"firstWeekday": "Moonday"}}"#, "locale.firstWeekday: 'Moonday' is not a day of the week (sunday, monday, tuesday, wednesday, thursday, friday, saturday)"),
    ] {
      let config = try dir.write("homeview.json", json)
      #expect {
        _ = try load(dir, config: config)
      } throws: { error in
        "\(error)" == "\(config): \(problem)"
      }
    }
    let config = try dir.write("homeview.json", "{}")
    try dir.write("settings.json", #"{"locale": {"clock": 25}}"#)
    #expect {
      _ = try load(dir, config: config)
    } throws: { error in
      "\(error)" == "\(dir.path)/settings.json: locale.clock: '25' is not 12h or 24h"
    }
  }

  @Test func theSessionGivesItToPlugins() throws {
    let dir = try Scratch()
    let config = try load(dir, config: try dir.write("homeview.json", #"{"locale": {"temperature": "C", "clock": 24, "firstWeekday": "saturday"}}"#))
    let session = try Session.headless(config, dataFolder: dir.path, start: nil)
    defer { session.close() }
    #expect(session.resources.locale == DisplayLocale(temperatureUnit: .celsius, clockHours: 24, firstWeekday: 6))
    #expect(session.loop.provides(ResourceRequirement(DisplayLocale.self)))
  }
}
