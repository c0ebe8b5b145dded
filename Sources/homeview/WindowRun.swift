import Backends
import Canvas
import Glibc
import HomeViewSession
import Runtime
import SystemCalls

/// `homeview --backend window`: the screens in a desktop window, for developing
/// them on a laptop. The same session as the device (real time, the `system`
/// clock unless the config names another, sound through ALSA); the mouse is a
/// finger. F5 (and SIGHUP) call the one reload: a bad file keeps what runs and
/// says why in the window and the log. F12 writes a snapshot, F1 toggles the
/// frame-budget overlay, Escape is back.
@MainActor
enum WindowRun {
  static func run(_ args: RunOptions, _ config: AppConfig, source: ConfigSource) -> Int32 {
    // SIGINT/SIGTERM stop the run, SIGUSR1 logs the frame figures, SIGHUP reloads.
    installRunSignals()
    let origin = MonotonicClock.seconds()
    func now() -> Double { MonotonicClock.seconds() - origin }

    let (width, height) = config.logicalSize
    let window: WindowDisplay
    do { window = try WindowDisplay(panelWidth: width, panelHeight: height, title: "HomeView") } catch {
      Log.error("window: \(error.problem)")
      return 2
    }
    defer { window.close() }
    let audio = AudioOutputs.speaker(device: config.audioDevice, frameTimeOrigin: origin, voiceCap: config.voiceCap)
    var session: Session
    do {
      session = try Session.device(
        config, logicalSize: (width, height), dataFolder: DeviceRun.dataFolder(config), display: window, audio: audio,
        start: config.start)
    } catch {
      Log.error(error.description)
      audio.close()
      return 2
    }
    defer { session.close() }
    // Changes made on the screens (Settings) reload from the same files.
    session.reloadSource = source
    session.displayDescription = { "window" }
    var loop: FrameLoop { session.loop }
    window.scale = loop.scale
    Log.info(window.summary)

    var overlay: BudgetOverlay?
    func toggleOverlay() {
      if let o = overlay {
        loop.remove(overlay: o)
        overlay = nil
      } else {
        // A fresh one each time: its first reading sums only its own frames.
        let o = BudgetOverlay(budget: loop.budget.interval)
        loop.add(overlay: o)
        overlay = o
      }
    }
    if args.overlay || config.overlay { toggleOverlay() }

    var lastScreen: String?
    func screenChanged() {
      guard loop.navigator.topID != lastScreen else { return }
      lastScreen = loop.navigator.topID
      Log.info("screen: \(lastScreen ?? "-")")
      window.setTitle("HomeView: \(lastScreen ?? "-")")
    }
    screenChanged()

    // F5: the one reload. What it refuses stays in a notice until a reload
    // succeeds; what it cannot apply to running plugins (a household most of
    // them read at start) restarts the session in place: same window, data
    // folder and screen, so the change shows at once.
    var notice: NoticeOverlay?
    func restart() {
      let screen = loop.navigator.topID ?? session.config.start
      var fresh = source
      fresh.settingsFolder = .fixed(session.resources.dataFolder)
      fresh.commandLine.dataFolder = session.config.dataFolder
      let next: Session
      do {
        let config = try fresh.load()
        do {
          next = try Session.device(
            config, logicalSize: (width, height), dataFolder: session.resources.dataFolder, display: window, audio: session.audio,
            start: screen)
        } catch {
          next = try Session.device(
            config, logicalSize: (width, height), dataFolder: session.resources.dataFolder, display: window, audio: session.audio,
            start: config.start)
        }
      } catch {
        Log.error("reload: restarting the session: \(error)")
        return
      }
      // The old session's plugins stop; the audio output carries on in the new one.
      session.loop.stop()
      next.reloadSource = source
      next.displayDescription = { "window" }
      session = next
      window.scale = loop.scale
      if overlay != nil {
        overlay = nil
        toggleOverlay()
      }
      lastScreen = nil
      Log.info("reload: restarted the session at '\(loop.navigator.topID ?? "-")' for what running plugins cannot take")
      screenChanged()
    }
    func reload() {
      var hooks = LiveSettingHooks()
      // A value, not the session (a var the hook must not capture).
      let voiceCap = session.config.voiceCap
      hooks.audioDevice = { AudioOutputs.card(device: $0, frameTimeOrigin: origin, voiceCap: voiceCap) }
      let report = session.reload(from: source, hooks: hooks)
      if let n = notice {
        loop.remove(overlay: n)
        notice = nil
      }
      if let refused = report.refused {
        let n = NoticeOverlay(title: "Reload failed: still showing the last good state", message: refused.description)
        loop.add(overlay: n)
        notice = n
      } else if !report.needsRestart.isEmpty {
        restart()
      }
    }

    let outFolder = args.out ?? "out"
    var snapshots = 0
    func snapshot() {
      guard DataFile.makeFolders(outFolder) else {
        Log.error("snapshot: cannot create the folder (\(SystemCallError("mkdir", path: outFolder)))")
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
        case .toggleOverlay: toggleOverlay()
        case .quit: quit = true
        }
      }
    }

    // Frames run at the refresh rate while something moves or a finger is
    // down; with nothing to do the loop sleeps in SDL's event wait until input
    // or the next timer.
    let interval = 1 / config.panel.refresh
    var nextFrameAt = 0.0
    var firstFrame = true
    // SDL waits in its own event queue, not in poll: each wake of the frame
    // loop (painter, providers' threads) posts an event there. A restart
    // makes a new loop, which is forwarded to at the top of each turn.
    var forwardedWake: FrameWake?
    while !quit && !stopRequested.load(ordering: .relaxed) {
      if reportRequested.exchange(false, ordering: .relaxed) { Log.info("stats:\n" + report(loop, window)) }
      if reloadRequested.exchange(false, ordering: .relaxed) { reload() }
      if forwardedWake !== loop.wake {
        forwardedWake?.forward(to: nil)
        loop.wake.forward(to: window.wakeFromAnyThread)
        forwardedWake = loop.wake
      }
      let t = now()
      let timerDue = loop.timers.nextDeadline.map { t >= $0 } ?? false
      // Another thread's news (a painted picture, an MQTT message) is taken
      // in the next frame; its wake also ends SDL's wait (`forward` below).
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
      // Idle, the wait still wakes twice a second for the signals' flags.
      var deadline = wanted ? nextFrameAt : t + 0.5
      if let timer = loop.timers.nextDeadline { deadline = min(deadline, max(timer, nextFrameAt)) }
      take(window.events(waiting: max(0.001, deadline - t), time: now()))
    }
    forwardedWake?.forward(to: nil)
    if args.stats { print(report(loop, window)) }
    return 0
  }

  static func report(_ loop: FrameLoop, _ window: WindowDisplay) -> String {
    loop.budget.report() + "\n" + window.summary + "; \(window.presentedFrames) presents uploaded \(window.uploadedPixels) pixels"
  }
}
