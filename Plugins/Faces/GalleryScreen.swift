import Basics
import Canvas
import ClockFaces
import Runtime
import Widgets

/// The launch screen: three rows of live face miniatures drifting sideways
/// forever on #F5F5F7. Each framed miniature is painted once per minute and
/// cached, so a frame is a background fill and a few dozen blits.
final class GalleryScreen: Screen {
  unowned let plugin: FacesPlugin
  private var grid: GalleryLayout?
  private var appearedAt: Double?
  /// The minute the chosen face was last painted ahead for.
  private var warmed: CivilTime?
  static let warmAfter = 1.0
  static let background = Color(hex: 0xF5F5F7)

  init(plugin: FacesPlugin) {
    self.plugin = plugin
    super.init(id: "gallery")
  }

  override func layout() {
    grid = GalleryLayout(size: size, faceIDs: plugin.galleryFaceIDs)
  }

  override func appear() {
    appearedAt = nil
    composed.removeAll()
    composing.removeAll()
  }

  override func disappear() {
    composed.removeAll()
    composing.removeAll()
    spareComposites.removeAll()
  }

  private var now: Double { context?.time ?? 0 }
  private var start: Double { appearedAt ?? now }

  var tiles: [GalleryLayout.Tile] { grid?.tiles(at: now, appearedAt: start) ?? [] }

  override func update(_ time: FrameTime) -> Bool {
    if appearedAt == nil { appearedAt = time.time }
    if time.delta > 0 { frameInterval = time.delta }
    warmChosenFace(at: time.time)
    setNeedsDisplay()
    return true
  }

  /// Once the previews are in, the chosen face (the one most likely opened
  /// next) is painted ahead at full size, so zooming into it has its picture.
  private func warmChosenFace(at t: Double) {
    guard let context, t - start >= Self.warmAfter, let face = plugin.renderer(plugin.current) else { return }
    let minute = context.now
    guard warmed != minute else { return }
    warmed = minute
    face.warm(size: size, time: minute, scale: context.scale, painter: context.painter)
  }

  override var elements: [Element] {
    // For each face, its most visible tile (tiles leave at the edges).
    var best: [String: GalleryLayout.Tile] = [:]
    for t in tiles {
      let visible = t.frame.intersection(bounds).area
      if visible > (best[t.faceID].map { $0.frame.intersection(bounds).area } ?? 0) { best[t.faceID] = t }
    }
    return plugin.galleryFaceIDs.compactMap { id in best[id].map { Element("gallery.face.\(id)", $0.frame.intersection(bounds)) } }
  }

  override func state(_ key: String) -> String? {
    switch key {
    case "gallery.faces": return String(plugin.galleryFaceIDs.count)
    case "gallery.scale": return grid.map { fmt($0.scale(at: now - start), decimals: 3) }
    default: return nil
    }
  }

  override func draw(_ canvas: Canvas) {
    guard let grid, let context else {
      canvas.fill(bounds, Self.background)
      return
    }
    let time = context.now
    var budget = Self.paintsPerFrame
    let drawing = frame(at: now, layout: grid, context: context) { id in
      miniature(id, layout: grid, time: time, context: context, budget: &budget)
    }
    // Settled, every tile is one 1:1 copy; while the tiles grow or previews
    // fade in, every tile is filtered anew each frame: the painter composes
    // those frames (ahead of time, in real time), the frame thread copies one.
    if drawing.isSettled {
      composed.removeAll()
      spareComposites.removeAll()
    }
    guard !drawing.isSettled, let composite = composite(drawing, layout: grid, context: context) else {
      drawing.draw(canvas, in: bounds)
      return
    }
    canvas.draw(composite, at: .zero)
  }

  /// The gallery at `t` from the previews it shows (a zoom away from it is
  /// composed on the painter with it behind).
  override func ahead(at t: Double) -> ScreenAhead? {
    guard let grid, let context else { return nil }
    let drawing = frame(at: t, layout: grid, context: context) { id in
      shown[id].map { ($0.surface, $0.since) } ?? (blankPreview(layout: grid, context: context), .infinity)
    }
    let bounds = self.bounds
    return .drawing { c in drawing.draw(c, in: bounds) }
  }

