public import Basics
public import Canvas
import SystemCalls

/// Where finished frames go: the backends implement it (headless keeps the
/// picture, DRM copies the damage into a scan-out buffer and flips).
@MainActor
public protocol DisplaySink: AnyObject {
  func present(_ frame: Surface, damage: DamageRegion)
}

/// The frame pipeline. One thread runs every frame through five phases:
/// input → events → update → render → present. Nothing damaged and nothing
/// animating means nothing is drawn.
@MainActor
public final class FrameLoop {
  public struct Options: Sendable {
    /// The logical screen in pixels.
    public var pixelSize: (width: Int, height: Int)
    public var refreshHz: Double = 60
    /// Real-time backends enforce the events slice and post overrun events;
    /// headless runs only measure, so results never depend on machine speed.
    public var realtime = false
    public var busCapacity = 4096
    public var cacheBytes = 24 << 20
    /// Threads painting cached pictures beside the frame thread; 0 paints them
    /// inline, so headless runs give the same pixels on any machine.
    public var painterThreads = 0
    public var clock = Clock(.fixed(.demo))
    public var dataFolder = "/tmp"
    public var gestures = GestureThresholds()
    public init(width: Int, height: Int) { pixelSize = (width, height) }
  }

  public let options: Options
  /// Points of the logical screen (1 pt = 1 px at 800 px on the short side).
  public let size: Size
  public let scale: Double
  public let bus: EventBus
  public let navigator = Navigator()
  public let budget: FrameBudget
  public let cache: LayerCache
  public let painter: Painter
  public let audio: AudioAPI
  public let clock: Clock
  public let timers = Timers()
  /// Other threads' way to ask for a frame (the painter's, libmosquitto's).
  public let wake = FrameWake()
  private var wakeListeners: [(owner: String, listener: WakeListener, action: @MainActor () -> Void)] = []
  /// The RAM back buffer every frame is drawn into.
  public let backBuffer: Surface
  public weak var display: (any DisplaySink)?
  public private(set) var frameTime = FrameTime(frame: 0, time: 0, delta: 0)
  /// What the last frame redrew (empty when it drew nothing).
  public private(set) var lastDamage: DamageRegion
  public private(set) var plugins: [(name: String, plugin: any Plugin, manifest: PluginManifest, context: PluginContext)] = []

  private let canvas: Canvas
  private let screenContext: ScreenContext
  private var gestures: GestureRecognizer
  private var animating = true
  /// The two screens' surfaces while a transition runs, lent by the cache
  /// (under its byte budget) and given back when it ends: the cache keeps
  /// them as spares while it has room, since allocating (and faulting in) two
  /// fresh frames at every screen change cost milliseconds on its first frames.
  private var transitionSurfaces: [ObjectIdentifier: Surface] = [:]
  /// The screen the back buffer shows as it last drew it (nil after a
  /// transition's composite): a transition away from it starts from a copy
  /// of the back buffer rather than painting the whole screen again.
  private weak var backBufferScreen: Screen?
  /// A zoom's frames, composed on the painter.
  private let zoomFrames: ZoomFrames
  private var suspended: Set<String> = []
  private var resources: [ObjectIdentifier: any Sendable] = [:]
  /// The top screen when jobs were last sorted (a popped one is in no stack).
  private weak var lastTop: Screen?
  /// The stack when jobs were last sorted: a screen of it that is in no
  /// stack now was popped (held until then, so its pictures can be let go).
  private var lastStack: [Screen] = []
  private var registrations: [PluginRegistration] = []
  /// Overlays over every screen, drawn last, each with whether it is due.
  private var overlayStates: [OverlayState] = []
  private struct OverlayState {
    let overlay: any Overlay
    var due = true
    var timer: (at: Double, token: TimerToken)?
  }
  /// Fingers that came down on an overlay that takes touches, by slot: the
  /// rest of their touch goes to it, never to the screen.
  private var overlayTouches: [Int: any Overlay] = [:]

