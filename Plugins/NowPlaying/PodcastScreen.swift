import Art
import Basics
import Canvas
import HomeModel
import Runtime
import Widgets

/// The household's podcast episode (`podcasts`), in Now Playing's style: the
/// square cover over its own blurred, enlarged copy, the chapter playing over
/// the episode's title and show, the progress bar and times, and rewind 15 s,
/// play/pause and forward 30 s. Listening carries on (in the plugin) while
/// the person looks elsewhere. The bar is drawn to whole pixels and redrawn
/// when its end moves one.
final class PodcastScreen: Screen {
  static let back = 15.0
  static let ahead = 30.0

  unowned let plugin: NowPlayingPlugin
  let episode: PodcastEpisode
  private var frames = NowPlayingLayout(size: .zero)
  private let controls = Controls()
  private let volume = VolumeSlider()
  private var shownFillPixel = -1
  private var shownSecond = -1
  private var shownPlaying: Bool?
  private var shownChapter: Int?
  private var titleText: TextLayout?
  private var showText: TextLayout?

  init(plugin: NowPlayingPlugin, episode: PodcastEpisode) {
    self.plugin = plugin
    self.episode = episode
    super.init(id: ScreenRoute.podcasts.screen)
  }

  override func layout() {
    frames = NowPlayingLayout(size: size)
    titleText = TextLayout(episode.title, style: TextStyle(weight: .semibold, size: 28, color: .white), width: size.width - 2 * NowPlayingLayout.margin)
    showText = TextLayout(episode.show, style: TextStyle(weight: .regular, size: 22, color: Color(white: 1, alpha: 0.6)))
    controls.removeAll()
    controls.add("podcasts.close", frames.close) { [unowned self] in plugin.close() }
    controls.add("podcasts.rewind", frames.rewind) { [unowned self] in plugin.podcastPlayback?.seek(by: -Self.back, at: now) }
    controls.add("podcasts.play", frames.play) { [unowned self] in plugin.podcastPlayback?.togglePlaying(at: now) }
    controls.add("podcasts.forward", frames.forward) { [unowned self] in plugin.podcastPlayback?.seek(by: Self.ahead, at: now) }
    controls.add("podcasts.volume", frames.volumeTarget) {}
    shownFillPixel = -1
  }

  private var now: Double { plugin.context.time }

  override var elements: [Element] { controls.elements }

  override func state(_ key: String) -> String? {
    guard let playback = plugin.podcastPlayback else { return nil }
    switch key {
    case "podcasts.elapsed": return String(Int(playback.elapsed(at: now)))
    case "podcasts.playing": return String(playback.isPlaying(at: now))
    case "podcasts.chapter": return playback.lineIndex(at: now).map { episode.chapters[$0].text } ?? "none"
    case "podcasts.volume": return String(plugin.volume)
    default: return nil
    }
  }

  // MARK: time and touch

