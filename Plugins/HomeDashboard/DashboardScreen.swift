import Basics
import Canvas
import HomeModel
import HouseholdStore
import Runtime
import Synchronization
import Widgets

/// The dashboard: four pages side by side that slide with the finger (grid,
/// Bedroom Air, Living Room Lamp, All Accessories) under a fixed close button. Values come from
/// the plugin's store; the screen keeps only what it is animating (rolling
/// digits, the lock's icon, the lights' fill, the lamp's level) and marks only
/// what moved.
final class DashboardScreen: Screen {
  unowned let plugin: HomeDashboardPlugin
  var pager: Pager
  var metrics = DashboardLayout(size: .zero)
  /// The close button, fixed over the pages.
  let chrome = Controls()
  /// Each page's controls, in page-local points.
  let controls: [Controls] = DashboardPage.allCases.map { _ in Controls() }

  var temperature: RollingNumber?
  var airTarget: RollingNumber?
  var lampPercent = RollingNumber(0, duration: 0.2)
  /// The lamp's fill, 0…1: follows the finger, springs to the value after.
  var lampLevel = Spring(value: 0, response: 0.3, dampingFraction: 1)
  var locked = true
  var lockChanged = -Double.infinity
  var lightsOn = false
  /// 0 (glass) … 1 (warm yellow).
  var lightsFill = Tween(from: 0, to: 0, start: 0, duration: 0)
  var shownMinute: Int?
  /// What each rolling number touches: the boxes of the number it rolls from
  /// and the one it rolls to. Only these are redrawn while it rolls.
  var temperatureRect = Rect.zero
  var airRect = Rect.zero
  var lampRect = Rect.zero
  /// While the pages slide, each is drawn once into its own picture and the
  /// pictures are moved: a slide then costs two copies a frame. A picture is
  /// a surface lent by the layer cache (counted in its budget), given back
  /// when the pager comes to rest or the screen goes away: kept, a page's
  /// 4 MB would push the home's layers out of the cache; given back, it stays
  /// a spare the next slide borrows instead of mapping 4 MB of new pages.
  var pagePictures: [DashboardPage: Surface] = [:]
  /// What changed on a pictured page since its picture was drawn (a shadow
  /// landing, a digit rolling): drawn again into the picture when it is next
  /// shown, only there, instead of the whole page.
  var pagePictureDamage: [DashboardPage: [Rect]] = [:]
  /// The "All accessories" page: its tiles, how far they are scrolled, what
  /// each shows now, and a lamp's brightness before a tap turned it off.
  var all = AllAccessories()
  var allScroll = 0.0
  var allShown: [String: AllTileLook] = [:]
  var allLampLevels: [String: Int] = [:]
  /// The air page's shadows are asked of the painter once the grid has
  /// rested a moment (not in the frames that bring it in, nor in a crossfade's).
  var airShadowsAsked = false
  static let airShadowsAfter = 0.3

  enum DragMode {
    case none
    case pager
    case thermostat(start: Int)
    case lamp(start: Double)
    case allScroll(start: Double)
  }
  var dragMode = DragMode.none

  /// Less of a sliding page than this share of the width shows: it is drawn, not pictured.
  static let sliver = 0.25
  static let lockDuration = 0.35
  static let lightsDuration = 0.3

  init(plugin: HomeDashboardPlugin, page: DashboardPage) {
    self.plugin = plugin
    pager = Pager(pageCount: DashboardPage.allCases.count, pageWidth: 1, page: page.rawValue)
    super.init(id: page.screenID)
  }

  // MARK: the accessories each part shows

  var store: HouseholdStore { plugin.store }
  var thermostat: Accessory? { store.tile(.thermostat) }
  var air: Accessory? { store.tile(.airConditioner) }
  var lamp: Accessory? { store.tile(.lamp) }
  var lock: Accessory? { store.tile(.lock) }
  var lights: Accessory? { store.tile(.lights) }

  var page: DashboardPage { DashboardPage(rawValue: pager.page) ?? .grid }

  // MARK: layout