  public init(options: Options, audioOutput: any AudioOutput, clicksEnabled: Bool = true) {
    self.options = options
    let (w, h) = options.pixelSize
    scale = Double(min(w, h)) / 800
    size = Size(Double(w) / scale, Double(h) / scale)
    bus = EventBus(capacity: options.busCapacity, timeSlice: options.realtime ? 0.002 : nil)
    budget = FrameBudget(refreshHz: options.refreshHz)
    cache = LayerCache(byteBudget: options.cacheBytes)
    painter = Painter(threads: options.painterThreads, cache: cache, wake: wake)
    zoomFrames = ZoomFrames(painter: painter)
    budget.offFrame = { [painter] in painter.inlineSeconds }
    budget.offFrameCPU = { [painter] in painter.inlineCPUSeconds }
    audio = AudioAPI(output: audioOutput, clicksEnabled: clicksEnabled)
    clock = options.clock
    backBuffer = Surface(pixelWidth: w, pixelHeight: h, scale: scale)
    canvas = Canvas(surface: backBuffer)
    lastDamage = DamageRegion(bounds: Rect(size: size))
    gestures = GestureRecognizer(thresholds: options.gestures)
    screenContext = ScreenContext(navigator: navigator, clock: clock, cache: cache, painter: painter, scale: scale)
    navigator.now = { [unowned self] in frameTime.time }
    navigator.resolve = { [unowned self] id in makeScreen(id) }
    navigator.didChange = { [unowned self] old, new in screenChanged(from: old, to: new) }
    navigator.didRename = { [unowned self] screen, old in bus.post(ScreenChanged(from: old, to: screen.id)) }
    bus.onHandlerTimed = { [unowned self] owner, t in budget.addPluginTime(owner, t) }
    audio.now = { [unowned self] in frameTime.time }
  }

  /// Makes a value available to every plugin through `PluginContext.resource`;
  /// plugins already running see the new value from now on.
  public func provide<T: Sendable>(_ value: T) {
    resources[ObjectIdentifier(T.self)] = value
    for p in plugins { p.context.resources = resources }
  }

  /// Whether a value of this type has been provided.
  public func provides(_ requirement: ResourceRequirement) -> Bool { resources[requirement.id] != nil }

  /// What `configured` needs that has not been provided: (plugin, type name).
  public func missingResources(for configured: [ConfiguredPlugin]) -> [(plugin: String, resource: String)] {
    configured.flatMap { c in
      c.registration.requiredResources.filter { !provides($0) }.map { (c.registration.name, $0.typeName) }
    }
  }

  /// Creates and starts the configured plugins, in order. Every resource they
  /// require must have been provided (a session checks first and reports).
  /// The config checks their routes before (`RouteCheck`); here a route that
  /// does not resolve is only logged, so a test may run a plugin without its
  /// neighbours.
  public func add(_ configured: [ConfiguredPlugin]) {
    if let miss = missingResources(for: configured).first {
      fatalError("plugin '\(miss.plugin)' requires \(miss.resource), which was not provided")
    }
    let manifests = plugins.map(\.manifest) + configured.map(\.manifest)
    for problem in RouteCheck.problems(enabled: manifests) { Log.warning(problem) }
    appEntries = manifests.flatMap(\.appEntries)
    for c in configured {
      registrations.append(c.registration)
      let context = makeContext(c.registration.name)
      let plugin = c.registration.make(context, c.settings)
      plugins.append((c.registration.name, plugin, c.manifest, context))
    }
    for p in plugins { budget.attribute(p.name) { p.plugin.start() } }
  }

  private func makeContext(_ name: String) -> PluginContext {
    PluginContext(
      name: name, bus: bus, navigator: navigator, clock: clock, timers: timers,
      dataFolder: options.dataFolder + "/" + name, audio: audio, cache: cache, painter: painter, appEntries: appEntries,
      resources: resources, overlays: (add: { [unowned self] in add(overlay: $0) }, remove: { [unowned self] in remove(overlay: $0) }))
  }

