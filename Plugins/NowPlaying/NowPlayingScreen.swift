import Art
import Basics
import Canvas
import HomeModel
import Runtime
import Widgets

/// The song over its artwork (or, slid away, its lyrics), the titles, the
/// progress bar and the controls. Artwork and its blurred extension are painted
/// once and cached; while the song plays only the bar (when its end moves by a
/// pixel) and the times (once a second) are redrawn.
final class NowPlayingScreen: Screen {
  unowned let plugin: NowPlayingPlugin
  /// The song shown: the plugin's, taken again when a new report arrives.
  private var song: Song
  private var shownRevision: Int
  /// Where a finger dragging the progress bar holds it (seconds), nil when none does.
  private var scrub: Double?
  private let volume = VolumeSlider()
  /// The queue sheet is up (`nowplaying.queue`).
  private(set) var queueOpen: Bool
  /// 0: the sheet is below the screen; 1: it is up.
  private var queueSlide: Spring
  private var sheet = QueueSheet(size: .zero, queue: PlayQueue())
  /// The queue as the sheet shows it: taken when its change arrives, with the frame.
  private var shownQueue = PlayQueue()
  private var shownQueueRevision = 0
  /// The lyrics show (`nowplaying.lyrics`) or the artwork (`nowplaying`).
  private(set) var showsLyrics: Bool
  private var frames = NowPlayingLayout(size: .zero)
  /// What shows in the moment before the blurred artwork arrives: its dusk.
  static let placeholder = Color(hex: 0x1A1423)
  private let controls = Controls()
  /// 0: the artwork; 1: it has slid up and the lyrics show.
  private var slide: Spring
  /// The lyric index the list is scrolled to (fractional while it moves).
  private var scroll: Spring
  private var currentLine: Int?
  /// The fill's width last drawn (nil: the whole bar needs drawing).
  private var shownFill: Double?
  private var shownSecond = -1
  private var shownPlaying: Bool?
  private var titleText: TextLayout?
  /// The times under the bar as they read this second, laid out once: the
  /// slides redraw them every frame.
  private var timeTexts: [String: TextLayout] = [:]
  private var subtitleText: TextLayout?
  private var lineTexts: [TextLayout] = []
  /// "…"'s menu while it is open (`nowplaying:menu`), and its rows' controls.
  private var menu: MoreMenu?
  private let menuControls = Controls()

  init(plugin: NowPlayingPlugin, song: Song, showsLyrics: Bool, queueOpen: Bool = false) {
    self.plugin = plugin
    self.song = song
    shownRevision = plugin.songRevision
    self.queueOpen = queueOpen
    queueSlide = Self.queueSpring(from: queueOpen ? 1 : 0, to: queueOpen ? 1 : 0)
    self.showsLyrics = showsLyrics
    let end = showsLyrics ? 1.0 : 0.0
    slide = Self.slideSpring(from: end, to: end)
    currentLine = plugin.playback?.lineIndex(at: plugin.context.time)
    scroll = Self.scrollSpring(at: currentLine)
    super.init(id: NowPlayingPlugin.route(lyrics: showsLyrics, queue: queueOpen).screen)
  }

  private static func queueSpring(from: Double, to: Double) -> Spring {
    Spring(value: from, target: to, response: 0.5, dampingFraction: 0.86)
  }

  private static func slideSpring(from: Double, to: Double) -> Spring {
    Spring(value: from, target: to, response: 0.55, dampingFraction: 0.88)
  }
  private static func scrollSpring(at line: Int?) -> Spring {
    Spring(value: Double(line ?? -1), response: 0.6, dampingFraction: 0.92)
  }

  override func layout() {
    frames = NowPlayingLayout(size: size)
    layoutTexts()
    buildControls()
  }

