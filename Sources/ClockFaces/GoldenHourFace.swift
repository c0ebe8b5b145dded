public import Canvas
public import HomeModel
public import Runtime
import Art

/// A photo memory of three friends laughing at golden hour: "Golden Hour"
/// over "OVER THE YEARS" at the bottom left, "10:09" at the top right (seed,
/// row 3, fourth face).
public struct GoldenHourFace: FaceRenderer {
  public let id = "golden-hour"
  let picture: ScenePicture

  public init(household: Household?) {
    picture = ScenePicture(GoldenHourScene.self, faceID: id, household: household)
  }

  public func draw(_ canvas: Canvas, in rect: Rect, time: CivilTime) {
    let u = min(rect.width, rect.height) / 800
    let margin = 44 * u
    canvas.withState {
      canvas.clip(rect)
      picture.drawBackground(canvas, in: rect)
      picture.drawFront(canvas, in: rect)
      canvas.fill(rect, .linear(from: Point(0, rect.minY), to: Point(0, rect.maxY), stops: [
        GradientStop(0, Color(hex: 0x3A1800, alpha: 0.2)), GradientStop(0.25, Color(hex: 0x3A1800, alpha: 0)),
        GradientStop(0.6, Color(hex: 0x3A1800, alpha: 0)), GradientStop(1, Color(hex: 0x3A1800, alpha: 0.55)),
      ]))
      let width = rect.width - 2 * margin
      let title = TextStyle(family: "Inter", weight: .bold, size: 96 * u, tracking: -2 * u, color: .white)
      let sub = TextStyle(family: "Inter", weight: .semibold, size: 28 * u, tracking: 6 * u, color: Color(white: 1, alpha: 0.88))
      let bottom = rect.maxY - margin
      FaceText.line(canvas, "OVER THE YEARS", sub, at: Point(rect.minX + margin, bottom), anchor: .bottomLeft, maxWidth: width)
      FaceText.line(
        canvas, "Golden Hour", title, at: Point(rect.minX + margin - 4 * u, bottom - sub.size * 1.35), anchor: .bottomLeft,
        maxWidth: width)
      let (h, m) = clockText(time)
      FaceText.capLine(
        canvas, "\(h):\(m)", TextStyle(family: "Inter", weight: .semibold, size: 64 * u, tracking: -1 * u, color: .white),
        x: rect.maxX - margin, capTop: rect.minY + margin, alignment: 1, maxWidth: width * 0.4)
    }
  }
}
