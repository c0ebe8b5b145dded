public import Basics
public import Canvas

/// A screen plugin: a module under Plugins/ that provides screens and subscribes
/// to events. It never sees a backend or another plugin; everything it may use
/// comes through its `PluginContext`.
@MainActor
public protocol Plugin: AnyObject {
  /// Its config section, decoded and validated by the plugin's own code.
  associatedtype Settings: Sendable

  /// Everything it declares about itself: name, config documentation,
  /// screens, app entries, elements, state keys, bench scenarios.
  static var manifest: PluginManifest { get }
  /// Decodes `plugins.<name>` (nil when the config has no such section). Errors
  /// name the key path (`ConfigNode` does that).
  static func settings(from section: ConfigNode?) throws(ConfigError) -> Settings
  /// The shared values it cannot run without (`context.required` reads them).
  /// A session that does not provide one refuses to start, naming both.
  static var requiredResources: [ResourceRequirement] { get }

  init(context: PluginContext, settings: Settings)

  /// Builds the screen for one of its screen ids (`manifest.screens`).
  func makeScreen(id: String) -> Screen?

  func start()
  /// A reload replaced resources it requires (read them again from the
  /// context). False: it keeps what it read at start until a restart.
  func resourcesReplaced() -> Bool
  /// A reload changed its config section. False: the change waits for a restart.
  func reconfigure(_ settings: Settings) -> Bool
  /// None of its screens is visible: stop timers, let caches go cold.
  func suspend()
  func resume()
  func stop()
}

extension Plugin {
  /// The name the config enables it by.
  public static var name: String { manifest.name }
  public static var requiredResources: [ResourceRequirement] { [] }
  public func start() {}
  public func resourcesReplaced() -> Bool { false }
  public func reconfigure(_ settings: Settings) -> Bool { false }
  public func suspend() {}
  public func resume() {}
  public func stop() {}
}

/// A plugin with no settings of its own accepts only an empty section.
public struct NoSettings: Sendable {
  public init() {}
  public static func decode(_ section: ConfigNode?) throws(ConfigError) -> NoSettings {
    if let section { _ = try section.object(keys: []) }
    return NoSettings()
  }
}

/// An animated state `homeview bench` measures: start on `screen`, then let
/// `drive` act each frame (tap, navigate) to keep it moving.
public struct BenchScenario: Sendable {
  public var name: String
  public var screen: String
  public var drive: (@MainActor @Sendable (Navigator, FrameTime) -> Void)?
  /// A line the bench prints under the scenario's row (a latency it measured).
  public var report: (@MainActor @Sendable (Navigator) -> String?)?
  public init(
    name: String, screen: String, drive: (@MainActor @Sendable (Navigator, FrameTime) -> Void)? = nil,
    report: (@MainActor @Sendable (Navigator) -> String?)? = nil
  ) {
    self.name = name
    self.screen = screen
    self.report = report
    self.drive = drive
  }
}

/// What a plugin gets: the bus, the navigator, the clock, its config (already
/// decoded into Settings), its data folder, the audio API and shared resources
/// (the household, put there by the executable).
@MainActor
public final class PluginContext {
  public let name: String
  public let bus: EventBus
  public let navigator: Navigator
  public let clock: Clock
  public let dataFolder: String
  let timers: Timers
  public let audio: AudioAPI
  public let cache: LayerCache
  /// Paints pictures and does file work off the frame thread (inline headless).
  public let painter: Painter
  /// Every enabled plugin's app entries, in plugin order (the home shows them).
  public let appEntries: [AppEntry]
  /// Replaced as a whole when a reload provides new values.
  var resources: [ObjectIdentifier: any Sendable]
  var subscriptions: [Subscription] = []

  init(
    name: String, bus: EventBus, navigator: Navigator, clock: Clock, timers: Timers, dataFolder: String,
    audio: AudioAPI, cache: LayerCache, painter: Painter, appEntries: [AppEntry],
    resources: [ObjectIdentifier: any Sendable]
  ) {
    self.painter = painter
    self.appEntries = appEntries
    self.timers = timers
    self.name = name
    self.bus = bus
    self.navigator = navigator
    self.clock = clock
    self.dataFolder = dataFolder
    self.audio = audio
    self.cache = cache
    self.resources = resources
  }

  /// A shared value the session provided (the household data).
  public func resource<T: Sendable>(_ type: T.Type) -> T? { resources[ObjectIdentifier(type)] as? T }

