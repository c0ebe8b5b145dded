import Basics
import Canvas

/// Text placed by its ink rather than its line box: big numerals must touch the
/// edges the layout gives them, and small labels must shrink rather than spill
/// out of a miniature's narrow tile.
@MainActor
enum FaceText {
  /// Draws `text` scaled so its ink fits `rect` (keeping its proportions unless
  /// `stretch`), placed in `rect` by `anchor`. Returns the ink's final rect.
  /// With `byDigits`, the height that fills `rect` is a digit's, not the
  /// text's own ink: a placeholder "--" then stays dash-sized instead of being
  /// blown up into bars, and "54°" and "68" share one numeral height.
  @discardableResult
  static func fit(
    _ canvas: Canvas, _ text: String, _ style: TextStyle, in rect: Rect, anchor: Anchor = .center, stretch: Bool = false,
    byDigits: Bool = false
  ) -> Rect {
    let layout = TextLayout(text, style: style)
    var ink = layout.inkBounds
    guard ink.width > 0, ink.height > 0, rect.width > 0, rect.height > 0 else { return .zero }
    if byDigits {
      let digit = TextLayout("0", style: style).inkBounds
      ink = Rect(x: ink.minX, y: digit.minY, width: ink.width, height: digit.height)
    }
    var sx = rect.width / ink.width, sy = rect.height / ink.height
    if !stretch { sx = min(sx, sy); sy = sx }
    let w = ink.width * sx, h = ink.height * sy
    let dest = Rect(
      x: rect.minX + (rect.width - w) * anchor.x, y: rect.minY + (rect.height - h) * anchor.y, width: w, height: h)
    canvas.withState {
      canvas.map(ink, onto: dest)
      canvas.draw(layout, at: .zero)
    }
    return dest
  }

  /// The ink box `fit` would give, without drawing (to lay out around numerals).
  static func inkSize(_ text: String, _ style: TextStyle) -> Size {
    TextLayout(text, style: style).inkBounds.size
  }

  /// `style` at the largest size up to its own whose line is at most `width` wide.
  static func shrunk(_ text: String, _ style: TextStyle, toWidth width: Double) -> TextStyle {
    let w = TextLayout(text, style: style).size.width
    guard w > width, w > 0 else { return style }
    var s = style
    s.size = style.size * width / w
    s.tracking = style.tracking * width / w
    return s
  }

  /// One line whose box's `anchor` is at `point`, shrunk to `maxWidth` if given.
  @discardableResult
  static func line(
    _ canvas: Canvas, _ text: String, _ style: TextStyle, at point: Point, anchor: Anchor = .topLeft,
    maxWidth: Double? = nil
  ) -> Rect {
    let s = maxWidth.map { shrunk(text, style, toWidth: $0) } ?? style
    return canvas.drawText(text, s, at: point, anchor: anchor)
  }

  /// One line whose top-left starts at the cap height rather than the line
  /// box: labels then sit exactly at a margin, whatever the font's leading.
  @discardableResult
  static func capLine(
    _ canvas: Canvas, _ text: String, _ style: TextStyle, x: Double, capTop: Double, alignment: Double = 0,
    maxWidth: Double? = nil
  ) -> Rect {
    let s = maxWidth.map { shrunk(text, style, toWidth: $0) } ?? style
    let layout = TextLayout(text, style: s)
    let origin = Point(x - layout.size.width * alignment, capTop - (layout.baseline - s.size * 0.72))
    canvas.draw(layout, at: origin)
    return Rect(origin: origin, size: layout.size)
  }
}
