import Basics
public import Backends
public import HomeModel
public import HouseholdStore
public import Runtime
import Glibc
import MQTTProvider
import SystemCalls
import WeatherProvider
import CalendarProvider
import MPDProvider

/// What every plugin of a session receives, decided in one place from the
/// config: the same values whichever backend runs the session.
public struct SessionResources: Sendable, Equatable {
  public var household: Household
  public var idle: IdlePolicy
  /// How temperatures, times of day and weeks are written.
  public var locale: DisplayLocale
  public var clock: Clock.Mode
  public var dataFolder: String
  public var cacheBytes: Int
  public var clicks: Bool
  public var voiceCap: Int
  public var audioDevice: String
}

/// A session refused at start-up: a resource a plugin requires is missing, or
/// the first screen is not one the plugins show.
public struct SessionError: Error, Sendable, CustomStringConvertible {
  public var problem: String
  public var description: String { problem }
}

/// One running HomeView: config → resources → frame loop → plugins → root
/// screen, built the same way for every command and backend (headless runs,
/// snapshots, bench scenarios, the drm device, and any later backend or test
/// kit). Backends differ only in what they hand in: the display sink, the
/// audio output, the logical size, and whether time is real.
@MainActor
public final class Session {
  /// How a backend drives time: virtual (one refresh per frame, the fixed demo
  /// clock by default) or real (the system clock by default, overruns posted).
  public enum Timing: Sendable, Equatable {
    case virtual
    case realtime

    var defaultClock: Clock.Mode { self == .virtual ? .fixed(.demo) : .system }
  }

  /// The running config: a reload replaces what it applied.
  public internal(set) var config: AppConfig
  public internal(set) var resources: SessionResources
  public let loop: FrameLoop
  /// The household's live state, which every plugin reads (a resource).
  public let store: HouseholdStore
  /// Kept alive here: the loop holds its display weakly.
  public let display: any DisplaySink
  /// Where sound goes (a reload may switch the device).
  public internal(set) var audio: any AudioOutput
  /// The device as screens see it (Settings, calibration): a resource every plugin may read.
  public let device: DeviceControl
  /// Where a change made on the device is reloaded from (the run's config
  /// source); without one a change is saved and applies at the next start.
  public var reloadSource: ConfigSource?
  /// What the backend can change while running, for reloads the device's
  /// screens ask for (SIGHUP passes its own).
  public var liveHooks = LiveSettingHooks()
  /// What the about panel names as the display (`drm: card0 DSI-1 800x480`).
  public var displayDescription: @MainActor () -> String = { "headless" }

  /// The resources `config` gives a session with this timing and data folder;
  /// throws when one a session must hand out is missing (no silent defaults).
  public static func resources(_ config: AppConfig, timing: Timing, dataFolder: String) throws(SessionError) -> SessionResources {
    guard let household = config.household else {
      throw SessionError(problem: "\(config.file): no household (the built-in one was not applied)")
    }
    return SessionResources(
      household: household, idle: config.idle, locale: config.locale, clock: config.clock ?? timing.defaultClock, dataFolder: dataFolder,
      cacheBytes: config.cacheMegabytes << 20, clicks: config.clicks, voiceCap: config.voiceCap, audioDevice: config.audioDevice)
  }

  /// Builds the loop, provides the resources, checks every enabled plugin has
  /// what it requires, starts the plugins and puts `start` on screen (nil:
  /// no root yet, as `snapshot --list` wants).
  /// `painterThreads`: nil paints beside the frame thread in real time and
  /// inline on virtual time (the same script, the same pixels); the bench
  /// asks for threads on virtual time.
  public init(
    config: AppConfig, timing: Timing, logicalSize: (width: Int, height: Int), dataFolder: String,
    display: any DisplaySink, audio: any AudioOutput, start: String?, painterThreads: Int? = nil
  ) throws(SessionError) {
    let resources = try Self.resources(config, timing: timing, dataFolder: dataFolder)
    var options = FrameLoop.Options(width: logicalSize.width, height: logicalSize.height)
    options.refreshHz = config.panel.refresh
    options.realtime = timing == .realtime
    options.cacheBytes = resources.cacheBytes
    options.clock = Clock(resources.clock)
    // Real time on the system clock: until systemd-timesyncd has synchronized
    // it (a board without a clock chip), the face says its time is not set yet.
    if timing == .realtime { options.clock.synchronizedFile = "/run/systemd/timesync/synchronized" }
    options.dataFolder = dataFolder
    options.painterThreads = painterThreads ?? (timing == .realtime ? Self.devicePainterThreads : 0)
    let loop = FrameLoop(options: options, audioOutput: audio, clicksEnabled: resources.clicks)
    loop.display = display
    store = HouseholdStore.install(in: loop, household: resources.household)
    if let mqtt = config.mqtt {
      store.confirmTimeout = mqtt.confirmSeconds
      store.add(MQTTProvider(settings: mqtt))
    }
    if var weather = config.weather {
      weather.temperatureUnit = resources.locale.temperatureUnit
      store.add(WeatherProvider(settings: weather, dataFolder: dataFolder))
    }
    if let calendar = config.calendar {
      store.add(CalendarProvider(settings: calendar, dataFolder: dataFolder) { [unowned loop] in loop.clock.now(frameTime: loop.frameTime.time) })
    }
    if let mpd = config.mpd { store.add(MPDProvider(settings: mpd)) }
    loop.provide(resources.idle)
    loop.provide(resources.locale)
    // Filled in below, once `self` exists: the device's closures call back
    // into the session (weakly: the session holds the device).
    let link = SessionLink()
    let panel = DeviceControl.Panel(
      width: config.panel.width, height: config.panel.height, rotation: config.panel.rotation, refresh: config.panel.refresh)
    device = DeviceControl(
      panel: panel, calibration: config.panel.calibration, clicks: config.clicks, idle: config.idle,
      save: { keyPath, value in
        guard let session = link.session else { return "the session has stopped" }
        return session.saveSetting(keyPath, value)
      },
      about: {
        let display = link.session?.displayDescription() ?? "-"
        // On virtual time the same script gives the same pixels on any machine:
        // the system's facts are not read.
        guard timing == .realtime else {
          return DeviceControl.About(version: "headless run", display: display, addresses: [], freeBytes: nil)
        }
        return DeviceControl.About(
          version: DeviceFacts.version(), display: display, addresses: DeviceFacts.addresses(), freeBytes: DeviceFacts.freeBytes(dataFolder))
      },
      people: { people in
        guard let session = link.session else { return "the session has stopped" }
        return session.saveHousehold(people: people)
      })
    loop.provide(device)
    if let miss = loop.missingResources(for: config.plugins).first {
      throw SessionError(problem: "plugin '\(miss.plugin)' requires \(miss.resource), which this session does not provide")
    }
    loop.add(config.plugins)
    self.config = config
    self.resources = resources
    self.loop = loop
    self.display = display
    self.audio = audio
    link.session = self
    // Scripted and virtual touches arrive in points: no matrix to change.
    if timing == .virtual { liveHooks.calibration = { _ in } }
    if let start { try self.start(at: start) }
  }

