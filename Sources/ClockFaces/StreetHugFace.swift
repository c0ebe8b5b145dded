public import Basics
public import Canvas
public import HomeModel
import Art

/// Two women hugging on a sunny street, with giant white "10:09" numerals
/// across the street behind them (docs/screens.md §1 row 3, second face).
public struct StreetHugFace: FaceRenderer {
  /// How the time and any temperature are written.
  public var locale = DisplayLocale()
  public let id = "street-hug"
  let picture: ScenePicture

  public init(household: Household?) {
    picture = ScenePicture(StreetHugScene.self, faceID: id, household: household)
  }

  public func draw(_ canvas: Canvas, in rect: Rect, time: CivilTime) {
    canvas.withState {
      canvas.clip(rect)
      picture.drawBackground(canvas, in: rect)
      let (h, m) = clockText(time, locale)
      let margin = rect.height * 0.03
      let inner = Rect(x: rect.minX + rect.width * 0.025, y: rect.minY + margin, width: rect.width * 0.95, height: rect.height * 0.8)
      let white = Paint.color(Color(white: 1, alpha: 0.94))
      for (text, r) in PaintedNumerals.layout(h, m, in: inner, gap: rect.height * 0.015) {
        PaintedNumerals(text, paint: white, shadow: Color(hex: 0x402010, alpha: 0.2)).draw(canvas, in: r)
      }
      picture.drawFront(canvas, in: rect)
    }
  }
}
