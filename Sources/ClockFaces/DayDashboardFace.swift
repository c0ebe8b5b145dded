public import Basics
public import Canvas
public import HomeModel

/// A light-green day dashboard: the date ("Wed Apr" over a big "1"), an analog
/// clock, the month in miniature and the weather for the household's city
/// (docs/screens.md §1 row 3, fifth face), as four rounded panels.
public struct DayDashboardFace: FaceRenderer {
  /// How the time and any temperature are written.
  public var locale = DisplayLocale()
  public let id = "day-dashboard"
  let weather: Weather?
  public init(household: Household?) { weather = household?.weather }

  static let background = Color(hex: 0xCFEBC4)
  static let panel = Color(hex: 0xE9F7E3)
  static let ink = Color(hex: 0x1E4D2B)
  static let accent = Color(hex: 0x2E8B47)
  static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

  public func draw(_ canvas: Canvas, in rect: Rect, time: CivilTime) {
    let u = min(rect.width, rect.height) / 800
    let margin = 40 * u, gap = 20 * u
    canvas.withState {
      canvas.clip(rect)
      canvas.fill(rect, Self.background)
      let pw = (rect.width - 2 * margin - gap) / 2, ph = (rect.height - 2 * margin - gap) / 2
      let panels = (0..<4).map { i in
        Rect(x: rect.minX + margin + Double(i % 2) * (pw + gap), y: rect.minY + margin + Double(i / 2) * (ph + gap), width: pw, height: ph)
      }
      for p in panels { canvas.fill(Path.roundedRect(p, radius: 36 * u), Self.panel) }
      drawDate(canvas, in: panels[0], u: u, time: time)
      drawClock(canvas, in: panels[1], time: time)
      drawMonth(canvas, in: panels[2], u: u, time: time)
      drawWeather(canvas, in: panels[3], u: u, time: time)
    }
  }

  /// "Wed Apr" small, the day's number giant under it.
  func drawDate(_ canvas: Canvas, in panel: Rect, u: Double, time: CivilTime) {
    let inner = panel.insetBy(32 * u, 28 * u)
    let month = MonthGrid(time, weekStart: locale.firstWeekday)
    let head = TextStyle(family: "Inter", weight: .semibold, size: 40 * u, color: Self.accent)
    FaceText.capLine(canvas, "\(Self.weekdays[time.weekday]) \(month.shortMonth)", head, x: inner.minX, capTop: inner.minY, maxWidth: inner.width)
    let numberBox = Rect(x: inner.minX, y: inner.minY + head.size * 1.15, width: inner.width, height: inner.height - head.size * 1.15)
    FaceText.fit(
      canvas, String(time.day), TextStyle(family: "Inter", weight: .bold, size: 400, tracking: -8, color: Self.ink), in: numberBox,
      anchor: Anchor(0, 1), byDigits: true)
  }

  func drawClock(_ canvas: Canvas, in panel: Rect, time: CivilTime) {
    let side = min(panel.width, panel.height) * 0.86
    let style = AnalogClock.Style(
      face: .color(.white), tickColor: Self.ink.withAlpha(0.55), minuteTicks: true,
      numerals: .all(radius: 0.72, size: 0.14),
      numeralStyle: TextStyle(family: "Inter", weight: .semibold, size: 10, color: Self.ink),
      hourHand: Self.ink, minuteHand: Self.ink, hourWidth: 0.06, minuteWidth: 0.04, centerDot: Self.accent)
    AnalogClock(style: style).draw(canvas, in: Rect(center: panel.center, size: Size(side, side)), time: time)
  }

  func drawMonth(_ canvas: Canvas, in panel: Rect, u: Double, time: CivilTime) {
    let inner = panel.insetBy(28 * u, 22 * u)
    let month = MonthGrid(time, weekStart: locale.firstWeekday)
    let title = TextStyle(family: "Inter", weight: .bold, size: 26 * u, color: Self.accent)
    FaceText.capLine(canvas, month.title.uppercased(), title, x: inner.minX + inner.width / 14 - title.size * 0.3, capTop: inner.minY, maxWidth: inner.width)
    let grid = Rect(x: inner.minX, y: inner.minY + title.size * 1.2, width: inner.width, height: inner.height - title.size * 1.2)
    let rowH = grid.height / (Double(month.weeks.count) + 0.8)
    let size = min(rowH * 0.55, grid.width / 7 * 0.5)
    month.draw(
      canvas, in: grid,
      style: MonthGrid.Style(
        header: TextStyle(family: "Inter", weight: .semibold, size: size * 0.85, color: Self.ink.withAlpha(0.55)),
        day: TextStyle(family: "Inter", weight: .medium, size: size, color: Self.ink), todayText: .white, todayCircle: Self.accent))
  }

  /// City with a location arrow, the temperature big, the condition and the
  /// day's range; under the city, quietly, the values' age when they are old
  /// or the last refresh failed.
  func drawWeather(_ canvas: Canvas, in panel: Rect, u: Double, time: CivilTime) {
    let inner = panel.insetBy(32 * u, 28 * u)
    let city = TextStyle(family: "Inter", weight: .semibold, size: 32 * u, color: Self.ink)
    let r = FaceText.capLine(canvas, weather?.city ?? "--", city, x: inner.minX, capTop: inner.minY, maxWidth: inner.width - city.size)
    FaceGlyph.location.draw(canvas, center: Point(r.maxX + city.size * 0.55, inner.minY + city.size * 0.36), size: city.size * 0.7, color: Self.ink)
    let small = TextStyle(family: "Inter", weight: .medium, size: 28 * u, color: Self.ink.withAlpha(0.75))
    let bottom = inner.maxY
    FaceText.line(canvas, weather?.highLowText(locale) ?? "H:--° L:--°", small, at: Point(inner.minX, bottom + small.size * 0.2), anchor: .bottomLeft, maxWidth: inner.width)
    FaceText.line(
      canvas, weather?.condition ?? "--", TextStyle(family: "Inter", weight: .semibold, size: 28 * u, color: Self.ink),
      at: Point(inner.minX, bottom + small.size * 0.2 - small.size * 1.25), anchor: .bottomLeft, maxWidth: inner.width)
    var top = inner.minY + city.size * 1.3
    if let age = weather?.ageText(now: time) {
      let mark = TextStyle(family: "Inter", weight: .medium, size: 22 * u, color: Self.ink.withAlpha(0.5))
      FaceText.line(canvas, age, mark, at: Point(inner.minX, top), anchor: .topLeft, maxWidth: inner.width)
      top += mark.size * 1.3
    }
    let numberBox = Rect(x: inner.minX, y: top, width: inner.width, height: bottom - small.size * 2.7 - top)
    FaceText.fit(
      canvas, weather?.temperatureText(locale) ?? "--°", TextStyle(family: "Inter", weight: .light, size: 400, tracking: -8, color: Self.ink),
      in: numberBox, anchor: Anchor(0, 0.5), byDigits: true)
  }
}
