public import Basics
public import Canvas
public import HomeModel
import Art

/// The weather face on a blue-sky picture: the condition and the day's high
/// and low at the top left, the time at the top right, the temperature giant,
/// and sunset, wind, humidity and air quality along the bottom (docs/screens.md §1 row 2,
/// first face).
public struct WeatherFace: FaceRenderer {
  /// How the time and any temperature are written.
  public var locale = DisplayLocale()
  public let id = "weather"
  let weather: Weather?
  public init(household: Household?) { weather = household?.weather }

  public func draw(_ canvas: Canvas, in rect: Rect, time: CivilTime) {
    let u = min(rect.width, rect.height) / 800
    let margin = 44 * u
    canvas.withState {
      canvas.clip(rect)
      DadSonScene.drawBackground(canvas, in: rect)
      // A faint darkening at the top and bottom keeps white type legible over clouds.
      canvas.fill(
        rect,
        .linear(
          from: Point(0, rect.minY), to: Point(0, rect.maxY),
          stops: [
            GradientStop(0, Color(hex: 0x0A2A66, alpha: 0.28)), GradientStop(0.3, Color(hex: 0x0A2A66, alpha: 0)),
            GradientStop(0.7, Color(hex: 0x0A2A66, alpha: 0)), GradientStop(1, Color(hex: 0x0A2A66, alpha: 0.3)),
          ]))
      let width = rect.width - 2 * margin
      let title = TextStyle(family: "Inter", weight: .semibold, size: 40 * u, color: .white)
      let sub = TextStyle(family: "Inter", weight: .medium, size: 30 * u, color: Color(white: 1, alpha: 0.85))
      let top = rect.minY + margin
      let condition = FaceText.capLine(
        canvas, weather?.condition ?? "--", title, x: rect.minX + margin, capTop: top, maxWidth: width * 0.55)
      FaceText.capLine(
        canvas, weather?.highLowText(locale) ?? "H:--° L:--°", sub, x: rect.minX + margin, capTop: top + title.size * 1.35,
        maxWidth: width * 0.55)
      _ = condition
      // Quietly under the high and low: how old the values are, when that matters.
      if let age = weather?.ageText(now: time) {
        FaceText.capLine(
          canvas, age, TextStyle(family: "Inter", weight: .medium, size: 22 * u, color: Color(white: 1, alpha: 0.7)), x: rect.minX + margin,
          capTop: top + title.size * 1.35 + sub.size * 1.3, maxWidth: width * 0.55)
      }
      let (h, m) = clockText(time, locale)
      FaceText.capLine(
        canvas, "\(h):\(m)", TextStyle(family: "Inter", weight: .semibold, size: 40 * u, color: .white),
        x: rect.maxX - margin, capTop: top, alignment: 1, maxWidth: width * 0.35)

      // The bottom row: value over label, four equal columns.
      let items: [(FaceGlyph, String, String)] = [
        (.sunset, weather?.sunsetText(locale) ?? "--", "Sunset"), (.wind, weather?.windText ?? "--", "Wind"),
        (.drop, weather?.humidityText ?? "--", "Humidity"), (.aqi, weather?.aqiText ?? "--", "AQI"),
      ]
      let value = TextStyle(family: "Inter", weight: .semibold, size: 32 * u, color: .white)
      let label = TextStyle(family: "Inter", weight: .medium, size: 24 * u, color: Color(white: 1, alpha: 0.8))
      let colW = width / Double(items.count)
      let labelBottom = rect.maxY - margin
      for (i, item) in items.enumerated() {
        let x = rect.minX + margin + Double(i) * colW
        let glyph = value.size * 0.95
        item.0.draw(canvas, center: Point(x + glyph / 2, labelBottom - label.size * 1.25 - value.size * 0.62), size: glyph, color: .white)
        FaceText.line(
          canvas, item.1, value, at: Point(x + glyph * 1.2, labelBottom - label.size * 1.25), anchor: .bottomLeft,
          maxWidth: colW - glyph * 1.4)
        FaceText.line(canvas, item.2, label, at: Point(x, labelBottom + label.size * 0.2), anchor: .bottomLeft, maxWidth: colW * 0.95)
      }

      // The temperature, giant, between the header and the row.
      let giantTop = top + title.size * 2.8
      let giantBottom = labelBottom - label.size * 1.25 - value.size * 2.6
      let giantBox = Rect(x: rect.minX + margin, y: giantTop, width: width, height: max(1, giantBottom - giantTop))
      let temp = weather?.temperatureText(locale) ?? "--°"
      let style = TextStyle(family: "Inter", weight: .light, size: 400, tracking: -12, color: .white)
      canvas.withState {
        canvas.translate(0, 4 * u)
        FaceText.fit(canvas, temp, TextStyle(family: style.family, weight: style.weight, size: 400, tracking: -12, color: Color(hex: 0x0A2A66, alpha: 0.18)), in: giantBox, anchor: .center, byDigits: true)
      }
      FaceText.fit(canvas, temp, style, in: giantBox, anchor: .center, byDigits: true)
    }
  }
}
