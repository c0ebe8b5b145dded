import Basics
import Canvas
import Runtime

/// Where the gallery's tiles are at a moment: three rows of face previews
/// drifting sideways forever, the whole grid growing 1.0 → 1.08 on appear.
/// Pure geometry, so tests can check the marquee and the hit-testing.
struct GalleryLayout {
  static let drift = 25.0  // points per second
  static let growSeconds = 3.0
  static let growTo = 1.08
  static let gap = 16.0

  let size: Size
  let rows: [[String]]
  let tileSize: Size

  init(size: Size, faceIDs: [String]) {
    self.size = size
    let h = (size.height * 0.30).rounded()
    tileSize = Size((h * 1.05).rounded(), h)
    rows = Self.distribute(faceIDs)
  }

  /// The gallery's order (docs/screens.md §1), six to a row; faces past a
  /// multiple of three (Memories) join the last row; with fewer faces, each
  /// row still gets some, in order.
  static func distribute(_ ids: [String]) -> [[String]] {
    guard !ids.isEmpty else { return [[], [], []] }
    var rows: [[String]] = [[], [], []]
    let perRow = max(1, ids.count / 3)
    for (i, id) in ids.enumerated() { rows[min(2, i / perRow)].append(id) }
    for r in 0..<3 where rows[r].isEmpty { rows[r] = ids }
    return rows
  }

  var pitch: Double { tileSize.width + Self.gap }
  /// One full cycle of a row: after it, the row looks exactly the same.
  func period(row: Int) -> Double { Double(rows[row].count) * pitch }

  func scale(at t: Double) -> Double {
    1 + (Self.growTo - 1) * Easing.easeInOut.apply(t / Self.growSeconds)
  }

  /// Row 1 and 3 drift left, row 2 right; wrapped into one period.
  func offset(row: Int, at t: Double) -> Double {
    let p = period(row: row)
    guard p > 0 else { return 0 }
    let d = (row == 1 ? 1 : -1) * Self.drift * t
    let m = d.truncatingRemainder(dividingBy: p)
    return m < 0 ? m + p : m
  }

  /// The unscaled grid's top; the grid is centred vertically.
  var gridTop: Double { (size.height - 3 * tileSize.height - 2 * Self.gap) / 2 }

  struct Tile: Equatable {
    var faceID: String
    var frame: Rect
  }

  /// Every tile touching the screen at time `t`, in screen points (scaled
  /// about the screen's centre).
  func tiles(at t: Double, appearedAt: Double) -> [Tile] {
    let s = scale(at: t - appearedAt)
    let c = Point(size.width / 2, size.height / 2)
    var out: [Tile] = []
    for r in 0..<3 where !rows[r].isEmpty {
      let n = rows[r].count
      let y = gridTop + Double(r) * (tileSize.height + Self.gap)
      let off = offset(row: r, at: t - appearedAt)
      // Unscaled x of tile j: off + j·pitch − period; enumerate enough to cover
      // the scaled screen on both sides.
      let first = Int((((c.x - c.x / s) - off) / pitch).rounded(.down)) - 1
      let last = Int((((c.x + c.x / s) - off) / pitch).rounded(.up)) + 1
      for j in first...last {
        let x = off + Double(j) * pitch
        let unscaled = Rect(x: x, y: y, width: tileSize.width, height: tileSize.height)
        let frame = Rect(
          x: c.x + (unscaled.minX - c.x) * s, y: c.y + (unscaled.minY - c.y) * s,
          width: unscaled.width * s, height: unscaled.height * s)
        guard frame.maxX > 0, frame.minX < size.width else { continue }
        out.append(Tile(faceID: rows[r][((j % n) + n) % n], frame: frame))
      }
    }
    return out
  }
}