  /// A value the plugin lists in `requiredResources`: the session checked it
  /// is there before making the plugin, so a miss is a programming error.
  public func required<T: Sendable>(_ type: T.Type) -> T {
    guard let value = resource(type) else {
      fatalError("plugin '\(name)' reads \(type), which it does not list in requiredResources")
    }
    return value
  }

  /// Subscribes for the plugin's whole life; its time counts as the plugin's.
  public func subscribe<E: Event>(_ type: E.Type, _ handler: @escaping @MainActor (E) -> Void) {
    subscriptions.append(bus.subscribe(type, owner: name, handler))
  }

  @discardableResult
  public func post<E: Event>(_ event: E) -> Bool { bus.post(event) }

  /// Frame time now (virtual in headless runs).
  public var time: Double { navigator.now() }

  /// Runs `action` in the first frame `seconds` from now; its time counts as
  /// the plugin's.
  @discardableResult
  public func after(_ seconds: Double, _ action: @escaping () -> Void) -> TimerToken {
    timers.schedule(at: time + seconds, owner: name, action)
  }
}

/// A shared value a plugin needs, named for messages.
public struct ResourceRequirement: Sendable, Hashable {
  public let id: ObjectIdentifier
  public let typeName: String
  public init<T: Sendable>(_ type: T.Type) {
    id = ObjectIdentifier(type)
    typeName = String(describing: type)
  }
}

/// One entry of the executable's static registry, made from a plugin type.
@MainActor
public struct PluginRegistration {
  public let manifest: PluginManifest
  public let requiredResources: [ResourceRequirement]
  let decode: (ConfigNode?) throws(ConfigError) -> any Sendable
  let make: (PluginContext, any Sendable) -> any Plugin
  let reconfigure: (any Plugin, any Sendable) -> Bool

  public init<P: Plugin>(_ type: P.Type) {
    manifest = P.manifest
    requiredResources = P.requiredResources
    decode = { (node: ConfigNode?) throws(ConfigError) -> any Sendable in try P.settings(from: node) }
    make = { context, settings in P(context: context, settings: settings as! P.Settings) }
    reconfigure = { plugin, settings in (plugin as! P).reconfigure(settings as! P.Settings) }
  }

  public var name: String { manifest.name }

  /// Decoded settings, ready for `FrameLoop.add`.
  public func configure(_ section: ConfigNode?) throws(ConfigError) -> ConfiguredPlugin {
    ConfiguredPlugin(registration: self, settings: try decode(section))
  }
}

/// A registration with its validated settings.
@MainActor
public struct ConfiguredPlugin {
  public let registration: PluginRegistration
  let settings: any Sendable
  public var manifest: PluginManifest { registration.manifest }
}

/// The start-up check of the plugins' routes: every screen a plugin declares is
/// its own, no screen id is declared twice, and every route a plugin navigates
/// to (or an app entry opens) is a screen an enabled plugin declares.
public enum RouteCheck {
  /// The problems, each naming both plugins; empty when every route resolves.
  public static func problems(enabled: [PluginManifest], registered: [PluginManifest]? = nil) -> [String] {
    var out: [String] = []
    var owner: [String: String] = [:]
    for m in enabled {
      for r in m.screens {
        if r.plugin != m.name { out.append("\(m.name): declares the screen '\(r.screen)' as plugin '\(r.plugin)'s") }
        if let other = owner[r.screen], other != m.name {
          out.append("\(m.name): the screen '\(r.screen)' is already declared by plugin '\(other)'")
        }
        owner[r.screen] = m.name
      }
    }
    for m in enabled {
      let used = m.navigatesTo.map { ($0, "navigates to") } + m.appEntries.compactMap { e in e.route.map { ($0, "app entry '\(e.name)' opens") } }
      for (route, how) in used {
        guard let provider = enabled.first(where: { $0.name == route.plugin }) else {
          let known = (registered ?? enabled).contains { $0.name == route.plugin }
          out.append("\(m.name): \(how) '\(route.screen)' of plugin '\(route.plugin)', which is \(known ? "not enabled" : "not registered")")
          continue
        }
        if !provider.screens.contains(route) {
          out.append("\(m.name): \(how) '\(route.screen)', which plugin '\(route.plugin)' does not declare")
        }
      }
    }
    return out
  }
}