  /// After `provide` replaced `changed` while running: tells the plugins that
  /// require them; returns the names of those that keep their old values until a restart.
  public func resourcesReplaced(_ changed: Set<ResourceRequirement>) -> [String] {
    if !changed.isEmpty { painter.shared = nil }
    return plugins.filter { p in
      let requires = registration(p.name)?.requiredResources ?? []
      return requires.contains(where: changed.contains) && !budget.attribute(p.name) { p.plugin.resourcesReplaced() }
    }.map(\.name)
  }

  /// Hands a running plugin its new settings; false when it cannot take them
  /// without a restart (or is not running).
  public func reconfigure(_ configured: ConfiguredPlugin) -> Bool {
    guard let p = plugins.first(where: { $0.name == configured.registration.name }) else { return false }
    return budget.attribute(p.name) { configured.registration.reconfigure(p.plugin, configured.settings) }
  }

  private func registration(_ name: String) -> PluginRegistration? { registrations.first { $0.name == name } }

  /// Every screen id the plugins can show (with `id:state` entries).
  public var screenIDs: [String] { plugins.flatMap { $0.manifest.screenIDs } }

  /// Every enabled plugin's app entries, in plugin order.
  public private(set) var appEntries: [AppEntry] = []

  public func stop() {
    for p in plugins.reversed() {
      p.plugin.stop()
      for s in p.context.subscriptions { s.cancel() }
    }
    plugins.removeAll()
    painter.stop()
    registrations.removeAll()
  }

  /// True while another frame is needed (animation, transition, damage); the
  /// real-time loop sleeps when it is false.
  public var needsFrame: Bool {
    animating || navigator.isTransitioning || bus.pending > 0 || !afterFrameActions.isEmpty || wake.isPending
      || navigator.visibleScreens.contains { !$0.damage.isEmpty } || overlayStates.contains { $0.due }
      || (options.realtime && FontWarmup.hasPending)
  }

  // MARK: one frame

  /// Runs one frame at `time` with the touches that arrived since the last one.
  /// Returns true if it drew.
  @discardableResult
  public func runFrame(time: Double, touches: [TouchEvent] = []) -> Bool {
    frameTime = FrameTime(frame: frameTime.frame + 1, time: time, delta: max(0, time - frameTime.time))
    screenContext.frameTime = frameTime
    budget.beginFrame()
    // Pictures painted since the last frame arrive first, with their damage;
    // then what other threads woke the loop for (an inbox to read).
    budget.measure(.events) {
      let woken = wake.take()
      painter.deliverFinished()
      if woken { runWakeListeners() }
    }
    budget.measure(.input) { input(touches) }
    budget.measure(.events) { bus.deliverPending() }
    budget.measure(.update) { update() }
    let (screenDamage, damage) = budget.measure(.render) {
      let screen = render()
      return (screen, drawOverlays(over: screen))
    }
    budget.measure(.present) { if !damage.isEmpty { display?.present(backBuffer, damage: damage) } }
    loadFontAhead()
    stockTransitionSurfaces()
    // After everything this frame scheduled: a WAV output renders up to here.
    audio.frameEnded(at: time)
    lastDamage = damage
    if let over = budget.endFrame(drew: !damage.isEmpty, coverage: damage.coverage, screen: shownScreenName(), time: time), options.realtime {
      bus.post(FrameOverrun(frame: frameTime.frame, seconds: over, budget: budget.interval))
    }
    overlaysFrameEnded(screenDrew: !screenDamage.isEmpty)
    runAfterFrame()
    return !damage.isEmpty
  }

  /// Runs `action` at the start of each frame after a `wake()` from another
  /// thread, before the frame's events are delivered (so what it posts shows
  /// in that frame): a provider reads the inbox its thread filled.
  public func whenWoken(owner: String, _ action: @escaping @MainActor () -> Void) -> WakeListener {
    let listener = WakeListener { [weak self] in self?.wakeListeners.removeAll { $0.listener.isCancelled } }
    wakeListeners.append((owner, listener, action))
    return listener
  }