  private func buildControls() {
    shownQueue = plugin.queue
    sheet = QueueSheet(size: size, queue: shownQueue)
    shownQueueRevision = plugin.queueRevision
    controls.removeAll()
    if queueOpen {
      // Anywhere outside the sheet closes it; the sheet itself does nothing but its rows.
      controls.add("nowplaying.queue.outside", bounds) { [unowned self] in toggleQueue() }
      controls.add("nowplaying.queue.body", sheet.rect) {}
      controls.add("nowplaying.queue.close", sheet.close) { [unowned self] in toggleQueue() }
      for i in sheet.shown {
        let entry = shownQueue.entries[i]
        controls.add(QueueSheet.elementID(i), sheet.row(i)) { [unowned self] in
          plugin.play(entry: entry)
          toggleQueue()
        }
      }
      return
    }
    controls.add("nowplaying.close", frames.close) { [unowned self] in plugin.close() }
    controls.add("nowplaying.more", frames.more) { [unowned self] in setMenu(open: menu == nil) }
    controls.add("nowplaying.lyrics", frames.lyrics) { [unowned self] in toggleLyrics() }
    controls.add("nowplaying.rewind", frames.rewind) { [unowned self] in plugin.skip(forward: false) }
    controls.add("nowplaying.play", frames.play) { [unowned self] in plugin.togglePlaying() }
    controls.add("nowplaying.forward", frames.forward) { [unowned self] in plugin.skip(forward: true) }
    controls.add("nowplaying.queue", frames.queue) { [unowned self] in toggleQueue() }
    // The slider follows the finger (`touch`); the element names its place.
    controls.add("nowplaying.volume", frames.volumeTarget) {}
  }

  static let titleStyle = TextStyle(weight: .semibold, size: 28, color: .white)
  static let subtitleStyle = TextStyle(weight: .regular, size: 22, color: Color(white: 1, alpha: 0.6))
  static let lyricStyle = TextStyle(weight: .bold, size: 46, color: .white)
  static let timeStyle = TextStyle(weight: .semibold, size: 15, color: Color(white: 1, alpha: 0.6))
  /// The fonts the screen draws at fixed sizes, loaded ahead.
  static let fixedStyles = [titleStyle, subtitleStyle, lyricStyle, timeStyle]

  private func layoutTexts() {
    titleText = TextLayout(song.title, style: Self.titleStyle)
    let subtitle = song.album.isEmpty ? song.artist : song.artist + " — " + song.album
    subtitleText = TextLayout(subtitle, style: Self.subtitleStyle)
    lineTexts = song.lyrics.map {
      TextLayout($0.text, style: Self.lyricStyle, width: frames.lyricsArea.width * 0.8)
    }
  }

  /// A new report from the player: its titles, lyrics, position and artwork.
  private func takeNewSong() {
    guard let next = plugin.song else { return }
    shownRevision = plugin.songRevision
    let newArtwork = next.cover != song.cover
    song = next
    layoutTexts()
    currentLine = plugin.playback?.lineIndex(at: plugin.context.time)
    scroll = Self.scrollSpring(at: currentLine)
    shownFill = nil
    shownSecond = -1
    shownPlaying = nil
    if newArtwork { setNeedsDisplay() } else { setNeedsDisplay(textsRegion) }
  }

  /// The titles, the bar and its times, the controls and the lyrics: what a
  /// new report of the same song changes.
  private var textsRegion: Rect {
    let top = min(frames.lyricsArea.minY, frames.title.y) - 8
    return Rect(x: 0, y: top, width: size.width, height: size.height - top)
  }

  /// Opens or closes "…"'s menu; its rows act, then close it.
  func setMenu(open: Bool) {
    if let menu { setNeedsDisplay(menu.damage) }
    menu = open ? MoreMenu(above: frames.more, in: size) : nil
    menuControls.removeAll()
    guard let menu else { return }
    setNeedsDisplay(menu.damage)
    menuControls.add(MoreMenu.album, menu.albumRow) { [unowned self] in
      setMenu(open: false)
      if showsLyrics { toggleLyrics() }
    }
    menuControls.add(MoreMenu.favourite, menu.favouriteRow) { [unowned self] in
      plugin.favourite.toggle()
      plugin.context.audio.click()
      setMenu(open: false)
    }
  }

  override func apply(snapshotState: String) -> Bool {
    guard snapshotState == "menu" else { return false }
    setMenu(open: true)
    return true
  }

