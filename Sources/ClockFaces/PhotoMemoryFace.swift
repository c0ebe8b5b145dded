public import Basics
public import Canvas
public import HomeModel
import Art

/// A photo memory, titled at the bottom left as Photos titles a memory, with
/// the time at the top right: "Summer" over "2024" on the boy resting his head
/// on his arms at the beach (`summer-memory`, docs/screens.md §1 row 1, last face), and
/// "Golden Hour" over "OVER THE YEARS" on the three friends laughing
/// (`golden-hour`, row 3, fourth face).
public struct PhotoMemoryFace: FaceRenderer {
  /// How the time and any temperature are written.
  public var locale = DisplayLocale()
  /// What tells one memory from another.
  struct Look {
    var id: String
    var scene: any LayeredScene.Type
    var title: String
    var titleStyle: TextStyle
    /// How far left of the margin the big title starts (its side bearing).
    var titleNudge: Double
    var subtitle: String
    var subtitleStyle: TextStyle
    /// Title baseline above the subtitle's, in subtitle sizes.
    var lineGap: Double
    var clockStyle: TextStyle
    /// A shade over the photo's top and bottom so white titles read: its
    /// colour, strength at the top and how far it reaches, strength at the bottom.
    var shade: (color: UInt32, top: Double, reach: Double, bottom: Double)
  }

  static let summer = Look(
    id: "summer-memory", scene: SummerMemoryScene.self,
    title: "Summer", titleStyle: TextStyle(family: "Inter", weight: .heavy, size: 120, tracking: -3, color: .white),
    titleNudge: 6,
    subtitle: "2024", subtitleStyle: TextStyle(family: "Inter", weight: .semibold, size: 52, color: Color(white: 1, alpha: 0.9)),
    lineGap: 1.15, clockStyle: TextStyle(family: "Inter", weight: .semibold, size: 44, color: .white),
    shade: (0x000000, 0.18, 0.22, 0.5))

  static let goldenHour = Look(
    id: "golden-hour", scene: GoldenHourScene.self,
    title: "Golden Hour", titleStyle: TextStyle(family: "Inter", weight: .bold, size: 96, tracking: -2, color: .white),
    titleNudge: 4,
    subtitle: "OVER THE YEARS",
    subtitleStyle: TextStyle(family: "Inter", weight: .semibold, size: 28, tracking: 6, color: Color(white: 1, alpha: 0.88)),
    lineGap: 1.35, clockStyle: TextStyle(family: "Inter", weight: .semibold, size: 64, tracking: -1, color: .white),
    shade: (0x3A1800, 0.2, 0.25, 0.55))

  let look: Look
  let picture: ScenePicture
  public var id: String { look.id }

  init(_ look: Look, household: Household?) {
    self.look = look
    picture = ScenePicture(look.scene, faceID: look.id, household: household)
  }

  public func draw(_ canvas: Canvas, in rect: Rect, time: CivilTime) {
    let u = min(rect.width, rect.height) / 800
    let margin = 44 * u
    func scaled(_ style: TextStyle) -> TextStyle {
      var s = style
      s.size *= u
      s.tracking *= u
      return s
    }
    canvas.withState {
      canvas.clip(rect)
      picture.drawBackground(canvas, in: rect)
      picture.drawFront(canvas, in: rect)
      let shade = look.shade
      canvas.fill(
        rect,
        .linear(
          from: Point(0, rect.minY), to: Point(0, rect.maxY),
          stops: [
            GradientStop(0, Color(hex: shade.color, alpha: shade.top)), GradientStop(shade.reach, Color(hex: shade.color, alpha: 0)),
            GradientStop(0.6, Color(hex: shade.color, alpha: 0)), GradientStop(1, Color(hex: shade.color, alpha: shade.bottom)),
          ]))
      let width = rect.width - 2 * margin
      let title = scaled(look.titleStyle), subtitle = scaled(look.subtitleStyle)
      let bottom = rect.maxY - margin
      FaceText.line(canvas, look.subtitle, subtitle, at: Point(rect.minX + margin, bottom), anchor: .bottomLeft, maxWidth: width)
      FaceText.line(
        canvas, look.title, title, at: Point(rect.minX + margin - look.titleNudge * u, bottom - subtitle.size * look.lineGap),
        anchor: .bottomLeft, maxWidth: width)
      let (h, m) = clockText(time, locale)
      FaceText.capLine(
        canvas, "\(h):\(m)", scaled(look.clockStyle), x: rect.maxX - margin, capTop: rect.minY + margin, alignment: 1,
        maxWidth: width * 0.4)
    }
  }
}
