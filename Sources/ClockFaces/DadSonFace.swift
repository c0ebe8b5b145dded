public import Canvas
public import Runtime
import Art

/// The default face: a dad carrying his son on his shoulders against a blue sky,
/// with giant frosted-glass "10:09" numerals spanning the full height between
/// the sky and the people (seed section 2).
public struct DadSonFace: FaceRenderer {
  public let id = "dad-son"
  public init() {}

  public func draw(_ canvas: Canvas, in rect: Rect, time: CivilTime) {
    canvas.withState {
      canvas.clip(rect)
      DadSonScene.drawBackground(canvas, in: rect)
      // The glass needs the sky blurred behind it: paint the sky once more into
      // a small surface and blur that (the face is cached, so this runs once a minute).
      // Painted straight at a quarter of the resolution: the blur would throw
      // the detail away anyway, and the face's first frame is what start-up waits on.
      let sky = Surface(size: rect.size, scale: canvas.scale / 4)
      DadSonScene.drawBackground(Canvas(surface: sky), in: Rect(size: rect.size))
      let blurred = sky.blurred(radius: max(6, rect.height * 0.03), downsample: 1)
      let (h, m) = clockText(time)
      let margin = rect.height * 0.02
      let inner = Rect(x: rect.minX + rect.width * 0.03, y: rect.minY + margin, width: rect.width * 0.94, height: rect.height - 2 * margin)
      if rect.height > rect.width * 1.2 {
        // Portrait: one line would squeeze the digits into slivers, so the
        // hours stand over the minutes, each half the height.
        let gap = rect.height * 0.015
        let half = (inner.height - gap) / 2
        FrostedNumerals(h).draw(canvas, in: Rect(x: inner.minX, y: inner.minY, width: inner.width, height: half), backdrop: blurred, backdropRect: rect)
        FrostedNumerals(m).draw(canvas, in: Rect(x: inner.minX, y: inner.minY + half + gap, width: inner.width, height: half), backdrop: blurred, backdropRect: rect)
      } else {
        FrostedNumerals("\(h):\(m)").draw(canvas, in: inner, backdrop: blurred, backdropRect: rect)
      }
      DadSonScene.drawPeople(canvas, in: rect)
    }
  }
}
