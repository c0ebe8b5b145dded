import Art
import Basics
import Canvas
import Glibc
import Runtime

/// Draws the assistant orb from cached layers: the static body as it is, the
/// rim light swayed and the shimmer turned for the moment, at any size (the
/// 110 pt listening orb shrinking to the answer card's 64 pt). Layers are
/// painted once for each of the two sizes it rests at and scaled between.
/// Only the two sphere-sized layers are resampled each frame; the body lands
/// on whole pixels, a plain copy. The layers are painted on the painter:
/// until all three of a size are there the orb is not drawn (it drops in
/// from above the screen, and the answer's size is asked for ahead).
@MainActor
struct OrbPainter {
  enum Layer: String { case body, rim, shimmer }
  static let restingSizes = [110.0, 64.0]
  /// Room round the turning layers for their anti-aliased edge.
  static let edge = 1.0

  let painter: Painter
  let scale: Double
  /// Who asked (its jobs go when it does), and what to mark when a layer arrives.
  var owner: AnyObject?
  var arrived: @MainActor () -> Void = {}

  /// The square the orb may paint for a sphere of `diameter` at `center`.
  static func bounds(center: Point, diameter: Double) -> Rect {
    SiriOrb.layerRect(for: Rect(center: center, size: Size(diameter, diameter))).insetBy(-1, -1)
  }

  func draw(_ c: Canvas, center: Point, diameter: Double, time: Double) {
    // Paint from the nearest resting size at or above this one (never scale up).
    let base = Self.restingSizes.filter { $0 >= diameter - 0.5 }.min() ?? Self.restingSizes.max()!
    let k = diameter / base
    // On whole device pixels, an unscaled layer is copied, not resampled.
    let center = Point((center.x * scale).rounded() / scale, (center.y * scale).rounded() / scale)
    let rim = 0.22 * sin(2 * Double.pi * time / AssistantTiming.rimSwayPeriod)
    let shimmer = 2 * Double.pi * time / AssistantTiming.shimmerTurn
    let layers = [(Layer.body, 0.0), (.shimmer, shimmer), (.rim, rim)].compactMap { l, angle in self.layer(l, base: base).map { ($0, angle) } }
    guard layers.count == 3 else { return }
    for (surface, angle) in layers {
      if angle == 0, k == 1 {
        c.draw(surface, at: Point(center.x - surface.size.width / 2, center.y - surface.size.height / 2))
      } else {
        c.drawTurned(surface, center: center, angle: angle, scale: k)
      }
    }
  }

  /// Asks for the layers of a resting size ahead of need.
  func prepare(diameter: Double) {
    for l in [Layer.body, .rim, .shimmer] { _ = layer(l, base: diameter) }
  }

  /// Paints the layers of a resting size ahead of need, under the cache's budget.
  func warm(diameter: Double) {
    for l in [Layer.body, .rim, .shimmer] {
      let (key, side, paint) = job(l, base: diameter)
      painter.warm(key, size: Size(side, side), scale: scale, paint: paint)
    }
  }

  private func layer(_ layer: Layer, base: Double) -> Surface? {
    let (key, side, paint) = job(layer, base: base)
    return painter.picture(key, size: Size(side, side), scale: scale, for: owner, paint: paint, arrived: arrived)
  }

  private func job(_ layer: Layer, base: Double) -> (key: String, side: Double, paint: @Sendable (Canvas) -> Void) {
    let pad = layer == .body ? base * SiriOrb.padding : Self.edge
    // Whole pixels on each side, so the sphere sits exactly in the middle.
    let padPixels = (pad * scale).rounded(.up)
    let side = (base * scale + 2 * padPixels) / scale
    let sphere = Rect(x: padPixels / scale, y: padPixels / scale, width: base, height: base)
    return ("assistant.orb.\(layer.rawValue).\(Int(base))", side, { c in
      switch layer {
      case .body: SiriOrb.drawSphere(c, in: sphere)
      case .rim: SiriOrb.drawRimLight(c, in: sphere)
      case .shimmer: SiriOrb.drawShimmer(c, in: sphere)
      }
    })
  }
}
