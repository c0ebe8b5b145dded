import Art
import Basics
import Canvas
import HomeModel
import Runtime
import Widgets

/// Paints the home's tiles, each filling `rect`: app icons (gradient squircle,
/// white glyph), the Siri icon (the orb in a dark squircle), the wide blue
/// Weather widget and the white Calendar widget. All of them are painted on
/// the painter, any thread; screens draw the cached pictures.
enum HomeTiles {
  static func corner(_ rect: Rect, icon: Double) -> Double { icon * 0.225 }

  /// A declared entry: its gradient and glyph (a letter when the glyph is unknown).
  static func entry(_ canvas: Canvas, _ entry: AppEntry, in rect: Rect) {
    if entry.icon == "siri" {
      siri(canvas, in: rect)
      return
    }
    let glyph = Icon(rawValue: entry.icon)
    AppIcon.draw(canvas, icon: glyph, colors: entry.colors.map { Color(hex: $0) }, in: rect, title: nil)
    if glyph == nil {
      canvas.drawText(String(entry.title.prefix(1)), TextStyle(weight: .semibold, size: rect.height * 0.42, color: .white), at: rect.center, anchor: .center)
    }
  }

  /// A dark glass squircle holding the orb, its rainbow rim lighting the bottom.
  static func siri(_ canvas: Canvas, in rect: Rect) {
    let shape = Path.squircle(rect, radius: rect.width * 0.225)
    canvas.fill(Path.squircle(rect.insetBy(-1, -1).offsetBy(0, rect.height * 0.03), radius: rect.width * 0.23), Color(white: 0, alpha: 0.12))
    canvas.fill(shape, .linear(from: Point(rect.midX, rect.minY), to: Point(rect.midX, rect.maxY), stops: [GradientStop(0, Color(hex: 0x2E2E34)), GradientStop(1, Color(hex: 0x060608))]))
    canvas.withState {
      canvas.clip(shape)
      let side = rect.width * 0.6
      SiriOrb.draw(canvas, in: Rect(center: Point(rect.midX, rect.midY - rect.height * 0.02), size: Size(side, side)))
    }
    canvas.stroke(shape, .color(Color(white: 1, alpha: 0.14)), width: 1)
  }

  /// "San Francisco" with the location arrow, a huge "54°", and the sky's
  /// condition; under the city, quietly, how old the values are when that
  /// matters (`age`: "Offline · updated 2 h ago"). Painted on the painter.
  static func weather(_ canvas: Canvas, _ weather: Weather?, in rect: Rect, icon: Double, locale: DisplayLocale, age: String?) {
    widgetCard(canvas, weather: true, in: rect, icon: icon)
    guard let weather else { return }
    let pad = rect.height * 0.13
    let k = rect.height / 120
    let city = canvas.drawText(weather.city, TextStyle(weight: .semibold, size: 17 * k, color: .white), at: Point(rect.minX + pad, rect.minY + pad))
    let arrow = 12 * k
    Icon.locationArrow.draw(canvas, in: Rect(x: city.maxX + 5 * k, y: city.midY - arrow / 2, width: arrow, height: arrow), color: .white)
    // The stale age sits left of the cloud, clear of the huge temperature below the city.
    if let age {
      canvas.drawText(
        age, TextStyle(weight: .medium, size: 11 * k, color: Color(white: 1, alpha: 0.75)),
        at: Point(rect.maxX - pad - 30 * k, rect.minY + pad + 5 * k), anchor: Anchor(1, 0))
    }
    // The huge temperature dominates the widget: its ink fills the height
    // under the city's line, sat a little below the padding.
    let big = TextLayout(weather.temperatureText(locale), style: TextStyle(weight: .regular, size: 90 * k, tracking: -3 * k, color: .white))
    canvas.draw(big, at: Point(rect.minX + pad - big.inkBounds.minX, rect.maxY - pad * 0.7 - big.inkBounds.maxY))
    let right = rect.maxX - pad
    Icon.cloud.draw(canvas, in: Rect(x: right - 22 * k, y: rect.minY + pad, width: 22 * k, height: 22 * k), color: .white)
    canvas.drawText(weather.condition, TextStyle(weight: .semibold, size: 14 * k, color: .white), at: Point(right, rect.maxY - pad - 18 * k), anchor: .bottomRight)
    canvas.drawText(weather.highLowText(locale), TextStyle(weight: .medium, size: 14 * k, color: Color(white: 1, alpha: 0.85)), at: Point(right, rect.maxY - pad), anchor: .bottomRight)
  }

