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

  /// One glyph of the number as drawn at a moment: its text, its top-left
  /// and how opaque it is (a rolling digit fades as it slides).
  public struct Glyph: Sendable {
    public var text: String
    public var origin: Point
    public var alpha: Double
  }

  /// Draws the number with its top-left at `origin`; digits that changed roll.
  /// `under` paints beneath each glyph (a shadow) before any glyph is drawn,
  /// so one digit's shadow never darkens its neighbour, and it rolls and
  /// fades with its digit.
  @MainActor
  public func draw(
    on canvas: Canvas, style: TextStyle, at origin: Point, time: Double, under: ((Canvas, Glyph) -> Void)? = nil
  ) {
    let full = TextLayout(String(value), style: style)
    let glyphs = self.glyphs(style: style, at: origin, time: time)
    canvas.withState {
      canvas.clip(Rect(origin: origin, size: Size(full.size.width + style.size, full.size.height)))
      if let under { for g in glyphs { under(canvas, g) } }
      for g in glyphs {
        let layout = TextLayout(g.text, style: style)
        if g.alpha >= 1 {
          canvas.draw(layout, at: g.origin)
        } else {
          canvas.draw(layout, at: g.origin, color: style.color.withAlpha(style.color.alpha * g.alpha))
        }
      }
    }
  }

  /// Where each glyph stands at `time`, and how opaque it is.
  @MainActor
  func glyphs(style: TextStyle, at origin: Point, time: Double) -> [Glyph] {
    let t = Easing.easeInOut.apply((time - changeTime) / duration)
    let new = Array(String(value)), old = Array(String(previous))
    let up = value > previous
    let lineHeight = TextLayout(String(value), style: style).size.height
    // How far a digit's ink can move up or down and stay inside the line.
    let ink = TextLayout("0", style: style).inkBounds
    let travel = max(0, min(ink.minY, lineHeight - ink.maxY))
    var out: [Glyph] = []
    var x = origin.x
    // Align the two numbers on their last digit, so 9 → 10 rolls the units.
    for (i, ch) in new.enumerated() {
      let oldIndex = i - (new.count - old.count)
      let oldChar: Character? = oldIndex >= 0 && oldIndex < old.count ? old[oldIndex] : nil
      if t >= 1 || oldChar == ch {
        out.append(Glyph(text: String(ch), origin: Point(x, origin.y), alpha: 1))
      } else {
        let dir = up ? -1.0 : 1.0
        out.append(Glyph(text: String(ch), origin: Point(x, origin.y - dir * travel * (1 - t)), alpha: t))
        if let oldChar {
          out.append(Glyph(text: String(oldChar), origin: Point(x, origin.y + dir * travel * t), alpha: 1 - t))
        }
      }
      x += TextLayout(String(ch), style: style).size.width
    }
    return out
  }
}