  override func layout() {
    dropPagePictures()
    metrics = DashboardLayout(size: size)
    pager = Pager(pageCount: DashboardPage.allCases.count, pageWidth: size.width, page: pager.page)
    chrome.removeAll()
    chrome.add("dashboard.close", metrics.close) { [unowned self] in plugin.close() }
    for c in controls { c.removeAll() }
    let grid = controls[DashboardPage.grid.rawValue]
    grid.add("dashboard.down", metrics.thermostatDown) { [unowned self] in stepTemperature(-1) }
    grid.add("dashboard.up", metrics.thermostatUp) { [unowned self] in stepTemperature(1) }
    grid.add("dashboard.lock", metrics.lockTile) { [unowned self] in toggle(lock) }
    grid.add("dashboard.lights", metrics.lightsTile) { [unowned self] in toggle(lights) }
    // With a doorbell in the household, the intercom tile opens its camera.
    if plugin.doorbell.isKnown { grid.add("dashboard.doorbell", metrics.intercomTile) { [unowned self] in plugin.doorbell.open() } }
    let airControls = controls[DashboardPage.air.rawValue]
    airControls.add("dashboard.air.down", metrics.airDown) { [unowned self] in stepAir(-1) }
    airControls.add("dashboard.air.up", metrics.airUp) { [unowned self] in stepAir(1) }
    // A tap on the lamp turns it off, or back on at its fixture brightness.
    controls[DashboardPage.lamp.rawValue].add("dashboard.lamp", metrics.lampSlider) { [unowned self] in
      guard let lamp, case .brightness(let b) = lamp.value else { return }
      var on = 35.0
      if let f = store.fixture?.fixture.first(where: { $0.id == lamp.id }), case .brightness(let fb) = f.value, fb > 0 { on = Double(fb) }
      plugin.change(lamp.id, to: b > 0 ? 0 : on)
      plugin.click()
    }
    layoutAll()
    sync(at: now, animated: false)
    // The numbers' boxes at this size (a change re-measures them).
    temperatureRect = numberBox(temperature?.value, style: temperatureStyle, center: metrics.temperatureCenter)
    airRect = airBox(airTarget?.value)
    lampRect = lampBox(lampPercent.value)
  }

  /// Where page `p` sits on screen now (whole pixels, so its cached layer stays sharp).
  func pageX(_ p: DashboardPage) -> Double {
    let x = Double(p.rawValue) * size.width - pager.scrollOffset
    let scale = context?.scale ?? 1
    return (x * scale).rounded() / scale
  }

  /// Marks `rect` of page `p` for redraw, if that page shows.
  func damage(_ rect: Rect, on p: DashboardPage) {
    if pagePictures[p] != nil { pagePictureDamage[p, default: []].append(rect.insetBy(-2, -2)) }
    let x = pageX(p)
    guard x < size.width, x + size.width > 0 else { return }
    setNeedsDisplay(rect.offsetBy(x, 0).insetBy(-2, -2))
  }

  // MARK: actions

  func stepTemperature(_ delta: Int) {
    guard let t = thermostat, case .thermostat(let v, let range) = t.value, range.contains(v + delta) else { return }
    plugin.change(t.id, to: Double(v + delta))
    plugin.click()
    sync(at: now)
  }

  func stepAir(_ delta: Int) {
    guard let a = air, case .climate(_, let v, _, _, let range) = a.value, range.contains(v + delta) else { return }
    plugin.change(a.id, to: Double(v + delta))
    plugin.click()
    sync(at: now)
  }

  func toggle(_ accessory: Accessory?) {
    guard let a = accessory, let v = a.primaryValue else { return }
    plugin.change(a.id, to: v == 0 ? 1 : 0)
    plugin.click()
    sync(at: now)
  }

  /// The lamp's fill set to `level` (0…1) by a finger; the brightness follows in
  /// whole percent. Saved when the finger lifts (`final`).
  func setLampLevel(_ level: Double, final: Bool) {
    guard let lamp else { return }
    let l = min(max(level, 0), 1)
    let before = lampLevel.value
    if final { lampLevel.target = (l * 100).rounded() / 100 } else { lampLevel.reset(to: l) }
    damageLampFill(from: before, to: l)
    plugin.change(lamp.id, to: l * 100, save: final)
    sync(at: now)
  }

  var now: Double { context?.time ?? 0 }

  // MARK: keeping the picture in step with the store

