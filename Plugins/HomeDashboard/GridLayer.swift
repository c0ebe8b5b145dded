import Art
import Basics
import Canvas
import HomeModel
import Runtime

/// What never changes on the grid page: the wallpaper, the frosted glass of the
/// six tiles and their fixed labels, painted once per size on the painter into
/// the layer cache; nil until it arrives, while the page shows `placeholder`.
/// The plugin warms it while the home shows, so opening the dashboard finds it.
@MainActor
enum GridLayer {
  nonisolated static let glassTint = Color(white: 1, alpha: 0.16)
  nonisolated static let glassStroke = Color(white: 1, alpha: 0.42)
  /// The amber wallpaper's middle tone: what shows before the layer arrives.
  static let placeholder = Color(hex: 0x7A3E12)

  static func key(size: Size, scale: Double) -> String { "dashboard.grid.\(size.width)x\(size.height)@\(scale)" }

  static func surface(painter: Painter, size: Size, scale: Double, store: AccessoryStore, for owner: AnyObject?, arrived: @escaping @MainActor () -> Void) -> Surface? {
    painter.picture(key(size: size, scale: scale), size: size, scale: scale, for: owner, paint: job(size: size, store: store), arrived: arrived)
  }

  static func warm(painter: Painter, size: Size, scale: Double, store: AccessoryStore) {
    painter.warm(key(size: size, scale: scale), size: size, scale: scale, paint: job(size: size, store: store))
  }

  /// The painter's job: the accessories as they are now (their names only show).
  private static func job(size: Size, store: AccessoryStore) -> @Sendable (Canvas) -> Void {
    let accessories = store.accessories
    return { c in paint(c, DashboardLayout(size: size), accessories) }
  }

  nonisolated static func paint(_ c: Canvas, _ l: DashboardLayout, _ accessories: [Accessory]) {
    let wallpaper = AmberWallpaper.picture(size: l.size, scale: c.scale)
    c.draw(wallpaper, in: l.bounds)
    // The glass shows the wallpaper blurred (once, here: never per frame).
    let blurred = wallpaper.blurred(radius: 64 * l.u, downsample: 1)
    for tile in l.tiles {
      c.drawFrostedGlass(
        Path.roundedRect(tile, radius: l.corner), backdrop: blurred, backdropRect: l.bounds, tint: glassTint,
        stroke: glassStroke, strokeWidth: max(1, 1.2 * l.u))
    }
    let labelled: [(Accessory.Kind, Icon?, Rect)] = [
      (.thermostat, nil, l.thermostatTile), (.intercom, .waveform, l.intercomTile), (.scene, .sun, l.sceneTile),
      // The lock's icon animates, so only its words are fixed.
      (.lock, nil, l.lockTile),
    ]
    for (kind, icon, tile) in labelled {
      guard let a = accessories.first(where: { $0.kind == kind }) else { continue }
      if let icon { TileContent.drawIcon(c, icon, in: tile, l, color: .white) }
      TileContent.drawLabels(c, title: a.title, subtitle: a.subtitle, in: tile, l)
    }
  }
}
