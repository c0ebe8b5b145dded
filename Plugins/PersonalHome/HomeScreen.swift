import Art
import Canvas
import HomeModel
import Runtime
import Widgets

/// The person's home: the blurred green portrait wallpaper with a frosted
/// sheen; "GOOD MORNING," over "SOPHIE" top left and her avatar top right;
/// the icons and widgets on the first page and the app entries on the
/// second, paged by a horizontal swipe. `home` and `home.apps` are this screen
/// resting on either page. Every tile presses in and springs back with a click.
final class HomeScreen: Screen {
  unowned let plugin: PersonalHomePlugin
  /// The page this screen's id names (0 `home`, 1 `home.apps`).
  let page: Int
  private var grid = HomeLayout(size: .zero)
  private let controls = Controls()
  private var press: [String: Spring] = [:]
  private var greetingLayout: TextLayout?
  private var nameLayout: TextLayout?
  private var labels: [String: TextLayout] = [:]
  private var shownGreeting = ""
  private var shownDay = 0

  /// A tile of the first page: where it sits and how it is painted.
  struct Tile {
    enum Kind { case app(HomeApps.Icon), weather, calendar }
    var id: String
    var kind: Kind
    var column: Int
    var row: Int
    var span: Int
    var screen: String? {
      if case .app(let a) = kind { return a.screen }
      return nil
    }
  }

  /// The first page exactly as the reference lists it.
  static let tiles: [Tile] = [
    Tile(id: HomeApps.music.id, kind: .app(HomeApps.music), column: 0, row: 0, span: 1),
    Tile(id: HomeApps.podcasts.id, kind: .app(HomeApps.podcasts), column: 1, row: 0, span: 1),
    Tile(id: "home.weather", kind: .weather, column: 2, row: 0, span: 3),
    Tile(id: HomeApps.home.id, kind: .app(HomeApps.home), column: 0, row: 1, span: 1),
    Tile(id: HomeApps.cookbook.id, kind: .app(HomeApps.cookbook), column: 1, row: 1, span: 1),
    Tile(id: HomeApps.siri.id, kind: .app(HomeApps.siri), column: 2, row: 1, span: 1),
    Tile(id: "home.calendar", kind: .calendar, column: 3, row: 1, span: 2),
  ]
  static var tileIDs: [String] { tiles.map(\.id) }

  /// How far a pressed tile shrinks.
  static let pressedScale = 0.9

  init(plugin: PersonalHomePlugin, page: Int) {
    self.plugin = plugin
    self.page = page
    super.init(id: page == 1 ? "home.apps" : "home")
  }

  private var pager: Pager {
    get { plugin.pager ?? Pager(pageCount: 2, pageWidth: max(1, size.width), page: page) }
    set { plugin.pager = newValue }
  }
  private var scroll: Double { pager.scrollOffset }

  // MARK: layout

  override func layout() {
    grid = HomeLayout(size: size)
    // Keep a pager in flight (a swipe handing over between the two ids);
    // otherwise rest on this screen's page.
    if plugin.pager == nil || plugin.pager!.pageWidth != size.width || (!plugin.pager!.isMoving && plugin.pager!.page != page) {
      plugin.pager = Pager(pageCount: 2, pageWidth: max(1, size.width), page: page)
    }
    buildHeader()
    labels = [:]
    let labelStyle = TextStyle(weight: .medium, size: 15, color: .white, alignment: .center)
    for app in HomeApps.builtIn { labels[app.id] = TextLayout(app.title, style: labelStyle) }
    for entry in plugin.appEntries { labels[entry.id] = TextLayout(entry.title, style: labelStyle) }
    buildControls()
  }

  private func buildHeader() {
    let hour = context?.now.hour ?? CivilTime.demo.hour
    shownGreeting = Greeting.text(hour: hour)
    shownDay = context?.now.day ?? CivilTime.demo.day
    greetingLayout = TextLayout(shownGreeting, style: TextStyle(weight: .medium, size: 26, tracking: 0.4, color: Color(white: 0.86, alpha: 0.9)))
    nameLayout = TextLayout((plugin.person?.name ?? "").uppercased(), style: TextStyle(weight: .semibold, size: 26, tracking: 0.4, color: .white))
  }

