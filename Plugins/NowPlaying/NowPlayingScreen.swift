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
  let song: Song
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
  private var shownFillPixel = -1
  private var shownSecond = -1
  private var shownPlaying: Bool?
  private var titleText: TextLayout?
  private var subtitleText: TextLayout?
  private var lineTexts: [TextLayout] = []
  /// "…"'s menu while it is open (`nowplaying:menu`), and its rows' controls.
  private var menu: MoreMenu?
  private let menuControls = Controls()

  init(plugin: NowPlayingPlugin, song: Song, showsLyrics: Bool) {
    self.plugin = plugin
    self.song = song
    self.showsLyrics = showsLyrics
    let end = showsLyrics ? 1.0 : 0.0
    slide = Self.slideSpring(from: end, to: end)
    currentLine = plugin.playback?.lineIndex(at: plugin.context.time)
    scroll = Self.scrollSpring(at: currentLine)
    super.init(id: NowPlayingPlugin.route(lyrics: showsLyrics).screen)
  }

  private static func slideSpring(from: Double, to: Double) -> Spring {
    Spring(value: from, target: to, response: 0.55, dampingFraction: 0.88)
  }
  private static func scrollSpring(at line: Int?) -> Spring {
    Spring(value: Double(line ?? -1), response: 0.6, dampingFraction: 0.92)
  }

  override func layout() {
    frames = NowPlayingLayout(size: size)
    titleText = TextLayout(song.title, style: TextStyle(weight: .semibold, size: 28, color: .white))
    subtitleText = TextLayout(song.artist, style: TextStyle(weight: .regular, size: 22, color: Color(white: 1, alpha: 0.6)))
    lineTexts = song.lyrics.map {
      TextLayout($0.text, style: TextStyle(weight: .bold, size: 46, color: .white), width: frames.lyricsArea.width * 0.8)
    }
    controls.removeAll()
    controls.add("nowplaying.close", frames.close) { [unowned self] in plugin.close() }
    controls.add("nowplaying.more", frames.more) { [unowned self] in setMenu(open: menu == nil) }
    controls.add("nowplaying.lyrics", frames.lyrics) { [unowned self] in toggleLyrics() }
    controls.add("nowplaying.rewind", frames.rewind) { [unowned self] in seek(by: -Playback.jump) }
    controls.add("nowplaying.play", frames.play) { [unowned self] in
      plugin.playback?.togglePlaying(at: plugin.context.time)
    }
    controls.add("nowplaying.forward", frames.forward) { [unowned self] in seek(by: Playback.jump) }
    controls.add("nowplaying.queue", frames.queue) {}
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
    shownFillPixel = -1
    shownSecond = -1
    shownPlaying = nil
    becomes(NowPlayingPlugin.route(lyrics: showsLyrics))
  }

  private func seek(by seconds: Double) {
    plugin.playback?.seek(by: seconds, at: plugin.context.time)
  }

  override var elements: [Element] { controls.elements + menuControls.elements }

  override func state(_ key: String) -> String? {
    guard let playback = plugin.playback, let t = context?.time else { return nil }
    switch key {
    case "nowplaying.elapsed": return String(Int(playback.elapsed(at: t)))
    case "nowplaying.playing": return String(playback.isPlaying(at: t))
    case "nowplaying.line": return playback.lineIndex(at: t).map { song.lyrics[$0].text } ?? "none"
    case "nowplaying.line.index": return playback.lineIndex(at: t).map(String.init) ?? "none"
    case "nowplaying.menu": return menu == nil ? "closed" : "open"
    case "nowplaying.favourite": return String(plugin.favourite)
    default: return nil
    }
  }

  // MARK: time

  override func update(_ time: FrameTime) -> Bool {
    guard var playback = plugin.playback else { return false }
    playback.startIfNeeded(at: time.time)
    plugin.playback = playback
    var moving = false
    if !slide.isSettled {
      slide.step(time.delta)
      setNeedsDisplay()
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
    // The bar's end moves a pixel every few frames: redraw it only then.
    let elapsed = playback.elapsed(at: time.time)
    let fillPixel = Int((fillWidth(elapsed) * (context?.scale ?? 1)).rounded())
    if fillPixel != shownFillPixel {
      shownFillPixel = fillPixel
      setNeedsDisplay(frames.bar.insetBy(-2, -2))
    }
    if Int(elapsed) != shownSecond {
      shownSecond = Int(elapsed)
      setNeedsDisplay(frames.progressRegion)
    }
    let playing = playback.isPlaying(at: time.time)
    if playing != shownPlaying {
      shownPlaying = playing
      setNeedsDisplay(frames.play.insetBy(-8, -8))
    }
    return moving || playing
  }

  private func fillWidth(_ elapsed: Double) -> Double { frames.bar.width * min(max(elapsed / song.duration, 0), 1) }

  // MARK: touch

  override func touch(_ event: TouchEvent) -> Bool {
    if let r = (menu == nil ? controls : menuControls).track(event) { setNeedsDisplay(r) }
    return false
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

  override func draw(_ canvas: Canvas) {
    guard let context, let playback = plugin.playback else { return }
    let t = context.time
    let p = min(max(slide.value, 0), 1)
    if let backdrop = backdrop(context) {
      canvas.draw(backdrop, at: .zero)
    } else {
      canvas.fill(bounds, Self.placeholder)
    }
    if p > 0 {
      // The lyrics' dark gradient comes over the blurred artwork.
      canvas.fill(bounds, .linear(from: Point(0, 0), to: Point(0, size.height), stops: [
        GradientStop(0, Color(hex: 0x0B0F16, alpha: 0.55 * p)), GradientStop(1, Color(hex: 0x05070A, alpha: 0.8 * p)),
      ]))
    }
    if p < 1 {
      // Whole pixels: a fractional offset would resample the whole picture.
      let lift = (p * size.height * 0.7 * canvas.scale).rounded() / canvas.scale
      if let art = artwork(context) { FeatheredArtwork.draw(canvas, art, in: frames.artwork.offsetBy(0, -lift), alpha: 1 - p, screenWidth: size.width) }
    }
    // Legibility under the titles and controls.
    canvas.fill(Rect(x: 0, y: size.height * 0.5, width: size.width, height: size.height * 0.5), .linear(
      from: Point(0, size.height * 0.5), to: Point(0, size.height),
      stops: [GradientStop(0, Color(white: 0, alpha: 0)), GradientStop(1, Color(white: 0, alpha: 0.55))]))
    if p > 0 { drawLyrics(canvas, alpha: p) }
    drawChrome(canvas, playback: playback, time: t, lyricsShown: p)
    menu?.draw(canvas, favourite: plugin.favourite, pressed: menuControls.pressedID)
  }

  /// Two lines before the current one, the current line bright, two after,
  /// all dimmed by their distance from it; the list glides to each new line.
  private func drawLyrics(_ canvas: Canvas, alpha p: Double) {
    let area = frames.lyricsArea
    canvas.withState {
      canvas.clip(area.insetBy(-4, -4))
      for (i, text) in lineTexts.enumerated() {
        let d = Double(i) - scroll.value
        guard abs(d) < 3 else { continue }
        let focus = max(0, 1 - abs(d))
        let edge = max(0, 1 - max(0, abs(d) - 2) / 0.6)
        let y = area.midY + d * frames.lineHeight - text.size.height / 2 + (1 - p) * 60
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
    let elapsed = playback.elapsed(at: t)
    let bar = frames.bar
    canvas.fill(Path.roundedRect(bar, radius: bar.height / 2), Color(white: 1, alpha: 0.25))
    let fill = fillWidth(elapsed)
    if fill > 0 {
      canvas.withState {
        canvas.clip(Rect(x: bar.minX, y: bar.minY, width: fill, height: bar.height))
        canvas.fill(Path.roundedRect(bar, radius: bar.height / 2), Color(white: 1, alpha: 0.85))
      }
    }
    let timeStyle = TextStyle(weight: .semibold, size: 15, color: Color(white: 1, alpha: 0.6))
    canvas.drawText(Song.clockText(elapsed), timeStyle, at: Point(bar.minX, frames.timesTop))
    // Remaining counts from the whole second shown, so the two always add up.
    canvas.drawText("-" + Song.clockText(song.duration - Double(Int(elapsed))), timeStyle, at: Point(bar.maxX, frames.timesTop), anchor: .topRight)

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
  }

  // MARK: cached pictures

  /// The sharp square artwork, painted once per size on the painter; nil
  /// until it arrives (the screen redraws then).
  private func artwork(_ context: ScreenContext) -> Surface? {
    let side = frames.artwork.width
    return context.painter.picture(
      "nowplaying.artwork.\(Int(side))", size: Size(side, side), scale: context.scale, for: self, paint: Self.paintArtwork(side: side),
      arrived: { [weak self] in self?.setNeedsDisplay() })
  }

  nonisolated private static func paintArtwork(side: Double) -> @Sendable (Canvas) -> Void {
    { c in RainbowAlbumArt.draw(c, in: Rect(size: Size(side, side))) }
  }

  /// The artwork mirrored out to both sides, blurred once and darkened a
  /// little: it extends the artwork to the screen's edges. Painted on the
  /// painter (with its own copy of the artwork); nil until it arrives.
  private func backdrop(_ context: ScreenContext) -> Surface? {
    let size = size, rect = frames.artwork, scale = context.scale
    return context.painter.picture(
      "nowplaying.backdrop.\(Int(size.width))x\(Int(size.height))", size: size, scale: scale, for: self,
      paint: { o in
        let art = Surface(size: Size(rect.width, rect.width), scale: scale)
        Self.paintArtwork(side: rect.width)(Canvas(surface: art))
        let wide = Surface(size: size, scale: scale)
        let c = Canvas(surface: wide)
        c.draw(art, in: rect)
        for mirrorX in [rect.minX, rect.maxX] {
          c.withState {
            c.translate(2 * mirrorX, 0)
            c.scaleBy(-1, 1)
            c.draw(art, in: rect)
          }
        }
        let bounds = Rect(size: size)
        o.draw(wide.blurred(radius: 64), in: bounds)
        o.fill(bounds, Color(white: 0, alpha: 0.28))
      }, arrived: { [weak self] in self?.setNeedsDisplay() })
  }
}
