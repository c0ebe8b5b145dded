public import Basics
public import Canvas
public import HomeModel
import Art

/// The boy running in front of a brick wall, with tall gold "10:09" numerals
/// between the wall and him (docs/screens.md §1 row 2, fourth face).
public struct BrickRunnerFace: FaceRenderer {
  /// How the time and any temperature are written.
  public var locale = DisplayLocale()
  public let id = "brick-runner"
  let picture: ScenePicture

  public init(household: Household?) {
    picture = ScenePicture(BrickRunnerScene.self, faceID: id, household: household)
  }

  public func draw(_ canvas: Canvas, in rect: Rect, time: CivilTime) {
    canvas.withState {
      canvas.clip(rect)
      picture.drawBackground(canvas, in: rect)
      let (h, m) = clockText(time, locale)
      let margin = rect.height * 0.04
      let inner = Rect(x: rect.minX + rect.width * 0.04, y: rect.minY + margin, width: rect.width * 0.92, height: rect.height - 2 * margin)
      for (text, r) in PaintedNumerals.layout(h, m, in: inner, gap: rect.height * 0.02) {
        // Polished gold: bright along the top, a darker band across the middle, warm again below.
        let gold = Paint.linear(from: Point(0, r.minY), to: Point(0, r.maxY), stops: [
          GradientStop(0, Color(hex: 0xFFF1B0)), GradientStop(0.3, Color(hex: 0xF3C74A)), GradientStop(0.55, Color(hex: 0xB8862A)),
          GradientStop(0.75, Color(hex: 0xE8B640)), GradientStop(1, Color(hex: 0xA87420)),
        ])
        PaintedNumerals(text, paint: gold, shadow: Color(hex: 0x2A0A04, alpha: 0.45)).draw(canvas, in: r)
      }
      picture.drawFront(canvas, in: rect)
    }
  }
}
