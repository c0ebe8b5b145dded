public import Basics
public import Canvas
public import HomeModel

/// A calendar face: "April 2026" in red and the time above the month's grid,
/// today circled in navy, and a giant red numeral of the day behind the grid
/// (docs/screens.md §1 row 1, fifth face). Days over the red numeral turn white to stay legible.
public struct CalendarFace: FaceRenderer {
  /// How the time and any temperature are written.
  public var locale = DisplayLocale()
  public let id = "calendar"
  public init() {}

  static let red = Color(hex: 0xE8352B)
  static let navy = Color(hex: 0x1B2A5C)
  static let ink = Color(hex: 0x1C1C1E)
  /// The weekday letters' row, as a fraction of a week's row.
  static let headerRows = 0.7

  /// Where the header and the grid go in `rect`.
  struct Layout {
    var u: Double
    var margin: Double
    var headerSize: Double
    var grid: Rect
  }

  func layout(in rect: Rect) -> Layout {
    let u = min(rect.width, rect.height) / 800
    let margin = 44 * u
    let headerSize = 60 * u
    let gridTop = rect.minY + margin + headerSize * 1.6
    return Layout(
      u: u, margin: margin, headerSize: headerSize,
      grid: Rect(x: rect.minX + margin * 0.6, y: gridTop, width: rect.width - margin * 1.2, height: rect.maxY - margin * 0.6 - gridTop))
  }

  public func draw(_ canvas: Canvas, in rect: Rect, time: CivilTime) {
    let l = layout(in: rect)
    let month = MonthGrid(time, weekStart: locale.firstWeekday)
    canvas.withState {
      canvas.clip(rect)
      canvas.fill(rect, Color(hex: 0xFBFAF8))
      let (h, m) = clockText(time, locale)
      let half = (rect.width - 2 * l.margin) * 0.62
      FaceText.capLine(
        canvas, month.title, TextStyle(family: "Inter", weight: .bold, size: l.headerSize, tracking: -0.5 * l.u, color: Self.red),
        x: rect.minX + l.margin, capTop: rect.minY + l.margin, maxWidth: half)
      FaceText.capLine(
        canvas, "\(h):\(m)", TextStyle(family: "Inter", weight: .bold, size: l.headerSize, tracking: -0.5 * l.u, color: Self.ink),
        x: rect.maxX - l.margin, capTop: rect.minY + l.margin, alignment: 1, maxWidth: (rect.width - 2 * l.margin) * 0.34)

      // The giant numeral: today's day, as tall as the grid, centred behind it.
      let dayStyle = TextStyle(family: "Inter", weight: .heavy, size: 400, tracking: -10, color: Self.red)
      let giantBox = Rect(x: l.grid.minX, y: l.grid.minY + l.grid.height * 0.02, width: l.grid.width, height: l.grid.height * 0.96)
      let giant = String(time.day)
      let giantInk = FaceText.fit(canvas, giant, dayStyle, in: giantBox, anchor: .center)

      let style = MonthGrid.Style(
        header: TextStyle(family: "Inter", weight: .semibold, size: 26 * l.u, color: Color(hex: 0x8E8E93)),
        day: TextStyle(family: "Inter", weight: .medium, size: 34 * l.u, color: Self.ink),
        todayText: .white, todayCircle: Self.navy, headerRows: Self.headerRows)
      month.draw(canvas, in: l.grid, style: style)
      // Again in white, clipped to the numeral's glyph: where a day crosses the red it reads white.
      var white = style
      white.header.color = .white
      white.day.color = .white
      canvas.withState {
        let layout = TextLayout(giant, style: dayStyle)
        // Clip in the numeral's own space, then map back: the clip stays.
        canvas.map(layout.inkBounds, onto: giantInk)
        canvas.clip(layout, at: .zero)
        canvas.map(giantInk, onto: layout.inkBounds)
        month.draw(canvas, in: l.grid, style: white, circle: false)
      }
      // Today's circle stays navy on top of everything.
      let c = month.cell(of: time.day)
      let cell = month.layout(in: l.grid, headerRows: style.headerRows).cell(row: c.row, column: c.column)
      canvas.withState {
        canvas.clip(cell)
        month.draw(canvas, in: l.grid, style: style, letters: false)
      }
    }
  }
}
