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
    // The huge white target needs its shadow most (the cyan alone gives 2.3:1):
    // each digit's own, so it rolls and fades with the digit.
    let style = airStyle
    drawCentredNumber(canvas, airTarget, style: style, center: l.airNumberCenter, band: l.airBand) { [self] c, glyph in
      drawAirShadow(c, glyph.text, style, in: Rect(origin: glyph.origin, size: TextLayout(glyph.text, style: style).size),
                    shadow: .numerals, alpha: glyph.alpha, redraw: airRect)
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

  /// One of the page's words: where it stands, and the icon before it (the readings').
  struct AirWord {
    let text: String
    let style: TextStyle
    let rect: Rect
    var icon: (Icon, Rect)? = nil
  }

  /// The page's white words where they stand, in the order they are drawn:
  /// the title, the mode's label, the readings, the clock. Each stands over
  /// its soft shadow, so that it reads on the bright cyan (3:1, as on the
  /// amber glass).
  func airWords(now: CivilTime?) -> [AirWord] {
    let l = metrics
    func word(_ text: String, _ style: TextStyle, at point: Point, anchor: Anchor) -> AirWord {
      let size = TextLayout(text, style: style).size
      return AirWord(text: text, style: style, rect: Rect(origin: Point(point.x - size.width * anchor.x, point.y - size.height * anchor.y), size: size))
    }
    var words: [AirWord] = []
    if let a = air, case .climate(let mode, _, let current, let humidity, _) = a.value {
      words.append(word(a.fullName, airTitleStyle, at: l.titleOrigin, anchor: .left))
      words.append(word(mode.label, airLabelStyle, at: l.airLabelCenter, anchor: .center))
      for r in airReadings(current: a.shown(current, plugin.locale), humidity: humidity) {
        words.append(AirWord(text: r.text, style: airReadingStyle, rect: r.textRect, icon: (r.icon, r.iconRect)))
      }
    }
    if let now { words.append(word(airClockText(now), airTitleStyle, at: Point(l.size.width - l.margin, l.titleOrigin.y), anchor: .right)) }
    return words
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

  /// A text's shadow picture: its cache key, the box it covers (the text's
  /// rect with the shadow's room) and how it is painted (on any thread).
  struct AirShadowPicture {
    let key: String
    let box: Rect
    let paint: @Sendable (Canvas) -> Void
  }

  func airShadowPicture(_ text: String, _ style: TextStyle, in rect: Rect, shadow kind: AirShadow) -> AirShadowPicture {
    let pad = kind.pad * metrics.u
    let box = rect.insetBy(-pad, -pad)
    let radius = kind.radius * metrics.u, color = kind.color, layers = kind.layers, size = box.size
    return AirShadowPicture(key: "dashboard.air.shadow.\(text).\(style.size).\(kind.radius).\(box.width)x\(box.height)", box: box) { sc in
      SoftShadow.draw(sc, size: size, radius: radius, color: color, layers: layers) { s, color in
        var style = style
        style.color = color
        s.drawText(text, style, at: Point(pad, pad))
      }
    }
  }

  /// The shadows come from the painter (asked for while the grid rests; a
  /// numeral's too, which is painted when its digit first rolls in): until
  /// one arrives its words stand without it, and its arrival redraws them.
  /// `redraw`: what its arrival marks (a rolling digit's box has moved on by then: the number's).
  func drawAirShadow(
    _ c: Canvas, _ text: String, _ style: TextStyle, in rect: Rect, shadow kind: AirShadow = .words, alpha: Double = 1, redraw: Rect? = nil
  ) {
    guard let context else { return }
    let picture = airShadowPicture(text, style, in: rect, shadow: kind)
    let redraw = redraw ?? picture.box
    let shadow = context.painter.picture(
      picture.key, size: picture.box.size, scale: c.scale, for: self, paint: picture.paint,
      arrived: { [weak self] in self?.damage(redraw, on: .air) })
    if let shadow { c.draw(shadow, at: picture.box.origin, alpha: alpha) }
  }

  /// Asks the painter for the air page's shadows (its words' and its
  /// target's digits'), so the first swipe to it paints none of them: asked
  /// for, not warmed, as the cache is full most of the time and a warm
  /// would not start; the cache makes room as for any picture.
  func warmAirShadows() {
    guard let context, let a = air, case .climate(_, let target, _, _, _) = a.value else { return }
    var pictures = airWords(now: context.now).map { airShadowPicture($0.text, $0.style, in: $0.rect, shadow: .words) }
    let style = airStyle
    // Each digit once, in order (the cache's order stays the same run to run).
    var digits: [Character] = []
    for d in String(a.shown(target, plugin.locale)) where !digits.contains(d) { digits.append(d) }
    for digit in digits {
      let text = String(digit)
      pictures.append(airShadowPicture(text, style, in: Rect(size: TextLayout(text, style: style).size), shadow: .numerals))
    }
    for p in pictures { _ = context.painter.picture(p.key, size: p.box.size, scale: context.scale, for: self, paint: p.paint) }
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
    c.fill(metrics.bounds, Self.airBlue)
    for w in airWords(now: context?.now) {
      if let (icon, rect) = w.icon { icon.draw(c, in: rect, color: .white) }
      drawAirShadow(c, w.text, w.style, in: w.rect)
      c.drawText(w.text, w.style, at: w.rect.origin)
    }
  }
}
