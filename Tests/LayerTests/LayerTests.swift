import Testing

/// plugins → runtime core and canvas ← backends; only the executable and the
/// session wire backends; a plugin never imports a C module, a backend or
/// another plugin; Basics imports nothing. README.md's layer table is the rule.
struct LayerTests {
  static let root: String = {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    parts.removeLast(3)  // Tests/LayerTests/LayerTests.swift
    return parts.joined(separator: "/")
  }()

  @Test func everyImportInSourcesAndPluginsStaysInItsLayer() throws {
    let (check, files) = try LayerCheck.repository(at: Self.root)
    #expect(files.count > 100, "the scan found the repository's Swift files")
    #expect(check.layers["Basics"] == [], "README.md's layer table was read")
    for violation in check.violations(in: files) { Issue.record(Comment(rawValue: violation)) }
  }

  @Test func everyRowOfTheLayerTableIsAModuleAndEveryModuleHasARow() throws {
    let (check, files) = try LayerCheck.repository(at: Self.root)
    let modules = Set(files.map(\.module))
    for row in check.layers.keys.sorted() where row != "plugins" && !modules.contains(row) {
      Issue.record("README.md's layer table names \(row), which is not a module in Sources/")
    }
    for module in modules.sorted() where check.allowed(module) == nil {
      Issue.record("\(module) has no row in README.md's layer table")
    }
  }

  /// Comments and docs bring what a reader needs into the repository
  /// (README.md, Config/README.md, docs/) instead of pointing at documents
  /// that are not in it.
  @Test func noCommentPointsOutsideTheRepository() throws {
    let found = try OutsidePointers.scan(root: Self.root, folders: ["Sources", "Plugins", "Tests", "Scripts", "Board", "docs", "Packaging", "Config"])
    for hit in found { Issue.record(Comment(rawValue: hit)) }
  }

  @Test func theOutsidePointerPatternCatchesTheOldForms() {
    #expect(OutsidePointers.matches("/// as SPEC" + ".md asks"))
    #expect(OutsidePointers.matches("/// (seed" + ", row 1, fifth face)"))
    #expect(OutsidePointers.matches("/// Siri (seed" + " section 5)"))
    #expect(OutsidePointers.matches("/// the " + "reference's haptics"))
    #expect(!OutsidePointers.matches("var rng = SeededRandom(seed: 42)"))
    #expect(!OutsidePointers.matches("// --seconds 0 runs the seed corpus alone"))
  }

  // The checker itself, on made-up files.

  let check = LayerCheck(
    layers: ["Basics": [], "Runtime": ["Basics", "Canvas"], "plugins": ["Basics", "Runtime"], "homeview": ["Runtime", "plugins"]],
    declared: ["Basics": [], "Runtime": ["Basics"], "Faces": ["Basics", "Runtime"], "homeview": ["Runtime", "Faces"]],
    plugins: ["Faces", "Recipe"])

  @Test func aPluginImportingABackendOrAnotherPluginIsNamedWithFileAndLine() {
    let text = "import Basics\n@testable import Recipe\npublic import Backends\nimport Glibc\n"
    let found = check.violations(in: [.init(path: "Plugins/Faces/A.swift", module: "Faces", text: text)])
    #expect(
      found == [
        "Plugins/Faces/A.swift:2: Faces imports Recipe, above its layer (it may import: Basics, Runtime)",
        "Plugins/Faces/A.swift:3: Faces imports Backends, above its layer (it may import: Basics, Runtime)",
      ])
  }

  @Test func basicsImportsNothingNotEvenTheCLibrary() {
    let found = check.violations(in: [.init(path: "Sources/Basics/B.swift", module: "Basics", text: "// x\nimport Glibc\n")])
    #expect(found == ["Sources/Basics/B.swift:2: Basics imports Glibc; Basics imports nothing"])
  }

  @Test func anImportWithinTheLayerButUndeclaredInPackageSwiftIsNamed() {
    let found = check.violations(in: [
      .init(path: "Sources/Runtime/R.swift", module: "Runtime", text: "public import Canvas\nimport Basics\n"),
      .init(path: "Sources/homeview/M.swift", module: "homeview", text: "import Faces\nimport Recipe\n"),
    ])
    #expect(
      found == [
        "Sources/Runtime/R.swift:1: Runtime imports Canvas, which Package.swift does not declare for Runtime",
        "Sources/homeview/M.swift:2: homeview imports Recipe, which Package.swift does not declare for homeview",
      ])
  }

  @Test func packageSwiftsTargetsAndThePluginTemplateAreRead() {
    let package = """
      func plugin(_ name: String) -> Target {
        .target(
          name: name, dependencies: ["Basics", "Runtime"],
          path: "Plugins/\\(name)", swiftSettings: strict)
      }
      .target(name: "Synth", swiftSettings: strict),
      .target(name: "Widgets", dependencies: ["Basics", "Canvas"], swiftSettings: strict),
      .target(
        name: "PluginRegistry", dependencies: ["Runtime"] + pluginNames.map { .target(name: $0) }, swiftSettings: strict),
      .executableTarget(name: "homeview-fuzz", dependencies: ["Runtime"], path: "Tests/Fuzz/Sources"),
      """
    let declared = LayerCheck.declared(fromPackage: package, plugins: ["Faces"])
    #expect(declared["Faces"] == ["Basics", "Runtime"])
    #expect(declared["Synth"] == [])
    #expect(declared["Widgets"] == ["Basics", "Canvas"])
    #expect(declared["PluginRegistry"] == ["Runtime", "Faces"])
    #expect(declared["homeview-fuzz"] == ["Runtime"])
  }
}