  /// Compares what is shown with the store: a changed value rolls, flips or
  /// fills, and only its own rect is marked.
  func sync(at t: Double, animated: Bool = true) {
    // The store's values in their own unit, shown in the locale's.
    if let th = thermostat, case .thermostat(let f, _) = th.value, case let v = th.shown(f, plugin.locale), v != temperature?.value {
      let from = temperature?.value
      if animated, var r = temperature { r.set(v, at: t); temperature = r } else { temperature = RollingNumber(v) }
      temperatureRect = numberBox(from, style: temperatureStyle, center: metrics.temperatureCenter)
        .union(numberBox(v, style: temperatureStyle, center: metrics.temperatureCenter))
      damage(temperatureRect, on: .grid)
    }
    if let a = air, case .climate(_, let f, _, _, _) = a.value, case let v = a.shown(f, plugin.locale), v != airTarget?.value {
      let from = airTarget?.value
      if animated, var r = airTarget { r.set(v, at: t); airTarget = r } else { airTarget = RollingNumber(v) }
      airRect = airBox(from).union(airBox(v))
      damage(airRect, on: .air)
    }
    if let l = lamp, case .brightness(let b) = l.value, b != lampPercent.value {
      let from = lampPercent.value
      if animated { lampPercent.set(b, at: t) } else { lampPercent = RollingNumber(b, duration: 0.2) }
      if case .lamp = dragMode {} else { lampLevel.target = Double(b) / 100 }
      if !animated { lampLevel.reset(to: Double(b) / 100) }
      lampRect = lampBox(from).union(lampBox(b))
      damage(lampRect, on: .lamp)
    }
    if let l = lock, case .locked(let v) = l.value, v != locked {
      locked = v
      lockChanged = animated ? t : -.infinity
      damage(metrics.lockTile, on: .grid)
    }
    if let l = lights, case .on(let v) = l.value, v != lightsOn {
      lightsOn = v
      let from = lightsFill.value(at: t)
      lightsFill = Tween(from: from, to: v ? 1 : 0, start: t, duration: animated ? Self.lightsDuration : 0, easing: .easeOut)
      damage(metrics.lightsTile, on: .grid)
    }
    syncAll()
  }

  func damageLampFill(from a: Double, to b: Double) {
    let h = size.height
    let y0 = h * (1 - max(a, b)), y1 = h * (1 - min(a, b))
    // Only the band the edge swept: the number marks its own box when it changes.
    damage(Rect(x: 0, y: y0 - 2, width: size.width, height: y1 - y0 + 4), on: .lamp)
  }

  // MARK: the big numbers

  var temperatureStyle: TextStyle { Self.numberStyles(metrics).temperature }
  var airStyle: TextStyle { Self.numberStyles(metrics).air }
  var lampStyle: TextStyle { Self.numberStyles(metrics).lamp }

  /// The rolling numbers' styles (the grid's temperature, the air's target,
  /// the lamp's brightness) for a layout.
  nonisolated static func numberStyles(_ metrics: DashboardLayout) -> (temperature: TextStyle, air: TextStyle, lamp: TextStyle) {
    (numberStyle(metrics.temperatureSize, .white), numberStyle(metrics.airNumberSize, .white), numberStyle(metrics.lampNumberSize, .black))
  }

  /// Rounded bold numerals, tracked a little tight (SF Rounded's look).
  nonisolated static func numberStyle(_ size: Double, _ color: Color) -> TextStyle {
    TextStyle(family: "Quicksand", weight: .bold, size: size, tracking: -0.02 * size, color: color)
  }

  /// Where a number sits when its digits' ink is centred on `center`: the line
  /// box its digits roll within. An outgoing digit is drawn where its
  /// successor goes and may be the wider of the two: the box reaches right by
  /// the widest digit's lead over the narrowest. `margin` (units) leaves
  /// room at the sides for what is drawn round the digits (a shadow).
  func numberBox(_ value: Int?, style: TextStyle, center: Point, margin: Double = 4) -> Rect {
    let text = TextLayout(value.map(String.init) ?? "--", style: style)
    let (digit, lead) = Self.digits(style)
    let m = margin * metrics.u
    return Rect(
      x: center.x - text.size.width / 2 - m, y: center.y - digit.midY, width: text.size.width + 2 * m + lead, height: text.size.height)
  }

