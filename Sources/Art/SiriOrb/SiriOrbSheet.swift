import Basics
import Canvas

extension ArtCatalog {
  /// The orb as the assistant shows it, at 110 pt over the sky and 64 pt on
  /// the white answer card, each beside a big one to look at closely.
  static func drawOrbSheet(_ canvas: Canvas, in rect: Rect) {
    let left = Rect(x: rect.minX, y: rect.minY, width: rect.width / 2, height: rect.height)
    let right = Rect(x: left.maxX, y: rect.minY, width: rect.width / 2, height: rect.height)
    canvas.withState {
      canvas.clip(left)
      DadSonScene.drawBackground(canvas, in: rect)
    }
    canvas.fill(right, Color.white)
    let big = min(left.width * 0.62, rect.height * 0.5)
    for (half, small) in [(left, 110.0), (right, 64.0)] {
      SiriOrb.draw(canvas, in: Rect(center: Point(half.midX, half.minY + 40 + small / 2), size: Size(small, small)))
      SiriOrb.draw(canvas, in: Rect(center: Point(half.midX, half.minY + half.height * 0.6), size: Size(big, big)), shimmerAngle: 0.6)
    }
  }
}