  /// The device's way back to its session, which owns it.
  @MainActor final class SessionLink {
    weak var session: Session?
  }

  /// Saves one setting a screen changed into settings.json and reloads once
  /// the frame is over; the problem when the file would not hold.
  func saveSetting(_ keyPath: [String], _ value: JSONValue) -> String? {
    do { try DeviceSettings.save(value, at: keyPath, folder: resources.dataFolder) } catch { return error.description }
    loop.afterFrame { [weak self] in
      guard let self else { return }
      guard let source = reloadSource else {
        Log.warning("\(DeviceSettings.path(in: resources.dataFolder)): \(keyPath.joined(separator: ".")) saved; it applies at the next start")
        return
      }
      reload(from: source, hooks: liveHooks)
    }
    return nil
  }

  /// The household in force with `people` in it (the first recognised),
  /// saved as settings.json's `household` and applied like any setting.
  func saveHousehold(people: [Person]) -> String? {
    guard let first = people.first else { return "a household needs at least one person" }
    let household = householdJSON()
      .setting(.array(people.map(\.json)), at: ["people"])
      .setting(.string(first.id), at: ["recognition", "person"])
    return saveSetting(["household"], household)
  }

  /// The household in force as household.json's JSON: settings.json's, else
  /// the config's household file (photo paths made absolute: settings.json's
  /// resolve against the data folder), else the built-in demo household.
  func householdJSON() -> JSONValue {
    if let settings = try? DeviceSettings.load(folder: resources.dataFolder), case .object(let m) = settings.json,
      let saved = m.first(where: { $0.key == "household" })?.value
    {
      return saved
    }
    if let file = config.householdFile, let text = try? DataFile.readText(file, limit: DataFile.Limit.config, followSymlinks: true),
      let parsed = try? JSONParser.parse(text)
    {
      return parsed.photoPathsAbsolute(folder: String(file[..<(file.lastIndex(of: "/") ?? file.startIndex)]))
    }
    return (try? JSONParser.parse(BuiltInDefaults.householdJSON)) ?? .object([])
  }

  /// Puts `id` on screen as the root.
  public func start(at id: String) throws(SessionError) {
    guard loop.navigator.setRoot(id) else {
      loop.stop()
      throw SessionError(problem: "no screen '\(id)' (known: \(loop.screenIDs.joined(separator: ", ")))")
    }
  }

  /// As many painter threads as a device gets: its cores but the frame thread's.
  public static var devicePainterThreads: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)) - 1) }

  /// A headless session (run, snapshot, bench): off-screen frames at the
  /// panel's logical size, virtual time.
  public static func headless(
    _ config: AppConfig, dataFolder: String, audio: (any AudioOutput)? = nil, start: String?, painterThreads: Int = 0
  ) throws(SessionError) -> Session {
    try Session(
      config: config, timing: .virtual, logicalSize: config.logicalSize, dataFolder: dataFolder,
      display: HeadlessDisplay(), audio: audio ?? SilentOutput(), start: start, painterThreads: painterThreads)
  }

  /// A session on a real display (drm, and the window backend to come): the
  /// display decides the logical size; real time.
  public static func device(
    _ config: AppConfig, logicalSize: (width: Int, height: Int), dataFolder: String, display: any DisplaySink,
    audio: any AudioOutput, start: String?
  ) throws(SessionError) -> Session {
    try Session(
      config: config, timing: .realtime, logicalSize: logicalSize, dataFolder: dataFolder, display: display, audio: audio,
      start: start)
  }

  /// The headless display, when this session has one (scripts and snapshots read it).
  public var headlessDisplay: HeadlessDisplay? { display as? HeadlessDisplay }

  /// Stops the plugins and closes the audio output.
  public func close() {
    loop.stop()
    store.stop()
    loop.audio.close()
  }
}
