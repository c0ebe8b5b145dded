import Basics
import Foundation
import HomeViewSession
import HomeViewTesting
import Runtime
import Testing

/// What the manifests declare holds together: routes resolve, declared
/// screens exist, config sections refuse unknown keys with their key path, and
/// Config/README.md documents each section as its manifest does.
@MainActor
struct ManifestConformanceTests {
  @Test func everyRouteResolves() {
    #expect(RouteCheck.problems(enabled: Conformance.manifests) == [])
    for m in Conformance.manifests {
      let ids = Set(m.screenIDs)
      for e in m.allElements(entries: Conformance.entries) {
        #expect(ids.contains(e.screen), "\(m.name): element \(e.id) is on '\(e.screen)', which it does not declare")
      }
      for k in m.stateKeys { #expect(ids.contains(k.screen), "\(m.name): state \(k.key) is on '\(k.screen)', which it does not declare") }
      for b in m.benchScenarios { #expect(ids.contains(b.screen), "\(m.name): bench \(b.name) starts on '\(b.screen)', which it does not declare") }
    }
  }

  @Test func anUnknownRouteIsNamedWithBothPlugins() {
    var lonely = Conformance.manifests.first { $0.name == "assistant" }!
    lonely.navigatesTo = [ScreenRoute(plugin: "faces", screen: "face.nowhere")]
    let problems = RouteCheck.problems(enabled: [lonely] + Conformance.manifests.filter { $0.name != "assistant" })
    #expect(problems == ["assistant: navigates to 'face.nowhere', which plugin 'faces' does not declare"])
    let alone = RouteCheck.problems(enabled: [Conformance.manifests.first { $0.name == "assistant" }!], registered: Conformance.manifests)
    #expect(alone.contains("assistant: navigates to 'face' of plugin 'faces', which is not enabled"))
  }

  /// A config that enables a plugin without the one its route leads to stops
  /// at start-up, naming both and the list.
  @Test func aRouteIntoAPluginLeftOutStopsStartUp() throws {
    let root = try ConfigNode.parse(#"{"plugins": {"enabled": ["home", "assistant"]}}"#, file: "partial.json")
    #expect(throws: ConfigError(file: "partial.json", path: "plugins.enabled", problem: "assistant: navigates to 'face' of plugin 'faces', which is not enabled")) {
      _ = try AppConfig.decode(root, registry: Conformance.registry)
    }
    let fine = try ConfigNode.parse(#"{"plugins": {"enabled": ["faces", "assistant"]}}"#, file: "fine.json")
    #expect(try AppConfig.decode(fine, registry: Conformance.registry).plugins.map(\.registration.name) == ["faces", "assistant"])
  }

  @Test func everyConfigSectionRejectsAnUnknownKeyWithItsKeyPath() throws {
    for r in Conformance.registry {
      let text = "{\"plugins\": {\"\(r.name)\": {\"conformance-unknown\": 1}}}"
      let root = try ConfigNode.parse(text, file: "conformance.json")
      let section = try #require(try root.object(keys: ["plugins"]).optional("plugins")?.dictionary().first?.node)
      do {
        _ = try r.configure(section)
        Issue.record("\(r.name): the unknown key was accepted")
      } catch {
        #expect(error.path == "plugins.\(r.name).conformance-unknown", "\(r.name): \(error)")
      }
    }
  }

  /// Config/README.md's `plugins.<name>` section has the manifest's rows, and
  /// no table when the manifest declares no keys.
  @Test func theConfigDocumentationMatchesTheManifests() throws {
    let readme = try String(contentsOfFile: Conformance.root + "/Config/README.md", encoding: .utf8)
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for m in Conformance.manifests {
      guard let start = lines.firstIndex(where: { $0.hasPrefix("### ") && Self.names(in: $0).contains("plugins." + m.name) }) else {
        Issue.record("Config/README.md has no '### plugins.\(m.name)' section")
        continue
      }
      let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("#") } ?? lines.count
      let rows = lines[(start + 1)..<end].filter { $0.hasPrefix("| `") }
      #expect(rows == m.settings.map(\.markdownRow), "Config/README.md, plugins.\(m.name): the rows differ from the manifest's")
    }
  }

  static func names(in heading: String) -> [String] {
    heading.dropFirst(4).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// No plugin names another plugin's screen id as a string: routes do.
  @Test func noPluginWritesAnotherPluginsScreenID() throws {
    let manifests = Conformance.manifests
    let plugins = Conformance.root + "/Plugins"
    for folder in try FileManager.default.contentsOfDirectory(atPath: plugins) {
      let files = try FileManager.default.contentsOfDirectory(atPath: plugins + "/" + folder).filter { $0.hasSuffix(".swift") }
      let text = try files.map { try String(contentsOfFile: plugins + "/" + folder + "/" + $0, encoding: .utf8) }.joined()
      let declared = try Regex(#"PluginManifest\(\s*name: "([^"]+)""#)
      guard let match = text.firstMatch(of: declared), let name = match.output[1].substring,
        let own = manifests.first(where: { $0.name == name })
      else { continue }
      for other in manifests where other.name != own.name {
        // An app entry's `name:` may equal a screen id (the dashboard's entry is "home").
        for id in other.screens.map(\.screen) where text.components(separatedBy: "\"\(id)\"").count > text.components(separatedBy: "name: \"\(id)\"").count {
          Issue.record("Plugins/\(folder) writes \"\(id)\", a screen of plugin '\(other.name)': use its route")
        }
      }
    }
  }
}