  /// Shows or hides the lyrics: the artwork slides from where it stands, the
  /// list starts at the current line, and the screen's id follows.
  func toggleLyrics() {
    showsLyrics.toggle()
    slide = Self.slideSpring(from: slide.value, to: showsLyrics ? 1 : 0)
    currentLine = plugin.playback?.lineIndex(at: plugin.context.time)
    scroll = Self.scrollSpring(at: currentLine)
    shownFill = nil
    shownSecond = -1
    shownPlaying = nil
    becomes(NowPlayingPlugin.route(lyrics: showsLyrics))
  }

  /// Opens or closes the queue sheet: it springs from where it stands, and
  /// the screen's id follows.
  func toggleQueue() {
    queueOpen.toggle()
    queueSlide = Self.queueSpring(from: queueSlide.value, to: queueOpen ? 1 : 0)
    buildControls()
    becomes(NowPlayingPlugin.route(lyrics: showsLyrics, queue: queueOpen))
  }

  /// Only the controls a script may tap (not the sheet's catch-all areas).
  override var elements: [Element] {
    (controls.elements + menuControls.elements).filter { $0.id != "nowplaying.queue.outside" && $0.id != "nowplaying.queue.body" }
  }

  override func state(_ key: String) -> String? {
    guard let playback = plugin.playback, let t = context?.time else { return nil }
    switch key {
    case "nowplaying.elapsed": return String(Int(playback.elapsed(at: t)))
    case "nowplaying.playing": return String(playback.isPlaying(at: t))
    case "nowplaying.line": return playback.lineIndex(at: t).map { song.lyrics[$0].text } ?? "none"
    case "nowplaying.line.index": return playback.lineIndex(at: t).map(String.init) ?? "none"
    case "nowplaying.queue.current": return shownQueue.current.map { shownQueue.entries[$0].title } ?? "none"
    case "nowplaying.menu": return menu == nil ? "closed" : "open"
    case "nowplaying.favourite": return String(plugin.favourite)
    case "nowplaying.volume": return String(plugin.volume)
    default: return nil
    }
  }

  // MARK: time

  override func update(_ time: FrameTime) -> Bool {
    if plugin.songRevision != shownRevision { takeNewSong() }
    if plugin.queueRevision != shownQueueRevision {
      buildControls()
      if queueOpen || !queueSlide.isSettled { setNeedsDisplay() }
    }
    guard var playback = plugin.playback else { return false }
    playback.startIfNeeded(at: time.time)
    plugin.playback = playback
    var moving = false
    if !queueSlide.isSettled {
      queueSlide.step(time.delta)
      setNeedsDisplay()
      moving = true
    }
    if !slide.isSettled {
      let shown = slideLook(scale: context?.scale ?? 1)
      slide.step(time.delta)
      // The spring's long tail changes less than a pixel or an alpha step a
      // frame: a frame that would draw the same pixels is not drawn.
      if slide.isSettled || slideLook(scale: context?.scale ?? 1) != shown { setNeedsDisplay() }
      moving = true
    }
    let line = playback.lineIndex(at: time.time)
    if line != currentLine {
      currentLine = line
      scroll.target = Double(line ?? -1)
    }
    if !scroll.isSettled {
      scroll.step(time.delta)
      if slide.value > 0.001 { setNeedsDisplay(frames.lyricsArea) }
      moving = true
    }
    // The fill's antialiased end shades its pixel by how far into it the
    // fill reaches, so it changes a little every frame: redraw the end's
    // pixels from where it was drawn to where it is now.
    let elapsed = shownElapsed(playback, at: time.time)
    let fill = fillWidth(elapsed)
    if fill != shownFill {
      let bar = frames.bar.insetBy(-2, -2)
      if let old = shownFill {
        let from = min(old, fill), to = max(old, fill)
        setNeedsDisplayOutsideSheet(Rect(x: frames.bar.minX + from - 2, y: bar.minY, width: to - from + 4, height: bar.height))
      } else {
        setNeedsDisplayOutsideSheet(bar)
      }
      shownFill = fill
    }
    if Int(elapsed) != shownSecond {
      shownSecond = Int(elapsed)
      setNeedsDisplayOutsideSheet(frames.progressRegion)
    }
    if volume.needsDrawing(plugin.volume) { setNeedsDisplayOutsideSheet(frames.volumeTarget) }
    let playing = playback.isPlaying(at: time.time)
    if playing != shownPlaying {
      shownPlaying = playing
      setNeedsDisplayOutsideSheet(frames.play.insetBy(-8, -8))
    }
    return moving || playing
  }