  /// What the gallery shows at `t`, each tile's preview and since when it
  /// shows from `picture`.
  private func frame(
    at t: Double, layout: GalleryLayout, context: ScreenContext, picture: (String) -> (Surface, Double)
  ) -> GalleryFrame {
    var layers: [GalleryFrame.Layer] = []
    for tile in layout.tiles(at: t, appearedAt: start) {
      let (surface, shownSince) = picture(tile.faceID)
      // A preview painted moments ago fades in over the dark screen.
      let alpha = min(1, (t - shownSince) / Self.fadeSeconds)
      if alpha < 1 { layers.append(.init(picture: blankPreview(layout: layout, context: context), frame: tile.frame, alpha: 1, origin: nil)) }
      if alpha == 1, let origin = wholePixelOrigin(tile, layout, at: t) {
        layers.append(.init(picture: surface, frame: tile.frame, alpha: 1, origin: origin, bands: previewBands(layout, scale: context.scale)))
      } else if alpha > 0 {
        layers.append(.init(picture: surface, frame: tile.frame, alpha: alpha, origin: nil))
      }
    }
    return GalleryFrame(background: Self.background, layers: layers)
  }

  /// The interval between frames, for the frames composed ahead.
  private var frameInterval = 1 / 60.0
  /// Frames composed ahead on the painter (real time): by the time they show.
  private var composed: [(time: Double, surface: Surface)] = []
  /// The times of the frames being composed.
  private var composing: [Double] = []
  /// Composed frames shown and done with, drawn over for the next ones.
  private var spareComposites: [Surface] = []
  static let keptComposites = 2

  private func keepSpare(_ surface: Surface) {
    if spareComposites.count < Self.keptComposites { spareComposites.append(surface) }
  }
  static let framesAhead = 2

  /// `drawing` composed into one picture of the screen, or nil where none is
  /// near enough yet (the frame thread then draws it). Headless, the painter
  /// composes this very frame at once; in real time the frame composed for
  /// the nearest time shows and the next ones are asked for.
  private func composite(_ drawing: GalleryFrame, layout: GalleryLayout, context: ScreenContext) -> Surface? {
    let size = self.size, scale = context.scale
    if context.painter.paintsInline {
      var painted: Surface?
      let reused = spareComposites.popLast()
      context.painter.paint(for: self, { drawing.composite(size: size, scale: scale, reusing: reused) }) { painted = $0 }
      // Drawn into the back buffer this frame, free by the next.
      if let painted { keepSpare(painted) }
      return painted
    }
    let t = now
    // A job cancelled while the screen stayed (never handed back) stops holding a place.
    composing.removeAll { $0 < t - 1 }
    for k in 1...Self.framesAhead where composing.count < Self.framesAhead {
      let ahead = t + Double(k) * frameInterval
      guard !composing.contains(where: { abs($0 - ahead) < frameInterval / 2 }),
        !composed.contains(where: { abs($0.time - ahead) < frameInterval / 2 })
      else { continue }
      let next = frame(at: ahead, layout: layout, context: context) { id in
        shown[id].map { ($0.surface, $0.since) } ?? (blankPreview(layout: layout, context: context), .infinity)
      }
      composing.append(ahead)
      let reused = spareComposites.popLast()
      context.painter.paint(for: self, { next.composite(size: size, scale: scale, reusing: reused) }) { [weak self] surface in
        guard let self else { return }
        composing.removeAll { $0 == ahead }
        composed.append((ahead, surface))
        setNeedsDisplay()
      }
    }
    guard let nearest = composed.min(by: { abs($0.time - t) < abs($1.time - t) }) else { return nil }
    for passed in composed where passed.time < nearest.time { keepSpare(passed.surface) }
    composed.removeAll { $0.time < nearest.time }
    return nearest.surface
  }

  /// Where a grown tile's preview is copied 1:1: its frame's origin on whole
  /// pixels (nil while the tiles grow, when previews are scaled into their
  /// frames). The copy takes pixman's fast path instead of filtering every
  /// pixel (the drift then moves in whole pixels, 25 a second, which reads
  /// as smooth motion).
  private func wholePixelOrigin(_ tile: GalleryLayout.Tile, _ grid: GalleryLayout, at t: Double) -> Point? {
    guard grid.scale(at: t - start) == GalleryLayout.growTo else { return nil }
    let px = context?.scale ?? 1
    return Point((tile.frame.minX * px).rounded() / px, (tile.frame.minY * px).rounded() / px)
  }

  /// Previews are painted on the painter; asking for a fixed number per frame
  /// (not a time budget, so headless runs, which paint at once, stay
  /// identical) fills the gallery within a fraction of a second, each preview
  /// fading in over its dark screen as it arrives.
  static let paintsPerFrame = 2
  static let fadeSeconds = 0.25
  /// The preview last painted for each face, and since when it shows: kept
  /// across minute changes so a stale preview shows until its successor is ready.
  private var shown: [String: (key: String, surface: Surface, since: Double)] = [:]

