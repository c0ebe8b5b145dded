import Basics
import Canvas

/// Numerals stretched so their ink fills a rect exactly (as FrostedNumerals
/// does), filled with any paint, with a soft shadow under them: the giant white
/// and gold numerals of the photo faces.
@MainActor
struct PaintedNumerals {
  var text: String
  var style: TextStyle
  var paint: Paint
  var shadow: Color?
  /// `shadow`: nil for none.
  init(_ text: String, family: String = "Bebas Neue", tracking: Double = -4, paint: Paint, shadow: Color? = Color(white: 0, alpha: 0.22)) {
    self.text = text
    style = TextStyle(family: family, weight: .bold, size: 400, tracking: tracking, color: .white)
    self.paint = paint
    self.shadow = shadow
  }

  func draw(_ canvas: Canvas, in rect: Rect) {
    let layout = TextLayout(text, style: style)
    let ink = layout.inkBounds
    guard ink.width > 0, ink.height > 0, rect.width > 0, rect.height > 0 else { return }
    if let shadow {
      // A few offset copies, fainter further out: a soft drop shadow without a blur pass.
      let d = rect.height * 0.012
      for i in 1...3 {
        var s = style
        s.color = shadow.withAlpha(shadow.alpha / 3)
        canvas.withState {
          canvas.map(ink, onto: Rect(x: rect.minX + d * Double(i) * 0.5, y: rect.minY + d * Double(i), width: rect.width, height: rect.height))
          canvas.draw(TextLayout(text, style: s), at: .zero)
        }
      }
    }
    canvas.withState {
      canvas.map(ink, onto: rect)
      canvas.clip(layout, at: .zero)
      canvas.withState {
        canvas.map(rect, onto: ink)
        canvas.fill(rect, paint)
      }
    }
  }

  /// Where `hours`:`minutes` go to fill `rect`: one line on wide rects, hours
  /// over minutes on tall ones (one line would squeeze the digits into slivers).
  static func layout(_ hours: String, _ minutes: String, in rect: Rect, gap: Double) -> [(text: String, rect: Rect)] {
    guard rect.height > rect.width * 1.2 else { return [("\(hours):\(minutes)", rect)] }
    let half = (rect.height - gap) / 2
    return [
      (hours, Rect(x: rect.minX, y: rect.minY, width: rect.width, height: half)),
      (minutes, Rect(x: rect.minX, y: rect.minY + half + gap, width: rect.width, height: half)),
    ]
  }
}
