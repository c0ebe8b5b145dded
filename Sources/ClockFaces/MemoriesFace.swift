public import Basics
public import Canvas
public import HomeModel
import Art

/// Memories: one of the person's own photos a day, from the household's
/// photos folder, cropped around its centre of interest, with frosted "10:09"
/// numerals over it and "Memories" at the top left (docs/screens.md §1,
/// after the 18). The day's photo is the folder's (day number mod count)'th
/// by name, so a headless run at a given date always shows the same one.
/// Without a folder (the gallery then leaves it out) the summer painting
/// stands in.
public struct MemoriesFace: FaceRenderer {
  public static let faceID = "memories"
  public var id: String { Self.faceID }
  let household: Household?

  public init(household: Household?) { self.household = household }

  /// The folder's photo for `time`'s day: one more each day, round the folder.
  static func dayIndex(_ time: CivilTime) -> Int {
    Int((CivilTime(year: time.year, month: time.month, day: time.day).secondsSinceEpoch / 86400).rounded(.down))
  }

  public func draw(_ canvas: Canvas, in rect: Rect, time: CivilTime) {
    let picture = ScenePicture(SummerMemoryScene.self, faceID: id, household: household, folderIndex: Self.dayIndex(time))
    let u = min(rect.width, rect.height) / 800
    canvas.withState {
      canvas.clip(rect)
      let blurred = picture.drawBackground(canvas, in: rect, blurRadius: max(6, rect.height * 0.03))
      picture.drawFront(canvas, in: rect)
      canvas.fill(
        rect,
        .linear(
          from: Point(0, rect.minY), to: Point(0, rect.maxY),
          stops: [GradientStop(0, Color(white: 0, alpha: 0.28)), GradientStop(0.22, Color(white: 0, alpha: 0))]))
      let (h, m) = clockText(time)
      let margin = rect.height * 0.03
      let top = rect.height * 0.12
      let inner = Rect(x: rect.minX + rect.width * 0.03, y: rect.minY + top, width: rect.width * 0.94, height: rect.height - top - margin)
      for (text, r) in PaintedNumerals.layout(h, m, in: inner, gap: rect.height * 0.015) {
        FrostedNumerals(text).draw(canvas, in: r, backdrop: blurred, backdropRect: rect)
      }
      let title = TextStyle(family: "Inter", weight: .bold, size: 40 * u, tracking: -0.5 * u, color: .white)
      FaceText.capLine(
        canvas, "Memories", title, x: rect.minX + 44 * u, capTop: rect.minY + 36 * u, alignment: 0, maxWidth: rect.width - 88 * u)
    }
  }
}
