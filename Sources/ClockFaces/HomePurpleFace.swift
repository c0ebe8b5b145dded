public import Basics
public import Canvas
public import HomeModel

/// The purple Home face: nine frosted tiles in the order docs/screens.md §1 gives (Good Morning
/// scene, intercom, clock, fan, a house, the 68 thermostat, garage door, front
/// door lock, entryway lights) on a violet wallpaper (docs/screens.md §1 row 3, third face).
public struct HomePurpleFace: FaceRenderer {
  /// How the time and any temperature are written.
  public var locale = DisplayLocale()
  public let id = "home-purple"
  let household: Household?
  public init(household: Household?) { self.household = household }

  var grid: HomeGrid {
    let tiles: [HomeTile] = [
      HomeTile.accessory(.scene, in: household), HomeTile.accessory(.intercom, in: household), .clock,
      HomeTile.accessory(.fan, in: household), .symbol(.house), HomeTile.thermostat(in: household, title: "Thermostat", locale: locale),
      HomeTile.accessory(.garageDoor, in: household), HomeTile.accessory(.lock, in: household),
      HomeTile.accessory(.lights, in: household),
    ]
    return HomeGrid(
      columns: 3, rows: 3,
      placements: tiles.enumerated().map { i, t in HomeGrid.Placement(t, column: i % 3, row: i / 3) },
      glass: GlassTile(tint: Color(hex: 0xB89CFF, alpha: 0.22), stroke: Color(white: 1, alpha: 0.32)),
      wallpaper: Self.wallpaper)
  }

  public func draw(_ canvas: Canvas, in rect: Rect, time: CivilTime) {
    grid.draw(canvas, in: rect, time: time)
  }

  /// Deep violet with magenta and blue light, glossy like the amber dashboard's.
  static func wallpaper(_ canvas: Canvas, _ rect: Rect) {
    Wallpaper(
      stops: [GradientStop(0, Color(hex: 0x8B5CF0)), GradientStop(0.5, Color(hex: 0x5B2BC4)), GradientStop(1, Color(hex: 0x2A0F70))],
      glows: [
      .init(x: 0.10, y: 0.15, radius: 0.40, color: Color(hex: 0xE7A6FF, alpha: 0.6)),
      .init(x: 0.85, y: 0.25, radius: 0.38, color: Color(hex: 0x6F7BFF, alpha: 0.55)),
      .init(x: 0.40, y: 0.90, radius: 0.45, color: Color(hex: 0xC03BD8, alpha: 0.45)),
      .init(x: 0.95, y: 0.95, radius: 0.30, color: Color(hex: 0x1A0650, alpha: 0.6)),
      ]
    ).draw(canvas, in: rect)
  }
}