  override func gesture(_ gesture: Gesture) {
    guard case .tap(let p) = gesture, let grid, let tile = tiles.last(where: { $0.frame.contains(p) }) else { return }
    // The zoom starts as the very preview the tile shows, where it shows it.
    let picture = shown[tile.faceID]?.surface
    var frame = tile.frame
    if let origin = wholePixelOrigin(tile, grid, at: now), let picture { frame = Rect(origin: origin, size: picture.size) }
    let (screen, corner) = PreviewFrame.screen(in: frame)
    plugin.open(tile.faceID, from: screen, cornerRadius: corner, tile: picture.map { ZoomTile(picture: $0, frame: frame) })
  }

  /// The framed preview (painted at the grown size so it stays crisp at
  /// 1.08) and since when it shows; painting a missing one spends `budget`.
  private func miniature(
    _ id: String, layout: GalleryLayout, time: CivilTime, context: ScreenContext, budget: inout Int
  ) -> (Surface, Double) {
    let size = previewSize(layout)
    guard let face = plugin.renderer(id) else { return (blankPreview(layout: layout, context: context), -.infinity) }
    let key = "gallery.tile." + face.cacheKey(size: size, time: time)
    if let s = context.cache.lookup(key) {
      if shown[id]?.key != key { shown[id] = (key, s, shown[id]?.since ?? now) }
      return (s, shown[id]!.since)
    }
    if budget > 0 {
      budget -= 1
      // Painted on the painter: it shows (fading in) from the frame it arrives.
      let painted = context.painter.picture(key, size: size, scale: context.scale, for: self) { c in
        PreviewFrame.draw(c, in: Rect(size: size)) { c, screen in face.draw(c, in: screen, time: time) }
      }
      if let s = painted {
        // A preview that replaces an older one (a new minute) swaps in at once.
        shown[id] = (key, s, shown[id]?.since ?? now)
        return (s, shown[id]!.since)
      }
    }
    if let old = shown[id] { return (old.surface, old.since) }
    return (blankPreview(layout: layout, context: context), .infinity)
  }

  /// Where every preview of this size is opaque, measured once on a blank
  /// preview of our own (the ones in the cache may be read by the painter).
  private var bands: (size: Size, scale: Double, bands: OpaqueBands?)?

  private func previewBands(_ layout: GalleryLayout, scale: Double) -> OpaqueBands? {
    let size = previewSize(layout)
    if let bands, bands.size == size, bands.scale == scale { return bands.bands }
    let blank = Surface(size: size, scale: scale)
    PreviewFrame.draw(Canvas(surface: blank), in: Rect(size: size)) { c, screen in c.fill(screen, Self.blankScreen) }
    let measured = OpaqueBands(measuring: blank)
    bands = (size, scale, measured)
    return measured
  }

  private func previewSize(_ layout: GalleryLayout) -> Size {
    Size(layout.tileSize.width * GalleryLayout.growTo, layout.tileSize.height * GalleryLayout.growTo)
  }

  /// The dark screen of a preview not painted yet.
  static let blankScreen = Color(hex: 0x1C1C1E)

  /// The bezel around a dark screen: a preview not painted yet.
  private func blankPreview(layout: GalleryLayout, context: ScreenContext) -> Surface {
    let size = previewSize(layout), scale = context.scale
    return context.cache.surface("gallery.tile.blank.\(Int(size.width))x\(Int(size.height))", size: size, scale: scale) { c in
      PreviewFrame.draw(c, in: Rect(size: size)) { c, screen in c.fill(screen, Self.blankScreen) }
    }
  }
}

/// The look of a face preview: a rounded black bezel (corner ≈ 22 % of the
/// width, bezel ≈ 7 %) with a thin light-grey rim, the face inside.
enum PreviewFrame {
  /// The face's own rect inside the bezel, and its corner radius.
  static func screen(in rect: Rect) -> (Rect, Double) {
    let bezel = rect.width * 0.07
    return (rect.insetBy(bezel, bezel), rect.width * 0.22 - bezel)
  }

  static func draw(_ canvas: Canvas, in rect: Rect, face: (Canvas, Rect) -> Void) {
    let corner = rect.width * 0.22
    let rim = max(1, rect.width * 0.006)
    let outer = rect.insetBy(rim / 2, rim / 2)
    canvas.fill(Path.roundedRect(outer, radius: corner), Color(hex: 0x0B0B0C))
    canvas.stroke(Path.roundedRect(outer, radius: corner), .color(Color(hex: 0xC9C9CE)), width: rim)
    let (screen, screenCorner) = Self.screen(in: rect)
    canvas.withState {
      canvas.clip(Path.roundedRect(screen, radius: screenCorner))
      face(canvas, screen)
    }
  }
}
