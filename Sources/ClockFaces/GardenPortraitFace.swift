public import Basics
public import Canvas
public import HomeModel
import Art

/// The smiling older woman in a red dress in her garden, with tall translucent
/// frosted "10:09" numerals behind her (docs/screens.md §1 row 1, fourth face).
public struct GardenPortraitFace: FaceRenderer {
  /// How the time and any temperature are written.
  public var locale = DisplayLocale()
  public let id = "garden-portrait"
  let picture: ScenePicture

  public init(household: Household?) {
    picture = ScenePicture(GardenPortraitScene.self, faceID: id, household: household)
  }

  public func draw(_ canvas: Canvas, in rect: Rect, time: CivilTime) {
    canvas.withState {
      canvas.clip(rect)
      // The face is cached per minute, so the glass's blurred backdrop is made once a minute.
      let blurred = picture.drawBackground(canvas, in: rect, blurRadius: max(6, rect.height * 0.03))
      let (h, m) = clockText(time, locale)
      let margin = rect.height * 0.03
      let inner = Rect(x: rect.minX + rect.width * 0.03, y: rect.minY + margin, width: rect.width * 0.94, height: rect.height - 2 * margin)
      for (text, r) in PaintedNumerals.layout(h, m, in: inner, gap: rect.height * 0.015) {
        FrostedNumerals(text).draw(canvas, in: r, backdrop: blurred, backdropRect: rect)
      }
      picture.drawFront(canvas, in: rect)
    }
  }
}
