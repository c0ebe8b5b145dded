import Foundation

/// The layer rule, read from the repository itself: README.md's layer table says
/// what each module may import, Package.swift what each target declares, and
/// every `import` in Sources/ and Plugins/ is held against both.
struct LayerCheck {
  /// A source file and the module it belongs to.
  struct File {
    var path: String
    var module: String
    var text: String
  }

  /// What each module may import; the row `plugins` stands for every plugin,
  /// and the word `plugins` in a row for all of them.
  var layers: [String: Set<String>]
  /// What Package.swift declares for each target.
  var declared: [String: Set<String>]
  var plugins: Set<String>
  /// Modules of the toolchain every module but Basics may use.
  static let toolchain: Set<String> = ["Glibc", "Synchronization"]
  static let pureModule = "Basics"

  func allowed(_ module: String) -> Set<String>? {
    let row = plugins.contains(module) ? layers["plugins"] : layers[module]
    return row.map { $0.contains("plugins") ? $0.subtracting(["plugins"]).union(plugins) : $0 }
  }

  /// One sentence per import above its layer or missing from Package.swift,
  /// each starting with the file and line.
  func violations(in files: [File]) -> [String] {
    var found: [String] = []
    for file in files {
      guard let allowed = allowed(file.module) else {
        found.append("\(file.path): module \(file.module) has no row in README.md's layer table")
        continue
      }
      for (number, module) in Self.imports(in: file.text) {
        let place = "\(file.path):\(number)"
        if file.module == Self.pureModule {
          found.append("\(place): \(file.module) imports \(module); \(file.module) imports nothing")
        } else if Self.toolchain.contains(module) {
          continue
        } else if !allowed.contains(module) {
          let may = allowed.sorted().joined(separator: ", ")
          found.append("\(place): \(file.module) imports \(module), above its layer (it may import: \(may.isEmpty ? "nothing" : may))")
        } else if !(declared[file.module]?.contains(module) ?? false) {
          found.append("\(place): \(file.module) imports \(module), which Package.swift does not declare for \(file.module)")
        }
      }
    }
    return found
  }

  /// The modules a Swift file imports, with their 1-based line numbers.
  static func imports(in text: String) -> [(line: Int, module: String)] {
    let pattern =
      #/^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|package|private|fileprivate)\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)/#
    var result: [(Int, String)] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if let match = line.firstMatch(of: pattern) { result.append((index + 1, String(match.output.1))) }
    }
    return result
  }

  /// The table between `<!-- layers -->` and `<!-- /layers -->`: a module name,
  /// then the modules it may import (a parenthesis is a remark: nothing).
  static func layers(fromReadme text: String) -> [String: Set<String>] {
    guard let start = text.range(of: "<!-- layers -->"), let end = text.range(of: "<!-- /layers -->") else { return [:] }
    var rows: [String: Set<String>] = [:]
    for line in text[start.upperBound..<end.lowerBound].split(separator: "\n") where !line.hasPrefix("```") {
      let words = line.split(separator: " ").map(String.init)
      guard let name = words.first else { continue }
      rows[name] = Set(words.dropFirst().prefix { !$0.hasPrefix("(") })
    }
    return rows
  }

  /// Each target's declared dependencies, read from Package.swift's text: a
  /// `name: "X"` and the `dependencies: [...]` that follows it before the next
  /// target; plugin targets take `func plugin`'s list, and `pluginNames.map`
  /// stands for every plugin.
  static func declared(fromPackage text: String, plugins: Set<String>) -> [String: Set<String>] {
    func quoted(_ s: Substring) -> Set<String> { Set(s.matches(of: #/"([\w-]+)"/#).map { String($0.output.1) }) }
    func dependencies(in s: Substring) -> Set<String> {
      guard let open = s.range(of: "dependencies: ["), let close = s[open.upperBound...].firstIndex(of: "]") else { return [] }
      let list = s[open.upperBound..<close]
      let more = s[close...].prefix { $0 != "," && $0 != ")" }.contains("pluginNames.map") ? plugins : []
      return quoted(list).union(more)
    }
    var result: [String: Set<String>] = [:]
    if let function = text.range(of: "func plugin(") {
      let pluginDeps = dependencies(in: text[function.upperBound...])
      for plugin in plugins { result[plugin] = pluginDeps }
    }
    let names = text.matches(of: #/name: "([\w-]+)"/#)
    for (index, match) in names.enumerated() {
      let end = index + 1 < names.count ? names[index + 1].range.lowerBound : text.endIndex
      result[String(match.output.1), default: []].formUnion(dependencies(in: text[match.range.upperBound..<end]))
    }
    return result
  }

  /// The repository's Swift modules (Sources/* without a modulemap, and
  /// Plugins/*) and their files.
  static func repository(at root: String) throws -> (check: LayerCheck, files: [File]) {
    let fm = FileManager.default
    func folders(_ path: String) throws -> [String] {
      try fm.contentsOfDirectory(atPath: root + "/" + path).filter { name in
        var isFolder: ObjCBool = false
        return !name.hasPrefix(".") && fm.fileExists(atPath: "\(root)/\(path)/\(name)", isDirectory: &isFolder) && isFolder.boolValue
      }.sorted()
    }
    let plugins = Set(try folders("Plugins"))
    let modules = try folders("Sources").filter { !fm.fileExists(atPath: "\(root)/Sources/\($0)/module.modulemap") }
    var files: [File] = []
    for (folder, module) in modules.map({ ("Sources/\($0)", $0) }) + plugins.sorted().map({ ("Plugins/\($0)", $0) }) {
      guard let walk = fm.enumerator(atPath: "\(root)/\(folder)") else { continue }
      for case let relative as String in walk where relative.hasSuffix(".swift") {
        // A plugin's own tests (Plugins/<Name>/Tests) belong to its test target.
        if plugins.contains(module), relative.hasPrefix("Tests/") { continue }
        let path = "\(folder)/\(relative)"
        files.append(File(path: path, module: module, text: try String(contentsOfFile: "\(root)/\(path)", encoding: .utf8)))
      }
    }
    let layers = Self.layers(fromReadme: try String(contentsOfFile: root + "/README.md", encoding: .utf8))
    let declared = Self.declared(fromPackage: try String(contentsOfFile: root + "/Package.swift", encoding: .utf8), plugins: plugins)
    return (LayerCheck(layers: layers, declared: declared, plugins: plugins), files.sorted { $0.path < $1.path })
  }
}
