import Basics
import Canvas

/// The square artwork over its blurred extension, its side edges feathered
/// into it so no edge shows where the sharp picture ends (Now Playing's song,
/// the podcast's cover).
@MainActor
enum FeatheredArtwork {
  static func draw(_ canvas: Canvas, _ art: Surface, in rect: Rect, alpha: Double, screenWidth: Double) {
    let scale = canvas.scale
    func px(_ x: Double) -> Double { (x * scale).rounded() / scale }
    guard rect.width < screenWidth - 1 else {
      canvas.draw(art, in: rect, alpha: alpha)
      return
    }
    let fade = rect.width * 0.16
    canvas.withState {
      canvas.clip(Rect(x: px(rect.minX + fade), y: rect.minY, width: px(rect.maxX - fade) - px(rect.minX + fade), height: rect.height))
      canvas.draw(art, in: rect, alpha: alpha)
    }
    // Pixel-aligned slices, each a little more opaque towards the middle.
    let slices = 24
    for i in 0..<slices {
      let f = (Double(i) + 0.5) / Double(slices)
      let a = alpha * f * f * (3 - 2 * f)
      let x0 = px(rect.minX + fade * Double(i) / Double(slices)), x1 = px(rect.minX + fade * Double(i + 1) / Double(slices))
      let r0 = px(rect.maxX - fade * Double(i + 1) / Double(slices)), r1 = px(rect.maxX - fade * Double(i) / Double(slices))
      for (a0, a1) in [(x0, x1), (r0, r1)] where a1 > a0 {
        canvas.withState {
          canvas.clip(Rect(x: a0, y: rect.minY, width: a1 - a0, height: rect.height))
          canvas.draw(art, in: rect, alpha: a)
        }
      }
    }
  }
}
