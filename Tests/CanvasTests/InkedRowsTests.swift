import Basics
import Testing

@testable import Canvas

@MainActor
struct InkedRowsTests {
  /// Two lines of ink far apart on a clear surface, and one at the bottom edge.
  private func words(scale: Double) -> Surface {
    let s = Surface(size: Size(300, 400), scale: scale)
    let c = Canvas(surface: s)
    c.fill(Rect(x: 20, y: 40, width: 200, height: 12), Color(white: 0, alpha: 0.5))
    c.fill(Rect(x: 60, y: 200, width: 90, height: 20), Color(hex: 0xFF8000))
    c.fill(Rect(x: 10, y: 395, width: 40, height: 5), Color.white)
    return s
  }

  @Test func inkedRowsAreTheInkWidenedByTheMarginAndMerged() {
    let s = words(scale: 1)
    #expect(s.inkedRows(margin: 5) == [35..<57, 195..<225, 390..<400])
    #expect(s.inkedRows(margin: 100) == [0..<400], "bands that meet merge; kept within the surface")
    #expect(Surface(pixelWidth: 50, pixelHeight: 50).inkedRows(margin: 3).isEmpty)
  }

  @Test(arguments: [1.0, 0.6, 1.5])
  func blurringTheInkedBandsAloneGivesTheWholeBlursPixels(scale: Double) {
    let whole = words(scale: scale), banded = words(scale: scale)
    whole.blur(radius: 9)
    for band in banded.inkedRows(margin: banded.blurReach(radius: 9) + 2) { banded.blur(radius: 9, rows: band) }
    var same = true
    for y in 0..<whole.pixelHeight {
      for x in 0..<whole.pixelWidth where whole.pixel(x: x, y: y) != banded.pixel(x: x, y: y) { same = false }
    }
    #expect(same)
  }
}
