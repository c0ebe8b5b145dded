import Backends
import Canvas
import Glibc
import HomeModel
import HomeViewSession
import Runtime
import SystemCalls

/// `homeview` on the drm backend: the real-time loop. One thread polls the
/// card's fd (flip events), libinput's fd and a timer (poll's timeout); a frame
/// runs when one is needed and the display has a free buffer, so frames are
/// paced by flip completion; with nothing to do it sleeps.
@MainActor
enum DeviceRun {
  static func run(_ args: RunOptions, _ config: AppConfig, source: ConfigSource) -> Int32 {
    // SIGINT/SIGTERM stop the loop, SIGUSR1 logs the frame and flip figures,
    // SIGHUP reloads the config, settings and household.
    installRunSignals()
    let origin = MonotonicClock.seconds()
    func now() -> Double { MonotonicClock.seconds() - origin }
    // Under systemd: READY=1, STATUS= lines and the watchdog (nothing outside it).
    let service = ServiceWatch(ServiceNotifier(), now: now())

    let display = DRMSupervisor(settings: config.drm, rotation: config.panel.rotation)
    // The screens are laid out for the display's size: wait for one. Waiting
    // for a panel is not a failed start: the service is ready, and says why
    // nothing shows; the wait pings the watchdog.
    while !display.connect(now: now()) {
      if stopRequested.load(ordering: .relaxed) { return 0 }
      service.notifier.ready(status: "waiting for a display")
      service.ping(now: now())
      sleepUntil(min(display.retryDeadline ?? now() + 1, service.nextPing), now: now)
    }
    let transform = display.transform!

    // The sound card, on the frame loop's clock (silent, saying why once, without one).
    let audio = AudioOutputs.speaker(device: config.audioDevice, frameTimeOrigin: origin, voiceCap: config.voiceCap)
    guard let session = makeSession(config, transform: transform, display: display, audio: audio, start: config.start) else {
      audio.close()
      return 2
    }
    let loop = session.loop
    if args.overlay || config.overlay { loop.add(overlay: BudgetOverlay(budget: loop.budget.interval)) }
    Log.info("screen: \(loop.navigator.topID ?? "-")")

    var touches: [TouchEvent] = []
    let input = LibinputTouch(
      settings: config.input, transform: transform, calibration: TouchCalibration(config.panel.calibration),
      scale: loop.scale, timeOrigin: origin)
    input?.trace = args.traceInput
    // What a reload may change while running: the touch matrix, the sound card.
    var hooks = LiveSettingHooks()
    hooks.calibration = { input?.calibration = TouchCalibration($0) }
    // The voice cap, not the session, goes into the hook (a release build
    // refuses to send the session into the closure).
    let voiceCap = session.config.voiceCap
    hooks.audioDevice = { AudioOutputs.card(device: $0, frameTimeOrigin: origin, voiceCap: voiceCap) }
    // Settings and calibration changes made on the screen reload the same way as SIGHUP.
    session.reloadSource = source
    session.liveHooks = hooks
    session.displayDescription = { "drm: \(display.outputDescription)" }
    // The panel's power at night and when idle (backlight; the display too
    // where the backend can). The connector is the second word of the output's
    // description (card, connector, mode).
    let connector = display.outputDescription.split(separator: " ").dropFirst().first.map(String.init)
    let power = ScreenPower(backlight: Backlight.choose(config.idle.backlight, connector: connector), now: now())
    // Off in the sleep window means the display itself too: the CRTC goes inactive.
    power.display = { display.setDisplayActive($0) }
    // An alert (a timer ending, the doorbell) wakes a dark panel.
    let wakeSubscription = loop.bus.subscribe(ScreenWakeRequested.self, owner: "screen power") { _ in power.wake(now: now()) }
    defer { wakeSubscription.cancel() }
    // A finger that woke the panel taps nothing until every finger has lifted.
    var waking = false
    // libinput queues the devices it found at start without waking its fd.
    if let input { touches += input.read().touches }

    display.onFlip = { _ in
      guard display.flips == 1 else { return }
      // The first frame is on the panel: ready (or, after a wait for a display, the new status).
      let status = service.status(loop)
      service.notifier.ready(status: status)
      service.notifier.status(status)
      let boot = display.firstFlipSinceBoot.map { "\(fmt($0, decimals: 2)) s after kernel start, " } ?? ""
      let exec = ProcessStats.secondsSinceExec().map { "\(Int(($0 * 1000).rounded())) ms after exec" } ?? ""
      Log.info("drm: first frame on screen: \(boot)\(exec)")
    }

    // The panel's fingers, dark screen or not (the loop sees only what it is given).
    var fingers = TouchSlots()
    var lastScreen = loop.navigator.topID
    var firstFrame = true
    let interval = 1 / config.panel.refresh
    let flipPatience = 0.5

    func take(_ got: (touches: [TouchEvent], actions: [LibinputTouch.Action])) {
      for e in got.touches { fingers.update(e) }
      if !got.touches.isEmpty, power.touched(now: now()) { waking = true }
      if waking {
        if fingers.isEmpty { waking = false }
      } else if display.isShowing {
        // Touches on a dark screen are not meant for it.
        touches += got.touches
      }
      for a in got.actions where a == .back { loop.navigator.back() }
    }

    // When a frame drew nothing (a held finger, an animation between
    // changes) the next one waits a refresh interval, in poll, so input still
    // flows; a frame that drew is paced by its flip instead.
    var nextFrameAt = 0.0
    // The frame loop's wake (painter and providers' threads) in the poll set;
    // readable means a frame is wanted, which takes the wake and empties it.
    let wakeFD = loop.wake.fileDescriptor >= 0 ? FileDescriptor(rawValue: loop.wake.fileDescriptor) : nil
    var wokenInPoll = false

    // The loop's own deadlines are loop timers in the frame loop's queue: one
    // queue, one earliest deadline for poll. Each re-arms itself at the
    // deadline its owner names then, so a display lost or found in between
    // is looked at on time.
    let timers = loop.timers
    func watchDisplay() {
      timers.schedule(at: display.retryDeadline ?? display.nextHealthCheck, owner: "drm", lane: .loop) {
        let t = now()
        if let retry = display.retryDeadline {
          if t >= retry { display.connect(now: t) }
        } else if t >= display.nextHealthCheck {
          display.checkHealth(now: t)
        }
        watchDisplay()
      }
    }
    // A flip that never reports back is given up on after `flipPatience`.
    var watchedFlip: (since: Double, token: TimerToken)?
    func watchFlip() {
      guard display.flipPendingSince != watchedFlip?.since else { return }
      watchedFlip?.token.cancel()
      watchedFlip = display.flipPendingSince.map { since in
        (since, timers.schedule(at: since + flipPatience, owner: "drm", lane: .loop) { display.flipTimedOut() })
      }
    }
    // Pinged from the queue at the top of each turn: a frame stuck in a plugin
    // stops the pings and systemd restarts the service.
    func watchdog() {
      guard service.nextPing.isFinite else { return }
      timers.schedule(at: service.nextPing, owner: "watchdog", lane: .loop) {
        service.ping(now: now())
        watchdog()
      }
    }
    // The panel's power looks again when its policy may change its mind (the
    // next minute: the sleep window's edges; the idle deadline). A touch, an
    // alert or a reload can bring that moment forward: re-armed then.
    var powerCheck: (at: Double, token: TimerToken)?
    func checkPower() {
      let t = now()
      let civil = loop.clock.now(frameTime: t)
      power.update(session.config.idle, minuteOfDay: civil.hour * 60 + civil.minute, now: t)
    }
    func watchPower(now t: Double) {
      let minute = loop.clock.secondsToNextMinute(frameTime: t) ?? 60
      let at = power.nextCheck(session.config.idle, now: t, secondsToNextMinute: minute)
      // Later than armed: the armed one looks early and arms the later one.
      if let armed = powerCheck?.at, at >= armed - 0.001 { return }
      powerCheck?.token.cancel()
      powerCheck = (at, timers.schedule(at: at, owner: "screen power", lane: .loop) {
        powerCheck = nil
        checkPower()
      })
    }
    checkPower()
    watchDisplay()
    watchdog()

    while !stopRequested.load(ordering: .relaxed) {
      if reportRequested.exchange(false, ordering: .relaxed) { Log.info("stats:\n" + report(loop, display)) }
      if reloadRequested.exchange(false, ordering: .relaxed) {
        // systemd shows the unit reloading until READY=1 again.
        service.notifier.reloading()
        session.reload(from: source, hooks: hooks)
        service.notifier.reloaded()
        checkPower()
      }
      let t = now()
      timers.fireLoopTimers(upTo: t)
      watchFlip()
      watchPower(now: t)
      // A timer that falls due (a plugin's timeout, the overlay's next reading) wants a frame.
      let timerDue = timers.earliestDeadline(.frame).map { t >= $0 } ?? false
      // Another thread's news (a painted picture, an MQTT message) wakes the
      // loop's poll and is taken in the next frame's events phase.
      let wanted = firstFrame || !touches.isEmpty || loop.needsFrame || !fingers.isEmpty || timerDue || wokenInPoll
      if display.canTakeFrame && wanted && (t >= nextFrameAt || !touches.isEmpty) {
        firstFrame = false
        // The latest input goes into this frame: a finger lifted while the last
        // frame was drawing must not be seen as still down (a tap taken for a long press).
        if let input { take(input.read()) }
        let drew = loop.runFrame(time: t, touches: touches)
        touches.removeAll()
        wokenInPoll = false
        nextFrameAt = drew ? 0 : t + interval
        if loop.navigator.topID != lastScreen {
          lastScreen = loop.navigator.topID
          Log.info("screen: \(lastScreen ?? "-")")
        }
        if service.notifier.isReady { service.report(loop, now: t) }
        continue
      }

      let card = display.fileDescriptor
      let watched = [card, input?.fileDescriptor, wakeFD].compactMap { $0 }
      var deadline = timers.earliestDeadline(.loop)
      if display.canTakeFrame && wanted { deadline = min(deadline ?? .infinity, nextFrameAt) }
      // A frame timer is due in a frame, and frames keep their pace.
      if let timer = timers.earliestDeadline(.frame) { deadline = min(deadline ?? .infinity, max(timer, nextFrameAt)) }
      let happened = Poll.wait(watched, timeout: deadline.map { $0 - t })
      if let card, let events = happened[card] {
        if events.contains(.readable) { display.dispatchEvents() }
        if !events.isDisjoint(with: .hungUp) { display.lose("the card's fd hung up", now: now()) }
      }
      if let input, happened[input.fileDescriptor] != nil { take(input.read()) }
      if let wakeFD, happened[wakeFD] != nil { wokenInPoll = true }
    }
    service.notifier.stopping()
    session.close()
    if args.stats { print(report(loop, display)) }
    return 0
  }