  /// The controls of the page at rest (taps are ignored while pages move).
  private func buildControls() {
    controls.removeAll()
    controls.add("home.avatar", grid.avatar) { [unowned self] in
      plugin.context.audio.click()
      plugin.resetSession()
    }
    if pager.page == 0 {
      for tile in Self.tiles {
        controls.add(tile.id, grid.tile(column: tile.column, row: tile.row, span: tile.span)) { [unowned self] in
          plugin.context.audio.click()
          if let screen = tile.screen { plugin.open(screen) }
        }
      }
    } else {
      for (i, entry) in plugin.appEntries.enumerated() {
        controls.add(entry.id, grid.appSlot(i).offsetBy(-size.width, 0)) { [unowned self] in
          plugin.context.audio.click()
          if !entry.screen.isEmpty { plugin.open(entry.screen) }
        }
      }
    }
  }

  override var elements: [Element] { controls.elements }

  override func state(_ key: String) -> String? {
    switch key {
    case "home.person": return plugin.personID ?? "none"
    case "home.name": return nameLayout?.text
    case "home.greeting": return shownGreeting
    case "home.page": return String(pager.page)
    case "home.apps": return plugin.appEntries.map(\.id).joined(separator: ",")
    default: return nil
    }
  }

  override func appear() {
    // Entries may have been declared since the layout: lay out again.
    if size != .zero { layout() }
  }

  /// A minute went by: the greeting or the calendar's day may have changed.
  func clockTicked() {
    guard let now = context?.now, Greeting.text(hour: now.hour) != shownGreeting || now.day != shownDay else { return }
    buildHeader()
    setNeedsDisplay()
  }

  /// For the bench: page over and back.
  func turnPage() {
    pager.go(to: 1 - pager.page)
    setNeedsDisplay()
  }

  // MARK: input

  override func touch(_ event: TouchEvent) -> Bool {
    let before = controls.pressedID
    if let dirty = controls.track(event) { setNeedsDisplay(dirty.insetBy(-20, -20)) }
    if before != controls.pressedID {
      if let id = before { press[id, default: Spring(value: 1, response: 0.35, dampingFraction: 0.5)].target = 1 }
      if let id = controls.pressedID, !pager.isMoving {
        press[id, default: Spring(value: 1, response: 0.35, dampingFraction: 0.5)].target = Self.pressedScale
      }
    }
    return false
  }

  override func gesture(_ gesture: Gesture) {
    switch gesture {
    case .tap(let p):
      guard !pager.isMoving else { return }
      controls.handleTap(at: p)
    case .drag(let d):
      // Only the pages move; the header stays.
      guard grid.pageBand.contains(d.start) || pager.isMoving else { return }
      if pager.handle(d) || (d.phase == .ended && pager.page != page) {
        plugin.pageChanged(to: pager.page)
      }
      setNeedsDisplay(grid.pageBand)
    default:
      break
    }
  }

  // MARK: frame

  override func update(_ time: FrameTime) -> Bool {
    var moving = false
    // In key order: the damage rects' order shapes the clip, and so the pixels
    // (a dictionary's order changes from run to run).
    for id in press.keys.sorted() {
      guard var spring = press[id], !spring.isSettled || spring.value != 1 else { continue }
      spring.step(time.delta)
      press[id] = spring
      if let f = controls.frame(id) ?? (id == "home.avatar" ? grid.avatar : nil) {
        setNeedsDisplay(f.insetBy(-f.width * 0.12, -f.height * 0.12))
      }
      moving = moving || !spring.isSettled
    }
    if pager.isMoving {
      pager.step(time.delta)
      setNeedsDisplay(grid.pageBand)
      moving = true
      if !pager.isMoving { buildControls() }
    }
    return moving
  }

  override func draw(_ canvas: Canvas) {
    guard let context else { return }
    canvas.draw(wallpaper(context, scale: canvas.scale), at: .zero)
    drawHeader(canvas, context)
    canvas.withState {
      canvas.clip(grid.pageBand)
      drawPages(canvas, context)
    }
    for i in 0..<2 {
      let on = Int(saturating: (scroll / max(1, size.width)).rounded()) == i
      canvas.fill(Path.circle(center: grid.dot(i, of: 2), radius: 4), Color(white: 1, alpha: on ? 0.95 : 0.4))
    }
  }