  /// A style's digit ink ("0"'s) and the widest digit's lead over the
  /// narrowest, measured once per style, on whichever thread asks first:
  /// each number's box and draw needs them, and eleven text layouts a
  /// number cost the first frames most (a fifth of the dashboard's first).
  nonisolated static func digits(_ style: TextStyle) -> (ink: Rect, lead: Double) {
    if let known = digitMetrics.withLock({ $0[style] }) { return known }
    let measured = measureDigits(style)
    digitMetrics.withLock { $0[style] = measured }
    return measured
  }

  /// Unhinted, text measures alike on every thread: the painter's figures
  /// are the frame thread's.
  nonisolated static func measureDigits(_ style: TextStyle) -> (ink: Rect, lead: Double) {
    let widths = (0...9).map { TextLayout(String($0), style: style).size.width }
    return (TextLayout("0", style: style).inkBounds, (widths.max() ?? 0) - (widths.min() ?? 0))
  }

  nonisolated private static let digitMetrics = Mutex<[TextStyle: (ink: Rect, lead: Double)]>([:])

  /// Has the painter measure the numbers' digits for a dashboard of `size`
  /// (a painter job of a few milliseconds), ahead of its first frame.
  static func measureDigitsAhead(size: Size, painter: Painter) {
    let styles = numberStyles(DashboardLayout(size: size))
    painter.paint({ for style in [styles.temperature, styles.air, styles.lamp] { _ = digits(style) } }, done: {})
  }

  /// The lamp's "35%", left-aligned at its origin.
  func lampBox(_ value: Int) -> Rect {
    Rect(origin: metrics.lampNumberOrigin, size: TextLayout("\(value)%", style: lampStyle).size).insetBy(-4 * metrics.u, 0)
  }

  override func appear() {
    sync(at: now, animated: false)
    askAirShadowsWhenRested()
  }

  /// Asks for the air page's shadows once the grid has rested a moment: not
  /// while the crossfade that brings it in still runs (measuring the words
  /// costs a frame ~10 M instructions the first time, on top of the
  /// crossfade's own two full-screen composites), nor once a swipe has begun.
  private func askAirShadowsWhenRested() {
    guard !airShadowsAsked else { return }
    _ = plugin.context.after(Self.airShadowsAfter) { [weak self] in
      guard let self, !airShadowsAsked, context != nil, page == .grid, !pager.isMoving else { return }
      if plugin.context.navigator.isTransitioning {
        askAirShadowsWhenRested()
        return
      }
      airShadowsAsked = true
      warmAirShadows()
    }
  }

  override func disappear() { dropPagePictures() }

  override func update(_ time: FrameTime) -> Bool {
    let t = time.time
    var animating = false
    // The pages slide: everything on screen moves.
    if pager.isMoving {
      let shown = pageX(.grid)
      pager.step(time.delta)
      // The pages stand on whole pixels: the spring's tail moves them less
      // than one a frame.
      if !pager.isMoving || pageX(.grid) != shown { setNeedsDisplay() }
      animating = true
    } else if !pagePictures.isEmpty {
      dropPagePictures()
    }
    // Each animation marks its own rect, one frame past its end so it lands exactly.
    let settle = 2 * max(time.delta, 1.0 / 60)
    if let r = temperature, r.isAnimating(at: t - settle) {
      damage(temperatureRect, on: .grid)
      animating = true
    }
    if let r = airTarget, r.isAnimating(at: t - settle) {
      damage(airRect, on: .air)
      animating = true
    }
    if lampPercent.isAnimating(at: t - settle) {
      damage(lampRect, on: .lamp)
      animating = true
    }
    if !lampLevel.isSettled {
      let before = lampLevel.value
      lampLevel.step(time.delta)
      damageLampFill(from: before, to: lampLevel.value)
      animating = true
    }
    if t - settle < lockChanged + Self.lockDuration {
      damage(metrics.lockTile, on: .grid)
      animating = true
    }
    if !lightsFill.isFinished(at: t - settle) {
      damage(metrics.lightsTile, on: .grid)
      animating = true
    }
    // The clock's hands and the air page's time change at the minute.
    if let c = context?.now {
      let minute = c.hour * 60 + c.minute
      if minute != shownMinute {
        if shownMinute != nil {
          damage(metrics.clockTile, on: .grid)
          damage(Rect(x: size.width / 2, y: 0, width: size.width / 2, height: metrics.pageContentTop), on: .air)
        }
        shownMinute = minute
      }
    }
    return animating
  }

