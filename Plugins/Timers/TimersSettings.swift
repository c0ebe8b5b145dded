import Basics
import Runtime

/// `plugins.timers`: the preset buttons that start a timer from the Timers
/// screen, each a name and a length.
public struct TimersSettings: Sendable, Equatable {
  struct Preset: Sendable, Equatable {
    var name: String
    var seconds: Double
  }

  var presets: [Preset]

  static let defaultPresets = [
    Preset(name: "Tea", seconds: 4 * 60), Preset(name: "Eggs", seconds: 6 * 60),
    Preset(name: "Pasta", seconds: 10 * 60), Preset(name: "Rice", seconds: 18 * 60),
  ]
  /// As many as fit in a row on the small panel.
  static let mostPresets = 4

  static let doc = SettingDoc(
    keys: ["presets"], type: "array of `{\"name\": text, \"minutes\": 1…600}`, at most 4",
    defaultValue: "Tea 4, Eggs 6, Pasta 10, Rice 18",
    meaning: "the buttons along the bottom of `timers`; each starts a timer of that name and length")

  static func decode(_ section: ConfigNode?) throws(ConfigError) -> TimersSettings {
    guard let section else { return TimersSettings(presets: defaultPresets) }
    guard let list = try section.object(keys: ["presets"]).optional("presets") else {
      return TimersSettings(presets: defaultPresets)
    }
    let rows = try list.array()
    guard rows.count <= mostPresets else { throw list.fail("at most \(mostPresets) presets, found \(rows.count)") }
    var presets: [Preset] = []
    for row in rows {
      let o = try row.object(keys: ["name", "minutes"])
      let nameNode = try o.required("name")
      let name = try nameNode.string()
      guard !name.isEmpty, name.count <= TimerFile.longestName else {
        throw nameNode.fail("expected a name of 1 to \(TimerFile.longestName) characters")
      }
      presets.append(Preset(name: name, seconds: Double(try o.required("minutes").int(in: 1...600)) * 60))
    }
    return TimersSettings(presets: presets)
  }
}
