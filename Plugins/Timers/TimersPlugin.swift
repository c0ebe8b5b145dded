public import Basics
import HomeModel
public import Runtime
import SystemCalls

/// Kitchen timers (screen `timers`): several named timers at a glance, each
/// started from a preset button or by another plugin over the bus (the
/// Recipe's "Start 5:00 timer" posts `StartKitchenTimer`). They run whatever
/// screen shows; when one ends, a chime, a click and a banner over any screen
/// that a tap dismisses. Kept in `DATA/timers/timers.json` across a restart.
public final class TimersPlugin: Plugin {
  public static let manifest = PluginManifest(
    name: "timers",
    settings: [TimersSettings.doc],
    screens: [.timers],
    snapshotStates: ["timers:kitchen", "timers:done"],
    appEntries: [AppEntry(name: "timers", title: "Timers", route: .timers, icon: "timer", colors: [0xFFB340, 0xF2711C])],
    elements: [
      ElementDeclaration("timers.close", on: "timers"),
      ElementDeclaration("timers.preset.0", on: "timers"),
      // A card's buttons are there once a timer runs.
      ElementDeclaration("timers.0.pause", on: "timers", prefix: "tap @timers.preset.0\nwait 0.5"),
      ElementDeclaration("timers.0.add", on: "timers", prefix: "tap @timers.preset.0\nwait 0.5"),
      ElementDeclaration("timers.0.cancel", on: "timers", prefix: "tap @timers.preset.0\nwait 0.5"),
    ],
    stateKeys: [
      StateKeyDeclaration("timers.count", on: "timers"), StateKeyDeclaration("timers.0", on: "timers"),
      StateKeyDeclaration("timers.banner", on: "timers"),
    ],
    benchScenarios: [
      // Four cards counting down, their digits rolling every second.
      BenchScenario(name: "timers-counting", screen: "timers:kitchen"),
      // A card added and cancelled twice a second: the grid reflowing.
      BenchScenario(name: "timers-adding", screen: "timers") { nav, t in
        guard t.frame % 30 == 0, let screen = nav.top as? TimersScreen else { return }
        screen.plugin.benchStep(frame: t.frame)
      },
    ])

  public static func settings(from section: ConfigNode?) throws(ConfigError) -> TimersSettings {
    try TimersSettings.decode(section)
  }

  /// The clock in the corner follows the locale.
  public static let requiredResources = [ResourceRequirement(DisplayLocale.self)]

  let context: PluginContext
  private(set) var settings: TimersSettings
  /// Oldest first: the order of the cards.
  private(set) var timers: [KitchenTimer] = []
  private var endTokens: [String: TimerToken] = [:]
  private var nextNumber = 1
  private lazy var banner = TimerBanner(plugin: self)
  private var bannerShown = false
  /// The cards on screen, told when the list changes.
  weak var screen: TimersScreen?
  /// `DATA/timers/timers.json`.
  var path: String { context.dataFolder + "/timers.json" }
  var locale: DisplayLocale { context.required(DisplayLocale.self) }

  public init(context: PluginContext, settings: TimersSettings) {
    self.context = context
    self.settings = settings
  }

  public func reconfigure(_ settings: TimersSettings) -> Bool {
    self.settings = settings
    screen?.listChanged()
    return true
  }

  public func start() {
    load()
    context.subscribe(StartKitchenTimer.self) { [unowned self] e in start(id: e.id, name: e.name, seconds: e.seconds) }
    context.subscribe(CancelKitchenTimer.self) { [unowned self] e in remove(id: e.id, announce: false) }
    context.subscribe(ResetSession.self) { [unowned self] _ in removeAll() }
  }

  public func stop() {
    for token in endTokens.values { token.cancel() }
    context.hide(banner)
  }

  // MARK: changes

  /// Starts a timer (again, when `id` is there), or refuses with only the
  /// click when all cards are taken.
  func start(id: String? = nil, name: String, seconds: Double) {
    guard !seconds.isNaN else { return }
    let id = id ?? nextID()
    let timer = KitchenTimer(
      id: id, name: String(name.prefix(TimerFile.longestName)),
      state: .running(endsAt: context.time + min(max(seconds, 1), KitchenTimer.longest)))
    if let i = timers.firstIndex(where: { $0.id == id }) {
      timers[i] = timer
    } else {
      guard timers.count < TimerFile.capacity else { return }
      timers.append(timer)
    }
    changed()
  }

  func startPreset(_ index: Int) {
    context.audio.click()
    guard settings.presets.indices.contains(index) else { return }
    let p = settings.presets[index]
    start(name: p.name, seconds: p.seconds)
  }

  func togglePause(_ index: Int) {
    context.audio.click()
    guard timers.indices.contains(index) else { return }
    timers[index].toggle(at: context.time)
    changed()
  }

  func addMinute(_ index: Int) {
    context.audio.click()
    guard timers.indices.contains(index) else { return }
    timers[index].add(60, at: context.time)
    changed()
  }

  func cancel(_ index: Int) {
    context.audio.click()
    guard timers.indices.contains(index) else { return }
    remove(id: timers[index].id, announce: true)
  }

  /// Takes the timer away; `announce` tells whoever started it (a cancel that
  /// came over the bus needs no answer).
  private func remove(id: String, announce: Bool) {
    guard timers.contains(where: { $0.id == id }) else { return }
    timers.removeAll { $0.id == id }
    if announce { context.post(KitchenTimerRemoved(id: id)) }
    changed()
  }

