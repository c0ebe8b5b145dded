import Basics
import Canvas
import Runtime
import Testing

@testable import Faces

struct GalleryLayoutTests {
  let ids = ["coral-serif", "home-glass", "beagle-red", "garden-portrait", "calendar", "summer-memory", "weather", "yellow-cardigan", "blobs"]

  @Test func tilesFollowTheSeedsMeasures() {
    let g = GalleryLayout(size: Size(1280, 800), faceIDs: ids)
    #expect(g.tileSize.height == 240, "≈ 30 % of the screen height")
    #expect(abs(g.tileSize.width / g.tileSize.height - 1.05) < 0.01)
    #expect(g.rows.map(\.count) == [3, 3, 3])
    #expect(g.rows[0] == ["coral-serif", "home-glass", "beagle-red"], "seed order, row by row")
    let tiles = g.tiles(at: 0, appearedAt: 0)
    let row0 = tiles.filter { $0.frame.minY == g.gridTop }.sorted { $0.frame.minX < $1.frame.minX }
    #expect(row0[1].frame.minX - row0[0].frame.maxX == 16, "16 pt gaps")
  }

  @Test func rowsDriftTheirWaysAtTwentyFivePointsASecond() {
    let g = GalleryLayout(size: Size(1280, 800), faceIDs: ids)
    #expect(g.offset(row: 0, at: 1) == g.period(row: 0) - 25, "row 1 drifts left")
    #expect(g.offset(row: 1, at: 1) == 25, "row 2 drifts right")
    #expect(g.offset(row: 2, at: 1) == g.period(row: 2) - 25, "row 3 drifts left")
  }

  @Test func theMarqueeWrapsWithoutASeam() {
    let g = GalleryLayout(size: Size(1280, 800), faceIDs: ids)
    // Past the 3 s grow, so only the drift changes the picture.
    let t = 3.7
    let period = g.period(row: 0) / GalleryLayout.drift
    func row(_ r: Int, _ time: Double) -> [GalleryLayout.Tile] {
      let y = g.gridTop + Double(r) * (g.tileSize.height + GalleryLayout.gap)
      let c = 400.0
      return g.tiles(at: time, appearedAt: 0).filter { abs(($0.frame.midY - c) / 1.08 + c - (y + g.tileSize.height / 2)) < 1 }
        .sorted { $0.frame.minX < $1.frame.minX }
    }
    let a = row(0, t), b = row(0, t + period)
    #expect(a.count >= 5)
    #expect(a.map(\.faceID) == b.map(\.faceID))
    for (x, y) in zip(a, b) { #expect(abs(x.frame.minX - y.frame.minX) < 1e-6) }
    // And no jump from one frame to the next across the wrap point.
    let w0 = g.offset(row: 0, at: period - 1.0 / 60), w1 = g.offset(row: 0, at: period + 1.0 / 60)
    #expect(abs((w1 - w0 + g.period(row: 0)).truncatingRemainder(dividingBy: g.period(row: 0)) - (g.period(row: 0) - 50.0 / 60)) < 1e-6)
  }

  @Test func theGridGrowsFromOneToOnePointZeroEightOverThreeSeconds() {
    let g = GalleryLayout(size: Size(1280, 800), faceIDs: ids)
    #expect(g.scale(at: 0) == 1)
    #expect(g.scale(at: 1.5) > 1.03 && g.scale(at: 1.5) < 1.05)
    #expect(abs(g.scale(at: 3) - 1.08) < 1e-9 && abs(g.scale(at: 10) - 1.08) < 1e-9)
  }

  @Test func everyVisibleTileIsOnScreenAndTilesCoverTheWidth() {
    let g = GalleryLayout(size: Size(1333, 800), faceIDs: ids)
    for t in stride(from: 0.0, to: 20, by: 0.37) {
      let tiles = g.tiles(at: t, appearedAt: 0)
      #expect(tiles.allSatisfy { $0.frame.maxX > 0 && $0.frame.minX < 1333 })
      // Each row spans the width: tiles at both edges (or a gap's width from them) and no holes.
      for y in Set(tiles.map { Int($0.frame.minY) }) {
        let row = tiles.filter { Int($0.frame.minY) == y }.sorted { $0.frame.minX < $1.frame.minX }
        #expect(row.first!.frame.minX <= 0 + GalleryLayout.gap * 1.08 && row.last!.frame.maxX >= 1333 - GalleryLayout.gap * 1.08)
        for (a, b) in zip(row, row.dropFirst()) { #expect(b.frame.minX - a.frame.maxX <= GalleryLayout.gap * 1.08 + 1e-9) }
      }
    }
  }
}
