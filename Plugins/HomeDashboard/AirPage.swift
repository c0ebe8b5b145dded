import Art
import Basics
import Canvas
import HomeModel
import Runtime
import Widgets

/// "Bedroom Air": bright cyan-blue, "Cooling to" over the huge target between
/// its chevrons, the room's temperature and humidity below.
extension DashboardScreen {
  static let airBlue = Color(hex: 0x19B5F7)

  func drawAir(_ canvas: Canvas) {
    let l = metrics
    drawAirLabels(canvas)
    if let now = context?.now {
      drawAirText(canvas, airClockText(now), airTitleStyle, at: Point(l.size.width - l.margin, l.titleOrigin.y), anchor: .right)
    }
    // The huge white target needs its shadow most (the cyan alone gives 2.3:1):
    // each digit's own, so it rolls and fades with the digit.
    let style = airStyle
    drawCentredNumber(canvas, airTarget, style: style, center: l.airNumberCenter, band: l.airBand) { [self] c, glyph in
      drawAirShadow(c, glyph.text, style, in: Rect(origin: glyph.origin, size: TextLayout(glyph.text, style: style).size),
                    shadow: .numerals, alpha: glyph.alpha)
    }
    let pressed = controls[DashboardPage.air.rawValue].pressedID
    Icon.chevronDown.draw(canvas, in: chevronRect(l.airDown), color: Color(white: 1, alpha: pressed == "dashboard.air.down" ? 0.5 : 1))
    Icon.chevronUp.draw(canvas, in: chevronRect(l.airUp), color: Color(white: 1, alpha: pressed == "dashboard.air.up" ? 0.5 : 1))
  }

  func airClockText(_ now: CivilTime) -> String { "\(plugin.locale.clockHourText(now.hour)):\(now.minute < 10 ? "0" : "")\(now.minute)" }

  var airLabelStyle: TextStyle { TextStyle(family: "Inter", weight: .semibold, size: 40 * metrics.u, color: Color(white: 1, alpha: 0.85)) }

  /// Where "Cooling to" (the mode's label) stands.
  var airLabelRect: Rect? {
    guard let a = air, case .climate(let mode, _, _, _, _) = a.value else { return nil }
    return Rect(center: metrics.airLabelCenter, size: TextLayout(mode.label, style: airLabelStyle).size)
  }

  /// Where the page's title, its clock and its readings' words stand (the
  /// contrast tests measure them there).
  var airTitleStyle: TextStyle { TextStyle(family: "Inter", weight: .semibold, size: metrics.titleSize, color: .white) }
  var airReadingStyle: TextStyle { TextStyle(family: "Inter", weight: .medium, size: 32 * metrics.u, color: .white) }

  /// One of the page's white words over its soft shadow, so that it reads on
  /// the bright cyan (3:1, as on the amber glass); the shadow is painted
  /// once per text into the layer cache. Returns where the words stand.
  @discardableResult
  func drawAirText(_ c: Canvas, _ text: String, _ style: TextStyle, at point: Point, anchor: Anchor) -> Rect {
    let size = TextLayout(text, style: style).size
    let rect = Rect(origin: Point(point.x - size.width * anchor.x, point.y - size.height * anchor.y), size: size)
    drawAirShadow(c, text, style, in: rect)
    c.drawText(text, style, at: rect.origin)
    return rect
  }

  /// A soft shadow: `radius` and `pad` in units; the words' shadow is
  /// tight and dense, the huge numerals' wide and light (a tight one reads
  /// as an outline round letters that big).
  struct AirShadow {
    var radius: Double
    var pad: Double
    var color: Color
    var layers: Int
    static let words = AirShadow(radius: 5, pad: 16, color: GridLayer.labelShadow, layers: 4)
    static let numerals = AirShadow(radius: 12, pad: 40, color: Color(white: 0, alpha: 0.6), layers: 1)
  }

  func drawAirShadow(_ c: Canvas, _ text: String, _ style: TextStyle, in rect: Rect, shadow kind: AirShadow = .words, alpha: Double = 1) {
    guard let cache = context?.cache else { return }
    let pad = kind.pad * metrics.u
    let box = rect.insetBy(-pad, -pad)
    var style = style
    let radius = kind.radius * metrics.u
    let key = "dashboard.air.shadow.\(text).\(style.size).\(kind.radius).\(box.width)x\(box.height)"
    let shadow = cache.surface(key, size: box.size, scale: c.scale) { sc in
      SoftShadow.draw(sc, size: box.size, radius: radius, color: kind.color, layers: kind.layers) { s, color in
        style.color = color
        s.drawText(text, style, at: Point(pad, pad))
      }
    }
    c.draw(shadow, at: box.origin, alpha: alpha)
  }

  /// The target's line box with room at its sides for its digits' shadows,
  /// within the band that clips them (the chevrons stay out of it): what a
  /// change redraws (above and below, the line's clip holds the shadows).
  func airBox(_ value: Int?) -> Rect {
    numberBox(value, style: airStyle, center: metrics.airNumberCenter, margin: AirShadow.numerals.pad).intersection(metrics.airBand)
  }

  /// "74° 47%", each with its small icon, centred as a row.
  func airReadings(current: Int, humidity: Int) -> [(icon: Icon, iconRect: Rect, text: String, textRect: Rect)] {
    let l = metrics
    let icon = 34 * l.u, iconGap = 6 * l.u, pairGap = 34 * l.u
    let parts: [(Icon, String)] = [(.thermometer, "\(current)°"), (.drop, "\(humidity)%")]
    let sizes = parts.map { TextLayout($0.1, style: airReadingStyle).size }
    let total = sizes.reduce(0) { $0 + icon + iconGap + $1.width } + pairGap * Double(parts.count - 1)
    var x = l.airReadingsCenter.x - total / 2
    let cy = l.airReadingsCenter.y
    return zip(parts, sizes).map { part, size in
      let iconRect = Rect(x: x, y: cy - icon / 2, width: icon, height: icon)
      let textRect = Rect(origin: Point(x + icon + iconGap, cy - size.height / 2), size: size)
      x += icon + iconGap + size.width + pairGap
      return (part.0, iconRect, part.1, textRect)
    }
  }

  func drawAirLabels(_ c: Canvas) {
    let l = metrics
    c.fill(l.bounds, Self.airBlue)
    guard let a = air, case .climate(let mode, _, let current, let humidity, _) = a.value else { return }
    drawAirText(c, a.fullName, airTitleStyle, at: l.titleOrigin, anchor: .left)
    drawAirText(c, mode.label, airLabelStyle, at: l.airLabelCenter, anchor: .center)
    for r in airReadings(current: a.shown(current, plugin.locale), humidity: humidity) {
      r.icon.draw(c, in: r.iconRect, color: .white)
      drawAirShadow(c, r.text, airReadingStyle, in: r.textRect)
      c.drawText(r.text, airReadingStyle, at: r.textRect.origin)
    }
  }
}
