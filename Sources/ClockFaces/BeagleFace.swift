public import Basics
public import Canvas
public import HomeModel
import Art

/// The two "WEDNESDAY" faces: the day's name in hand-drawn caps over a giant
/// day number, with the beagle beside it. Red on black with the beagle sitting
/// among little red stars (`beagle-red`), or grey with the beagle lying on its
/// red doghouse (`beagle-doghouse`).
public struct BeagleFace: FaceRenderer {
  /// How the time and any temperature are written.
  public var locale = DisplayLocale()
  public enum Style: Sendable { case redOnBlack, greyDoghouse }
  public let style: Style
  public var id: String { style == .redOnBlack ? "beagle-red" : "beagle-doghouse" }

  public init(style: Style) { self.style = style }

  static let weekdays = ["SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"]

  public func draw(_ canvas: Canvas, in rect: Rect, time: CivilTime) {
    let red = Color(hex: 0xE53935)
    let background = style == .redOnBlack ? Color.black : Color(hex: 0xD8D8DC)
    let ink = style == .redOnBlack ? red : Color(hex: 0x5B5B60)
    canvas.withState {
      canvas.clip(rect)
      canvas.fill(rect, background)
      let unit = min(rect.width, rect.height * 1.4)
      let margin = unit * 0.08
      // The day's name: hand-drawn comic caps across the top left.
      let name = TextLayout(Self.weekdays[time.weekday], style: TextStyle(family: "Comic Neue", weight: .bold, size: unit * 0.1, tracking: unit * 0.004, color: ink))
      let nameInk = name.inkBounds
      let nameOrigin = Point(rect.minX + margin - nameInk.minX, rect.minY + margin * 0.9 - nameInk.minY)
      canvas.draw(name, at: nameOrigin)
      // The giant day number under it, by its ink, down to the bottom margin.
      let dayTop = rect.minY + margin * 0.9 + nameInk.height + margin * 0.5
      let day = TextLayout(String(time.day), style: TextStyle(family: "Comic Neue", weight: .bold, size: 100, color: ink))
      let dayInk = day.inkBounds
      let dayHeight = rect.maxY - margin - dayTop
      let dayWidth = dayInk.width * dayHeight / dayInk.height
      canvas.withState {
        canvas.map(dayInk, onto: Rect(x: rect.minX + margin * 1.2, y: dayTop, width: dayWidth, height: dayHeight))
        canvas.draw(day, at: .zero)
      }
      // The beagle on the right half, standing on the bottom margin.
      let dogArea = Rect(x: rect.minX + rect.width * 0.38, y: rect.minY + rect.height * 0.2, width: rect.width * 0.58, height: rect.height * 0.74)
      switch style {
      case .redOnBlack:
        Beagle.drawSitting(canvas, in: dogArea)
        for (x, y, r, p) in [(0.46, 0.52, 0.03, 4), (0.9, 0.12, 0.03, 5), (0.95, 0.45, 0.022, 4), (0.4, 0.62, 0.02, 5), (0.7, 0.1, 0.018, 4)] {
          Beagle.drawStar(canvas, center: Point(rect.minX + rect.width * x, rect.minY + rect.height * y), radius: unit * r, color: red, points: p)
        }
      case .greyDoghouse:
        Beagle.drawOnDoghouse(canvas, in: dogArea)
      }
    }
  }
}
