import Basics
import Canvas
import Widgets

/// Where the home puts things, from the screen's size in points: greeting top
/// left and avatar top right at the 40 pt margins; below, two rows on a grid
/// of five ~120 pt columns (Music, Podcasts, the wide Weather widget over
/// three columns; Home, Cookbook, Siri, the Calendar widget over two),
/// centred in the space left; page dots at the bottom.
struct HomeLayout {
  static let margin = 40.0
  static let avatarSide = 72.0
  static let columns = 5
  /// Room under an icon for its name.
  static let labelSpace = 30.0

  let size: Size
  let icon: Double
  let gap: Double
  let rowGap: Double
  let gridOrigin: Point
  let avatar: Rect

  init(size: Size) {
    self.size = size
    let m = Self.margin
    avatar = Rect(x: size.width - m - Self.avatarSide, y: m, width: Self.avatarSide, height: Self.avatarSide)
    // ~120 pt squircles with generous gaps, narrower only where five will not fit.
    let room = size.width - 2 * m
    var icon = 120.0
    var gap = min(56, (room - 5 * icon) / 4)
    if gap < 20 {
      gap = 20
      icon = (room - 4 * gap) / 5
    }
    self.icon = icon
    self.gap = gap
    rowGap = gap * 0.65
    let gridWidth = 5 * icon + 4 * gap
    let gridHeight = 2 * (icon + Self.labelSpace) + rowGap
    let top = avatar.maxY + 24
    let bottom = size.height - 64
    gridOrigin = Point((size.width - gridWidth) / 2, top + max(0, (bottom - top - gridHeight) / 2))
  }

  /// The frame of a tile at `column`, `row`, `span` columns wide, on page 0.
  func tile(column: Int, row: Int, span: Int = 1) -> Rect {
    Rect(
      x: gridOrigin.x + Double(column) * (icon + gap), y: gridOrigin.y + Double(row) * (icon + Self.labelSpace + rowGap),
      width: Double(span) * icon + Double(span - 1) * gap, height: icon)
  }

  /// The app page's grid: `index` in reading order, same columns and rows, as many rows as fit.
  func appSlot(_ index: Int) -> Rect {
    tile(column: index % Self.columns, row: index / Self.columns).offsetBy(size.width, 0)
  }

  /// The band the pages scroll in (everything under the header).
  var pageBand: Rect { Rect(x: 0, y: avatar.maxY + 8, width: size.width, height: size.height - avatar.maxY - 8) }

  /// Page dot `i` of `count`.
  func dot(_ i: Int, of count: Int) -> Point {
    let spacing = 16.0
    return Point(size.width / 2 + (Double(i) - Double(count - 1) / 2) * spacing, size.height - 36)
  }
}
