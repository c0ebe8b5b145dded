public import Basics
public import Canvas
public import HomeModel
import Art

/// The girl in a yellow cardigan on an orange blanket holding a green ball,
/// with giant white "10" and "09" behind her: the hours on the left, the
/// minutes on the right, at every size (docs/screens.md §1 row 2, second face).
public struct YellowCardiganFace: FaceRenderer {
  /// How the time and any temperature are written.
  public var locale = DisplayLocale()
  public let id = "yellow-cardigan"
  let picture: ScenePicture

  public init(household: Household?) {
    picture = ScenePicture(YellowCardiganScene.self, faceID: id, household: household)
  }

  public func draw(_ canvas: Canvas, in rect: Rect, time: CivilTime) {
    canvas.withState {
      canvas.clip(rect)
      picture.drawBackground(canvas, in: rect)
      let (h, m) = clockText(time, locale)
      let mx = rect.width * 0.03, my = rect.height * 0.05
      let inner = Rect(x: rect.minX + mx, y: rect.minY + my, width: rect.width - 2 * mx, height: rect.height - 2 * my)
      let white = Paint.linear(from: Point(0, inner.minY), to: Point(0, inner.maxY), stops: [
        GradientStop(0, Color(hex: 0xFFFFFF, alpha: 0.96)), GradientStop(1, Color(hex: 0xFFF4E4, alpha: 0.9)),
      ])
      let shadow = Color(hex: 0x6A2000, alpha: 0.3)
      // One layout at every size, gallery tile to full screen: side by side,
      // each a little under half the width; she lies between them and over
      // their inner edges. From the top down, never taller than a condensed
      // numeral stretches well (on a portrait screen, the upper part).
      let w = inner.width * 0.44
      let tall = min(inner.height, w * 2.2)
      PaintedNumerals(h, paint: white, shadow: shadow).draw(canvas, in: Rect(x: inner.minX, y: inner.minY, width: w, height: tall))
      PaintedNumerals(m, paint: white, shadow: shadow).draw(canvas, in: Rect(x: inner.maxX - w, y: inner.minY, width: w, height: tall))
      picture.drawFront(canvas, in: rect)
    }
  }
}