  /// Marks `rect` of what lies under the queue sheet, less what the sheet
  /// covers once it is up: its glass shows the opaque backdrop, so nothing
  /// of `rect` shows there, and a redraw's clip edge running through the
  /// sheet's × or heading would draw their antialiased edges a shade off
  /// what a whole frame draws. Across the sheet, only its two sides.
  private func setNeedsDisplayOutsideSheet(_ rect: Rect) {
    guard queueOpen, queueSlide.isSettled, let context, backdrop(context) != nil else { return setNeedsDisplay(rect) }
    // Inside the rounded corners, clear of the heading, the × and the rows.
    let covered = sheet.rect.insetBy(QueueSheet.flatInset, QueueSheet.flatInset)
    guard rect.minY >= covered.minY, rect.maxY <= covered.maxY, rect.maxX > covered.minX, rect.minX < covered.maxX else {
      return setNeedsDisplay(rect)
    }
    if rect.minX < covered.minX { setNeedsDisplay(Rect(x: rect.minX, y: rect.minY, width: covered.minX - rect.minX, height: rect.height)) }
    if rect.maxX > covered.maxX { setNeedsDisplay(Rect(x: covered.maxX, y: rect.minY, width: rect.maxX - covered.maxX, height: rect.height)) }
  }

  /// Where the bar stands: under the finger while one drags it.
  private func shownElapsed(_ playback: Playback, at t: Double) -> Double { scrub ?? playback.elapsed(at: t) }

  private func fillWidth(_ elapsed: Double) -> Double { frames.bar.width * min(max(elapsed / song.duration, 0), 1) }

  // MARK: touch

  override func touch(_ event: TouchEvent) -> Bool {
    if !queueOpen && menu == nil && scrubs(event) { return true }
    if !queueOpen && menu == nil && volume.track(event, frames: frames, set: plugin.setVolume) {
      // The fill brightens while it is held.
      setNeedsDisplay(frames.volumeTarget)
      return true
    }
    // The pressed look is a disc 6 pt round the control.
    if let r = (menu == nil ? controls : menuControls).track(event) { setNeedsDisplay(r.insetBy(-4, -4)) }
    return false
  }

  /// The progress bar follows a finger that went down on it (its target
  /// reaches past the thin track) and seeks where the finger lets go.
  private func scrubs(_ event: TouchEvent) -> Bool {
    let bar = frames.bar
    let target = Rect(x: bar.minX - 12, y: bar.minY - 18, width: bar.width + 24, height: bar.height + 36)
    func seconds() -> Double { min(max((event.location.x - bar.minX) / bar.width, 0), 1) * song.duration }
    switch event.phase {
    case .down:
      guard target.contains(event.location) else { return false }
      scrub = seconds()
    case .move:
      guard scrub != nil else { return false }
      scrub = seconds()
    case .up:
      guard scrub != nil else { return false }
      scrub = nil
      plugin.seek(to: seconds())
    case .cancel:
      guard scrub != nil else { return false }
      scrub = nil
    }
    setNeedsDisplay(frames.progressRegion)
    return true
  }

  override func gesture(_ gesture: Gesture) {
    guard case .tap(let p) = gesture else { return }
    // With the menu open a tap is the menu's: a row, or anywhere to close it.
    if menu != nil {
      if !menuControls.handleTap(at: p) { setMenu(open: false) }
    } else {
      controls.handleTap(at: p)
    }
  }

  // MARK: drawing

