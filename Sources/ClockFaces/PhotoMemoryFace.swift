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
    /// The soft halo under the title and subtitle, as Apple puts under white
    /// words on a light picture: what keeps them readable where the photo is
    /// bright behind them (a white shirt) with its colours kept; nil for none.
    var titleShadow: Color?
    /// How dark (black's alpha at the bottom edge) the soft scrim rising
    /// behind the title is, as a photo-memories app lays one under white words
    /// on a bright photo (sand, a striped shirt) where a halo alone is too
    /// faint; 0 for none.
    var titleScrim: Double = 0
  }

  static let summer = Look(
    id: "summer-memory", scene: SummerMemoryScene.self,
    title: "Summer", titleStyle: TextStyle(family: "Inter", weight: .heavy, size: 120, tracking: -3, color: .white),
    titleNudge: 6,
    subtitle: "2024", subtitleStyle: TextStyle(family: "Inter", weight: .semibold, size: 52, color: Color(white: 1, alpha: 0.9)),
    lineGap: 1.15, clockStyle: TextStyle(family: "Inter", weight: .semibold, size: 44, color: .white),
    shade: (0x000000, 0.18, 0.22, 0.5), titleShadow: nil, titleScrim: 0.4)

  static let goldenHour = Look(
    id: "golden-hour", scene: GoldenHourScene.self,
    title: "Golden Hour", titleStyle: TextStyle(family: "Inter", weight: .bold, size: 96, tracking: -2, color: .white),
    titleNudge: 4,
    subtitle: "OVER THE YEARS",
    subtitleStyle: TextStyle(family: "Inter", weight: .semibold, size: 28, tracking: 6, color: Color(white: 1, alpha: 0.88)),
    lineGap: 1.35, clockStyle: TextStyle(family: "Inter", weight: .semibold, size: 64, tracking: -1, color: .white),
    shade: (0x3A1800, 0.2, 0.25, 0.55), titleShadow: Color(hex: 0x2A1000, alpha: 0.55))

  let look: Look
  let picture: ScenePicture
  public var id: String { look.id }

  init(_ look: Look, household: Household?) {
    self.look = look
    picture = ScenePicture(look.scene, faceID: look.id, household: household)
  }

  /// The title and subtitle at the bottom left of `rect`: each line's text,
  /// its style at this size (shrunk to the width if need be) and its box.
  func titleLines(in rect: Rect) -> [(text: String, style: TextStyle, box: Rect)] {
    let u = min(rect.width, rect.height) / 800
    let margin = 44 * u
    let width = rect.width - 2 * margin
    let bottom = rect.maxY - margin
    let subtitle = FaceText.shrunk(look.subtitle, Self.scaled(look.subtitleStyle, u), toWidth: width)
    let title = FaceText.shrunk(look.title, Self.scaled(look.titleStyle, u), toWidth: width)
    func box(_ text: String, _ style: TextStyle, bottomLeft p: Point) -> Rect {
      let size = TextLayout(text, style: style).size
      return Rect(origin: Point(p.x, p.y - size.height), size: size)
    }
    // The title's baseline sits a set gap above the subtitle's, whatever either shrank to.
    let subtitleSize = Self.scaled(look.subtitleStyle, u).size
    return [
      (look.subtitle, subtitle, box(look.subtitle, subtitle, bottomLeft: Point(rect.minX + margin, bottom))),
      (look.title, title, box(look.title, title, bottomLeft: Point(rect.minX + margin - look.titleNudge * u, bottom - subtitleSize * look.lineGap))),
    ]
  }

  static func scaled(_ style: TextStyle, _ u: Double) -> TextStyle {
    var s = style
    s.size *= u
    s.tracking *= u
    return s
  }

  public func draw(_ canvas: Canvas, in rect: Rect, time: CivilTime) {
    let u = min(rect.width, rect.height) / 800
    let margin = 44 * u
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
      let lines = titleLines(in: rect)
      if look.titleScrim > 0 { scrim(canvas, in: rect, under: lines, alpha: look.titleScrim) }
      if let shadow = look.titleShadow { softShadow(canvas, under: lines, color: shadow, radius: 10 * u) }
      for line in lines { canvas.draw(TextLayout(line.text, style: line.style), at: line.box.origin) }
      let (h, m) = clockText(time, locale)
      FaceText.capLine(
        canvas, "\(h):\(m)", Self.scaled(look.clockStyle, u), x: rect.maxX - margin, capTop: rect.minY + margin, alignment: 1,
        maxWidth: (rect.width - 2 * margin) * 0.4)
    }
  }

  /// A dark gradient the width of the photo from its bottom edge up behind
  /// the title lines: `alpha` at the bottom, most of it still at the title's
  /// top, easing out to nothing half as far again above it,
  /// so the photo darkens gently with no visible edge.
  func scrim(_ canvas: Canvas, in rect: Rect, under lines: [(text: String, style: TextStyle, box: Rect)], alpha: Double) {
    guard let top = lines.map(\.box.minY).min(), top < rect.maxY else { return }
    let fadeTop = max(rect.minY, top - (rect.maxY - top) * 0.5)
    let t = (top - fadeTop) / (rect.maxY - fadeTop)
    canvas.fill(
      Rect(x: rect.minX, y: fadeTop, width: rect.width, height: rect.maxY - fadeTop),
      .linear(
        from: Point(0, fadeTop), to: Point(0, rect.maxY),
        stops: [
          GradientStop(0, Color(white: 0, alpha: 0)), GradientStop(t * 0.5, Color(white: 0, alpha: alpha * 0.3)),
          GradientStop(t, Color(white: 0, alpha: alpha * 0.8)), GradientStop(1, Color(white: 0, alpha: alpha)),
        ]))
  }

  /// The title lines painted in the shadow's colour into a picture of their
  /// own, blurred twice and laid under them: widely (a soft cloud that dims
  /// the photo round the words) and by `radius`, twice (a blur thins the
  /// strokes' shadow: the second layer makes it dense again).
  func softShadow(_ canvas: Canvas, under lines: [(text: String, style: TextStyle, box: Rect)], color: Color, radius: Double) {
    guard var area = lines.first?.box else { return }
    for line in lines.dropFirst() { area = area.union(line.box) }
    area = area.insetBy(-radius * 4, -radius * 4)
    let ink = Surface(size: area.size, scale: canvas.scale)
    let c = Canvas(surface: ink)
    c.translate(-area.minX, -area.minY)
    for line in lines { c.draw(TextLayout(line.text, style: line.style), at: line.box.origin, color: color) }
    canvas.draw(ink.blurred(radius: radius * 4, downsample: 2), in: area)
    let soft = ink.blurred(radius: radius, downsample: 1)
    canvas.draw(soft, in: area)
    canvas.draw(soft, in: area)
  }
}
