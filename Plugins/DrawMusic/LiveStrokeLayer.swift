import Basics
import Canvas

/// The stroke under the finger, painted as it grows: the part of its line that
/// can no longer move (the spline's last spans shift as points arrive) goes
/// into this layer once, a piece at a time, and a frame paints only the few
/// spans after it. A 10,000-point stroke then costs a frame what a short one does.
///
/// Pieces join without seams: in the layer each new piece's body and edge go
/// underneath what is there, and on screen the moving tail's edge and body lie
/// under the layer; the specks continue one dash pattern across pieces.
final class LiveStrokeLayer {
  /// Settled path points wait for this many before they are painted in.
  static let piece = 24

  let surface: Surface
  /// Path points painted into the layer (the last one is where the tail starts).
  private(set) var paintedCount = 0
  /// Length in points of the line up to that last painted point.
  private var paintedLength = 0.0
  /// What the painted pieces cover (layer points, whole pixels): a frame
  /// composites only that much of the layer, the rest being clear.
  private var inked: Rect?

  init(size: Size, scale: Double) { surface = Surface(size: size, scale: scale) }

  /// Empties the layer for a new stroke.
  func reset() {
    if paintedCount > 0 { Canvas(surface: surface).clear() }
    paintedCount = 0
    paintedLength = 0
    inked = nil
  }

  /// Paints what settled since the last piece, once there is enough of it.
  func update(_ stroke: Stroke, s: Double) {
    let settled = stroke.settledPathCount
    guard settled - paintedCount >= Self.piece else { return }
    let pts = stroke.path[max(0, paintedCount - 1)..<settled]
    let path = StrokeRenderer.line(pts, origin: .zero, s: s)
    let colour = Palette.markers[stroke.colour].color
    let c = Canvas(surface: surface)
    c.underneath {
      StrokeRenderer.drawBody(path, colour, on: c, s: s)
      StrokeRenderer.drawEdge(path, colour, on: c, s: s)
    }
    StrokeRenderer.drawSpecks(path, on: c, s: s, offset: paintedLength)
    paintedLength += Self.length(pts, s: s)
    paintedCount = settled
    let piece = Self.inkBox(pts, s: s, scale: surface.scale)
    inked = inked.map { $0.union(piece) } ?? piece
  }

  /// The whole live stroke at `origin`: the tail's edge and body, the layer
  /// over them, then the tail's specks.
  func draw(_ stroke: Stroke, on canvas: Canvas, origin: Point, s: Double) {
    let tail = stroke.path[max(0, paintedCount - 1)...]
    guard !tail.isEmpty else { return }
    let path = StrokeRenderer.line(tail, origin: origin, s: s)
    let colour = Palette.markers[stroke.colour].color
    StrokeRenderer.drawEdge(path, colour, on: canvas, s: s)
    StrokeRenderer.drawBody(path, colour, on: canvas, s: s)
    if paintedCount > 0, let inked {
      canvas.withState {
        canvas.clip(Rect(origin: origin + inked.origin, size: inked.size))
        canvas.draw(surface, at: origin)
      }
    }
    if stroke.path.count > 1 { StrokeRenderer.drawSpecks(path, on: canvas, s: s, offset: paintedLength) }
  }

  /// The layer points the line through `pts` can ink: the marker's width
  /// and a point of antialiasing around them, out to whole pixels.
  static func inkBox(_ pts: ArraySlice<Point>, s: Double, scale: Double) -> Rect {
    let xs = pts.map(\.x), ys = pts.map(\.y)
    let pad = Stroke.width * s / 2 + 1
    let l = ((xs.min()! * s - pad) * scale).rounded(.down), t = ((ys.min()! * s - pad) * scale).rounded(.down)
    let r = ((xs.max()! * s + pad) * scale).rounded(.up), b = ((ys.max()! * s + pad) * scale).rounded(.up)
    return Rect(x: l / scale, y: t / scale, width: (r - l) / scale, height: (b - t) / scale)
  }

  static func length(_ pts: ArraySlice<Point>, s: Double) -> Double {
    var total = 0.0
    var previous = pts.first
    for p in pts.dropFirst() {
      total += previous!.distance(to: p) * s
      previous = p
    }
    return total
  }
}
