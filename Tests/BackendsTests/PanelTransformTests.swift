import Backends
import Basics
import Canvas
import Testing

/// Rotation: pixels (the scan-out copy) and touches must agree for every setting.
struct PanelTransformTests {
  static let rotations = [0, 90, 180, 270]

  @Test(arguments: rotations) func logicalSizeSwapsAt90And270(rotation: Int) {
    let t = PanelTransform(rotation: rotation, panelWidth: 720, panelHeight: 1280)
    let swapped = rotation == 90 || rotation == 270
    #expect(t.logicalWidth == (swapped ? 1280 : 720))
    #expect(t.logicalHeight == (swapped ? 720 : 1280))
  }

  @Test(arguments: rotations) func aTouchOnAPixelLandsOnTheLogicalPixelDrawnThere(rotation: Int) {
    let t = PanelTransform(rotation: rotation, panelWidth: 8, panelHeight: 5)
    for y in 0..<t.logicalHeight {
      for x in 0..<t.logicalWidth {
        let p = t.panelPixel(x: x, y: y)
        #expect(p.x >= 0 && p.x < 8 && p.y >= 0 && p.y < 5)
        // A finger on the centre of that panel pixel is on logical pixel (x, y).
        let l = t.logicalPoint(panelX: Double(p.x) + 0.5, panelY: Double(p.y) + 0.5)
        #expect(l == Point(Double(x) + 0.5, Double(y) + 0.5), "rotation \(rotation), pixel (\(x), \(y))")
      }
    }
  }

  @Test(arguments: rotations) func panelPointInvertsLogicalPoint(rotation: Int) {
    let t = PanelTransform(rotation: rotation, panelWidth: 1280, panelHeight: 800)
    for p in [Point(0, 0), Point(100, 200), Point(1279.5, 0.25), Point(640, 400)] {
      let panel = t.panelPoint(logical: p)
      #expect(t.logicalPoint(panelX: panel.x, panelY: panel.y) == p)
    }
  }

  @Test func rotation180PutsTheTopLeftAtTheBottomRight() {
    let t = PanelTransform(rotation: 180, panelWidth: 800, panelHeight: 480)
    #expect(t.logicalPoint(panelX: 100, panelY: 100) == Point(700, 380))
    #expect(t.panelPixel(x: 0, y: 0) == (799, 479))
  }

  @Test(arguments: rotations) func panelRectCoversExactlyTheRotatedPixels(rotation: Int) {
    let t = PanelTransform(rotation: rotation, panelWidth: 9, panelHeight: 6)
    let r = PixelRect(x: 1, y: 2, width: 3, height: 2)
    let pr = t.panelRect(r)
    var covered = Set<[Int]>()
    for y in r.y..<r.maxY { for x in r.x..<r.maxX { let p = t.panelPixel(x: x, y: y); covered.insert([p.x, p.y]) } }
    #expect(pr.area == covered.count)
    for c in covered { #expect(pr.contains(PixelRect(x: c[0], y: c[1], width: 1, height: 1))) }
  }

  @Test(arguments: rotations) func rotatedCopyPutsEveryPixelWherePanelPixelSays(rotation: Int) {
    let t = PanelTransform(rotation: rotation, panelWidth: 7, panelHeight: 4)
    let lw = t.logicalWidth, lh = t.logicalHeight
    var src = (0..<(lw * lh)).map { UInt32(0xFF00_0000) | UInt32($0 + 1) }
    let dstRow = t.panelWidth + 3  // a pitch wider than the mode, as drivers like
    var dst = [UInt32](repeating: 0, count: dstRow * t.panelHeight)
    src.withUnsafeMutableBufferPointer { s in
      dst.withUnsafeMutableBufferPointer { d in
        RotatedCopy.copy(
          PixelRect(x: 0, y: 0, width: lw, height: lh), transform: t, from: s.baseAddress!, sourceRowLength: lw,
          to: d.baseAddress!, destinationRowLength: dstRow)
      }
    }
    for y in 0..<lh {
      for x in 0..<lw {
        let p = t.panelPixel(x: x, y: y)
        #expect(dst[p.y * dstRow + p.x] == src[y * lw + x])
      }
    }
    #expect(dst.filter { $0 != 0 }.count == lw * lh)
  }

  @Test(arguments: rotations) func rotatedCopyOfARectTouchesNothingElse(rotation: Int) {
    let t = PanelTransform(rotation: rotation, panelWidth: 10, panelHeight: 6)
    let lw = t.logicalWidth, lh = t.logicalHeight
    var src = [UInt32](repeating: 0xFFFF_FFFF, count: lw * lh)
    var dst = [UInt32](repeating: 0, count: 10 * 6)
    let r = PixelRect(x: 2, y: 1, width: 3, height: 2)
    src.withUnsafeMutableBufferPointer { s in
      dst.withUnsafeMutableBufferPointer { d in
        RotatedCopy.copy(r, transform: t, from: s.baseAddress!, sourceRowLength: lw, to: d.baseAddress!, destinationRowLength: 10)
      }
    }
    #expect(dst.filter { $0 != 0 }.count == r.area)
    let pr = t.panelRect(r)
    for y in pr.y..<pr.maxY { for x in pr.x..<pr.maxX { #expect(dst[y * 10 + x] == 0xFFFF_FFFF) } }
  }

  @Test func damageInPointsBecomesWholePixels() {
    let bounds = PixelRect(x: 0, y: 0, width: 1280, height: 800)
    let r = PixelRect(covering: Rect(x: 10.4, y: 20.6, width: 5, height: 5), scale: 1, clippedTo: bounds)
    #expect(r == PixelRect(x: 10, y: 20, width: 6, height: 6))
    let clipped = PixelRect(covering: Rect(x: 1270, y: 790, width: 50, height: 50), scale: 1, clippedTo: bounds)
    #expect(clipped == PixelRect(x: 1270, y: 790, width: 10, height: 10))
    let scaled = PixelRect(covering: Rect(x: 10, y: 10, width: 10, height: 10), scale: 0.6, clippedTo: bounds)
    #expect(scaled == PixelRect(x: 6, y: 6, width: 6, height: 6))
  }
}
