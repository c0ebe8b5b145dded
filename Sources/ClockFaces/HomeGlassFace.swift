public import Basics
public import Canvas
public import HomeModel

/// The "68" Home face in grey frosted glass: the living-room temperature big
/// across two cells, a clock, the Good Morning scene, and the garage door,
/// front-door lock and entryway lights (docs/screens.md §1 row 1, second face).
public struct HomeGlassFace: FaceRenderer {
  /// How the time and any temperature are written.
  public var locale = DisplayLocale()
  public let id = "home-glass"
  let household: Household?
  public init(household: Household?) { self.household = household }

  var grid: HomeGrid {
    // 3×3 cells: the temperature fills the top-left 2×2, as on the Home dashboard.
    HomeGrid(
      columns: 3, rows: 3,
      placements: [
        .init(HomeTile.thermostat(in: household, title: "Temperature", locale: locale), column: 0, row: 0, columns: 2, rows: 2),
        .init(.clock, column: 2, row: 0),
        .init(HomeTile.accessory(.scene, in: household), column: 2, row: 1),
        .init(HomeTile.accessory(.garageDoor, in: household), column: 0, row: 2),
        .init(HomeTile.accessory(.lock, in: household), column: 1, row: 2),
        .init(HomeTile.accessory(.lights, in: household), column: 2, row: 2),
      ],
      glass: GlassTile(tint: Color(hex: 0xC8CCD2, alpha: 0.30), stroke: Color(white: 1, alpha: 0.35)),
      wallpaper: Self.wallpaper)
  }

  public func draw(_ canvas: Canvas, in rect: Rect, time: CivilTime) {
    grid.draw(canvas, in: rect, time: time)
  }

  /// Soft graphite with a few pale glows, so the frosted tiles have light to blur.
  static func wallpaper(_ canvas: Canvas, _ rect: Rect) {
    Wallpaper(
      stops: [GradientStop(0, Color(hex: 0x9A9EA5)), GradientStop(0.55, Color(hex: 0x6C7077)), GradientStop(1, Color(hex: 0x3F4247))],
      glows: [
      .init(x: 0.18, y: 0.22, radius: 0.45, color: Color(hex: 0xE6E9EE, alpha: 0.55)),
      .init(x: 0.82, y: 0.30, radius: 0.35, color: Color(hex: 0xB9C3CF, alpha: 0.45)),
      .init(x: 0.55, y: 0.95, radius: 0.50, color: Color(hex: 0x2C2F34, alpha: 0.55)),
      .init(x: 0.95, y: 0.85, radius: 0.30, color: Color(hex: 0xD0D4DA, alpha: 0.30)),
      ]
    ).draw(canvas, in: rect)
  }
}