  /// What a frame of the lyrics' slide shows: the artwork's lift and the
  /// lines' drop in whole pixels, and the slide's alphas in the panel's 8
  /// bits (every fade of the slide is drawn from `alpha`).
  private struct SlideLook: Equatable {
    var lift: Double
    var drop: Double
    var alpha: Double
  }

  private func slideLook(scale: Double) -> SlideLook {
    let p = min(max(slide.value, 0), 1)
    func pixels(_ v: Double) -> Double { (v * scale).rounded() / scale }
    return SlideLook(lift: pixels(p * size.height * 0.7), drop: pixels((1 - p) * 60), alpha: (p * 255).rounded() / 255)
  }

  override func draw(_ canvas: Canvas) {
    guard let context, let playback = plugin.playback else { return }
    let t = context.time
    let look = slideLook(scale: canvas.scale)
    let p = look.alpha
    let blurred = backdrop(context)
    let dimmed = p > 0 ? blurred.flatMap { lyricsBackdrop(context, over: $0) } : nil
    if blurred != nil, let dimmed, p == 1 {
      canvas.copy(dimmed, at: .zero)
    } else if let blurred, let dimmed, canvas.reachesEveryPixel, canvas.crossfade(from: blurred, to: dimmed, alpha: p) {
      // The slide's frames (the whole screen): the backdrop and the lyrics'
      // gradient over it in one pass, a weighted mean of the two pictures.
    } else {
      if let blurred {
        // Opaque (painted over black): copied, not blended.
        canvas.copy(blurred, at: .zero)
      } else {
        canvas.fill(bounds, Self.placeholder)
      }
      if p > 0 { Self.drawLyricsGradient(canvas, size: size, alpha: p) }
    }
    if p < 1, let art = artwork(context) {
      // Whole pixels: a fractional offset would resample the whole picture.
      let rect = frames.artwork.offsetBy(0, -look.lift)
      // The slide's frames fade the artwork feathered once (within two levels
      // of the strips faded each); at rest it is drawn in strips.
      let feathered = featheredArtwork(context, art: art, edges: FeatheredArtwork.edges(of: frames.artwork, on: size))
      if p > 0, let feathered, canvas.isOnWholePixels(rect) {
        canvas.draw(feathered, at: rect.origin, alpha: 1 - p)
      } else {
        FeatheredArtwork.draw(canvas, art, in: rect, alpha: 1 - p, screen: size)
      }
    }
    // Legibility under the titles and controls.
    canvas.fill(Rect(x: 0, y: size.height * 0.5, width: size.width, height: size.height * 0.5), .linear(
      from: Point(0, size.height * 0.5), to: Point(0, size.height),
      stops: [GradientStop(0, Color(white: 0, alpha: 0)), GradientStop(1, Color(white: 0, alpha: 0.55))]))
    if p > 0 { drawLyrics(canvas, alpha: p, drop: look.drop) }
    drawChrome(canvas, playback: playback, time: t, lyricsShown: p)
    let q = queueSlide.value
    if q > 0.001 {
      sheet.draw(canvas, bounds: bounds, backdrop: backdrop(context), queue: shownQueue, progress: q, pressed: controls.pressedID)
    }
    menu?.draw(canvas, favourite: plugin.favourite, pressed: menuControls.pressedID)
  }

  /// Two lines before the current one, the current line bright, two after,
  /// all dimmed by their distance from it; the list glides to each new line.
  private func drawLyrics(_ canvas: Canvas, alpha p: Double, drop: Double) {
    let area = frames.lyricsArea
    canvas.withState {
      canvas.clip(area.insetBy(-4, -4))
      for (i, text) in lineTexts.enumerated() {
        let d = Double(i) - scroll.value
        guard abs(d) < 3 else { continue }
        let focus = max(0, 1 - abs(d))
        let edge = max(0, 1 - max(0, abs(d) - 2) / 0.6)
        let y = area.midY + d * frames.lineHeight - text.size.height / 2 + drop
        canvas.draw(text, at: Point(area.minX, y), color: Color(white: 1, alpha: (0.3 + 0.7 * focus) * edge * p))
      }
    }
  }

