import Basics
import HomeModel
import HouseholdStore

/// What the "All accessories" page lists and where (docs/screens.md §6): every
/// accessory no tile of the other pages shows, grouped by area (its room, or
/// Home Assistant's `suggested_area`), areas in alphabetical order and "Other"
/// last, tiles by name; areas sit side by side while they fit across. Frames
/// are in content points: the page scrolls them up by its scroll offset.
struct AllAccessories: Equatable {
  struct Tile: Equatable {
    var accessoryID: String
    var frame: Rect
  }
  struct Section: Equatable {
    var area: String
    /// Where the area's name sits: its text's top left.
    var heading: Point
    var tiles: [Tile]
  }

  /// The kinds the grid, air and lamp pages show one accessory of.
  static let tiledKinds: [Accessory.Kind] = [.thermostat, .intercom, .scene, .lock, .lights, .airConditioner, .lamp]
  static let otherArea = "Other"

  var sections: [Section] = []
  /// From the top of the page to below the last tile and the bottom margin.
  var contentHeight = 0.0

  var tiles: [Tile] { sections.flatMap(\.tiles) }
  var isEmpty: Bool { sections.isEmpty }

  /// The accessories no tile of the other pages shows.
  @MainActor
  static func untiled(_ store: HouseholdStore) -> [Accessory] {
    let shown = Set(tiledKinds.compactMap { store.tile($0)?.id })
    return store.accessories.filter { !shown.contains($0.id) }
  }

  init() {}

  init(_ accessories: [Accessory], _ l: DashboardLayout) {
    let byArea = Dictionary(grouping: accessories) { $0.room ?? Self.otherArea }
    let areas = byArea.keys.sorted { a, b in
      if (a == Self.otherArea) != (b == Self.otherArea) { return b == Self.otherArea }
      return (a.lowercased(), a) < (b.lowercased(), b)
    }
    let m = Self.Metrics(l)
    // Areas side by side while they fit across, each as wide as its tiles
    // need (at most every column); the next band starts below the tallest.
    var y = m.top, column = 0, bandHeight = 0.0
    for area in areas {
      let members = byArea[area, default: []].sorted { ($0.title, $0.id) < ($1.title, $1.id) }
      let width = min(members.count, m.columns)
      if column > 0 && column + width > m.columns {
        y += bandHeight + m.sectionGap
        column = 0
        bandHeight = 0
      }
      let left = l.margin + Double(column) * (m.tileWidth + l.gap)
      let top = y + m.headingHeight
      var tiles: [Tile] = []
      for (i, a) in members.enumerated() {
        let c = i % width, r = i / width
        let frame = Rect(
          x: left + Double(c) * (m.tileWidth + l.gap), y: top + Double(r) * (m.tileHeight + l.gap), width: m.tileWidth, height: m.tileHeight)
        tiles.append(Tile(accessoryID: a.id, frame: frame))
      }
      let rows = (members.count + width - 1) / width
      bandHeight = max(bandHeight, m.headingHeight + Double(rows) * m.tileHeight + Double(rows - 1) * l.gap)
      sections.append(Section(area: area, heading: Point(left + 4 * l.u, y), tiles: tiles))
      column += width
    }
    y += bandHeight + m.sectionGap
    contentHeight = y - m.sectionGap + l.margin
  }

  /// The page's measures at one size.
  struct Metrics {
    let columns: Int
    let tileWidth: Double
    let tileHeight: Double
    /// Below the close button and the page's title.
    let top: Double
    let headingHeight: Double
    let sectionGap: Double
    let padding: Double
    let iconSize: Double
    let labelSize: Double
    let numberSize: Double
    /// A climate tile's chevrons: square hit areas at its top right.
    let stepper: Double

    init(_ l: DashboardLayout) {
      let u = l.u
      let width = l.size.width - 2 * l.margin
      // Tiles about 260 pt wide, at least two a row.
      columns = max(2, Int((width + l.gap) / (260 * u + l.gap)))
      tileWidth = (width - Double(columns - 1) * l.gap) / Double(columns)
      tileHeight = 150 * u
      top = l.pageContentTop + 8 * u
      headingHeight = 48 * u
      sectionGap = 28 * u
      padding = 20 * u
      iconSize = 40 * u
      labelSize = 22 * u
      numberSize = 46 * u
      stepper = 56 * u
    }
  }
}