  /// The device session at the display's logical size, plugins started,
  /// `start` on screen (nil, with the message logged, when it cannot start).
  static func makeSession(
    _ config: AppConfig, transform: PanelTransform, display: DRMSupervisor, audio: any AudioOutput, start: String,
    dataFolder folder: String? = nil
  ) -> Session? {
    do {
      return try Session.device(
        config, logicalSize: (transform.logicalWidth, transform.logicalHeight), dataFolder: folder ?? dataFolder(config), display: display,
        audio: audio, start: start)
    } catch {
      Log.error(error.description)
      return nil
    }
  }

  static func report(_ loop: FrameLoop, _ display: DRMSupervisor) -> String {
    loop.budget.report() + "\n" + display.report()
  }

  /// The configured data folder (`--data` over the config), made if missing;
  /// where it cannot be made, a temporary one for this run, saying so.
  static func dataFolder(_ config: AppConfig) -> String {
    let folder = config.dataFolder
    if DataFile.makeFolders(folder) { return folder }
    let why = SystemCallError("mkdir", path: folder)
    let temp = TemporaryFolder()?.path ?? "/tmp"
    Log.warning("cannot create the data folder (\(why)); using \(temp) for this run")
    return temp
  }

  /// Sleeps until `deadline` (a signal cuts it short).
  static func sleepUntil(_ deadline: Double, now: () -> Double) {
    Poll.sleep(deadline - now())
  }
}
