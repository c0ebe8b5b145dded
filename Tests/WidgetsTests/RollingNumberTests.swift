import Basics
import Canvas
import Testing
import Widgets

struct RollingNumberTests {
  @Test func rollingNumbersAnimateOnlyAfterAChange() {
    var n = RollingNumber(68)
    #expect(!n.isAnimating(at: 0))
    n.set(69, at: 1)
    #expect(n.isAnimating(at: 1.1))
    #expect(!n.isAnimating(at: 1.5))
    #expect(n.value == 69)
  }
}

@MainActor
struct RollingDigitsStayInTheirLineTests {
  /// A digit on its way out or in never reaches the line's edges, where the
  /// line's clip would cut it off hard: the edge rows stay blank all roll long.
  @Test(arguments: [(68, 69), (69, 68), (99, 100), (100, 99)])
  func noFrameOfARollCutsADigitAtTheLinesEdge(_ from: Int, _ to: Int) {
    let style = TextStyle(family: "Quicksand", weight: .bold, size: 120, color: .white)
    let line = TextLayout(String(max(from, to)), style: style).size
    var n = RollingNumber(from)
    n.set(to, at: 0)
    for step in 0...20 {
      let surface = Surface(pixelWidth: Int(line.width + style.size) + 2, pixelHeight: Int(line.height.rounded(.down)), scale: 1)
      n.draw(on: Canvas(surface: surface), style: style, at: .zero, time: n.duration * Double(step) / 20)
      for y in [0, surface.pixelHeight - 1] {
        let ink = (0..<surface.pixelWidth).map { surface.pixel(x: $0, y: y) >> 24 }.max() ?? 0
        #expect(ink < 8, "\(from) → \(to) at \(step * 5) %: row \(y) has ink (alpha \(ink))")
      }
    }
  }
}