  override func update(_ time: FrameTime) -> Bool {
    guard var playback = plugin.podcastPlayback else { return false }
    playback.startIfNeeded(at: time.time)
    plugin.podcastPlayback = playback
    let elapsed = playback.elapsed(at: time.time)
    let fill = fillPixels(elapsed)
    if fill != shownFillPixel {
      shownFillPixel = fill
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
    if volume.needsDrawing(plugin.volume) { setNeedsDisplay(frames.volumeTarget) }
    let chapter = playback.lineIndex(at: time.time)
    if chapter != shownChapter {
      shownChapter = chapter
      setNeedsDisplay(chapterRect)
    }
    return playing
  }

  /// The filled part of the bar in whole device pixels: what is drawn, so a
  /// frame that does not move it changes nothing.
  private func fillPixels(_ elapsed: Double) -> Int {
    let scale = context?.scale ?? 1
    return Int((frames.bar.width * min(max(elapsed / episode.duration, 0), 1) * scale).rounded())
  }

  /// The chapter's line, over the title.
  private var chapterRect: Rect {
    let top = frames.title.y - 30
    return Rect(x: frames.title.x - 2, y: top, width: size.width - 2 * NowPlayingLayout.margin + 4, height: 26)
  }

  override func touch(_ event: TouchEvent) -> Bool {
    if volume.track(event, frames: frames, set: plugin.setVolume) {
      setNeedsDisplay(frames.volumeTarget)
      return true
    }
    // The pressed disc reaches 6 pt past a control (the tracked rect, 4).
    if let r = controls.track(event) { setNeedsDisplay(r.insetBy(-4, -4)) }
    return false
  }

  override func gesture(_ gesture: Gesture) {
    if case .tap(let p) = gesture { controls.handleTap(at: p) }
  }

  // MARK: drawing

  override func draw(_ canvas: Canvas) {
    guard let context, let playback = plugin.podcastPlayback else { return }
    if let backdrop = backdrop(context) {
      canvas.draw(backdrop, at: .zero)
    } else {
      canvas.fill(bounds, Color(hex: episode.cover[1]))
    }
    if let cover = cover(context) { FeatheredArtwork.draw(canvas, cover, in: frames.artwork, alpha: 1, screen: size) }
    canvas.fill(Rect(x: 0, y: size.height * 0.5, width: size.width, height: size.height * 0.5), .linear(
      from: Point(0, size.height * 0.5), to: Point(0, size.height),
      stops: [GradientStop(0, Color(white: 0, alpha: 0)), GradientStop(1, Color(white: 0, alpha: 0.6))]))

    let pressed = controls.pressedID
    RoundButton.draw(canvas, icon: .xmark, in: frames.close, style: .grey, pressed: pressed == "podcasts.close")
    let t = now
    if let i = playback.lineIndex(at: t) {
      let label = "CHAPTER \(i + 1) · " + episode.chapters[i].text.uppercased()
      canvas.drawText(label, TextStyle(weight: .semibold, size: 15, tracking: 0.6, color: Color(white: 1, alpha: 0.7)), at: Point(chapterRect.minX + 2, chapterRect.minY + 2))
    }
    if let titleText { canvas.draw(titleText, at: frames.title) }
    if let showText { canvas.draw(showText, at: frames.subtitle) }

    let elapsed = playback.elapsed(at: t)
    let bar = frames.bar
    canvas.fill(Path.roundedRect(bar, radius: bar.height / 2), Color(white: 1, alpha: 0.25))
    let fill = Double(fillPixels(elapsed)) / canvas.scale
    if fill > 0 {
      canvas.withState {
        canvas.clip(Rect(x: bar.minX, y: bar.minY, width: fill, height: bar.height))
        canvas.fill(Path.roundedRect(bar, radius: bar.height / 2), Color(white: 1, alpha: 0.85))
      }
    }
    let timeStyle = TextStyle(weight: .semibold, size: 15, color: Color(white: 1, alpha: 0.6))
    canvas.drawText(Song.clockText(elapsed), timeStyle, at: Point(bar.minX, frames.timesTop))
    canvas.drawText("-" + Song.clockText(episode.duration - Double(Int(elapsed))), timeStyle, at: Point(bar.maxX, frames.timesTop), anchor: .topRight)

    let items: [(String, Icon, Rect, Double, String)] = [
      ("podcasts.rewind", .rewind, frames.rewind, 40, "15"),
      ("podcasts.play", playback.isPlaying(at: t) ? .pause : .play, frames.play, 58, ""),
      ("podcasts.forward", .fastForward, frames.forward, 40, "30"),
    ]
    for (id, icon, rect, side, seconds) in items {
      if pressed == id { canvas.fill(Path.ellipse(in: rect.insetBy(-6, -6)), Color(white: 1, alpha: 0.16)) }
      icon.draw(canvas, in: Rect(center: Point(rect.midX, rect.midY - (seconds.isEmpty ? 0 : 6)), size: Size(side, side)), color: .white)
      if !seconds.isEmpty {
        canvas.drawText(seconds, TextStyle(weight: .bold, size: 12, color: .white), at: Point(rect.midX, rect.maxY - 2), anchor: .bottom)
      }
    }
    volume.draw(canvas, frames: frames, level: plugin.volume)
  }

  // MARK: cached pictures

  private func cover(_ context: ScreenContext) -> Surface? {
    let side = frames.artwork.width, episode = episode
    return context.painter.picture(
      "podcasts.cover.\(Int(side))", size: Size(side, side), scale: context.scale, for: self,
      paint: { c in PodcastCover.draw(c, in: Rect(size: Size(side, side)), episode: episode) },
      arrived: { [weak self] in self?.setNeedsDisplay() })
  }

  /// The cover enlarged to fill the screen, blurred and darkened: no copies
  /// side by side, so no seam and no mirror image.
  private func backdrop(_ context: ScreenContext) -> Surface? {
    let size = size, scale = context.scale, episode = episode
    return context.painter.picture(
      "podcasts.backdrop.\(Int(size.width))x\(Int(size.height))", size: size, scale: scale, for: self,
      paint: { o in
        let side = max(size.width, size.height)
        let wide = Surface(size: size, scale: scale)
        PodcastCover.draw(Canvas(surface: wide), in: Rect(x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side), episode: episode)
        let bounds = Rect(size: size)
        o.draw(wide.blurred(radius: 72), in: bounds)
        o.fill(bounds, Color(white: 0, alpha: 0.3))
      }, arrived: { [weak self] in self?.setNeedsDisplay() })
  }
}
