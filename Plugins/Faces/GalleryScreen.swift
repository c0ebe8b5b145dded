import Canvas
import ClockFaces
import Runtime

/// The launch screen: three rows of live face miniatures drifting sideways
/// forever on #F5F5F7. Each framed miniature is painted once per minute and
/// cached, so a frame is a background fill and a few dozen blits.
final class GalleryScreen: Screen {
  unowned let plugin: FacesPlugin
  private var grid: GalleryLayout?
  private var appearedAt: Double?
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
    setNeedsDisplay()
    return true
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
    let settled = grid.scale(at: now - start) == GalleryLayout.growTo
    for tile in tiles {
      let picture = miniature(tile.faceID, layout: grid, time: time, context: context)
      if settled {
        let px = canvas.scale
        canvas.draw(picture, at: Point((tile.frame.minX * px).rounded() / px, (tile.frame.minY * px).rounded() / px))
      } else {
        canvas.draw(picture, in: tile.frame)
      }
    }
  }

  override func gesture(_ gesture: Gesture) {
    guard case .tap(let p) = gesture, let tile = tiles.last(where: { $0.frame.contains(p) }) else { return }
    let (screen, corner) = PreviewFrame.screen(in: tile.frame)
    plugin.open(tile.faceID, from: screen, cornerRadius: corner)
  }

  /// The framed preview, painted at the grown size so it stays crisp at 1.08.
  private func miniature(_ id: String, layout: GalleryLayout, time: CivilTime, context: ScreenContext) -> Surface {
    let size = Size(layout.tileSize.width * GalleryLayout.growTo, layout.tileSize.height * GalleryLayout.growTo)
    guard let face = plugin.renderer(id) else { return Surface(pixelWidth: 1, pixelHeight: 1) }
    let key = "gallery.tile." + face.cacheKey(size: size, time: time)
    return context.cache.surface(key, size: size, scale: context.scale) { c in
      PreviewFrame.draw(c, in: Rect(size: size)) { c, screen in face.draw(c, in: screen, time: time) }
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
