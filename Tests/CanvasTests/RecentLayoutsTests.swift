import Basics
import Testing

@testable import Canvas

/// `drawText` reuses the thread's recent layout of the same words and style:
/// the same pixels as a layout made afresh, and a bounded number kept.
struct RecentLayoutsTests {
  @Test func aLineDrawnAgainReusesItsLayoutAndGivesTheSamePixels() {
    let style = TextStyle(weight: .semibold, size: 20, color: Color(white: 1, alpha: 0.8))
    #expect(TextLayout.recent("Paused", style: style) === TextLayout.recent("Paused", style: style))
    #expect(TextLayout.recent("Paused", style: style) !== TextLayout.recent("Done", style: style))
    for scale in [1.0, 2.0] {
      func draw(_ body: (Canvas) -> Void) -> Surface {
        let s = Surface(size: Size(200, 60), scale: scale)
        let c = Canvas(surface: s)
        c.fill(c.bounds, Color(hex: 0x3A5F8A))
        body(c)
        return s
      }
      let fresh = draw { $0.draw(TextLayout("Paused", style: style), at: Point(10.5, 12)) }
      let reused = draw { c in
        c.drawText("Paused", style, at: Point(3, 3))
        c.fill(c.bounds, Color(hex: 0x3A5F8A))
        c.drawText("Paused", style, at: Point(10.5, 12))
      }
      #expect(fresh.difference(from: reused).pixels == 0, "at ×\(scale)")
    }
  }

  @Test func aLineKeptDrawingStaysWhileManyOthersPassAndTheCountIsBounded() {
    var recent = RecentLayouts()
    let style = TextStyle(size: 15)
    let kept = recent.layout("12:00", style: style)
    for i in 0..<(RecentLayouts.capacity * 5) {
      _ = recent.layout("line \(i)", style: style)
      if i % 50 == 0 { #expect(recent.layout("12:00", style: style) === kept) }
      #expect(recent.count <= 2 * RecentLayouts.capacity)
    }
    let gone = recent.layout("line 0", style: style)
    #expect(recent.layout("line 0", style: style) === gone)
  }
}
