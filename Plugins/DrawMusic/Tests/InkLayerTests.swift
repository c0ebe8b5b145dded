import Basics
import Canvas
@testable import DrawMusic
import Testing

/// The ink layer repaints only what changed, and what it repaints is the same
/// bytes as the layer painted whole from nothing.
struct InkLayerTests {
  static let size = Size(576, 768)

  static func whole(_ strokes: [Stroke], scale: Double) -> Surface {
    let surface = Surface(size: size, scale: scale)
    let c = Canvas(surface: surface)
    for stroke in strokes { StrokeRenderer.draw(stroke, on: c, origin: .zero, s: size.width / Stroke.space.width) }
    return surface
  }

  /// How many pixels of `a` and `b` differ.
  static func differences(_ a: Surface, _ b: Surface) -> Int {
    a.withPixels { pa, row in
      b.withPixels { pb, _ in (0..<(row * a.pixelHeight)).count { pa[$0] != pb[$0] } }
    }
  }

  /// A busy drawing, one with strokes gone (an erase), and one with a stroke
  /// put back under others (its undo) and a colour changed.
  static func drawings() -> (before: [Stroke], after: [Stroke]) {
    let all = BenchDrawing.make(strokes: 120).strokes
    var before = all, after = all
    before.remove(at: 40)
    after.remove(at: 7)
    after[90].colour = (after[90].colour + 1) % 9
    return (before, after)
  }

  @Test(arguments: [1.0, 2.0])
  func repaintingTheChangedBoxesGivesTheWholePaintingsBytes(scale: Double) throws {
    let (before, after) = Self.drawings()
    let s = Self.size.width / Stroke.space.width
    guard case .boxes(let boxes) = InkLayer.change(from: before, to: after, canvas: Rect(size: Self.size), s: s, scale: scale) else {
      Issue.record("a few strokes changed: expected boxes")
      return
    }
    let patched = Self.whole(before, scale: scale)
    InkLayer.apply(InkLayer.patch(after, boxes: boxes, size: Self.size, s: s, scale: scale), to: patched, s: s)
    let expected = Self.whole(after, scale: scale)
    #expect(Self.differences(patched, expected) == 0)
  }

  @Test func strokesFinishedWhileAPatchIsPaintedGoOnTopOfIt() {
    let (before, after) = Self.drawings()
    let s = Self.size.width / Stroke.space.width
    guard case .boxes(let boxes) = InkLayer.change(from: before, to: after, canvas: Rect(size: Self.size), s: s) else {
      Issue.record("expected boxes")
      return
    }
    let extra = BenchDrawing.make(strokes: 130).strokes[125]
    // The extra stroke lands on the old layer at once, then the patch comes.
    let layer = Self.whole(before + [extra], scale: 1)
    InkLayer.apply(InkLayer.patch(after, boxes: boxes, size: Self.size, s: s, scale: 1), to: layer, extras: [extra], s: s)
    #expect(Self.differences(layer, Self.whole(after + [extra], scale: 1)) == 0)
  }

  @Test func whatChangedIsFoundFromTheStrokes() {
    let strokes = BenchDrawing.make(strokes: 100).strokes
    let canvas = Rect(size: Self.size)
    let s = Self.size.width / Stroke.space.width
    #expect(InkLayer.change(from: strokes, to: strokes, canvas: canvas, s: s) == .none)
    #expect(InkLayer.change(from: Array(strokes.prefix(98)), to: strokes, canvas: canvas, s: s) == .appended(Array(strokes.suffix(2))))
    // Undo of the last stroke: its box alone.
    #expect(
      InkLayer.change(from: strokes, to: Array(strokes.dropLast()), canvas: canvas, s: s)
        == .boxes([InkLayer.box(strokes[99].bounds, s: s, scale: 1)]))
    // A shuffle changes every colour: the whole layer.
    var shuffled = strokes
    for i in shuffled.indices { shuffled[i].colour = (shuffled[i].colour + 1) % 9 }
    #expect(InkLayer.change(from: strokes, to: shuffled, canvas: canvas, s: s) == .whole)
    // Strokes kept in another order: the whole layer.
    #expect(InkLayer.change(from: strokes, to: strokes.reversed(), canvas: canvas, s: s) == .whole)
  }
}
