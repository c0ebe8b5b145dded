public import Basics

/// What a plugin declares about itself, statically, in its own folder: the
/// registry, the home's app page, `homeview bench`, the config documentation
/// and the conformance suite all read it, so nothing about a plugin is written
/// down anywhere else.
public struct PluginManifest: Sendable {
  /// The name the config enables it by (`faces`, `recognition`).
  public var name: String
  /// The rows of its `plugins.<name>` section in Config/README.md (empty: the
  /// section takes no keys). A test checks the documentation against them.
  public var settings: [SettingDoc]
  /// Its screens. Each route's plugin is this plugin.
  public var screens: [ScreenRoute]
  /// Named states a snapshot can ask for (`dashboard:lights-on`).
  public var snapshotStates: [String]
  /// Other plugins' screens it navigates to; each must resolve at start-up.
  public var navigatesTo: [ScreenRoute]
  /// Its icons for the home's pages.
  public var appEntries: [AppEntry]
  /// Its interactive elements, each with the screen that shows it.
  public var elements: [ElementDeclaration]
  /// Elements it shows for every declared app entry (the home's icons), given
  /// every enabled plugin's entries.
  public var entryElements: (@Sendable (AppEntry) -> [ElementDeclaration])?
  /// The state keys tests may read, each with the screen that answers it.
  public var stateKeys: [StateKeyDeclaration]
  /// The animated states `homeview bench` runs.
  public var benchScenarios: [BenchScenario]

  public init(
    name: String, settings: [SettingDoc] = [], screens: [ScreenRoute], snapshotStates: [String] = [],
    navigatesTo: [ScreenRoute] = [], appEntries: [AppEntry] = [], elements: [ElementDeclaration] = [],
    entryElements: (@Sendable (AppEntry) -> [ElementDeclaration])? = nil, stateKeys: [StateKeyDeclaration] = [],
    benchScenarios: [BenchScenario] = []
  ) {
    self.name = name
    self.settings = settings
    self.screens = screens
    self.snapshotStates = snapshotStates
    self.navigatesTo = navigatesTo
    self.appEntries = appEntries
    self.elements = elements
    self.entryElements = entryElements
    self.stateKeys = stateKeys
    self.benchScenarios = benchScenarios
  }

  /// Every screen id it can show, each followed by its `id:state` snapshot states.
  public var screenIDs: [String] {
    screens.flatMap { r in [r.screen] + snapshotStates.filter { $0.hasPrefix(r.screen + ":") } }
  }

  /// Its own route for the screen `id`.
  public func route(_ id: String) -> ScreenRoute? { screens.first { $0.screen == id } }

  /// Its elements, with those it shows for `entries` (every enabled plugin's).
  public func allElements(entries: [AppEntry]) -> [ElementDeclaration] {
    elements + (entryElements.map { make in entries.flatMap(make) } ?? [])
  }
}

/// One row of a plugin's config section documentation (one key, or keys
/// documented together).
public struct SettingDoc: Sendable, Equatable {
  public var keys: [String]
  public var type: String
  public var defaultValue: String
  public var meaning: String
  public init(keys: [String], type: String, defaultValue: String, meaning: String) {
    self.keys = keys
    self.type = type
    self.defaultValue = defaultValue
    self.meaning = meaning
  }

  /// The row as Config/README.md writes it.
  public var markdownRow: String {
    "| \(keys.map { "`\($0)`" }.joined(separator: ", ")) | \(type) | \(defaultValue) | \(meaning) |"
  }
}

/// An interactive element (`tap @id`) and where it is found: the screen that
/// shows it and, where the screen alone is not enough (a control that only
/// does something after another), the gesture-script lines that prepare it.
public struct ElementDeclaration: Sendable, Equatable {
  public var id: String
  public var screen: String
  /// Gesture-script lines run on `screen` before the element is tapped.
  public var prefix: String
  public init(_ id: String, on screen: String, prefix: String = "") {
    self.id = id
    self.screen = screen
    self.prefix = prefix
  }
}

/// A state key (`expect KEY VALUE`) and the screen that answers it.
public struct StateKeyDeclaration: Sendable, Equatable {
  public var key: String
  public var screen: String
  public init(_ key: String, on screen: String) {
    self.key = key
    self.screen = screen
  }
}
