public import Basics
public import Canvas

/// How the navigator changes screens. The incoming screen is always drawn on top
/// of the fully visible outgoing one: no frame ever shows black or the background.
public enum Transition: Sendable, Equatable {
  case none
  /// The quick crossfade every screen change uses (0.35 s).
  case crossfade(duration: Double = 0.35)
  /// A crossfade where the incoming screen also grows from 96 %.
  case zoom(duration: Double = 0.35)
  /// The incoming screen grows on a spring from `rect` (a tile where it sat,
  /// with corners of `cornerRadius`) to full screen, cropped to the growing
  /// rect rather than squeezed; the outgoing screen stays drawn (and
  /// animating) behind. With `tile`, the zoom starts as exactly that picture
  /// and grows it, fading into the incoming screen as it grows.
  case zoomFromRect(Rect, cornerRadius: Double = 0, tile: ZoomTile? = nil, response: Double = 0.5, dampingFraction: Double = 0.86)

  public static let crossfade = Transition.crossfade()
  public static let zoom = Transition.zoom()
}

/// What a tile showed where a zoom starts: its picture (a miniature in its
/// frame, say) and the rect it was drawn in, around the zoom's `rect`.
public struct ZoomTile: Sendable, Equatable {
  public let picture: Surface
  public let frame: Rect

  public init(picture: Surface, frame: Rect) {
    self.picture = picture
    self.frame = frame
  }

  public static func == (a: ZoomTile, b: ZoomTile) -> Bool { a.picture === b.picture && a.frame == b.frame }

  /// The share of the zoom over which the tile fades into the screen.
  static let fadeSpan = 0.6
}

/// A transition in flight: where it is at a given time.
struct ActiveTransition {
  let kind: Transition
  let start: Double
  var spring: Spring?

  init(kind: Transition, start: Double) {
    self.kind = kind
    self.start = start
    if case .zoomFromRect(_, _, _, let response, let damping) = kind {
      spring = Spring(value: 0, target: 1, response: response, dampingFraction: damping)
    }
  }

  /// 0 → 1 (a spring may overshoot 1 a little).
  func progress(at time: Double) -> Double {
    switch kind {
    case .none: return 1
    case .crossfade(let d), .zoom(let d): return Easing.easeInOut.apply((time - start) / d)
    case .zoomFromRect: return spring?.value ?? 1
    }
  }

  mutating func step(_ dt: Double) { spring?.step(dt) }

  /// True while the frame shows the outgoing screen alone: a crossfade or
  /// zoom not yet begun (the zoom from a rect shows the tile at once).
  func showsOnlyOutgoing(at time: Double) -> Bool {
    switch kind {
    case .crossfade, .zoom: return progress(at: time) <= 0
    case .none, .zoomFromRect: return false
    }
  }

  func isFinished(at time: Double) -> Bool {
    switch kind {
    case .none: return true
    case .crossfade(let d), .zoom(let d): return time >= start + d
    case .zoomFromRect: return spring?.isSettled ?? true
    }
  }

  /// Composites `incoming` over `outgoing` (both full-screen surfaces) into `canvas`.
  @MainActor
  func composite(outgoing: Surface, incoming: Surface, on canvas: Canvas, at time: Double) {
    let full = canvas.bounds
    let p = progress(at: time)
    if case .zoomFromRect(let from, let corner, let tile, _, _) = kind {
      compositeZoom(from: from, corner: corner, tile: tile, outgoing: outgoing, incoming: incoming, on: canvas, progress: p)
      return
    }
    // Screens paint every pixel opaquely: a copy of the outgoing screen gives
    // the pixels blending it over the last frame gave, for a fraction of the
    // work (a blend reads the back buffer as well, and weighs every pixel).
    if case .crossfade = kind {
      if p >= 1 {
        canvas.copy(incoming, at: .zero)
        return
      }
      // Both in one pass where the sizes allow: the blend was most of every
      // crossfade frame.
      if p > 0, canvas.crossfade(from: outgoing, to: incoming, alpha: p) { return }
    }
    canvas.copy(outgoing, at: .zero)
    switch kind {
    case .none:
      canvas.copy(incoming, at: .zero)
    case .crossfade:
      if p > 0 { canvas.draw(incoming, in: full, alpha: p) }
    case .zoom:
      let s = 0.96 + 0.04 * p
      canvas.draw(incoming, in: Rect(center: full.center, size: Size(full.width * s, full.height * s)), alpha: p)
    case .zoomFromRect: break
    }
  }

  /// The zoom: the outgoing screen, the tile growing with the rect, the
  /// incoming screen in the rect.
  @MainActor
  private func compositeZoom(
    from: Rect, corner: Double, tile: ZoomTile?, outgoing: Surface, incoming: Surface, on canvas: Canvas, progress p: Double
  ) {
    Self.zoomFrame(from: from, corner: corner, tile: tile, outgoing: { $0.draw(outgoing, in: $0.bounds) }, incoming: incoming, on: canvas, progress: p)
  }