  private func drawHeader(_ canvas: Canvas, _ context: ScreenContext) {
    let m = HomeLayout.margin
    if let greetingLayout, let nameLayout {
      canvas.draw(greetingLayout, at: Point(m, m))
      canvas.draw(nameLayout, at: Point(m, m + greetingLayout.size.height - 2))
    }
    guard let person = plugin.person else { return }
    let frame = scaled(grid.avatar, "home.avatar")
    if let avatar = Avatar(rawValue: person.id) {
      if let picture = avatar.circlePicture(
        side: HomeLayout.avatarSide, scale: canvas.scale, painter: context.painter, for: self,
        arrived: { [weak self] in self?.setNeedsDisplay(frame.insetBy(-2, -2)) })
      {
        draw(picture, in: frame, rest: grid.avatar, canvas)
      } else {
        Avatar.placeholder(canvas, in: frame, gradient: person.gradient)
      }
    } else {
      canvas.fill(Path.ellipse(in: frame), .linear(from: Point(frame.midX, frame.minY), to: Point(frame.midX, frame.maxY), stops: [GradientStop(0, Color(hex: person.gradient[0])), GradientStop(1, Color(hex: person.gradient[person.gradient.count - 1]))]))
      canvas.drawText(String(person.name.prefix(1)), TextStyle(weight: .semibold, size: 32, color: .white), at: frame.center, anchor: .center)
    }
  }

  private func drawPages(_ canvas: Canvas, _ context: ScreenContext) {
    let dx = -scroll
    for tile in Self.tiles {
      let rest = grid.tile(column: tile.column, row: tile.row, span: tile.span).offsetBy(dx, 0)
      guard rest.intersects(bounds) else { continue }
      let picture = tileSurface(tile, size: rest.size, canvas.scale, context)
      draw(picture, in: scaled(rest, tile.id), rest: rest, canvas)
      drawLabel(tile.id, under: rest, canvas)
    }
    for (i, entry) in plugin.appEntries.enumerated() {
      let rest = grid.appSlot(i).offsetBy(dx, 0)
      guard rest.intersects(bounds) else { continue }
      let key = "home.entry.\(entry.id).\(entry.icon).\(entry.colors).\(Int(rest.width * canvas.scale))"
      let picture = context.cache.surface(key, size: rest.size, scale: canvas.scale) { c in
        HomeTiles.entry(c, entry, in: Rect(size: rest.size))
      }
      draw(picture, in: scaled(rest, entry.id), rest: rest, canvas)
      drawLabel(entry.id, under: rest, canvas)
    }
  }

  private func drawLabel(_ id: String, under rect: Rect, _ canvas: Canvas) {
    guard let label = labels[id] else { return }
    canvas.draw(label, at: Point(rect.midX - label.size.width / 2, rect.maxY + 8))
  }

  /// `rest` shrunk by the tile's press spring.
  private func scaled(_ rest: Rect, _ id: String) -> Rect {
    guard let s = press[id]?.value, abs(s - 1) > 1e-4 else { return rest }
    return Rect(center: rest.center, size: Size(rest.width * s, rest.height * s))
  }

  /// At rest a tile is copied pixel for pixel; pressed, it is scaled.
  private func draw(_ picture: Surface, in frame: Rect, rest: Rect, _ canvas: Canvas) {
    if frame == rest {
      let px = canvas.scale
      canvas.draw(picture, at: Point((frame.minX * px).rounded() / px, (frame.minY * px).rounded() / px))
    } else {
      canvas.draw(picture, in: Rect(origin: frame.origin, size: Size(frame.width, frame.height)))
    }
  }

  private func tileSurface(_ tile: Tile, size tileSize: Size, _ scale: Double, _ context: ScreenContext) -> Surface {
    let local = Rect(size: tileSize)
    let px = "\(Int(tileSize.width * scale))x\(Int(tileSize.height * scale))"
    switch tile.kind {
    case .app(let app):
      return context.cache.surface("home.tile.\(tile.id).\(px)", size: tileSize, scale: scale) { c in HomeTiles.appIcon(c, app, in: local) }
    case .weather:
      return context.cache.surface("home.tile.weather.\(px)", size: tileSize, scale: scale) { c in
        HomeTiles.weather(c, plugin.household?.weather, in: local, icon: grid.icon)
      }
    case .calendar:
      let now = context.now
      return context.cache.surface("home.tile.calendar.\(px).\(now.year)-\(now.month)-\(now.day)", size: tileSize, scale: scale) { c in
        HomeTiles.calendar(c, day: now, events: plugin.household?.calendar.events ?? [], in: local, icon: grid.icon)
      }
    }
  }

  /// The person's wallpaper with its frosted sheen, painted once per size.
  private func wallpaper(_ context: ScreenContext, scale: Double) -> Surface {
    let who = plugin.person?.id ?? "none"
    return context.cache.surface("home.wallpaper.\(who).\(Int(size.width * scale))x\(Int(size.height * scale))", size: size, scale: scale) { c in
      HomeWallpaper.draw(c, in: bounds, person: plugin.person)
    }
  }
}
