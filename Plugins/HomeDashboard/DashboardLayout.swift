import Basics
import Canvas

/// Where everything on the dashboard's pages sits, from the screen's size in
/// points (1 pt = 1 px at 800 px on the short side). Rects are page-local: each
/// page is one screen wide and the pager slides them.
struct DashboardLayout: Sendable {
  let size: Size
  /// One point of a 1280×800 screen (scales with the shorter side).
  let u: Double
  let margin: Double
  let gap: Double
  let corner: Double

  init(size: Size) {
    self.size = size
    u = min(size.width, size.height) / 800
    margin = 40 * u
    gap = 12 * u
    corner = 28 * u
  }

  var bounds: Rect { Rect(size: size) }

  // MARK: the grid page: three columns, three rows; "68" spans two of each.

  func cell(column: Int, row: Int, columns: Int = 1, rows: Int = 1) -> Rect {
    let cw = (size.width - 2 * margin - 2 * gap) / 3
    let ch = (size.height - 2 * margin - 2 * gap) / 3
    return Rect(
      x: margin + Double(column) * (cw + gap), y: margin + Double(row) * (ch + gap),
      width: Double(columns) * cw + Double(columns - 1) * gap, height: Double(rows) * ch + Double(rows - 1) * gap)
  }

  var thermostatTile: Rect { cell(column: 0, row: 0, columns: 2, rows: 2) }
  var clockTile: Rect { cell(column: 2, row: 0) }
  var intercomTile: Rect { cell(column: 2, row: 1) }
  var sceneTile: Rect { cell(column: 0, row: 2) }
  var lockTile: Rect { cell(column: 1, row: 2) }
  var lightsTile: Rect { cell(column: 2, row: 2) }
  var tiles: [Rect] { [thermostatTile, clockTile, intercomTile, sceneTile, lockTile, lightsTile] }

  /// Inside a tile: one padding for every tile, so the labels line up.
  var tilePadding: Double { 30 * u }
  /// Tile titles and subtitles ("Thermostat" / "Living Room").
  var labelSize: Double { 26 * u }

  /// The small grey "x": top-left, inside the big tile's corner; it stays put
  /// while the pages slide under it.
  var close: Rect {
    let t = thermostatTile
    return Rect(x: t.minX + 20 * u, y: t.minY + 20 * u, width: 36 * u, height: 36 * u)
  }

  /// The thermostat's number: ~150 pt rounded bold, centred between the chevrons.
  var temperatureSize: Double { 150 * u }
  var temperatureCenter: Point {
    let t = thermostatTile
    let labelsTop = t.maxY - tilePadding - labelSize * 2.4
    return Point(t.midX, (t.minY + labelsTop) / 2 + 6 * u)
  }
  var thermostatDown: Rect { Rect(center: Point(thermostatTile.minX + tilePadding + 40 * u, temperatureCenter.y), size: Size(80 * u, 80 * u)) }
  var thermostatUp: Rect { Rect(center: Point(thermostatTile.maxX - tilePadding - 40 * u, temperatureCenter.y), size: Size(80 * u, 80 * u)) }
  /// What the rolling number may touch: the band between the chevrons.
  var temperatureBand: Rect {
    let h = temperatureSize * 1.3
    return Rect(x: thermostatDown.maxX, y: temperatureCenter.y - h / 2, width: thermostatUp.minX - thermostatDown.maxX, height: h)
  }

  // MARK: the air and lamp pages

  /// A page's title ("Bedroom Air"): right of the close button, on its line.
  var titleOrigin: Point { Point(close.maxX + 18 * u, close.midY) }
  var titleSize: Double { 34 * u }
  /// Below this the lamp page is its slider.
  var pageContentTop: Double { close.maxY + 16 * u }

  var airLabelCenter: Point { Point(size.width / 2, size.height * 0.25) }
  var airNumberSize: Double { 300 * u }
  var airNumberCenter: Point { Point(size.width / 2, size.height * 0.53) }
  var airDown: Rect { Rect(center: Point(size.width / 2 - 330 * u, airNumberCenter.y), size: Size(110 * u, 110 * u)) }
  var airUp: Rect { Rect(center: Point(size.width / 2 + 330 * u, airNumberCenter.y), size: Size(110 * u, 110 * u)) }
  var airBand: Rect {
    let h = airNumberSize * 1.3
    return Rect(x: airDown.maxX, y: airNumberCenter.y - h / 2, width: airUp.minX - airDown.maxX, height: h)
  }
  var airReadingsCenter: Point { Point(size.width / 2, size.height - margin - 40 * u) }

  var lampNumberSize: Double { 210 * u }
  /// Bulb and percentage, bottom-left, on the fill.
  var lampBulb: Rect { Rect(x: margin, y: size.height * 0.42, width: 76 * u, height: 76 * u) }
  var lampNumberOrigin: Point { Point(margin - 6 * u, lampBulb.maxY + 4 * u) }
  var lampNumberBand: Rect {
    Rect(x: 0, y: lampNumberOrigin.y, width: size.width * 0.6, height: lampNumberSize * 1.3)
  }
  /// The drag area (also `@dashboard.lamp`).
  var lampSlider: Rect { Rect(x: 0, y: pageContentTop, width: size.width, height: size.height - pageContentTop) }
}