  /// Loads fonts listed for loading ahead (by plugins, or loaded by the
  /// painter) that this thread has not, while this frame has used under an
  /// eighth of its budget (a load takes up to a millisecond here, several
  /// on a Pi: a frame stays well inside a slow core's budget), is not the
  /// first (the sooner that is on the screen the better) and no transition
  /// runs (a person watches those): a screen then finds its fonts loaded on
  /// its first frame.
  private func loadFontAhead() {
    guard frameTime.frame > 1, !navigator.isTransitioning else { return }
    while budget.elapsedInFrame < budget.interval / 8, FontWarmup.hasPending {
      let t0 = budget.now()
      guard FontWarmup.loadNext(scale: scale) else { return }
      budget.addPluginTime(Self.fontsOwner, budget.now() - t0)
    }
  }

  /// Makes a transition's two screen surfaces ahead, on the painter, while
  /// the cache has room for them: the frame that starts a screen change
  /// then finds them made and faulted in (4 MB each at 1280×800, ~1.7 ms
  /// each to fault in) instead of making them. A transition gives them back
  /// as spares when it ends.
  private func stockTransitionSurfaces() {
    guard frameTime.frame > 1, !stocking, navigator.top != nil, !navigator.isTransitioning else { return }
    let (width, height, scale) = (backBuffer.pixelWidth, backBuffer.pixelHeight, scale)
    guard cache.hasRoomForSpare(pixelWidth: width, pixelHeight: height, count: 2) else { return }
    stocking = true
    painter.paint({ Surface(pixelWidth: width, pixelHeight: height, scale: scale, faultedIn: true) }) { [weak self] surface in
      guard let self else { return }
      stocking = false
      cache.stock(surface)
    }
  }

  /// A transition surface is being made ahead.
  private var stocking = false

  /// What the budget counts fonts loaded ahead under.
  static let fontsOwner = "fonts ahead"

  private func runWakeListeners() {
    for l in wakeListeners where !l.listener.isCancelled { budget.attribute(l.owner) { l.action() } }
  }

  private var afterFrameActions: [@MainActor () -> Void] = []

  /// Runs `action` once this frame is over (or at the end of the next one,
  /// when asked between frames): what replaces resources or plugins' settings
  /// (a reload asked for by a screen) must not run while a plugin's handler is
  /// still on the stack.
  public func afterFrame(_ action: @escaping @MainActor () -> Void) { afterFrameActions.append(action) }

  private func runAfterFrame() {
    while !afterFrameActions.isEmpty {
      let actions = afterFrameActions
      afterFrameActions.removeAll()
      for action in actions { action() }
    }
  }

  private func input(_ touches: [TouchEvent]) {
    if !touches.isEmpty { bus.post(UserActivity(time: frameTime.time)) }
    let touches = touches.map(\.bounded).filter { !overlayTook($0) }
    guard let top = navigator.top else {
      for t in touches { screenContext.touches.update(t) }
      return
    }
    budget.attribute(top.owner) {
      for t in touches {
        let consumed = top.deliver(t)
        // A screen that takes raw touches (drawing) keeps them from gestures,
        // but the recogniser still sees the finger lift.
        let events = consumed && t.phase != .up && t.phase != .cancel ? [] : gestures.handle(t)
        if !consumed { for g in events { navigator.top?.gesture(g) } }
      }
      for g in gestures.tick(time: frameTime.time) { navigator.top?.gesture(g) }
    }
  }

  private func update() {
    timers.fire(upTo: frameTime.time) { owner, action in budget.attribute(owner, action) }
    var anyAnimating = false
    for screen in navigator.visibleScreens {
      attachIfNeeded(screen)
      if budget.attribute(screen.owner, { screen.update(frameTime) }) { anyAnimating = true }
    }
    if var t = navigator.transition {
      t.step(frameTime.delta)
      navigator.transition = t
      if t.isFinished(at: frameTime.time) {
        navigator.finishTransition()
        releaseTransitionSurfaces()
        cancelJobsOfHiddenScreens()
        navigator.top?.setNeedsDisplay()
        updateSuspension()
      }
    }
    animating = anyAnimating
  }

