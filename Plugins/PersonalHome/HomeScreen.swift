import Art
import Basics
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
  /// The page it opened on (0 `home`, 1 `home.apps`).
  let page: Int
  /// The two pages' scroll; the screen's id follows the page it rests on.
  private var pagerState: Pager?
  /// The first page's tiles and the app page's entries, from the manifests.
  private let tiles: [Tile]
  private let entries: [AppEntry]
  private var grid = HomeLayout(size: .zero)
  private let controls = Controls()
  private var press: [String: Spring] = [:]
  private var greetingLayout: TextLayout?
  private var nameLayout: TextLayout?
  private var labels: [String: TextLayout] = [:]
  private var shownGreeting = ""
  private var shownDay = 0
  /// The widget pictures last shown, by tile id (`Painter.latestPicture`).
  private var shownWidgets: [String: String] = [:]

  /// A tile of the first page: where it sits and how it is painted.
  struct Tile {
    enum Kind {
      case app(AppEntry), weather, calendar
    }
    var id: String
    var kind: Kind
    var column: Int
    var row: Int
    var span: Int
    /// What a widget opens: the screen of the entry declared for it.
    var opens: ScreenRoute? = nil
    var route: ScreenRoute? {
      switch kind {
      case .app(let entry): return entry.route
      // Opens when the Weather plugin is enabled (not declared in the
      // manifest: a config may leave that plugin out).
      case .weather: return .weather
      case .calendar: return opens
      }
    }
  }

  /// The first page as Sophie's home lays it out: the two widgets, and the
  /// declared entries with a first-page place in the icon slots.
  static func tiles(_ entries: [AppEntry]) -> [Tile] {
    var tiles = [
      Tile(id: "home.weather", kind: .weather, column: 2, row: 0, span: 3),
      // The calendar widget opens the Calendar screen when a plugin declares it.
      Tile(id: "home.calendar", kind: .calendar, column: 3, row: 1, span: 2, opens: entries.first { $0.route == .calendar }?.route),
    ]
    for (entry, (column, row)) in zip(HomeApps.firstPage(entries), HomeApps.firstPageSlots) {
      tiles.append(Tile(id: HomeApps.firstPageID(entry), kind: .app(entry), column: column, row: row, span: 1))
    }
    // Reading order: left to right, top to bottom.
    return tiles.sorted { ($0.row, $0.column) < ($1.row, $1.column) }
  }

  /// How far a pressed tile shrinks.
  static let pressedScale = 0.9

  init(plugin: PersonalHomePlugin, page: Int) {
    self.plugin = plugin
    self.page = page
    tiles = Self.tiles(plugin.context.appEntries)
    entries = plugin.appPageEntries
    super.init(id: Self.route(page).screen)
  }

  static func route(_ page: Int) -> ScreenRoute { page == 1 ? PersonalHomePlugin.apps : .home }

  private var pager: Pager {
    get { pagerState ?? Pager(pageCount: 2, pageWidth: max(1, size.width), page: page) }
    set { pagerState = newValue }
  }
  private var scroll: Double { pager.scrollOffset }

  // MARK: layout

  override func appear() {
    plugin.homeAppeared()
  }

  override func layout() {
    grid = HomeLayout(size: size)
    // A new width rests on the page showing.
    if pagerState?.pageWidth != size.width {
      pagerState = Pager(pageCount: 2, pageWidth: max(1, size.width), page: pagerState?.page ?? page)
    }
    buildHeader()
    labels = [:]
    for entry in HomeApps.firstPage(entries) { labels[HomeApps.firstPageID(entry)] = TextLayout(entry.title, style: Self.labelStyle) }
    for entry in entries { labels[HomeApps.appPageID(entry)] = TextLayout(entry.title, style: Self.labelStyle) }
    buildControls()
  }

  private func buildHeader() {
    let hour = context?.now.hour ?? CivilTime.demo.hour
    shownGreeting = Greeting.text(hour: hour)
    shownDay = context?.now.day ?? CivilTime.demo.day
    greetingLayout = TextLayout(shownGreeting, style: Self.greetingStyle)
    nameLayout = TextLayout((plugin.person?.name ?? "").uppercased(), style: Self.nameStyle)
  }

  static let labelStyle = TextStyle(weight: .medium, size: 15, color: .white, alignment: .center)
  static let greetingStyle = TextStyle(weight: .medium, size: 26, tracking: 0.4, color: Color(white: 0.86, alpha: 0.9))
  static let nameStyle = TextStyle(weight: .semibold, size: 26, tracking: 0.4, color: .white)
  static let initialStyle = TextStyle(weight: .semibold, size: 32, color: .white)
  /// The fonts the home draws at fixed sizes, loaded ahead.
  static let fixedStyles = [labelStyle, greetingStyle, nameStyle, initialStyle]

  /// The controls of the page at rest (taps are ignored while pages move).
  private func buildControls() {
    controls.removeAll()
    controls.add("home.avatar", grid.avatar) { [unowned self] in
      plugin.context.audio.click()
      plugin.resetSession()
    }
    if pager.page == 0 {
      for tile in tiles {
        controls.add(tile.id, grid.tile(column: tile.column, row: tile.row, span: tile.span)) { [unowned self] in
          plugin.context.audio.click()
          if let route = tile.route { plugin.open(route) }
        }
      }
    } else {
      for (i, entry) in entries.enumerated() {
        controls.add(HomeApps.appPageID(entry), grid.appSlot(i).offsetBy(-size.width, 0)) { [unowned self] in
          plugin.context.audio.click()
          if let route = entry.route { plugin.open(route) }
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
    case "home.apps": return entries.map(HomeApps.appPageID).joined(separator: ",")
    default: return nil
    }
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
    settle()
    setNeedsDisplay()
  }

  /// The pages are heading for `pager.page`: its controls, and the id that names it.
  private func settle() {
    buildControls()
    becomes(Self.route(pager.page))
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
      pager.handle(d)
      if d.phase == .ended || d.phase == .cancelled { settle() }
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
    if let wallpaper = wallpaper(context, scale: canvas.scale) {
      canvas.draw(wallpaper, at: .zero)
    } else {
      HomeWallpaper.placeholder(canvas, in: bounds, person: plugin.person)
    }
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
    if let avatar = Avatar(rawValue: person.avatarStyle) {
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
      canvas.drawText(String(person.name.prefix(1)), Self.initialStyle, at: frame.center, anchor: .center)
    }
  }

  private func drawPages(_ canvas: Canvas, _ context: ScreenContext) {
    let dx = -scroll
    for tile in tiles {
      let rest = grid.tile(column: tile.column, row: tile.row, span: tile.span).offsetBy(dx, 0)
      guard rest.intersects(bounds) else { continue }
      if let picture = tileSurface(tile, size: rest.size, canvas.scale, context) {
        draw(picture, in: scaled(rest, tile.id), rest: rest, canvas)
      } else {
        HomeTiles.standIn(canvas, tile.kind, in: scaled(rest, tile.id), icon: grid.icon)
      }
      drawLabel(tile.id, under: rest, canvas)
    }
    for (i, entry) in entries.enumerated() {
      let id = HomeApps.appPageID(entry)
      let rest = grid.appSlot(i).offsetBy(dx, 0)
      guard rest.intersects(bounds) else { continue }
      let key = "home.entry.\(id).\(entry.icon).\(entry.colors).\(Int(rest.width * canvas.scale))"
      if let picture = iconSurface(key, entry, size: rest.size, canvas.scale, context, at: { [unowned self] in grid.appSlot(i).offsetBy(-scroll, 0) }) {
        draw(picture, in: scaled(rest, id), rest: rest, canvas)
      } else {
        HomeTiles.standIn(canvas, .app(entry), in: scaled(rest, id), icon: grid.icon)
      }
      drawLabel(id, under: rest, canvas)
    }
  }

  /// An app icon from the painter, nil until it lands (its stand-in shows);
  /// its arrival redraws the tile where it stands then (`at`: its rect, the
  /// pages' scroll applied). No owner: the icons stay cached past this
  /// screen, as home is shown again and again.
  private func iconSurface(
    _ key: String, _ entry: AppEntry, size tileSize: Size, _ scale: Double, _ context: ScreenContext, at frame: @escaping @MainActor () -> Rect
  ) -> Surface? {
    context.painter.picture(
      key, size: tileSize, scale: scale, paint: { c in HomeTiles.entry(c, entry, in: Rect(size: tileSize)) },
      arrived: { [weak self] in
        guard let self else { return }
        let f = frame()
        setNeedsDisplay(f.insetBy(-f.width * 0.12, -f.height * 0.12).intersection(grid.pageBand))
      })
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

  /// A tile from the painter: an app icon (nil until it lands), a widget (nil
  /// until its first picture lands; after that, until a changed one lands,
  /// the last one stands in; its arrival redraws the pages).
  private func tileSurface(_ tile: Tile, size tileSize: Size, _ scale: Double, _ context: ScreenContext) -> Surface? {
    let local = Rect(size: tileSize)
    let px = "\(Int(tileSize.width * scale))x\(Int(tileSize.height * scale))"
    let icon = grid.icon, locale = plugin.locale
    let arrived: @MainActor () -> Void = { [weak self] in
      guard let self else { return }
      setNeedsDisplay(grid.pageBand)
    }
    switch tile.kind {
    case .app(let entry):
      return iconSurface("home.tile.\(tile.id).\(px)", entry, size: tileSize, scale, context, at: { [unowned self] in
        grid.tile(column: tile.column, row: tile.row, span: tile.span).offsetBy(-scroll, 0)
      })
    case .weather:
      let age = plugin.household?.weather.ageText(now: context.now)
      let weather = plugin.household?.weather
      return context.painter.latestPicture(
        "home.tile.weather.\(px)#\(plugin.widgetRevision)\(age.map { "." + $0 } ?? "")", size: tileSize, scale: scale, shown: &shownWidgets[tile.id],
        paint: { c in HomeTiles.weather(c, weather, in: local, icon: icon, locale: locale, age: age) }, arrived: arrived)
    case .calendar:
      let now = context.now
      let stale = plugin.calendarStale
      let events = plugin.household?.calendar.events ?? []
      return context.painter.latestPicture(
        "home.tile.calendar.\(px).\(now.year)-\(now.month)-\(now.day)#\(plugin.widgetRevision)\(stale ? ".stale" : "")", size: tileSize, scale: scale,
        shown: &shownWidgets[tile.id],
        paint: { c in HomeTiles.calendar(c, day: now, events: events, in: local, icon: icon, locale: locale, stale: stale) }, arrived: arrived)
    }
  }

  /// The person's wallpaper with its frosted sheen, painted once per size by
  /// the painter (nil until it lands; its arrival redraws the screen). Kept in
  /// the cache past this screen (no owner), as home is shown again and again.
  private func wallpaper(_ context: ScreenContext, scale: Double) -> Surface? {
    let person = plugin.person
    let rect = bounds
    return context.painter.picture(
      "home.wallpaper.\(person?.id ?? "none").\(Int(size.width * scale))x\(Int(size.height * scale))", size: size, scale: scale,
      paint: { c in HomeWallpaper.draw(c, in: rect, person: person) },
      arrived: { [weak self] in self?.setNeedsDisplay() })
  }
}
