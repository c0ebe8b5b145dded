public import Canvas
public import HomeModel
public import Runtime
import Art

/// A photo memory: the boy resting his head on his arms at the beach, titled
/// "Summer" over "2024" at the bottom left as Photos titles a memory, the time
/// small at the top right (seed, row 1, last face).
public struct SummerMemoryFace: FaceRenderer {
  public let id = "summer-memory"
  let picture: ScenePicture

  public init(household: Household?) {
    picture = ScenePicture(SummerMemoryScene.self, faceID: id, household: household)
  }

  public func draw(_ canvas: Canvas, in rect: Rect, time: CivilTime) {
    let u = min(rect.width, rect.height) / 800
    let margin = 44 * u
    canvas.withState {
      canvas.clip(rect)
      picture.drawBackground(canvas, in: rect)
      picture.drawFront(canvas, in: rect)
      // Darken the bottom and top a little so white titles read over the towel and sky.
      canvas.fill(rect, .linear(from: Point(0, rect.minY), to: Point(0, rect.maxY), stops: [
        GradientStop(0, Color(white: 0, alpha: 0.18)), GradientStop(0.22, Color(white: 0, alpha: 0)),
        GradientStop(0.6, Color(white: 0, alpha: 0)), GradientStop(1, Color(white: 0, alpha: 0.5)),
      ]))
      let width = rect.width - 2 * margin
      let title = TextStyle(family: "Inter", weight: .heavy, size: 120 * u, tracking: -3 * u, color: .white)
      let year = TextStyle(family: "Inter", weight: .semibold, size: 52 * u, color: Color(white: 1, alpha: 0.9))
      let bottom = rect.maxY - margin
      FaceText.line(canvas, "2024", year, at: Point(rect.minX + margin, bottom), anchor: .bottomLeft, maxWidth: width)
      FaceText.line(
        canvas, "Summer", title, at: Point(rect.minX + margin - 6 * u, bottom - year.size * 1.15), anchor: .bottomLeft,
        maxWidth: width)
      let (h, m) = clockText(time)
      FaceText.capLine(
        canvas, "\(h):\(m)", TextStyle(family: "Inter", weight: .semibold, size: 44 * u, color: .white),
        x: rect.maxX - margin, capTop: rect.minY + margin, alignment: 1, maxWidth: width * 0.4)
    }
  }
}
