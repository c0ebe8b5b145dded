import Basics
import Foundation
import HomeViewTesting
import PluginRegistry
import Runtime
import Testing

/// What every conformance check shares: the registered plugins, their
/// manifests, the exemption list and where the repository is.
@MainActor
enum Conformance {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
  static let folder = root + "/Tests/ConformanceTests"
  static let goldens = folder + "/Goldens"
  /// The repository's config.
  static let repositoryConfig = root + "/Config/homeview.json"

  static var registry: [PluginRegistration] { PluginRegistry.all }
  static var manifests: [PluginManifest] { registry.map(\.manifest) }
  /// Every enabled plugin's app entries, in registry order (what the home gets).
  static var entries: [AppEntry] { manifests.flatMap(\.appEntries) }

  /// The issues exemptions may name: the polish issue, the Raspberry Pi issue and the your-own-life issue.
  static let issues: Set<Int> = [18, 21, 22]

  static func exemptions(_ name: String = "exemptions.txt") throws -> ExpectedFailures {
    let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
    return try ExpectedFailures(file: "Tests/ConformanceTests/" + name, text: text, issues: issues)
  }

  /// The damage bugs known so far (DamageConformanceTests).
  static func damageExemptions() throws -> ExpectedFailures { try exemptions("damage-exemptions.txt") }

  /// A session of every registered plugin at a small size with the same points
  /// as 1280×800 (taps and scripts land where they would on the panel).
  static func session(panel: (Int, Int) = (640, 400), data: String? = nil, config: TestSession.Config = .builtIn) throws -> TestSession {
    var options = TestSession.Options()
    options.panel = panel
    options.dataFolder = data
    options.config = config
    return try TestSession(registry: registry, options: options)
  }
}