  // MARK: touch

  /// The page under a screen point, and the point in that page's coordinates.
  func local(_ p: Point) -> (DashboardPage, Point) {
    let index = Int(saturating: ((p.x + pager.scrollOffset) / max(size.width, 1)).rounded(.down))
    let page = DashboardPage(rawValue: min(max(index, 0), DashboardPage.allCases.count - 1)) ?? .grid
    return (page, Point(p.x - pageX(page), p.y))
  }

  override func touch(_ e: TouchEvent) -> Bool {
    if let r = chrome.track(e) { setNeedsDisplay(r) }
    let (p, point) = local(e.location)
    if let r = controls[p.rawValue].track(TouchEvent(slot: e.slot, phase: e.phase, location: point, time: e.time)) {
      damage(r, on: p)
    }
    return false
  }

  override func gesture(_ gesture: Gesture) {
    switch gesture {
    case .tap(let p):
      if chrome.handleTap(at: p) { return }
      let (page, point) = local(p)
      controls[page.rawValue].handleTap(at: point)
    case .drag(let d):
      drag(d)
    case .longPress, .swipe:
      // Paging follows the drag itself (its velocity decides a flick).
      break
    }
  }

  func drag(_ d: Drag) {
    let u = metrics.u
    if d.phase == .began {
      let vertical = abs(d.translation.y) > abs(d.translation.x)
      let (page, start) = local(d.start)
      if vertical, page == .grid, metrics.thermostatTile.contains(start), let th = thermostat, case .thermostat(let v, _) = th.value {
        dragMode = .thermostat(start: v)
      } else if vertical, page == .lamp, metrics.lampSlider.contains(start) {
        dragMode = .lamp(start: lampLevel.value)
      } else if vertical, page == .all, allMaxScroll > 0 {
        dragMode = .allScroll(start: allScroll)
      } else if vertical {
        dragMode = .none
      } else {
        dragMode = .pager
      }
    }
    switch dragMode {
    case .none: break
    case .pager:
      pager.handle(d)
      setNeedsDisplay()
    case .thermostat(let start):
      // One degree for every 18 pt the finger travels: up is warmer.
      guard let th = thermostat, case .thermostat(let v, let range) = th.value else { break }
      let target = min(max(start + Int(saturating: (-d.translation.y / (18 * u)).rounded(.towardZero)), range.lowerBound), range.upperBound)
      let ended = d.phase == .ended || d.phase == .cancelled
      if target != v || ended {
        plugin.change(th.id, to: Double(target), save: ended)
        if target != v { plugin.click() }
        sync(at: now)
      }
    case .lamp(let start):
      // The whole screen height is 0…100 %.
      let ended = d.phase == .ended || d.phase == .cancelled
      setLampLevel(start - d.translation.y / size.height, final: ended)
    case .allScroll(let start):
      scrollAll(to: start - d.translation.y)
    }
    if d.phase == .ended || d.phase == .cancelled { dragMode = .none }
  }

  // MARK: what scripts see

  override var elements: [Element] {
    let x = pageX(page)
    return chrome.elements + controls[page.rawValue].elements.map { Element($0.id, $0.frame.offsetBy(x, 0)) }
  }