  private func drawChrome(_ canvas: Canvas, playback: Playback, time t: Double, lyricsShown p: Double) {
    let pressed = controls.pressedID
    RoundButton.draw(canvas, icon: .xmark, in: frames.close, style: .grey, pressed: pressed == "nowplaying.close")
    if let titleText { canvas.draw(titleText, at: frames.title) }
    if let subtitleText { canvas.draw(subtitleText, at: frames.subtitle) }
    RoundButton.draw(canvas, icon: .ellipsis, in: frames.more, style: .grey, pressed: pressed == "nowplaying.more")

    // Progress: a thin capsule track and its white fill, the times under its ends.
    let elapsed = shownElapsed(playback, at: t)
    let bar = frames.bar
    canvas.fill(Path.roundedRect(bar, radius: bar.height / 2), Color(white: 1, alpha: 0.25))
    let fill = fillWidth(elapsed)
    if fill > 0 {
      canvas.withState {
        canvas.clip(Rect(x: bar.minX, y: bar.minY, width: fill, height: bar.height))
        canvas.fill(Path.roundedRect(bar, radius: bar.height / 2), Color(white: 1, alpha: 0.85))
      }
    }
    canvas.draw(timeText(Song.clockText(elapsed)), at: Point(bar.minX, frames.timesTop))
    // Remaining counts from the whole second shown, so the two always add up.
    let remaining = timeText("-" + Song.clockText(song.duration - Double(Int(elapsed))))
    canvas.draw(remaining, at: Point(bar.maxX - remaining.size.width, frames.timesTop))

    // Controls: lyrics, rewind, play/pause, fast-forward, queue.
    if p > 0 { canvas.fill(Path.ellipse(in: frames.lyrics), Color(white: 1, alpha: 0.22 * p)) }
    let items: [(String, Icon, Rect, Double)] = [
      ("nowplaying.lyrics", .quoteBubble, frames.lyrics, 28),
      ("nowplaying.rewind", .rewind, frames.rewind, 46),
      ("nowplaying.play", playback.isPlaying(at: t) ? .pause : .play, frames.play, 58),
      ("nowplaying.forward", .fastForward, frames.forward, 46),
      ("nowplaying.queue", .queue, frames.queue, 28),
    ]
    for (id, icon, rect, side) in items {
      if pressed == id { canvas.fill(Path.ellipse(in: rect.insetBy(-6, -6)), Color(white: 1, alpha: 0.16)) }
      icon.draw(canvas, in: Rect(center: rect.center, size: Size(side, side)), color: .white)
    }
    volume.draw(canvas, frames: frames, level: plugin.volume)
  }


  private func timeText(_ text: String) -> TextLayout {
    if let laidOut = timeTexts[text] { return laidOut }
    // Only this second's two are kept.
    if timeTexts.count >= 2 { timeTexts.removeAll() }
    let laidOut = TextLayout(text, style: Self.timeStyle)
    timeTexts[text] = laidOut
    return laidOut
  }

  // MARK: cached pictures

  /// The sharp square artwork, painted once per size on the painter; nil
  /// until it arrives (the screen redraws then).
  private func artwork(_ context: ScreenContext) -> Surface? {
    let side = frames.artwork.width, cover = song.cover
    return context.painter.picture(
      "nowplaying.artwork.\(Int(side))\(Self.coverKey(cover))", size: Size(side, side), scale: context.scale, for: self,
      paint: Self.paintArtwork(side: side, cover: cover), arrived: { [weak self] in self?.setNeedsDisplay() })
  }

  /// The artwork with its edges feathered, painted once on the painter
  /// from `art`, the cached artwork (a job only reads it); asked for with
  /// the artwork, so that it is there when the lyrics slide in.
  private func featheredArtwork(_ context: ScreenContext, art: Surface, edges: FeatheredArtwork.Edges) -> Surface? {
    let side = frames.artwork.width
    return context.painter.picture(
      "nowplaying.artwork.feathered.\(Int(side)).\(edges)\(Self.coverKey(song.cover))", size: Size(side, side), scale: context.scale, for: self,
      paint: { c in FeatheredArtwork.paint(c, art, size: Size(side, side), edges: edges) })
  }

