import Backends
import Canvas
import Glibc
import Runtime

/// `homeview --backend window`: the screens in a desktop window, for developing
/// them on a laptop. Real time, the `system` clock unless the config names
/// another, sound through ALSA as on the device; the mouse is a finger. F5
/// reloads the config and household (a bad file keeps what runs and says why
/// in the window and the log), F12 writes a snapshot, F1 shows the overlay.
@MainActor
enum WindowRun {
  static func run(_ args: Arguments, _ startConfig: AppConfig) -> Int32 {
    // SIGINT/SIGTERM stop the run, SIGUSR1 logs the frame figures.
    installRunSignals()
    let origin = MonotonicClock.seconds()
    func now() -> Double { MonotonicClock.seconds() - origin }

    var config = startConfig
    let (width, height) = HeadlessSession.logicalSize(config, args)
    let audio = AudioOutputs.speaker(device: config.audioDevice, frameTimeOrigin: origin, voiceCap: config.voiceCap)
    defer { audio.close() }
    // One data folder for the whole run: a reload keeps what the user made.
    let data = DeviceRun.dataFolder(args, config)
    guard var loop = makeLoop(config, args, data: data, audio: audio, start: args.start ?? config.start) else { return 2 }
    let window: WindowDisplay
    do { window = try WindowDisplay(panelWidth: width, panelHeight: height, scale: loop.scale, title: "HomeView") } catch {
      Log.error("window: \(error.problem)")
      loop.stop()
      return 2
    }
    defer { window.close() }
    loop.display = window
    Log.info(window.summary)

    // The budget overlay, while shown: a fresh one per session, so its first
    // reading sums only that session's frames.
    var overlay: BudgetOverlay?
    var notice: NoticeOverlay?
    func showOverlay(on loop: FrameLoop) {
      let o = BudgetOverlay(budget: loop.budget.interval)
      loop.add(overlay: o)
      overlay = o
    }
    if args.overlay || config.overlay { showOverlay(on: loop) }

    let outFolder = args.out ?? "out"
    var snapshots = 0
    var lastScreen: String?
    func screenChanged() {
      guard loop.navigator.topID != lastScreen else { return }
      lastScreen = loop.navigator.topID
      Log.info("screen: \(lastScreen ?? "-")")
      window.setTitle("HomeView: \(lastScreen ?? "-")")
    }
    screenChanged()

    /// F5: re-reads the config (and the household it names); applies it by
    /// rebuilding the session at the screen on top, or keeps everything and
    /// says what is wrong.
    func reload() {
      let screen = loop.navigator.topID ?? config.start
      let fresh: AppConfig
      do { fresh = try AppConfig.locate(args.config, registry: PluginRegistry.all) } catch {
        Log.error("reload: \(error.description) (kept the running state)")
        if let n = notice { loop.remove(overlay: n) }
        notice = NoticeOverlay(title: "Reload failed: still showing the last good state", message: error.description)
        loop.add(overlay: notice!)
        return
      }
      guard let next = makeLoop(fresh, args, data: data, audio: audio, start: screen) ?? makeLoop(fresh, args, data: data, audio: audio, start: fresh.start)
      else {
        Log.error("reload: \(fresh.file): no screen to show (kept the running state)")
        return
      }
      loop.stop()
      loop = next
      config = fresh
      loop.display = window
      notice = nil
      if overlay != nil { showOverlay(on: loop) }
      lastScreen = nil
      Log.info("reload: \(fresh.file): applied")
      screenChanged()
    }

    func snapshot() {
      guard DataFile.makeFolders(outFolder) else {
        Log.error("snapshot: \(outFolder): cannot create the folder (\(String(cString: strerror(errno))))")
        return
      }
      snapshots += 1
      let path = "\(outFolder)/\(loop.navigator.topID ?? "screen")-\(snapshots).png"
      do {
        try window.writePNG(to: path)
        Log.info("snapshot: \(path)")
      } catch {
        Log.error("snapshot: \(error)")
      }
    }

    var touches: [TouchEvent] = []
    var quit = false
    func take(_ got: (touches: [TouchEvent], actions: [WindowDisplay.Action])) {
      touches += got.touches
      for a in got.actions {
        switch a {
        case .back: loop.navigator.back()
        case .reload: reload()
        case .snapshot: snapshot()
        case .quit: quit = true
        case .toggleOverlay:
          if let o = overlay {
            loop.remove(overlay: o)
            overlay = nil
          } else {
            showOverlay(on: loop)
          }
        }
      }
    }

    // Frames run at the refresh rate while something moves or a finger is
    // down; with nothing to do the loop sleeps in SDL's event wait until input
    // or the next timer.
    let interval = 1 / config.panel.refresh
    var nextFrameAt = 0.0
    var firstFrame = true
    while !quit && !stopRequested.load(ordering: .relaxed) {
      if reportRequested.exchange(false, ordering: .relaxed) { Log.info("stats:\n" + report(loop, window)) }
      let t = now()
      let timerDue = loop.timers.nextDeadline.map { t >= $0 } ?? false
      let wanted = firstFrame || !touches.isEmpty || loop.needsFrame || timerDue || !window.activeSlots.isEmpty
      if wanted && t >= nextFrameAt {
        firstFrame = false
        // The latest input goes into this frame.
        take(window.events(waiting: 0, time: t))
        loop.runFrame(time: t, touches: touches)
        touches.removeAll()
        nextFrameAt = t + interval
        screenChanged()
        continue
      }
      var deadline = wanted ? nextFrameAt : t + 0.25
      if let timer = loop.timers.nextDeadline { deadline = min(deadline, max(timer, nextFrameAt)) }
      take(window.events(waiting: max(0.001, deadline - t), time: now()))
    }
    loop.stop()
    if args.stats { print(report(loop, window)) }
    return 0
  }

  static func report(_ loop: FrameLoop, _ window: WindowDisplay) -> String {
    loop.budget.report() + "\n" + window.summary + "; \(window.presentedFrames) presents uploaded \(window.uploadedPixels) pixels"
  }

  /// A real-time frame loop at the window's logical size, plugins started,
  /// `start` on screen (nil, with a message, when no plugin shows it).
  static func makeLoop(_ config: AppConfig, _ args: Arguments, data: String, audio: any AudioOutput, start: String) -> FrameLoop? {
    let (w, h) = HeadlessSession.logicalSize(config, args)
    var options = FrameLoop.Options(width: w, height: h)
    options.refreshHz = config.panel.refresh
    options.realtime = true
    options.cacheBytes = config.cacheMegabytes << 20
    options.clock = Clock(config.clock ?? .system)
    options.dataFolder = data
    let loop = FrameLoop(options: options, audioOutput: audio, clicksEnabled: config.clicks)
    if let household = config.household { loop.provide(household) }
    loop.provide(config.idle)
    loop.add(config.plugins)
    guard loop.navigator.setRoot(start) else {
      Log.error("no screen '\(start)' (known: \(loop.screenIDs.joined(separator: ", ")))")
      loop.stop()
      return nil
    }
    return loop
  }
}