  private func render() -> DamageRegion {
    var damage = DamageRegion(bounds: Rect(size: size))
    guard let top = navigator.top else { return damage }
    if let transition = navigator.transition, let outgoing = navigator.outgoing {
      let interval = frameTime.delta > 0 ? frameTime.delta : budget.interval
      switch zoomFrames.frame(
        transition, outgoing: outgoing, incoming: top, time: frameTime.time, interval: interval,
        pixels: (backBuffer.pixelWidth, backBuffer.pixelHeight), scale: scale)
      {
      case .composed(let frame):
        canvas.copy(frame, at: .zero)
        backBufferScreen = nil
        damage.addAll()
        return damage
      case .unchanged:
        return damage
      case .unavailable:
        break
      }
      recycleTransitionSurfaces(keeping: outgoing, top)
      // A crossfade's first frame shows the outgoing screen alone, as the
      // back buffer already does: it is drawn there as on any frame, and the
      // incoming screen is drawn whole into its surface, unseen, ready for
      // the next. Copying the outgoing screen out and back was a third of
      // that frame, on top of the incoming screen's first drawing.
      if transition.showsOnlyOutgoing(at: frameTime.time), backBufferScreen === outgoing, outgoing.size == size {
        _ = renderOffscreen(top)
        return drawDamage(of: outgoing)
      }
      let out = renderOffscreen(outgoing)
      let inc = renderOffscreen(top)
      canvas.withState {
        transition.composite(outgoing: out, incoming: inc, on: canvas, at: frameTime.time)
      }
      backBufferScreen = nil
      damage.addAll()
      return damage
    }
    // A new top screen is wholly damaged: from here on the back buffer is its.
    backBufferScreen = overlayStates.isEmpty ? top : nil
    return drawDamage(of: top)
  }

  /// Draws `screen`'s damage into the back buffer, in whole pixels.
  private func drawDamage(of screen: Screen) -> DamageRegion {
    let damage = screen.damage
    guard !damage.isEmpty else { return damage }
    screen.damage.removeAll()
    canvas.withState {
      canvas.clip(to: damage.rects.map { $0.pixelAligned(scale: scale).scaled(1 / scale) })
      budget.attribute(screen.owner) { screen.draw(canvas) }
    }
    return damage
  }

  /// Draws a screen into its own surface (transitions composite two of them);
  /// only its damage is redrawn. The screen the back buffer shows (the one
  /// a transition leaves) starts as a copy of it: painting it whole again
  /// was most of a transition's first frame.
  private func renderOffscreen(_ screen: Screen) -> Surface {
    let key = ObjectIdentifier(screen)
    let surface: Surface
    if let s = transitionSurfaces[key] {
      surface = s
    } else {
      // Either copy or drawing sets every pixel: screens paint opaquely.
      surface = cache.lend(pixelWidth: backBuffer.pixelWidth, pixelHeight: backBuffer.pixelHeight, scale: scale, cleared: false)
      transitionSurfaces[key] = surface
      if backBufferScreen === screen, overlayStates.isEmpty, screen.size == size {
        Self.copyPixels(of: backBuffer, into: surface)
      } else {
        screen.setNeedsDisplay()
      }
    }
    if !screen.damage.isEmpty {
      let c = Canvas(surface: surface)
      c.clip(to: screen.damage.rects)
      screen.damage.removeAll()
      budget.attribute(screen.owner) { screen.draw(c) }
    }
    return surface
  }

  /// `from`'s pixels into `to` (the same pixel size).
  private static func copyPixels(of from: Surface, into to: Surface) {
    from.withPixels { source, _ in
      to.withPixels { target, _ in target.update(from: source, count: from.byteCount / 4) }
    }
  }