  /// The cache key's part for the player's cover (none for the built-in artwork).
  private static func coverKey(_ cover: CoverArt?) -> String { cover.map { ".cover.\($0.id).\($0.bytes.count)" } ?? "" }

  /// The player's cover, decoded through the one image loader and filling the
  /// square (cropped around its centre); the rainbow artwork without one, or
  /// when the cover cannot be decoded.
  nonisolated private static func paintArtwork(side: Double, cover: CoverArt?) -> @Sendable (Canvas) -> Void {
    { c in
      let square = Rect(size: Size(side, side))
      guard let cover else { return RainbowAlbumArt.draw(c, in: square) }
      let fitting = PixelSize(width: Int(side * c.scale), height: Int(side * c.scale))
      guard let picture = try? ImageFile.load(data: cover.bytes, name: cover.id, fitting: fitting) else {
        return RainbowAlbumArt.draw(c, in: square)
      }
      let p = picture.size
      let k = max(side / p.width, side / p.height)
      let drawn = Rect(center: square.center, size: Size(p.width * k, p.height * k))
      c.withState {
        c.clip(square)
        c.draw(picture, in: drawn)
      }
    }
  }

  /// The artwork continued past its edges to the whole screen (its softened
  /// edge pixels stretched outwards: no mirror image, no seam), blurred once
  /// and darkened a little. Painted on the painter (with its own copy of the
  /// artwork); nil until it arrives.
  private func backdrop(_ context: ScreenContext) -> Surface? {
    let size = size, rect = frames.artwork, scale = context.scale, cover = song.cover
    return context.painter.picture(
      "nowplaying.backdrop.\(Int(size.width))x\(Int(size.height))\(Self.coverKey(cover))", size: size, scale: scale, for: self,
      paint: { o in
        let art = Surface(size: Size(rect.width, rect.width), scale: scale)
        Self.paintArtwork(side: rect.width, cover: cover)(Canvas(surface: art))
        // Softened first, so what is stretched is the edge's colour, not
        // one row of pixels' detail drawn out into streaks. Stretched into
        // the backdrop's own surface, which the blur then replaces (no
        // second full-screen surface while it paints).
        o.draw(art.blurred(radius: rect.width * 0.03), in: rect, extendingOver: Rect(size: size))
        let wide = o.surface.blurred(radius: 64)
        let bounds = Rect(size: size)
        // Opaque under the picture, which leaves the bottom of a screen
        // standing up bare: a pixel the backdrop left partly transparent
        // would keep some of whatever a frame before drew there.
        o.fill(bounds, Color.black)
        o.draw(wide, in: bounds)
        o.fill(bounds, Color(white: 0, alpha: 0.28))
      }, arrived: { [weak self] in self?.setNeedsDisplay() })
  }

  /// The lyrics' dark gradient over the blurred artwork, `alpha` of the way in.
  nonisolated private static func drawLyricsGradient(_ canvas: Canvas, size: Size, alpha p: Double) {
    canvas.fill(Rect(size: size), .linear(from: Point(0, 0), to: Point(0, size.height), stops: [
      GradientStop(0, Color(hex: 0x0B0F16, alpha: 0.55 * p)), GradientStop(1, Color(hex: 0x05070A, alpha: 0.8 * p)),
    ]))
  }

  /// The backdrop with the lyrics' gradient all the way in, painted once on
  /// the painter: what the lyrics copy at rest and the slide's frames blend
  /// towards, instead of filling the gradient over the whole screen again.
  private func lyricsBackdrop(_ context: ScreenContext, over backdrop: Surface) -> Surface? {
    let size = size
    return context.painter.picture(
      "nowplaying.lyrics-backdrop.\(Int(size.width))x\(Int(size.height))\(Self.coverKey(song.cover))", size: size, scale: context.scale,
      for: self,
      paint: { o in
        o.copy(backdrop, at: .zero)
        Self.drawLyricsGradient(o, size: size, alpha: 1)
      }, arrived: { [weak self] in self?.setNeedsDisplay() })
  }
}