  override func state(_ key: String) -> String? {
    switch key {
    case "dashboard.page": return page.screenID
    case "dashboard.scroll": return String(Int(pager.scrollOffset.rounded()))
    case "dashboard.temperature":
      guard case .thermostat(let v, _)? = thermostat?.value else { return nil }
      return String(v)
    case "dashboard.air.target":
      guard case .climate(_, let v, _, _, _)? = air?.value else { return nil }
      return String(v)
    case "dashboard.lamp.brightness", "dashboard.lamp":
      guard case .brightness(let v)? = lamp?.value else { return nil }
      return String(v)
    case "dashboard.locked":
      guard case .locked(let v)? = lock?.value else { return nil }
      return String(v)
    case "dashboard.lights":
      guard case .on(let v)? = lights?.value else { return nil }
      return v ? "on" : "off"
    case "dashboard.all.count": return String(all.tiles.count)
    case "dashboard.all.areas": return all.sections.map(\.area).joined(separator: ",")
    default:
      // `dashboard.all.<accessory id>`: what its tile on the all page says.
      guard key.hasPrefix("dashboard.all."), let a = store.accessory(String(key.dropFirst("dashboard.all.".count))),
        all.tiles.contains(where: { $0.accessoryID == a.id })
      else { return nil }
      return allLook(a).state
    }
  }

  override func apply(snapshotState: String) -> Bool {
    guard snapshotState == "lights-on", let l = lights else { return false }
    plugin.change(l.id, to: 1)
    sync(at: now, animated: false)
    return true
  }

  // MARK: drawing

  override func draw(_ canvas: Canvas) {
    // Pulled past the first or last page, the pages leave a strip bare: paint
    // it black, or what the frame before had there would stay.
    let pages = DashboardPage.allCases
    if let first = pages.first, let last = pages.last, pageX(first) > 0 || pageX(last) + size.width < size.width {
      canvas.fill(bounds, Color.black)
    }
    for p in pages {
      let x = pageX(p)
      guard x < size.width, x + size.width > 0 else { continue }
      let shown = min(x + size.width, size.width) - max(x, 0)
      if pager.isMoving, shown >= size.width * Self.sliver || pagePictures[p] != nil {
        // Every page covers its whole rect opaquely: its picture's pixels are put in place, not blended.
        canvas.copy(pagePicture(p, scale: canvas.scale), at: Point(x, 0))
      } else if pager.isMoving {
        // A page the spring's overshoot shows a sliver of is drawn where it
        // shows, each frame: a whole picture of it would cost more than the
        // few frames it shows. Every page is opaque and stands on whole
        // pixels, so this is the picture's pixels.
        canvas.withState {
          canvas.clip(Rect(x: max(x, 0), y: 0, width: shown, height: size.height))
          canvas.translate(x, 0)
          drawPage(p, canvas)
        }
      } else {
        canvas.withState {
          canvas.translate(x, 0)
          drawPage(p, canvas)
        }
      }
    }
    RoundButton.draw(canvas, icon: .xmark, in: metrics.close, style: .grey, pressed: chrome.pressedID == "dashboard.close")
  }

  func drawPage(_ p: DashboardPage, _ canvas: Canvas) {
    switch p {
    case .grid: drawGrid(canvas)
    case .air: drawAir(canvas)
    case .lamp: drawLamp(canvas)
    case .all: drawAll(canvas)
    }
  }

  func pagePicture(_ p: DashboardPage, scale: Double) -> Surface {
    if let picture = pagePictures[p] {
      if let rects = pagePictureDamage.removeValue(forKey: p) {
        // Whole pixels, as the screen's own damage is drawn: inside them the
        // page's pixels are those of a picture drawn whole.
        let c = Canvas(surface: picture)
        c.clip(
          to: rects.map {
            let px = $0.intersection(bounds).pixelAligned(scale: scale)
            return Rect(x: px.x / scale, y: px.y / scale, width: px.width / scale, height: px.height / scale)
          })
        drawPage(p, c)
      }
      return picture
    }
    let picture =
      context?.cache.lend(pixelWidth: Surface.pixels(size.width * scale), pixelHeight: Surface.pixels(size.height * scale), scale: scale)
      ?? Surface(size: size, scale: scale)
    drawPage(p, Canvas(surface: picture))
    pagePictures[p] = picture
    pagePictureDamage[p] = nil
    return picture
  }

  private func dropPagePicture(_ p: DashboardPage) {
    pagePictureDamage[p] = nil
    guard let picture = pagePictures.removeValue(forKey: p) else { return }
    context?.cache.giveBack(picture)
  }

  /// Every page's picture (the pages' words or size changed, or the screen went away).
  func dropPagePictures() {
    for p in Array(pagePictures.keys) { dropPagePicture(p) }
  }
}
