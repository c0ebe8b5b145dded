import Art
import Basics
import Canvas
import HomeModel
import Runtime

/// "Living Room Lamp": cream, with a yellow fill rising from the bottom to the
/// brightness, and the big black percentage with its bulb.
extension DashboardScreen {
  static let lampCream = Color(hex: 0xF4EEDD)
  static let lampYellow = Color(hex: 0xF5D000)

  func drawLamp(_ canvas: Canvas) {
    let l = metrics
    canvas.fill(l.bounds, Self.lampCream)
    let level = min(max(lampLevel.value, 0), 1)
    let top = l.size.height * (1 - level)
    canvas.fill(Rect(x: 0, y: top, width: l.size.width, height: l.size.height - top), Self.lampYellow)
    if let a = lamp {
      canvas.drawText(a.fullName, TextStyle(family: "Inter", weight: .semibold, size: l.titleSize, color: .black), at: l.titleOrigin, anchor: .left)
    }
    Icon.bulb.draw(canvas, in: l.lampBulb, color: .black)
    let style = lampStyle
    let band = l.lampNumberBand
    canvas.withState {
      canvas.clip(band)
      let percent = TextLayout("%", style: style)
      let digits = TextLayout(String(lampPercent.value), style: style)
      lampPercent.draw(on: canvas, style: style, at: l.lampNumberOrigin, time: now)
      canvas.draw(percent, at: Point(l.lampNumberOrigin.x + digits.size.width, l.lampNumberOrigin.y))
    }
  }
}
