import Art
import Basics
import Canvas
import HomeModel
import HouseholdStore

/// What never changes on the grid page: the wallpaper, the frosted glass of the
/// six tiles and their fixed labels, painted once per size into the layer cache.
/// The plugin paints it ahead while the home shows, so opening the dashboard
/// never waits for it.
@MainActor
enum GridLayer {
  static let glassTint = Color(white: 1, alpha: 0.16)
  static let glassStroke = Color(white: 1, alpha: 0.42)

  static func key(size: Size, scale: Double, labels: String = "") -> String {
    "dashboard.grid.\(size.width)x\(size.height)@\(scale)" + labels
  }

  /// With tiles assigned in the config, the labels the layer carries (an
  /// entity discovered later, or renamed, changes them).
  static func labels(_ store: HouseholdStore) -> String {
    guard !store.tiles.isEmpty else { return "" }
    return "#" + [Accessory.Kind.thermostat, .intercom, .scene, .lock].map { store.tile($0).map { "\($0.title)/\($0.subtitle)" } ?? "-" }
      .joined(separator: "|")
  }

  static func surface(cache: LayerCache, size: Size, scale: Double, store: HouseholdStore) -> Surface {
    cache.surface(key(size: size, scale: scale, labels: labels(store)), size: size, scale: scale) { c in
      paint(c, DashboardLayout(size: size), store)
    }
  }

  static func paint(_ c: Canvas, _ l: DashboardLayout, _ store: HouseholdStore) {
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
      guard let a = store.tile(kind) else { continue }
      if let icon { TileContent.drawIcon(c, icon, in: tile, l, color: .white) }
      TileContent.drawLabels(c, title: a.title, subtitle: a.subtitle, in: tile, l)
    }
  }
}
