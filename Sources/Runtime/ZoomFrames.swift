import Basics
import Canvas

/// A zoom's frames composed on the painter. Composited on the frame thread,
/// a frame of the zoom redrew the outgoing screen behind and filtered the
/// incoming screen into the growing rect: up to ~18 M instructions a frame,
/// where copying a composed frame is a fraction of that. Headless, the
/// painter composes this very frame at once (the pixels compositing it on
/// the frame thread gives); in real time the next frames are asked for
/// ahead and the one composed for the nearest time shows, the last frame
/// staying up until the first lands. Both screens must say what they show
/// as Sendable data (`Screen.ahead`); while one cannot, the frame thread
/// composites the zoom as before.
@MainActor
final class ZoomFrames {
  enum Frame {
    /// Copy it onto the screen.
    case composed(Surface)
    /// The screen still shows what it should (nothing new has landed yet).
    case unchanged
    /// The frame thread composites this frame.
    case unavailable
  }

  private let painter: Painter
  /// The zoom the frames are for (its start): a late frame of an earlier one is dropped.
  private var zoomStart: Double?
  /// Frames composed ahead, by the time they show, each numbered (a surface
  /// is composed into again once its frame has shown).
  private var composed: [(time: Double, number: Int, surface: Surface)] = []
  /// The times of the frames being composed.
  private var composing: [Double] = []
  /// The number of the frame the screen shows now.
  private var shown: Int?
  private var composedCount = 0
  /// Frames shown and done with, composed into again: a new 4 MB surface a
  /// frame cost its thousand page faults, and its unmapping, every frame.
  private var spares: [Surface] = []
  static let framesAhead = 2
  static let keptSpares = 2

  private func keepSpare(_ surface: Surface) {
    if spares.count < Self.keptSpares { spares.append(surface) }
  }

  init(painter: Painter) { self.painter = painter }

  /// `transition`'s frame at `time` (`interval` after the last), composed
  /// by the painter; `pixels` and `scale` are the screen's.
  func frame(
    _ transition: ActiveTransition, outgoing: Screen, incoming: Screen, time: Double, interval: Double,
    pixels: (width: Int, height: Int), scale: Double
  ) -> Frame {
    guard let zoom = transition.zoom, let out = outgoing.ahead(at: time), let inc = incoming.ahead(at: time) else {
      shown = nil
      return .unavailable
    }
    if zoomStart != transition.start { reset() }
    zoomStart = transition.start
    if painter.paintsInline {
      let p = transition.progress(at: time)
      var painted: Surface?
      let reused = spares.popLast()
      painter.paint({ Self.compose(zoom, progress: p, out, inc, pixels: pixels, scale: scale, reusing: reused) }) { painted = $0 }
      // Copied onto the screen this frame, free by the next.
      if let painted { keepSpare(painted) }
      return painted.map { .composed($0) } ?? .unavailable
    }
    // A job cancelled (never handed back) stops holding a place.
    composing.removeAll { $0 < time - 1 }
    for k in 1...Self.framesAhead where composing.count < Self.framesAhead {
      let ahead = time + Double(k) * interval
      guard !composing.contains(where: { abs($0 - ahead) < interval / 2 }),
        !composed.contains(where: { abs($0.time - ahead) < interval / 2 }),
        let o = outgoing.ahead(at: ahead), let i = incoming.ahead(at: ahead)
      else { continue }
      let p = transition.progress(after: k, of: interval, at: time)
      let start = transition.start
      composing.append(ahead)
      let reused = spares.popLast()
      painter.paint(for: incoming, { Self.compose(zoom, progress: p, o, i, pixels: pixels, scale: scale, reusing: reused) }) {
        [weak self] surface in
        guard let self, zoomStart == start else { return }
        composing.removeAll { $0 == ahead }
        composedCount += 1
        composed.append((ahead, composedCount, surface))
      }
    }
    guard let nearest = composed.min(by: { abs($0.time - time) < abs($1.time - time) }) else { return .unchanged }
    for passed in composed where passed.time < nearest.time { keepSpare(passed.surface) }
    composed.removeAll { $0.time < nearest.time }
    if nearest.number == shown { return .unchanged }
    shown = nearest.number
    return .composed(nearest.surface)
  }

  /// The zoom ended: its frames go.
  func reset() {
    zoomStart = nil
    composed.removeAll()
    composing.removeAll()
    shown = nil
    spares.removeAll()
  }

  /// The frame at `p`, painted by the painter, into `reused` when it is a
  /// frame of the same size (cleared first: it is composed as on a new one).
  nonisolated static func compose(
    _ zoom: (from: Rect, corner: Double, tile: ZoomTile?), progress p: Double, _ outgoing: ScreenAhead, _ incoming: ScreenAhead,
    pixels: (width: Int, height: Int), scale: Double, reusing reused: Surface? = nil
  ) -> Surface {
    let (frame, isReused) = Surface.reusing(reused, pixelWidth: pixels.width, pixelHeight: pixels.height, scale: scale)
    let canvas = Canvas(surface: frame)
    if isReused { canvas.clear() }
    // Painted whole, not clipped to the bands round the grown screen as its
    // surface is: a drawing clipped may differ from itself drawn whole (a
    // gradient is stepped from where each span starts). What the grown
    // screen covers it covers opaquely, so the rest is the same pixels.
    outgoing.draw(on: canvas)
    ActiveTransition.zoomFrame(
      from: zoom.from, corner: zoom.corner, tile: zoom.tile, outgoing: { _ in }, incoming: incoming.surface(pixels: pixels, scale: scale),
      on: canvas, progress: p)
    return frame
  }
}