  /// A screen change during a transition leaves the first one's outgoing
  /// screen out of the picture: its surface goes back to the cache (and on to
  /// the new incoming screen), so a transition never holds more than two.
  private func recycleTransitionSurfaces(keeping outgoing: Screen, _ incoming: Screen) {
    let kept = (ObjectIdentifier(outgoing), ObjectIdentifier(incoming))
    for (key, surface) in transitionSurfaces where key != kept.0 && key != kept.1 {
      transitionSurfaces[key] = nil
      cache.giveBack(surface)
    }
  }

  /// The ids of the screens the last frame showed, and the name the budget
  /// counts their frames under ("a→b" while a transition runs): joined only
  /// when they change, not every frame.
  private var shownIDs: (outgoing: String?, top: String?) = (nil, nil)
  private var shownName = ""

  private func shownScreenName() -> String {
    let ids = (outgoing: navigator.outgoing?.id, top: navigator.top?.id)
    if ids != shownIDs {
      shownIDs = ids
      shownName = [ids.outgoing, ids.top].compactMap { $0 }.joined(separator: "→")
    }
    return shownName
  }

  /// Full-screen surfaces held for transitions, in use and kept as spares.
  var transitionSurfaceCount: Int { transitionSurfaces.count + cache.spareCount }

  private func releaseTransitionSurfaces() {
    zoomFrames.reset()
    for surface in transitionSurfaces.values { cache.giveBack(surface) }
    transitionSurfaces.removeAll()
  }

  // MARK: overlays

  /// Gives `t` to the overlay its finger came down on, if any; true when it
  /// took it.
  private func overlayTook(_ t: TouchEvent) -> Bool {
    if let o = overlayTouches[t.slot] {
      if t.phase == .up || t.phase == .cancel { overlayTouches[t.slot] = nil }
      if t.phase == .up, overlays.contains(where: { $0 === o }), o.frame(in: size).contains(t.location) {
        budget.attribute(o.name) { o.tapped(at: t.location) }
      }
      return true
    }
    guard t.phase == .down, let o = overlays.last(where: { $0.takesTouches && $0.frame(in: size).contains(t.location) }) else {
      return false
    }
    overlayTouches[t.slot] = o
    return true
  }

  /// Overlays on screen, bottom first.
  public var overlays: [any Overlay] { overlayStates.map(\.overlay) }

  /// Puts `overlay` over every screen from the next frame on.
  public func add(overlay: any Overlay) {
    guard !overlayStates.contains(where: { $0.overlay === overlay }) else { return }
    overlayStates.append(OverlayState(overlay: overlay))
  }

  /// Takes `overlay` away; the screen redraws what it covered.
  public func remove(overlay: any Overlay) {
    guard let i = overlayStates.firstIndex(where: { $0.overlay === overlay }) else { return }
    overlayStates[i].timer?.token.cancel()
    overlayStates.remove(at: i)
    navigator.top?.setNeedsDisplay(overlay.frame(in: size))
  }

  /// Draws the overlays that are due or that the screen drew under; returns
  /// the frame's whole damage.
  private func drawOverlays(over screenDamage: DamageRegion) -> DamageRegion {
    var damage = screenDamage
    for i in overlayStates.indices {
      let o = overlayStates[i].overlay
      let rect = o.frame(in: size)
      guard overlayStates[i].due || screenDamage.rects.contains(where: { $0.intersects(rect) }) else { continue }
      overlayStates[i].due = false
      canvas.withState {
        canvas.clip(rect.pixelAligned(scale: scale).scaled(1 / scale))
        budget.attribute(o.name) { o.draw(canvas, in: rect) }
      }
      damage.add(rect)
    }
    return damage
  }

  private func overlaysFrameEnded(screenDrew: Bool) {
    for i in overlayStates.indices {
      let o = overlayStates[i].overlay
      switch o.frameEnded(budget.lastFrame, screenDrew: screenDrew, time: frameTime.time) {
      case .no: break
      case .nextFrame: overlayStates[i].due = true
      case .at(let t):
        if let pending = overlayStates[i].timer, pending.at == t { break }
        overlayStates[i].timer?.token.cancel()
        // The timer only wakes the loop: that frame's figures decide.
        let token = timers.schedule(at: t, owner: o.name) { [unowned self] in
          if let j = overlayStates.firstIndex(where: { $0.overlay === o }) { overlayStates[j].timer = nil }
        }
        overlayStates[i].timer = (t, token)
      }
    }
  }

