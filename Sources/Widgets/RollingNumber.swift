public import Basics
public import Canvas
import Runtime

/// Digits that roll when a number changes (the dashboard's temperature, docs/screens.md §6): each
/// digit that differs slides out while its successor slides in, upward when the
/// number grows and downward when it shrinks. They slide only as far as their
/// ink stays inside the line, fading as they go, so the line's clip never
/// cuts through a digit.
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
    // How far a digit's ink can move up or down and stay inside the line.
    let ink = TextLayout("0", style: style).inkBounds
    let travel = max(0, min(ink.minY, lineHeight - ink.maxY))
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
          canvas.draw(glyph, at: Point(x, origin.y - dir * travel * (1 - t)), color: style.color.withAlpha(style.color.alpha * t))
          if let oldChar {
            let og = TextLayout(String(oldChar), style: style)
            canvas.draw(og, at: Point(x, origin.y + dir * travel * t), color: style.color.withAlpha(style.color.alpha * (1 - t)))
          }
        }
        x += glyph.size.width
      }
    }
  }
}
