public import Basics
public import Canvas

/// Digits that roll when a number changes (the reference's `.numericText`): each
/// digit that differs slides out while its successor slides in, upward when the
/// number grows and downward when it shrinks.
public struct RollingNumber: Sendable {
  public private(set) var value: Int
  private var previous: Int
  private var changeTime = -Double.infinity
  public var duration: Double

  public init(_ value: Int, duration: Double = 0.35) {
    self.value = value
    previous = value
    self.duration = duration
  }

  public mutating func set(_ newValue: Int, at time: Double) {
    guard newValue != value else { return }
    previous = value
    value = newValue
    changeTime = time
  }

  public func isAnimating(at time: Double) -> Bool { time < changeTime + duration }

  /// Draws the number with its top-left at `origin`; digits that changed roll.
  @MainActor
  public func draw(on canvas: Canvas, style: TextStyle, at origin: Point, time: Double) {
    let t = Easing.easeInOut.apply((time - changeTime) / duration)
    let new = Array(String(value)), old = Array(String(previous))
    let up = value > previous
    let full = TextLayout(String(value), style: style)
    let lineHeight = full.size.height
    canvas.withState {
      canvas.clip(Rect(origin: origin, size: Size(full.size.width + style.size, lineHeight)))
      var x = origin.x
      // Align the two numbers on their last digit, so 9 → 10 rolls the units.
      for (i, ch) in new.enumerated() {
        let oldIndex = i - (new.count - old.count)
        let oldChar: Character? = oldIndex >= 0 && oldIndex < old.count ? old[oldIndex] : nil
        let glyph = TextLayout(String(ch), style: style)
        if t >= 1 || oldChar == ch {
          canvas.draw(glyph, at: Point(x, origin.y))
        } else {
          let dir = up ? -1.0 : 1.0
          canvas.draw(glyph, at: Point(x, origin.y - dir * lineHeight * (1 - t)), color: style.color.withAlpha(style.color.alpha * t))
          if let oldChar {
            let og = TextLayout(String(oldChar), style: style)
            canvas.draw(og, at: Point(x, origin.y + dir * lineHeight * t), color: style.color.withAlpha(style.color.alpha * (1 - t)))
          }
        }
        x += glyph.size.width
      }
    }
  }
}