  // MARK: screens and plugins

  private func makeScreen(_ id: String) -> Screen? {
    let base = id.split(separator: ":", maxSplits: 1).first.map(String.init) ?? id
    for p in plugins where p.manifest.screenIDs.contains(where: { $0 == base || $0 == id }) {
      guard let screen = p.plugin.makeScreen(id: base) else { continue }
      screen.owner = p.name
      attachIfNeeded(screen)
      if base != id {
        let state = String(id.dropFirst(base.count + 1))
        if !screen.apply(snapshotState: state) { Log.warning("screen '\(base)' has no state '\(state)'") }
      }
      return screen
    }
    return nil
  }

  private func attachIfNeeded(_ screen: Screen) {
    if screen.context == nil || screen.size != size { screen.attach(size: size, context: screenContext) }
  }

  private func screenChanged(from old: Screen?, to new: Screen) {
    old?.disappear()
    attachIfNeeded(new)
    new.setNeedsDisplay()
    new.appear()
    gestures.reset()
    painter.stackChanged(navigator.stack)
    bus.post(ScreenChanged(from: old?.id, to: new.id))
    if navigator.transition == nil {
      releaseTransitionSurfaces()
      cancelJobsOfHiddenScreens()
    }
    updateSuspension()
  }

  /// A screen that went away (popped, or covered) no longer needs its
  /// pictures painted; one popped no longer needs its big pictures kept.
  private func cancelJobsOfHiddenScreens() {
    let visible = Set(navigator.visibleScreens.map(ObjectIdentifier.init))
    for screen in navigator.stack where !visible.contains(ObjectIdentifier(screen)) { painter.cancelJobs(of: screen) }
    if let last = lastTop, !visible.contains(ObjectIdentifier(last)) { painter.cancelJobs(of: last) }
    lastTop = navigator.top
    let stacked = Set(navigator.stack.map(ObjectIdentifier.init))
    for screen in lastStack where !stacked.contains(ObjectIdentifier(screen)) { painter.screenGone(screen) }
    lastStack = navigator.stack
  }

  /// Plugins with no visible screen are suspended; visible ones resumed.
  private func updateSuspension() {
    let visible = Set(navigator.visibleScreens.map(\.owner))
    for p in plugins {
      if visible.contains(p.name), suspended.contains(p.name) {
        suspended.remove(p.name)
        p.plugin.resume()
      } else if !visible.contains(p.name), !suspended.contains(p.name) {
        suspended.insert(p.name)
        p.plugin.suspend()
      }
    }
  }

  // MARK: what scripts and tests ask

  /// The element `id` on an overlay, the top screen or, failing those, any
  /// visible screen.
  public func element(_ id: String) -> Element? {
    for o in overlays.reversed() { if let e = o.elements(in: size).first(where: { $0.id == id }) { return e } }
    for s in navigator.visibleScreens.reversed() { if let e = s.element(id) { return e } }
    return nil
  }

  /// A state value: `screen` (the top screen's id), or what an overlay or a
  /// screen exposes.
  public func state(_ key: String) -> String? {
    switch key {
    case "screen": return navigator.topID
    case "navigator.depth": return String(navigator.stack.count)
    case "bus.refused": return String(bus.refused)
    case "audio.clicks": return String(audio.clicksPlayed)
    case "audio.notes": return String(audio.notesPlayed)
    default:
      for o in overlays.reversed() { if let v = o.state(key) { return v } }
      for s in navigator.stack.reversed() { if let v = s.state(key) { return v } }
      return nil
    }
  }

  /// Plugins currently suspended (tests read this).
  public var suspendedPlugins: Set<String> { suspended }
}

extension Rect {
  func scaled(_ s: Double) -> Rect { Rect(x: x * s, y: y * s, width: width * s, height: height * s) }
}
