import Backends
import Basics
import Canvas
import Faces
import HomeModel
import HomeViewSession
import Runtime
import Testing

/// What one plugin's context received from its session.
struct Received: Equatable {
  var plugin: String
  var household: Household?
  var idle: IdlePolicy?
  var clock: Clock.Mode
  var dataFolder: String
  var cacheBytes: Int
  var clicks: Bool
}

/// A plugin that only keeps its context, to read what it was given.
final class RecorderPlugin: Plugin {
  static let manifest = PluginManifest(name: "recorder", screens: [])
  static let requiredResources = [ResourceRequirement(Household.self), ResourceRequirement(IdlePolicy.self)]
  static func settings(from section: ConfigNode?) throws(ConfigError) -> NoSettings { try NoSettings.decode(section) }
  let context: PluginContext
  init(context: PluginContext, settings: NoSettings) { self.context = context }
  func makeScreen(id: String) -> Screen? { nil }
}

/// A display that takes frames and keeps nothing: the drm path's stand-in.
final class StandInDisplay: DisplaySink {
  var frames = 0
  func present(_ frame: Surface, damage: DamageRegion) { frames += 1 }
}

@MainActor
struct SessionParityTests {
  let registry = [PluginRegistration(FacesPlugin.self), PluginRegistration(RecorderPlugin.self)]

  /// The shipped idle section and an explicit clock, so every backend has the same one.
  func config() throws -> AppConfig {
    let json = """
      {
        "clock": { "mode": "simulated", "time": "2026-04-01T22:00:00" },
        "cacheMegabytes": 32,
        "idle": { "ambientAfterSeconds": 90, "sleep": { "from": "22:30", "to": "06:30" }, "nightLevel": 0.4 },
        "audio": { "clicks": false }
      }
      """
    var c = try AppConfig.decode(try ConfigNode.parse(json, file: "parity.json"), registry: registry)
    c.household = try AppConfig.builtInHousehold()
    return c
  }

  func received(_ session: Session) -> [Received] {
    session.loop.plugins.map { p in
      Received(
        plugin: p.name, household: p.context.resource(Household.self), idle: p.context.resource(IdlePolicy.self),
        clock: p.context.clock.mode, dataFolder: p.context.dataFolder, cacheBytes: p.context.cache.byteBudget,
        clicks: p.context.audio.clicksEnabled)
    }
  }

  @Test func everyBackendsSessionHandsEveryPluginTheSameResources() throws {
    let config = try config()
    let data = "/nonexistent/parity-data"
    var sessions: [(String, Session)] = []
    sessions.append(("run", try Session.headless(config, dataFolder: data, start: config.start)))
    let snapshot = try Session.headless(config, dataFolder: data, start: nil)
    try snapshot.start(at: "face.weather")
    sessions.append(("snapshot", snapshot))
    let scenarios = sessions[0].1.loop.plugins.flatMap { $0.manifest.benchScenarios }
    #expect(!scenarios.isEmpty)
    for s in scenarios { sessions.append(("bench \(s.name)", try Session.headless(config, dataFolder: data, start: s.screen))) }
    let sink = StandInDisplay()
    sessions.append((
      "drm",
      try Session.device(config, logicalSize: (1280, 800), dataFolder: data, display: sink, audio: SilentOutput(), start: config.start)
    ))

    let expected = received(sessions[0].1)
    #expect(expected.map(\.plugin) == ["faces", "recorder"])
    for r in expected {
      #expect(r.idle == IdlePolicy(ambientAfter: 90, sleepFrom: 22 * 60 + 30, sleepTo: 6 * 60 + 30, nightLevel: 0.4))
      #expect(r.household == config.household)
      #expect(r.clock == .simulated(start: CivilTime(parsing: "2026-04-01T22:00:00")!))
      #expect(r.dataFolder == data + "/" + r.plugin)
      #expect(r.cacheBytes == 32 << 20)
      #expect(r.clicks == false)
    }
    for (name, session) in sessions {
      #expect(received(session) == expected, "the \(name) session's plugins received something else")
      #expect(session.resources == sessions[0].1.resources, "the \(name) session's resources differ")
      session.close()
    }
    #expect(sink.frames == 0, "nothing ran a frame yet")
  }

  @Test func aPluginsMissingResourceStopsTheSessionNamingBoth() throws {
    struct Unprovided: Sendable {}
    final class Needy: Plugin {
      static let manifest = PluginManifest(name: "needy", screens: [])
      static let requiredResources = [ResourceRequirement(Unprovided.self)]
      static func settings(from section: ConfigNode?) throws(ConfigError) -> NoSettings { try NoSettings.decode(section) }
      init(context: PluginContext, settings: NoSettings) {}
      func makeScreen(id: String) -> Screen? { nil }
    }
    var config = try config()
    config.plugins = [try PluginRegistration(Needy.self).configure(nil)]
    #expect {
      _ = try Session.headless(config, dataFolder: "/nonexistent", start: nil)
    } throws: { error in
      "\(error)" == "plugin 'needy' requires Unprovided, which this session does not provide"
    }
  }

  @Test func aConfigWithoutAHouseholdCannotMakeASession() throws {
    var config = try config()
    config.household = nil
    #expect(throws: SessionError.self) { _ = try Session.headless(config, dataFolder: "/nonexistent", start: nil) }
  }
}
