import Art
import Basics
import Canvas
import ClockFaces
import HomeModel
import Runtime
import Widgets

/// Now, the next hours and ten days, in the weather face's style: white type
/// on the blue-sky picture. The place, the condition, the temperature giant
/// and the day's details on the left; frosted cards with the coming hours
/// and the ten days (each day's range as a bar across the week's) on the
/// right, or below when the panel stands upright.
final class WeatherScreen: Screen {
  unowned let plugin: WeatherPlugin
  private let controls = Controls()
  private var closeRect = Rect.zero
  private var clockRect = Rect.zero
  private var nowRect = Rect.zero
  private var ageRect = Rect.zero
  private var detailsRect = Rect.zero
  private var hoursRect = Rect.zero
  private var daysRect = Rect.zero
  private var shownMinute = -1
  static let margin = 40.0
  static let gap = 20.0
  static let dim = Color(white: 1, alpha: 0.8)

  init(plugin: WeatherPlugin) {
    self.plugin = plugin
    super.init(id: "weather")
    plugin.screen = self
  }

  // MARK: layout

  override func layout() {
    let m = Self.margin
    closeRect = Rect(x: m, y: m, width: 48, height: 48)
    clockRect = Rect(x: size.width - m - 140, y: closeRect.minY, width: 140, height: closeRect.height)
    let top = closeRect.maxY + 24
    let bottom = size.height - m
    if size.width >= size.height {
      let leftWidth = (size.width - 2 * m - Self.gap) * 0.42
      let rightX = m + leftWidth + Self.gap
      let rightWidth = size.width - m - rightX
      nowRect = Rect(x: m, y: top, width: leftWidth, height: (bottom - top) * 0.66)
      detailsRect = Rect(x: m, y: nowRect.maxY + 8, width: leftWidth, height: bottom - nowRect.maxY - 8)
      hoursRect = Rect(x: rightX, y: top, width: rightWidth, height: 168)
      daysRect = Rect(x: rightX, y: hoursRect.maxY + Self.gap, width: rightWidth, height: bottom - hoursRect.maxY - Self.gap)
    } else {
      let width = size.width - 2 * m
      nowRect = Rect(x: m, y: top, width: width, height: (bottom - top) * 0.3)
      detailsRect = Rect(x: m, y: nowRect.maxY + 8, width: width, height: 120)
      hoursRect = Rect(x: m, y: detailsRect.maxY + Self.gap, width: width, height: 168)
      daysRect = Rect(x: m, y: hoursRect.maxY + Self.gap, width: width, height: bottom - hoursRect.maxY - Self.gap)
    }
    ageRect = Rect(x: nowRect.minX, y: nowRect.maxY - 34, width: nowRect.width, height: 34)
    controls.removeAll()
    controls.add("weather.close", closeRect) { [unowned self] in context?.navigator.back(transition: .crossfade) }
  }

  func weatherChanged() { setNeedsDisplay() }

  override var elements: [Element] { controls.elements }

  override func state(_ key: String) -> String? {
    let w = plugin.weather
    switch key {
    case "weather.condition": return "\(w.condition) \(w.temperatureText(plugin.locale))"
    case "weather.hours": return String(w.hourly.count)
    case "weather.days": return String(w.daily.count)
    case "weather.age": return context.flatMap { w.ageText(now: $0.now) } ?? "none"
    default: return nil
    }
  }

  override func apply(snapshotState: String) -> Bool { plugin.seed(snapshotState) }

  // MARK: time and touch

  override func update(_ time: FrameTime) -> Bool {
    if let now = context?.now, now.minute != shownMinute {
      if shownMinute >= 0 {
        setNeedsDisplay(clockRect)
        if plugin.weather.fetched != nil { setNeedsDisplay(ageRect) }
      }
      shownMinute = now.minute
    }
    return false
  }

  override func touch(_ event: TouchEvent) -> Bool {
    if let r = controls.track(event) { setNeedsDisplay(r) }
    return false
  }

  override func gesture(_ gesture: Gesture) {
    if case .tap(let p) = gesture { controls.handleTap(at: p) }
  }

  // MARK: drawing

  /// The sky and its blur (the cards' backdrop), painted on the painter: nil
  /// until both arrive (the screen redraws then).
  private func sky(_ context: ScreenContext) -> (sharp: Surface, blurred: Surface)? {
    let key = "weather.sky.\(Int(size.width))x\(Int(size.height))"
    let size = self.size
    return context.painter.backdrop(key, size: size, scale: context.scale, paint: Self.paintSky(size)) { [weak self] in self?.setNeedsDisplay() }
  }

  /// What shows for the frame or two before the sky arrives: its blue.
  static let placeholder = Color(hex: 0x2E78D6)

