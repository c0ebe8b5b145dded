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

  override func appear() { appearedAt = nil }

  private var now: Double { context?.time ?? 0 }
  private var start: Double { appearedAt ?? now }

  var tiles: [GalleryLayout.Tile] { grid?.tiles(at: now, appearedAt: start) ?? [] }

  override func update(_ time: FrameTime) -> Bool {
    if appearedAt == nil { appearedAt = time.time }
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
    canvas.fill(bounds, Self.background)
    guard let grid, let context else { return }
    let time = context.now
    // Once grown, tiles sit 1:1 on whole pixels: the copy takes pixman's fast
    // path instead of filtering every pixel (the drift then moves in whole
    // pixels, 25 a second, which reads as smooth motion).
    var budget = Self.paintsPerFrame
    for tile in tiles {
      let (picture, shownSince) = miniature(tile.faceID, layout: grid, time: time, context: context, budget: &budget)
      // A preview painted moments ago fades in over the dark screen.
      let alpha = min(1, (now - shownSince) / Self.fadeSeconds)
      if alpha < 1 { canvas.draw(blankPreview(layout: grid, context: context), in: tile.frame) }
      if alpha == 1, let origin = wholePixelOrigin(tile, grid) {
        canvas.draw(picture, at: origin)
      } else if alpha > 0 {
        canvas.draw(picture, in: tile.frame, alpha: alpha)
      }
    }
  }

  /// Where a grown tile's preview is copied 1:1: its frame's origin on whole
  /// pixels (nil while the tiles grow, when previews are scaled into their frames).
  private func wholePixelOrigin(_ tile: GalleryLayout.Tile, _ grid: GalleryLayout) -> Point? {
    guard grid.scale(at: now - start) == GalleryLayout.growTo else { return nil }
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
    if let origin = wholePixelOrigin(tile, grid), let picture { frame = Rect(origin: origin, size: picture.size) }
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

  private func previewSize(_ layout: GalleryLayout) -> Size {
    Size(layout.tileSize.width * GalleryLayout.growTo, layout.tileSize.height * GalleryLayout.growTo)
  }

  /// The bezel around a dark screen: a preview not painted yet.
  private func blankPreview(layout: GalleryLayout, context: ScreenContext) -> Surface {
    let size = previewSize(layout)
    return context.cache.surface("gallery.tile.blank.\(Int(size.width))x\(Int(size.height))", size: size, scale: context.scale) { c in
      PreviewFrame.draw(c, in: Rect(size: size)) { c, screen in c.fill(screen, Color(hex: 0x1C1C1E)) }
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
