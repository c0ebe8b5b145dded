public import Basics
public import Canvas
public import HomeModel

/// Giant condensed serif numerals, the hours stacked over ":" and the minutes,
/// in peach on coral (docs/screens.md §1 row 1, first face).
public struct CoralSerifFace: FaceRenderer {
  /// How the time and any temperature are written.
  public var locale = DisplayLocale()
  public let id = "coral-serif"
  public init() {}

  static let coral = Color(hex: 0xE8705A)
  static let peach = Color(hex: 0xFFD2B8)
  static let numerals = TextStyle(family: "DejaVu Serif", weight: .bold, size: 400, tracking: -8, condensed: true)

  public func draw(_ canvas: Canvas, in rect: Rect, time: CivilTime) {
    canvas.withState {
      canvas.clip(rect)
      canvas.fill(rect, Self.coral)
      let (h, m) = clockText(time, locale)
      var style = Self.numerals
      style.color = Self.peach
      let top = TextLayout(h, style: style), bottom = TextLayout(":\(m)", style: style)
      let digit = TextLayout("0", style: style).inkBounds
      let u = min(rect.width, rect.height) / 800
      let margin = 36 * u, gap = rect.height * 0.04
      // Both lines share one scale so "10" and "09" are the same size; the
      // digits' ink height (not the colon's) sets it. The glyphs are drawn
      // taller than wide (condensed further than the font is) and shrink to
      // fit narrow screens.
      var sy = (rect.height - 2 * margin - gap) / 2 / digit.height
      var sx = sy / 1.3
      let block = top.inkBounds.union(bottom.inkBounds)
      let fit = (rect.width - 2 * margin) / block.width
      if sx > fit {
        sx = fit
        sy = min(sy, sx * 1.6)
      }
      // The lines end flush right, so "10" stands over "09" and the colon hangs
      // out to the left; the pair is centred as a block.
      let right = rect.midX + block.width * sx / 2
      let blockH = 2 * digit.height * sy + gap
      var y = rect.midY - blockH / 2
      for layout in [top, bottom] {
        let ink = layout.inkBounds
        canvas.withState {
          canvas.translate(right - ink.maxX * sx, y - digit.minY * sy)
          canvas.scaleBy(sx, sy)
          canvas.draw(layout, at: .zero)
        }
        y += digit.height * sy + gap
      }
    }
  }
}
