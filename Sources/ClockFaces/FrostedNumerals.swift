public import Basics
public import Canvas

/// Giant numerals made of frosted glass: the blurred backdrop shows through each
/// glyph, brightened with a white tint that fades downward, with a thin bright
/// rim. The text is stretched so its ink fills `rect` exactly (very tall and
/// condensed, as the photo faces show it).
@MainActor
public struct FrostedNumerals {
  public var text: String
  public var style: TextStyle

  public init(_ text: String, family: String = "Bebas Neue", tracking: Double = -4) {
    self.text = text
    style = TextStyle(family: family, weight: .bold, size: 400, tracking: tracking, color: .white)
  }

  /// `backdrop` is the blurred picture behind, covering `backdropRect`.
  public func draw(_ canvas: Canvas, in rect: Rect, backdrop: Surface, backdropRect: Rect) {
    let layout = TextLayout(text, style: style)
    let ink = layout.inkBounds
    guard ink.width > 0, ink.height > 0 else { return }
    canvas.withState {
      // Map the ink box onto `rect`; everything below is in that stretched space.
      canvas.map(ink, onto: rect)
      let origin = Point.zero
      canvas.withState {
        canvas.clip(layout, at: origin)
        // Undo the stretch for the backdrop so it lines up with the real picture.
        canvas.withState {
          canvas.map(rect, onto: ink)
          canvas.draw(backdrop, in: backdropRect)
          canvas.paint(
            .linear(
              from: Point(0, rect.minY), to: Point(0, rect.maxY),
              stops: [GradientStop(0, Color(white: 1, alpha: 0.46)), GradientStop(1, Color(white: 1, alpha: 0.22))]))
        }
      }
      let rim = 1.6 * ink.height / max(rect.height, 1)
      canvas.strokeOutline(layout, at: origin, Color(white: 1, alpha: 0.55), width: rim)
    }
  }
}
