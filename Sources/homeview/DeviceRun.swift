import Backends
import Canvas
import Glibc
import HomeModel
import HomeViewSession
import Runtime

/// `homeview` on the drm backend: the real-time loop. One thread polls the
/// card's fd (flip events), libinput's fd and a timer (poll's timeout); a frame
/// runs when one is needed and the display has a free buffer, so frames are
/// paced by flip completion; with nothing to do it sleeps.
@MainActor
enum DeviceRun {
  static func run(_ args: Arguments, _ config: AppConfig, source: ConfigSource) -> Int32 {
    // SIGINT/SIGTERM stop the loop, SIGUSR1 logs the frame and flip figures,
    // SIGHUP reloads the config, settings and household.
    installRunSignals()
    let origin = MonotonicClock.seconds()
    func now() -> Double { MonotonicClock.seconds() - origin }
    // Under systemd: READY=1, STATUS= lines and the watchdog (nothing outside it).
    let service = ServiceWatch(ServiceNotifier(), now: now())

    let display = DRMDisplay(settings: config.drm, rotation: config.panel.rotation)
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

    var fingers = Set<Int>()
    var lastScreen = loop.navigator.topID
    var firstFrame = true
    let interval = 1 / config.panel.refresh
    let flipPatience = 0.5

    func take(_ got: (touches: [TouchEvent], actions: [LibinputTouch.Action])) {
      for e in got.touches {
        if e.phase == .down { fingers.insert(e.slot) }
        if e.phase == .up || e.phase == .cancel { fingers.remove(e.slot) }
      }
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
    while !stopRequested.load(ordering: .relaxed) {
      if reportRequested.exchange(false, ordering: .relaxed) { Log.info("stats:\n" + report(loop, display)) }
      if reloadRequested.exchange(false, ordering: .relaxed) {
        // systemd shows the unit reloading until READY=1 again.
        service.notifier.reloading()
        session.reload(from: source, hooks: hooks)
        service.notifier.reloaded()
      }
      let t = now()
      // Pinged once per turn of this loop: a frame stuck in a plugin stops the
      // pings and systemd restarts the service.
      service.ping(now: t)
      let civil = loop.clock.now(frameTime: t)
      power.update(session.config.idle, minuteOfDay: civil.hour * 60 + civil.minute, now: t)
      // A timer that falls due (a plugin's timeout, the overlay's next reading) wants a frame.
      let timerDue = loop.timers.nextDeadline.map { t >= $0 } ?? false
      let wanted = firstFrame || !touches.isEmpty || loop.needsFrame || !fingers.isEmpty || timerDue
      if display.canTakeFrame && wanted && (t >= nextFrameAt || !touches.isEmpty) {
        firstFrame = false
        // The latest input goes into this frame: a finger lifted while the last
        // frame was drawing must not be seen as still down (a tap taken for a long press).
        if let input { take(input.read()) }
        let drew = loop.runFrame(time: t, touches: touches)
        touches.removeAll()
        nextFrameAt = drew ? 0 : t + interval
        if loop.navigator.topID != lastScreen {
          lastScreen = loop.navigator.topID
          Log.info("screen: \(lastScreen ?? "-")")
        }
        if service.notifier.isReady { service.report(loop, now: t) }
        continue
      }

      var fds: [pollfd] = []
      if let fd = display.fileDescriptor { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
      if let input { fds.append(pollfd(fd: input.fileDescriptor, events: Int16(POLLIN), revents: 0)) }
      var deadline: Double?
      deadline = display.retryDeadline ?? display.nextHealthCheck
      if let since = display.flipPendingSince { deadline = min(deadline ?? .infinity, since + flipPatience) }
      if display.canTakeFrame && wanted { deadline = min(deadline ?? .infinity, nextFrameAt) }
      deadline = min(deadline ?? .infinity, service.nextPing)
      let minute = loop.clock.secondsToNextMinute(frameTime: t) ?? 60
      deadline = min(deadline ?? .infinity, power.nextCheck(session.config.idle, now: t, secondsToNextMinute: minute))
      if let timer = loop.timers.nextDeadline { deadline = min(deadline ?? .infinity, max(timer, nextFrameAt)) }
      let timeout = deadline.map { Int32((max(0, min(60, $0 - t)) * 1000).rounded(.up)) } ?? -1
      _ = poll(&fds, nfds_t(fds.count), timeout)

      for p in fds where p.revents != 0 {
        if p.fd == display.fileDescriptor {
          if p.revents & Int16(POLLIN) != 0 { display.dispatchEvents() }
          if p.revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0 { display.lose("the card's fd hung up", now: now()) }
        } else if let input, p.fd == input.fileDescriptor {
          take(input.read())
        }
      }
      let after = now()
      if let since = display.flipPendingSince, after - since > flipPatience { display.flipTimedOut() }
      if let retry = display.retryDeadline, after >= retry { display.connect(now: after) }
      if display.isShowing, after >= display.nextHealthCheck { display.checkHealth(now: after) }
    }
    service.notifier.stopping()
    session.close()
    if args.stats { print(report(loop, display)) }
    return 0
  }

  /// The device session at the display's logical size, plugins started,
  /// `start` on screen (nil, with the message logged, when it cannot start).
  static func makeSession(
    _ config: AppConfig, transform: PanelTransform, display: DRMDisplay, audio: any AudioOutput, start: String
  ) -> Session? {
    do {
      return try Session.device(
        config, logicalSize: (transform.logicalWidth, transform.logicalHeight), dataFolder: dataFolder(config), display: display,
        audio: audio, start: start)
    } catch {
      Log.error(error.description)
      return nil
    }
  }

  static func report(_ loop: FrameLoop, _ display: DRMDisplay) -> String {
    loop.budget.report() + "\n" + display.report()
  }

  /// The configured data folder (`--data` over the config), made if missing;
  /// where it cannot be made, a temporary one for this run, saying so.
  static func dataFolder(_ config: AppConfig) -> String {
    let folder = config.dataFolder
    if DataFile.makeFolders(folder) { return folder }
    let why = String(cString: strerror(errno))
    let temp = TemporaryFolder()?.path ?? "/tmp"
    Log.warning("\(folder): cannot create the data folder (\(why)); using \(temp) for this run")
    return temp
  }

  /// Sleeps until `deadline` (a signal cuts it short).
  static func sleepUntil(_ deadline: Double, now: () -> Double) {
    let left = deadline - now()
    guard left > 0 else { return }
    _ = poll(nil, 0, Int32((left * 1000).rounded(.up)))
  }
}