  /// The zoom's rect, corner and tile (nil for the other transitions).
  var zoom: (from: Rect, corner: Double, tile: ZoomTile?)? {
    guard case .zoomFromRect(let from, let corner, let tile, _, _) = kind else { return nil }
    return (from, corner, tile)
  }

  /// The progress `steps` frames of `interval` after `time`, the spring
  /// stepped as those frames will step it.
  func progress(after steps: Int, of interval: Double, at time: Double) -> Double {
    var ahead = self
    for _ in 0..<steps { ahead.step(interval) }
    return ahead.progress(at: time + Double(steps) * interval)
  }

  /// The zoom's frame at `p`: `outgoing` paints the screen being left, the
  /// tile grows with the rect, the incoming screen in the rect. Once the
  /// incoming screen is fully faded in, it covers the rect's inside
  /// opaquely (screens paint every pixel), so what lies under that inside
  /// is not drawn at all: the rest gives the same pixels, for a fraction of
  /// the work (the tile and the outgoing screen were two full-screen
  /// composites a frame under the grown rect). Off the frame thread too:
  /// the painter composes frames ahead (`ZoomFrames`).
  static func zoomFrame(
    from: Rect, corner: Double, tile: ZoomTile?, outgoing: (Canvas) -> Void, incoming: Surface, on canvas: Canvas, progress p: Double
  ) {
    let full = canvas.bounds
    let r = Rect.lerp(from, full, p)
    let radius = (1 - min(max(p, 0), 1)) * corner
    let alpha = tile == nil ? 1 : Easing.easeInOut.apply(p / ZoomTile.fadeSpan)
    let hidden = alpha >= 1 ? Self.coveredInside(r, radius: radius, bounds: full, scale: canvas.scale) : nil
    let around = hidden.map { Self.bands(of: full, around: $0) } ?? [full]
    if !around.isEmpty {
      canvas.withState {
        if hidden != nil { canvas.clip(to: around) }
        outgoing(canvas)
        // The tile grows with the rect (its screen part stays the rect, so its
        // bezel moves out and off the screen) while the screen fades in over it.
        if let tile, from.width > 0, from.height > 0 {
          let sx = r.width / from.width, sy = r.height / from.height
          canvas.draw(
            tile.picture,
            in: Rect(
              x: r.minX + (tile.frame.minX - from.minX) * sx, y: r.minY + (tile.frame.minY - from.minY) * sy,
              width: tile.frame.width * sx, height: tile.frame.height * sy))
        }
      }
    }
    canvas.withState {
      canvas.clip(Path.roundedRect(r, radius: radius))
      // Shrunk, the screen is sampled bilinearly while it grows: filtering
      // every pixel of it cost 10–20 ms a frame below 3/4 size, where it is
      // still faint and small; above that the two filters agree, and the
      // settled screen is drawn exactly once the zoom ends.
      canvas.draw(incoming, in: r, mode: .fill, alpha: alpha, bilinear: true)
    }
  }

  /// The whole pixels a rounded rect covers fully, clipped to `bounds` (nil
  /// when none): its rect inset past the corners' arcs (0.3 of the radius
  /// reaches inside them) and a pixel more for the edges' antialiasing.
  static func coveredInside(_ r: Rect, radius: Double, bounds: Rect, scale: Double) -> Rect? {
    let inset = radius * 0.3 + 1 / scale
    let x0 = (max(r.minX + inset, bounds.minX) * scale).rounded(.up), y0 = (max(r.minY + inset, bounds.minY) * scale).rounded(.up)
    let x1 = (min(r.maxX - inset, bounds.maxX) * scale).rounded(.down), y1 = (min(r.maxY - inset, bounds.maxY) * scale).rounded(.down)
    guard x1 > x0, y1 > y0 else { return nil }
    return Rect(x: x0 / scale, y: y0 / scale, width: (x1 - x0) / scale, height: (y1 - y0) / scale)
  }

  /// `bounds` less `inside` (which it contains), as up to four rects.
  static func bands(of bounds: Rect, around inside: Rect) -> [Rect] {
    [
      Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: inside.minY - bounds.minY),
      Rect(x: bounds.minX, y: inside.maxY, width: bounds.width, height: bounds.maxY - inside.maxY),
      Rect(x: bounds.minX, y: inside.minY, width: inside.minX - bounds.minX, height: inside.height),
      Rect(x: inside.maxX, y: inside.minY, width: bounds.maxX - inside.maxX, height: inside.height),
    ].filter { $0.width > 0 && $0.height > 0 }
  }
}
