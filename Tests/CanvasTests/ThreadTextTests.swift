import Basics
import Dispatch
import Synchronization
import Testing

@testable import Canvas

/// Text is laid out and drawn with the calling thread's own Pango context, so
/// painter threads can paint text at the same time as the frame thread.
struct ThreadTextTests {
  /// A line of text and a wrapped paragraph, as a painter job would paint them.
  static func paint() -> [UInt32] {
    let surface = Surface(size: Size(320, 160), scale: 1.5)
    let canvas = Canvas(surface: surface)
    canvas.fill(canvas.bounds, Color(hex: 0xF5F5F7))
    canvas.drawText("10:09", TextStyle(family: "Roboto Condensed", weight: .bold, size: 64, tracking: -3), at: Point(8, 4))
    let paragraph = TextLayout("Keep looking at this screen until you're recognized.", style: TextStyle(size: 16), width: 300)
    canvas.draw(paragraph, at: Point(8, 90))
    var pixels: [UInt32] = []
    surface.withPixels { p, row in
      for y in 0..<surface.pixelHeight { for x in 0..<surface.pixelWidth { pixels.append(p[y * row + x]) } }
    }
    return pixels
  }

  @Test func textPaintedOnManyThreadsAtOnceMatchesTheFrameThreads() async {
    let onMain = await MainActor.run { Self.paint() }
    #expect(onMain.contains { $0 != onMain[0] }, "the text drew something")
    let results = Mutex<[[UInt32]]>([])
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      let pixels = Self.paint()
      results.withLock { $0.append(pixels) }
    }
    let painted = results.withLock { $0 }
    #expect(painted.count == 8)
    for pixels in painted { #expect(pixels == onMain) }
  }
}
