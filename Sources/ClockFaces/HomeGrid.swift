public import Basics
public import Canvas

/// A Home face: frosted tiles on a wallpaper, placed on a grid of equal cells
/// with gaps (a tile may span cells). Both Home faces are one of these with
/// their own wallpaper, tint and tiles.
@MainActor
public struct HomeGrid {
  public struct Placement {
    public var tile: HomeTile
    public var column: Int
    public var row: Int
    public var columns: Int
    public var rows: Int
    public init(_ tile: HomeTile, column: Int, row: Int, columns: Int = 1, rows: Int = 1) {
      self.tile = tile
      self.column = column
      self.row = row
      self.columns = columns
      self.rows = rows
    }
  }

  public var columns: Int
  public var rows: Int
  public var placements: [Placement]
  public var glass: GlassTile
  public var colors: HomeTile.Colors
  public var wallpaper: (Canvas, Rect) -> Void

  public init(
    columns: Int, rows: Int, placements: [Placement], glass: GlassTile, colors: HomeTile.Colors = HomeTile.Colors(),
    wallpaper: @escaping (Canvas, Rect) -> Void
  ) {
    self.columns = columns
    self.rows = rows
    self.placements = placements
    self.glass = glass
    self.colors = colors
    self.wallpaper = wallpaper
  }

  /// The rect of a placement when the grid fills `rect` (40 pt margins and
  /// 16 pt gaps on a 1280×800 screen, scaled with the shorter side).
  public func frame(of p: Placement, in rect: Rect) -> Rect {
    let u = min(rect.width, rect.height) / 800
    let margin = 40 * u, gap = 16 * u
    let cw = (rect.width - 2 * margin - Double(columns - 1) * gap) / Double(columns)
    let ch = (rect.height - 2 * margin - Double(rows - 1) * gap) / Double(rows)
    return Rect(
      x: rect.minX + margin + Double(p.column) * (cw + gap), y: rect.minY + margin + Double(p.row) * (ch + gap),
      width: Double(p.columns) * cw + Double(p.columns - 1) * gap, height: Double(p.rows) * ch + Double(p.rows - 1) * gap)
  }

  public func draw(_ canvas: Canvas, in rect: Rect, time: CivilTime) {
    let u = min(rect.width, rect.height) / 800
    canvas.withState {
      canvas.clip(rect)
      wallpaper(canvas, rect)
      let backdrop = GlassTile.blurredBackdrop(of: rect, scale: canvas.scale, radius: 30 * u, paint: wallpaper)
      let corner = 28 * u
      for p in placements {
        let f = frame(of: p, in: rect)
        glass.draw(canvas, in: f, cornerRadius: corner, backdrop: backdrop, backdropRect: rect)
        p.tile.draw(canvas, in: f, u: u, time: time, colors: colors)
      }
    }
  }
}