  nonisolated private static func paintSky(_ size: Size) -> @Sendable (Canvas) -> Void {
    { c in
      let r = Rect(size: size)
      DadSonScene.drawBackground(c, in: r)
      // Darker at the top and bottom, as on the weather face, so white type reads over clouds.
      c.fill(
        r,
        .linear(
          from: Point(0, 0), to: Point(0, r.maxY),
          stops: [
            GradientStop(0, Color(hex: 0x0A2A66, alpha: 0.3)), GradientStop(0.35, Color(hex: 0x0A2A66, alpha: 0.05)),
            GradientStop(0.7, Color(hex: 0x0A2A66, alpha: 0.05)), GradientStop(1, Color(hex: 0x0A2A66, alpha: 0.32)),
          ]))
    }
  }

  override func draw(_ canvas: Canvas) {
    guard let context else { return }
    guard let backdrop = sky(context) else {
      canvas.fill(bounds, Self.placeholder)
      return
    }
    let (sharp, blurred) = backdrop
    canvas.draw(sharp, at: .zero)
    let w = plugin.weather
    RoundButton.draw(
      canvas, icon: .xmark, in: closeRect, style: .glass, pressed: controls.pressedID == "weather.close", backdrop: blurred, backdropRect: bounds)
    let (h, m) = clockText(context.now, plugin.locale)
    canvas.drawText("\(h):\(m)", TextStyle(weight: .semibold, size: 30, color: .white), at: Point(clockRect.maxX, clockRect.midY), anchor: .right)
    drawNow(canvas, w, now: context.now)
    drawDetails(canvas, w)
    drawHours(canvas, w, backdrop: blurred)
    drawDays(canvas, w, today: context.now, backdrop: blurred)
  }

  private func drawNow(_ canvas: Canvas, _ w: Weather, now: CivilTime) {
    let r = nowRect
    let title = TextStyle(weight: .semibold, size: 38, color: .white)
    let place = canvas.drawText(w.city, title, at: Point(closeRect.maxX + 18, closeRect.midY), anchor: .left)
    FaceGlyph.location.draw(canvas, center: Point(place.maxX + 20, closeRect.midY), size: 24, color: .white)
    let conditionY = r.minY + 6
    FaceGlyph.weather(w.symbol).draw(canvas, center: Point(r.minX + 20, conditionY + 20), size: 40, color: .white)
    canvas.drawText(w.condition, TextStyle(weight: .semibold, size: 34, color: .white), at: Point(r.minX + 52, conditionY + 20), anchor: .left)
    // The temperature, giant, between the condition and the high and low.
    let highLowY = r.maxY - 44
    let giantBox = Rect(x: r.minX, y: conditionY + 52, width: r.width, height: max(1, highLowY - conditionY - 60))
    let text = w.temperatureText(plugin.locale)
    var style = TextStyle(weight: .light, size: 100, tracking: -4, color: .white)
    let probe = TextLayout(text, style: style).inkBounds
    let scale = min(giantBox.height / max(1, probe.height), giantBox.width / max(1, probe.width))
    style = TextStyle(weight: .light, size: 100 * scale, tracking: -4 * scale, color: .white)
    let layout = TextLayout(text, style: style)
    let ink = layout.inkBounds
    canvas.draw(layout, at: Point(giantBox.minX - ink.minX, giantBox.midY - ink.midY))
    canvas.drawText(w.highLowText(plugin.locale), TextStyle(weight: .medium, size: 30, color: Self.dim), at: Point(r.minX, highLowY), anchor: .topLeft)
    if let age = w.ageText(now: now) {
      canvas.drawText(age, TextStyle(weight: .medium, size: 20, color: Self.dim), at: Point(ageRect.maxX, ageRect.midY + 6), anchor: .right)
    }
  }

  /// Sunset, wind, humidity and air quality, two by two: value over label.
  private func drawDetails(_ canvas: Canvas, _ w: Weather) {
    let items: [(FaceGlyph, String, String)] = [
      (.sunset, w.sunsetText(plugin.locale), "Sunset"), (.wind, w.windText, "Wind"), (.drop, w.humidityText, "Humidity"), (.aqi, w.aqiText, "AQI"),
    ]
    let value = TextStyle(weight: .semibold, size: 28, color: .white)
    let label = TextStyle(weight: .medium, size: 20, color: Self.dim)
    let columns = size.width >= size.height ? 2 : 4
    let rows = (items.count + columns - 1) / columns
    let colW = detailsRect.width / Double(columns)
    let rowH = min(80, detailsRect.height / Double(rows))
    let glyph = 26.0
    for (i, item) in items.enumerated() {
      let x = detailsRect.minX + Double(i % columns) * colW
      let bottom = detailsRect.maxY - Double(rows - 1 - i / columns) * rowH
      item.0.draw(canvas, center: Point(x + glyph / 2, bottom - 30 - 18), size: glyph, color: .white)
      canvas.drawText(item.1, value, at: Point(x + glyph + 8, bottom - 28), anchor: .bottomLeft)
      canvas.drawText(item.2, label, at: Point(x, bottom), anchor: .bottomLeft)
    }
  }

