import Backends
public import Basics
import HomeModel
import HouseholdStore
public import Runtime
import SystemCalls

/// What a reload did: the key paths it applied, those that wait for a
/// restart, or the error that made it keep the running config.
public struct ReloadReport: Sendable {
  public var applied: [String] = []
  public var needsRestart: [String] = []
  public var refused: ConfigError?
}

/// What a backend can change on a running device, handed to `reload`. A
/// setting whose hook is missing waits for a restart (the log says so).
@MainActor
public struct LiveSettingHooks {
  /// Apply a new touch calibration matrix (drm: libinput's transform).
  public var calibration: (([Double]) -> Void)?
  /// Open the new audio device; nil keeps the old one (the hook says why).
  public var audioDevice: ((String) -> (any AudioOutput)?)?
  public init() {}
}

extension Session {
  /// The one reload: re-reads the config file, settings.json (in this
  /// session's data folder) and the household through `source`, validates
  /// them exactly as start-up does, and applies what can change while
  /// running: the household, the idle policy, clicks, the audio device and
  /// touch calibration (through `hooks`), plugin sections (plugins that take
  /// them). Screens, stacks and what people made stay as they are. A bad file
  /// changes nothing and is logged as `file: key.path: problem`; the log names
  /// what needs a restart. SIGHUP on the device calls this.
  @discardableResult
  public func reload(from source: ConfigSource, hooks: LiveSettingHooks = LiveSettingHooks()) -> ReloadReport {
    var report = ReloadReport()
    var source = source
    source.settingsFolder = .fixed(resources.dataFolder)
    // The data folder was settled at start; a reload reads the same one.
    source.commandLine.dataFolder = config.dataFolder
    let new: AppConfig
    do { new = try source.load() } catch {
      report.refused = error
      Log.error("reload: \(error); keeping the running config")
      return report
    }
    let old = config
    var running = old

    func restart(_ key: String, _ changed: Bool) { if changed { report.needsRestart.append(key) } }
    restart("panel.width, panel.height", (old.panel.width, old.panel.height) != (new.panel.width, new.panel.height))
    restart("panel.rotation", old.panel.rotation != new.panel.rotation)
    restart("panel.refresh", old.panel.refresh != new.panel.refresh)
    restart("backend", old.backend != new.backend)
    restart("clock", old.clock != new.clock)
    restart("locale", old.locale != new.locale)
    restart("cacheMegabytes", old.cacheMegabytes != new.cacheMegabytes)
    restart("audio.voices", old.voiceCap != new.voiceCap)
    restart("drm", old.drm != new.drm)
    restart("input", old.input != new.input)
    restart("providers.mqtt", old.mqtt != new.mqtt)
    restart("providers.weather", old.weather != new.weather)
    restart("providers.calendar", old.calendar != new.calendar)
    restart("providers.mpd", old.mpd != new.mpd)
    restart("plugins.enabled", old.plugins.map(\.registration.name) != new.plugins.map(\.registration.name))

    var replaced: Set<ResourceRequirement> = []
    if let household = new.household, household != old.household {
      loop.provide(household)
      store.fixture?.replace(household)
      replaced.insert(ResourceRequirement(Household.self))
      running.household = household
      running.householdSource = new.householdSource
      resources.household = household
      report.applied.append("household (\(new.householdSource))")
    }
    if new.idle != old.idle {
      loop.provide(new.idle)
      replaced.insert(ResourceRequirement(IdlePolicy.self))
      running.idle = new.idle
      resources.idle = new.idle
      report.applied.append("idle")
    }
    let lagging = loop.resourcesReplaced(replaced)
    if !lagging.isEmpty { report.needsRestart.append("the new household or idle policy in \(lagging.joined(separator: ", "))") }

    if new.clicks != old.clicks {
      loop.audio.clicksEnabled = new.clicks
      running.clicks = new.clicks
      resources.clicks = new.clicks
      report.applied.append("audio.clicks")
    }
    if new.audioDevice != old.audioDevice {
      if let open = hooks.audioDevice, let output = open(new.audioDevice) {
        loop.audio.replaceOutput(output).close()
        audio = output
        running.audioDevice = new.audioDevice
        resources.audioDevice = new.audioDevice
        report.applied.append("audio.device")
      } else {
        report.needsRestart.append("audio.device")
      }
    }
    if new.panel.calibration != old.panel.calibration {
      if let apply = hooks.calibration {
        apply(new.panel.calibration)
        running.panel.calibration = new.panel.calibration
        report.applied.append("panel.calibration")
      } else {
        report.needsRestart.append("panel.calibration")
      }
    }
    for configured in new.plugins {
      let name = configured.registration.name
      guard old.plugins.contains(where: { $0.registration.name == name }),
        Self.section(name, in: old.pluginSections) != Self.section(name, in: new.pluginSections)
      else { continue }
      if loop.reconfigure(configured) {
        if let i = running.plugins.firstIndex(where: { $0.registration.name == name }) { running.plugins[i] = configured }
        report.applied.append("plugins.\(name)")
      } else {
        report.needsRestart.append("plugins.\(name)")
      }
    }
    running.pluginSections = new.pluginSections
    running.settingsFile = new.settingsFile
    config = running
    device.refresh(calibration: running.panel.calibration, clicks: running.clicks, idle: running.idle)

    let applied = report.applied.isEmpty ? "nothing changed that applies while running" : "applied " + report.applied.joined(separator: ", ")
    Log.info("reload: \(applied)")
    if !report.needsRestart.isEmpty { Log.warning("reload: needs a restart: \(report.needsRestart.joined(separator: "; "))") }
    return report
  }

  static func section(_ name: String, in sections: JSONValue?) -> JSONValue? {
    guard case .object(let members)? = sections else { return nil }
    return members.first { $0.key == name }?.value
  }
}