  /// "WEDNESDAY 1" over today's events, each beside a coloured bar; a quiet
  /// "Offline" beside the day when the calendars could not be read (`stale`).
  /// Painted on the painter.
  static func calendar(_ canvas: Canvas, day: CivilTime, events: [CalendarEvent], in rect: Rect, icon: Double, locale: DisplayLocale, stale: Bool) {
    widgetCard(canvas, weather: false, in: rect, icon: icon)
    let k = rect.height / 120
    let pad = rect.height * 0.12
    let heading = "\(weekdayNames[day.weekday]) \(day.day)"
    var y = rect.minY + pad
    let headingRect = canvas.drawText(heading, TextStyle(weight: .bold, size: 14 * k, tracking: 0.3 * k, color: Color(hex: 0xFF3B30)), at: Point(rect.minX + pad, y))
    if stale {
      canvas.drawText(
        "Offline", TextStyle(weight: .semibold, size: 11 * k, color: Color(hex: 0x8E8E93)), at: Point(rect.maxX - pad, headingRect.midY), anchor: .right)
    }
    y = headingRect.maxY + 6 * k
    let barColors: [UInt32] = [0xFF9500, 0x34C759, 0x5856D6]
    let textX = rect.minX + pad + 9 * k
    let width = rect.maxX - pad - textX
    for (i, event) in events.enumerated() {
      let title = TextLayout(event.title, style: TextStyle(weight: .semibold, size: 14 * k, color: Color(hex: 0x1C1C1E)), width: width)
      var h = title.size.height
      let time = event.timeText(locale).map { TextLayout($0, style: TextStyle(weight: .regular, size: 12.5 * k, color: Color(hex: 0x8E8E93))) }
      h += time?.size.height ?? 0
      guard y + h <= rect.maxY - pad * 0.6 else { break }
      canvas.fill(Path.roundedRect(Rect(x: rect.minX + pad, y: y + 1, width: 3.5 * k, height: h - 2), radius: 1.75 * k), Color(hex: barColors[i % barColors.count]))
      canvas.draw(title, at: Point(textX, y))
      if let time { canvas.draw(time, at: Point(textX, y + title.size.height)) }
      y += h + 5 * k
    }
  }

  /// What stands in for a tile while the painter paints it: its squircle in
  /// one flat colour (the middle of an icon's gradient, the weather's blue,
  /// the calendar's white), one solid fill rather than the tile's gradients,
  /// shadow and glyph on the frame thread.
  static func standIn(_ canvas: Canvas, _ tile: HomeScreen.Tile.Kind, in rect: Rect, icon: Double) {
    let colors: [UInt32]
    switch tile {
    case .app(let entry): colors = entry.icon == "siri" ? [0x2E2E34, 0x060608] : entry.colors
    case .weather: colors = [0x4EA2F2, 0x2463CC]
    case .calendar: colors = [0xFFFFFF]
    }
    let color = colors.isEmpty ? Color(white: 0.5) : Color.lerp(Color(hex: colors[0]), Color(hex: colors[colors.count - 1]), 0.5)
    canvas.fill(Path.squircle(rect, radius: icon * 0.225), color)
  }

  /// A widget's bare card (its shadow and fill, blue or white), under its contents.
  static func widgetCard(_ canvas: Canvas, weather: Bool, in rect: Rect, icon: Double) {
    canvas.fill(Path.squircle(rect.insetBy(-1, -1).offsetBy(0, rect.height * 0.03), radius: icon * 0.23), Color(white: 0, alpha: 0.12))
    let shape = Path.squircle(rect, radius: icon * 0.225)
    if weather {
      canvas.fill(shape, .linear(from: Point(rect.midX, rect.minY), to: Point(rect.midX, rect.maxY), stops: [GradientStop(0, Color(hex: 0x4EA2F2)), GradientStop(1, Color(hex: 0x2463CC))]))
    } else {
      canvas.fill(shape, Color.white)
    }
  }

  static let weekdayNames = ["SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"]
}