  private func card(_ canvas: Canvas, _ r: Rect, title: String, backdrop: Surface) -> Rect {
    GlassTile(tint: Color(white: 1, alpha: 0.14), stroke: Color(white: 1, alpha: 0.4)).draw(
      canvas, in: r, cornerRadius: 28, backdrop: backdrop, backdropRect: bounds)
    canvas.drawText(title, TextStyle(weight: .semibold, size: 16, tracking: 1.2, color: Self.dim), at: Point(r.minX + 24, r.minY + 18))
    canvas.fill(Rect(x: r.minX + 24, y: r.minY + 46, width: r.width - 48, height: 1), Color(white: 1, alpha: 0.3))
    return Rect(x: r.minX + 12, y: r.minY + 52, width: r.width - 24, height: r.height - 60)
  }

  private func drawHours(_ canvas: Canvas, _ w: Weather, backdrop: Surface) {
    let inner = card(canvas, hoursRect, title: "NEXT HOURS", backdrop: backdrop)
    guard !w.hourly.isEmpty else {
      canvas.drawText("No hourly forecast", TextStyle(weight: .medium, size: 22, color: Self.dim), at: Point(inner.midX, inner.midY), anchor: .center)
      return
    }
    let count = min(w.hourly.count, max(1, Int(inner.width / 78)))
    let colW = inner.width / Double(count)
    for (i, hour) in w.hourly.prefix(count).enumerated() {
      let cx = inner.minX + colW * (Double(i) + 0.5)
      canvas.drawText(
        WeatherText.hour(hour, first: i == 0, locale: plugin.locale), TextStyle(weight: .semibold, size: 18, color: Self.dim), at: Point(cx, inner.minY + 6), anchor: .top)
      FaceGlyph.weather(hour.symbol).draw(canvas, center: Point(cx, inner.midY + 2), size: 32, color: .white)
      canvas.drawText(
        plugin.locale.degrees(hour.temperature, in: w.temperatureUnit), TextStyle(weight: .semibold, size: 24, color: .white), at: Point(cx + 4, inner.maxY - 2), anchor: .bottom)
    }
  }

  private func drawDays(_ canvas: Canvas, _ w: Weather, today: CivilTime, backdrop: Surface) {
    let inner = card(canvas, daysRect, title: "\(max(w.daily.count, 1))-DAY FORECAST", backdrop: backdrop)
    guard !w.daily.isEmpty else {
      canvas.drawText("No daily forecast", TextStyle(weight: .medium, size: 22, color: Self.dim), at: Point(inner.midX, inner.midY), anchor: .center)
      return
    }
    let rowH = inner.height / Double(w.daily.count)
    let lowest = w.daily.map(\.low).min() ?? 0
    let highest = w.daily.map(\.high).max() ?? 1
    let span = Double(max(1, highest - lowest))
    let size = min(24, rowH * 0.6)
    let text = TextStyle(weight: .semibold, size: size, color: .white)
    let dimText = TextStyle(weight: .semibold, size: size, color: Self.dim)
    let barX = inner.minX + inner.width * 0.42
    let barW = inner.width * 0.4
    for (i, day) in w.daily.enumerated() {
      let cy = inner.minY + rowH * (Double(i) + 0.5)
      canvas.drawText(WeatherText.day(day, index: i, today: today), text, at: Point(inner.minX + 12, cy), anchor: .left)
      FaceGlyph.weather(day.symbol).draw(canvas, center: Point(inner.minX + inner.width * 0.28, cy), size: size * 1.2, color: .white)
      canvas.drawText(plugin.locale.degrees(day.low, in: w.temperatureUnit), dimText, at: Point(barX - 14, cy), anchor: .right)
      canvas.drawText(plugin.locale.degrees(day.high, in: w.temperatureUnit), text, at: Point(barX + barW + 14, cy), anchor: .left)
      let track = Rect(x: barX, y: cy - 3, width: barW, height: 6)
      canvas.fill(Path.roundedRect(track, radius: 3), Color(white: 0, alpha: 0.18))
      let from = barX + barW * Double(day.low - lowest) / span
      let to = barX + barW * Double(day.high - lowest) / span
      let bar = Rect(x: from, y: cy - 3, width: max(6, to - from), height: 6)
      canvas.fill(
        Path.roundedRect(bar, radius: 3),
        .linear(from: Point(barX, 0), to: Point(barX + barW, 0), stops: [GradientStop(0, Color(hex: 0x8FD3FF)), GradientStop(1, Color(hex: 0xFFC44D))]))
      if i + 1 < w.daily.count {
        canvas.fill(Rect(x: inner.minX + 12, y: inner.minY + rowH * Double(i + 1), width: inner.width - 24, height: 1), Color(white: 1, alpha: 0.15))
      }
    }
  }
}
