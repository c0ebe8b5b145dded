import Art
import Basics
import Canvas
import HomeModel
import HouseholdStore
import Runtime
import Widgets

/// What never changes on the grid page: the wallpaper, the frosted glass of the
/// six tiles and their fixed labels, painted once per size on the painter into
/// the layer cache; nil until it arrives, while the page shows `placeholder`.
/// The plugin warms it while the home shows, so opening the dashboard finds it.
@MainActor
enum GridLayer {
  /// A dark tint on the light amber glass, as Apple's darker material on a
  /// light wallpaper: with the labels' soft shadow, white words read on it.
  nonisolated static let glassTint = Color(hex: 0x4A1E00, alpha: 0.3)
  nonisolated static let labelShadow = Color(white: 0, alpha: 0.9)
  nonisolated static let glassStroke = Color(white: 1, alpha: 0.42)
  /// The amber wallpaper's middle tone: what shows before the layer arrives.
  static let placeholder = Color(hex: 0x7A3E12)

  static func key(size: Size, scale: Double, labels: String = "") -> String {
    "dashboard.grid.\(size.width)x\(size.height)@\(scale)" + labels
  }

  /// The tiles whose fixed labels (or, for the lights, the labels' shadow) the layer carries.
  nonisolated static let labelledKinds: [Accessory.Kind] = [.thermostat, .intercom, .scene, .lock, .lights]

  /// With tiles assigned in the config, the labels the layer carries (an
  /// entity discovered later, or renamed, changes them).
  static func labels(_ store: HouseholdStore) -> String {
    guard !store.tiles.isEmpty else { return "" }
    return "#" + labelledKinds.map { store.tile($0).map { "\($0.title)/\($0.subtitle)" } ?? "-" }.joined(separator: "|")
  }

  static func surface(
    painter: Painter, size: Size, scale: Double, store: HouseholdStore, for owner: AnyObject?, arrived: @escaping @MainActor () -> Void
  ) -> Surface? {
    painter.picture(
      key(size: size, scale: scale, labels: labels(store)), size: size, scale: scale, for: owner, paint: job(size: size, store: store),
      arrived: arrived)
  }

  static func warm(painter: Painter, size: Size, scale: Double, store: HouseholdStore) {
    painter.warm(key(size: size, scale: scale, labels: labels(store)), size: size, scale: scale, paint: job(size: size, store: store))
  }

  /// The painter's job: the tiles' accessories as they are now (their names only show).
  private static func job(size: Size, store: HouseholdStore) -> @Sendable (Canvas) -> Void {
    let tiles = Dictionary(uniqueKeysWithValues: labelledKinds.compactMap { k in store.tile(k).map { (k, $0) } })
    return { c in paint(c, DashboardLayout(size: size), tiles) }
  }

  nonisolated static func paint(_ c: Canvas, _ l: DashboardLayout, _ tiles: [Accessory.Kind: Accessory]) {
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
    // The soft shadow under every tile's words (the lights' too: their words
    // are drawn over the layer, and the yellow fill covers it when they are on).
    SoftShadow.draw(c, size: l.size, radius: 5 * l.u, color: labelShadow, layers: 3) { s, color in
      for (kind, tile) in [(Accessory.Kind.thermostat, l.thermostatTile), (.intercom, l.intercomTile), (.scene, l.sceneTile), (.lock, l.lockTile), (.lights, l.lightsTile)] {
        guard let a = tiles[kind] else { continue }
        TileContent.drawLabels(s, title: a.title, subtitle: a.subtitle, in: tile, l, color: color, secondary: color)
      }
    }
    for (kind, icon, tile) in labelled {
      guard let a = tiles[kind] else { continue }
      if let icon { TileContent.drawIcon(c, icon, in: tile, l, color: .white) }
      TileContent.drawLabels(c, title: a.title, subtitle: a.subtitle, in: tile, l)
    }
  }
}
