import Art
import Canvas
import Glibc

/// Draws the assistant orb from cached layers: the static sphere as it is,
/// the rim light swayed and the shimmer turned for the moment, at any size
/// (the 110 pt listening orb shrinking to the answer card's 64 pt). Layers
/// are painted once for each of the two sizes it rests at and scaled between.
@MainActor
struct OrbPainter {
  enum Layer: String { case sphere, rim, shimmer }
  static let restingSizes = [110.0, 64.0]

  let cache: LayerCache
  let scale: Double

  /// The square the orb may paint for a sphere of `diameter` at `center`.
  static func bounds(center: Point, diameter: Double) -> Rect {
    AssistantOrb.layerRect(for: Rect(center: center, size: Size(diameter, diameter)))
  }

  func draw(_ c: Canvas, center: Point, diameter: Double, time: Double) {
    // Paint from the nearest resting size at or above this one (never scale up).
    let base = Self.restingSizes.filter { $0 >= diameter - 0.5 }.min() ?? Self.restingSizes.max()!
    let k = diameter / base
    let rim = 0.22 * sin(2 * Double.pi * time / AssistantTiming.rimSwayPeriod)
    let shimmer = 2 * Double.pi * time / AssistantTiming.shimmerTurn
    for (layer, angle) in [(Layer.sphere, 0.0), (.shimmer, shimmer), (.rim, rim)] {
      let surface = self.layer(layer, base: base)
      let side = surface.size.width * k
      c.withState {
        c.translate(center.x, center.y)
        if angle != 0 { c.rotate(angle) }
        c.draw(surface, in: Rect(center: .zero, size: Size(side, side)))
      }
    }
  }

  /// Paints the layers for a resting size ahead of need.
  func prepare(diameter: Double) {
    for l in [Layer.sphere, .rim, .shimmer] { _ = layer(l, base: diameter) }
  }

  private func layer(_ layer: Layer, base: Double) -> Surface {
    let sphere = Rect(x: base * AssistantOrb.padding, y: base * AssistantOrb.padding, width: base, height: base)
    let side = base * (1 + 2 * AssistantOrb.padding)
    return cache.surface("assistant.orb.\(layer.rawValue).\(Int(base))", size: Size(side, side), scale: scale) { c in
      switch layer {
      case .sphere: AssistantOrb.drawSphere(c, in: sphere)
      case .rim: AssistantOrb.drawRimLight(c, in: sphere)
      case .shimmer: AssistantOrb.drawShimmer(c, in: sphere)
      }
    }
  }
}