  private func removeAll() {
    guard !timers.isEmpty else { return }
    timers.removeAll()
    changed()
  }

  /// The banner was tapped: every ended timer has been seen.
  func dismissBanner() {
    context.audio.click()
    for i in timers.indices { timers[i].acknowledged = true }
    changed()
  }

  private func nextID() -> String {
    while timers.contains(where: { $0.id == "t\(nextNumber)" }) { nextNumber += 1 }
    defer { nextNumber += 1 }
    return "t\(nextNumber)"
  }

  /// After every change: the end timers, the banner, the cards and the file.
  private func changed(save: Bool = true) {
    scheduleEnds()
    updateBanner()
    screen?.listChanged()
    if save { self.save() }
  }

  // MARK: ends

  /// One frame-time timer per running kitchen timer, at its end.
  private func scheduleEnds() {
    for token in endTokens.values { token.cancel() }
    endTokens.removeAll()
    for t in timers {
      guard case .running(let end) = t.state else { continue }
      let id = t.id
      endTokens[id] = context.after(max(0, end - context.time)) { [unowned self] in ended(id) }
    }
  }

  private func ended(_ id: String) {
    guard let i = timers.firstIndex(where: { $0.id == id }), timers[i].isRunning else { return }
    timers[i].state = .ended(wallTime: context.wallTime, whileOff: false)
    timers[i].acknowledged = false
    // A panel the screen-power policy turned off comes back on for the banner.
    context.post(ScreenWakeRequested())
    chime()
    context.audio.click()
    changed()
  }

  /// A rising four-note chime, twice, on the soft piano.
  private func chime() {
    let now = context.time
    for (round, offset) in [0.0, 1.2].enumerated() {
      for (i, pitch) in [84, 88, 91, 96].enumerated() {
        context.audio.play(
          Note(pitch: pitch, instrument: .softPiano, velocity: round == 0 ? 0.7 : 0.6, length: .medium, time: now + offset + Double(i) * 0.14))
      }
    }
  }

  /// Ended timers not yet dismissed, oldest first: what the banner names.
  var unacknowledged: [KitchenTimer] { timers.filter { $0.isEnded && !$0.acknowledged } }

  private func updateBanner() {
    let due = unacknowledged
    if due.isEmpty {
      if bannerShown { context.hide(banner) }
      bannerShown = false
    } else {
      banner.show(due)
      if !bannerShown { context.show(banner) }
      bannerShown = true
    }
  }

  // MARK: the file

  private func load() {
    let (time, wall) = (context.time, context.wallTime)
    let loaded = TimerFile.format.load(
      path, consequence: "the timers start empty",
      decode: { (c: DataFormat.Content) throws(ConfigError) in try TimerFile.decode(c, frameTime: time, wallTime: wall) },
      encode: { TimerFile.encode($0, frameTime: time, wallTime: wall) })
    if let saved = loaded.value {
      timers = saved
      changed(save: false)
    }
  }

  private func save() {
    let text = TimerFile.encode(timers, frameTime: context.time, wallTime: context.wallTime)
    do { try TimerFile.format.save(text, to: path) } catch {
      Log.warning("could not keep the kitchen timers: \(error)")
    }
  }

  // MARK: states, for tests and snapshots

  /// "Pasta running 9:58", "Eggs paused 4:12", "Tea ended", "Tea ended while off".
  func summary(_ index: Int) -> String {
    guard timers.indices.contains(index) else { return "none" }
    let t = timers[index]
    switch t.state {
    case .running: return "\(t.name) running \(KitchenTimer.clock(t.remaining(at: context.time)))"
    case .paused(let left): return "\(t.name) paused \(KitchenTimer.clock(left))"
    case .ended(_, let off): return "\(t.name) ended" + (off ? " while off" : "")
    }
  }

  /// The snapshot states' timers (not saved: a snapshot leaves the data folder as it was).
  func seed(_ state: String) -> Bool {
    let now = context.time
    switch state {
    case "kitchen":
      timers = [
        KitchenTimer(id: "t1", name: "Pasta", state: .running(endsAt: now + 462)),
        KitchenTimer(id: "t2", name: "Eggs", state: .paused(remaining: 252)),
        KitchenTimer(id: "recipe.step.1", name: "Simmer the soup", state: .running(endsAt: now + 1185)),
        KitchenTimer(id: "t3", name: "Bread", state: .running(endsAt: now + 3725)),
      ]
    case "done":
      timers = [
        KitchenTimer(id: "t1", name: "Pasta", state: .running(endsAt: now + 462)),
        KitchenTimer(id: "t2", name: "Tea", state: .ended(wallTime: context.wallTime, whileOff: false), acknowledged: false),
      ]
    default: return false
    }
    changed(save: false)
    return true
  }

  /// The bench's "adding" scenario: a preset on, then off, in turn.
  func benchStep(frame: Int) {
    if frame / 30 % 2 == 0 { startPreset(frame / 60 % max(1, settings.presets.count)) } else if !timers.isEmpty { cancel(timers.count - 1) }
  }

  public func makeScreen(id: String) -> Screen? {
    Self.manifest.route(id) == .timers ? TimersScreen(plugin: self) : nil
  }
}
