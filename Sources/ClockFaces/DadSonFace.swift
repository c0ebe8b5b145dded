public import Basics
public import Canvas
public import HomeModel
import Art

/// The default face: a dad carrying his son on his shoulders against a blue sky,
/// with giant frosted-glass "10:09" numerals spanning the full height between
/// the sky and the people (docs/screens.md §2). A photo named in the household's
/// config replaces the painting (the numerals then stand over it).
public struct DadSonFace: FaceRenderer {
  /// How the time and any temperature are written.
  public var locale = DisplayLocale()
  public let id = "dad-son"
  let picture: ScenePicture

  public init(household: Household? = nil) {
    picture = ScenePicture(DadSonScene.self, faceID: "dad-son", household: household)
  }

  public func draw(_ canvas: Canvas, in rect: Rect, time: CivilTime) {
    canvas.withState {
      canvas.clip(rect)
      let blurred = picture.hasPhoto ? picture.drawBackground(canvas, in: rect, blurRadius: max(6, rect.height * 0.03)) : paintSky(canvas, in: rect)
      let (h, m) = clockText(time, locale)
      let margin = rect.height * 0.02
      let inner = Rect(x: rect.minX + rect.width * 0.03, y: rect.minY + margin, width: rect.width * 0.94, height: rect.height - 2 * margin)
      // Portrait screens stand the hours over the minutes, as the photo faces do.
      for (text, r) in PaintedNumerals.layout(h, m, in: inner, gap: rect.height * 0.015) {
        FrostedNumerals(text).draw(canvas, in: r, backdrop: blurred, backdropRect: rect)
      }
      picture.drawFront(canvas, in: rect)
    }
  }

  /// Paints the sky and returns it blurred for the glass: painted once more
  /// straight at a quarter of the resolution, since the blur would throw the
  /// detail away anyway and the face's first frame is what start-up waits on.
  private func paintSky(_ canvas: Canvas, in rect: Rect) -> Surface {
    DadSonScene.drawBackground(canvas, in: rect)
    let sky = Surface(size: rect.size, scale: canvas.scale / 4)
    DadSonScene.drawBackground(Canvas(surface: sky), in: Rect(size: rect.size))
    return sky.blurred(radius: max(6, rect.height * 0.03), downsample: 1)
  }
}
