import Basics
import Canvas
import Runtime

/// A countdown's "9:58" whose changed digits roll (SwiftUI's
/// `.numericText`): the old digit slides down and out as the new one slides
/// down into its place, as a number counting down does. Every digit has the
/// width of the widest, so the text never jiggles as it counts.
struct RollingDigits {
  private(set) var text: String
  private var previous: String
  private var changeTime = -Double.infinity
  static let duration = 0.3

  init(_ text: String) {
    self.text = text
    previous = text
  }

  /// Rolls to `new` from `time` on; true when it changed.
  @discardableResult
  mutating func set(_ new: String, at time: Double) -> Bool {
    guard new != text else { return false }
    previous = text
    text = new
    changeTime = time
    return true
  }

  func isRolling(at time: Double) -> Bool { time < changeTime + Self.duration }

  /// The glyphs of one style, laid out once.
  @MainActor
  final class Glyphs {
    let style: TextStyle
    private var layouts: [Character: TextLayout] = [:]
    /// The widest digit's width and the line's height.
    let digitWidth: Double
    let height: Double

    init(style: TextStyle) {
      self.style = style
      let digits = "0123456789".map { TextLayout(String($0), style: style) }
      digitWidth = digits.map(\.size.width).max() ?? style.size
      height = digits.first?.size.height ?? style.size
      for (c, l) in zip("0123456789", digits) { layouts[c] = l }
    }

    func layout(_ c: Character) -> TextLayout {
      if let l = layouts[c] { return l }
      let l = TextLayout(String(c), style: style)
      layouts[c] = l
      return l
    }

    func width(_ c: Character) -> Double { c.isNumber ? digitWidth : layout(c).size.width }
    func width(_ text: String) -> Double { text.reduce(0) { $0 + width($1) } }
  }

  /// Draws the text with its left edge at `origin.x` and its top at
  /// `origin.y`, in `color`.
  @MainActor
  func draw(_ canvas: Canvas, glyphs: Glyphs, at origin: Point, color: Color, time: Double) {
    let t = Easing.easeInOut.apply(min(1, max(0, (time - changeTime) / Self.duration)))
    let new = Array(text), old = Array(previous)
    let h = glyphs.height
    canvas.withState {
      canvas.clip(Rect(x: origin.x - 4, y: origin.y, width: glyphs.width(text) + 8, height: h))
      var x = origin.x
      for (i, c) in new.enumerated() {
        // Aligned on the last character, so 10:00 → 9:59 rolls the units.
        let j = i - (new.count - old.count)
        let was: Character? = old.indices.contains(j) ? old[j] : nil
        let cell = glyphs.width(c)
        @MainActor func put(_ ch: Character, dy: Double, alpha: Double) {
          let l = glyphs.layout(ch)
          canvas.draw(l, at: Point(x + (cell - l.size.width) / 2, origin.y + dy), color: color.withAlpha(color.alpha * alpha))
        }
        if t >= 1 || was == c {
          put(c, dy: 0, alpha: 1)
        } else {
          put(c, dy: -h * (1 - t), alpha: t)
          if let was { put(was, dy: h * t, alpha: 1 - t) }
        }
        x += cell
      }
    }
  }
}
