public import Basics
public import Canvas
public import HomeModel

/// What one tile of a Home grid face shows, and how it draws itself: an
/// accessory (glyph, name, room), the thermostat's big number, a clock, or a
/// lone symbol. Names and values come from the household's accessories.
public enum HomeTile {
  case accessory(glyph: FaceGlyph, title: String, subtitle: String)
  case temperature(value: String, title: String, subtitle: String)
  case clock
  case symbol(FaceGlyph)

  /// The accessory of `kind` in `household`: its title and room, or the kind's
  /// own label when there is no household (a face still reads sensibly).
  public static func accessory(_ kind: Accessory.Kind, in household: Household?, glyph: FaceGlyph? = nil) -> HomeTile {
    let a = household?.accessories.first { $0.kind == kind }
    return .accessory(glyph: glyph ?? defaultGlyph(kind, a), title: a?.title ?? kind.label, subtitle: a?.subtitle ?? "")
  }

  /// The thermostat's target ("68") in the locale's unit, or "--" with no
  /// household; `title` is the word the face prints under it ("Temperature",
  /// "Thermostat").
  public static func thermostat(in household: Household?, title: String, locale: DisplayLocale) -> HomeTile {
    let a = household?.accessories.first { $0.kind == .thermostat }
    var value = "--"
    if let a, case .thermostat(let t, _) = a.value { value = String(a.shown(t, locale)) }
    return .temperature(value: value, title: title, subtitle: a?.room ?? "")
  }

  static func defaultGlyph(_ kind: Accessory.Kind, _ a: Accessory?) -> FaceGlyph {
    switch kind {
    case .thermostat, .airConditioner: return .thermostat
    case .lamp: return .lightbulb
    case .lights:
      if case .on(true) = a?.value { return .lightbulb }
      return .lightbulbOutline
    case .lock:
      if case .locked(false) = a?.value { return .lockOpen }
      return .lock
    case .garageDoor: return .garage
    case .scene: return .sun
    case .intercom: return .waveform
    case .fan: return .fan
    case .sensor:
      if case .reading(_, let unit) = a?.value, unit == "%" { return .drop }
      return .thermostat
    }
  }

  public struct Colors: Sendable {
    public var text: Color
    public var secondary: Color
    public var glyph: Color
    public init(text: Color = .white, secondary: Color = Color(white: 1, alpha: 0.7), glyph: Color = .white) {
      self.text = text
      self.secondary = secondary
      self.glyph = glyph
    }
  }

  /// Draws the content inside `rect` (the tile); `u` is the face's point unit
  /// (1 on a 1280×800 screen) so every tile's type matches the others'.
  public func draw(_ canvas: Canvas, in rect: Rect, u: Double, time: CivilTime, colors: Colors) {
    // One padding for every tile (the big one too), so their labels line up.
    let pad = min(min(rect.width, rect.height) * 0.13, 30 * u)
    let inner = rect.insetBy(pad, pad)
    let titleSize = min(26 * u, rect.height * 0.15)
    let title = TextStyle(family: "Inter", weight: .semibold, size: titleSize, color: colors.text)
    let sub = TextStyle(family: "Inter", weight: .medium, size: titleSize, color: colors.secondary)
    switch self {
    case .accessory(let glyph, let t, let s):
      let g = min(inner.height * 0.36, inner.width * 0.36)
      glyph.draw(canvas, center: Point(inner.minX + g / 2, inner.minY + g / 2), size: g, color: colors.glyph)
      labels(canvas, t, s, title, sub, in: inner)
    case .temperature(let value, let t, let s):
      // The number is what the tile is for: as tall as the room the labels leave.
      let labelsH = titleSize * 2.5
      let numberBox = Rect(x: inner.minX, y: inner.minY, width: inner.width, height: inner.height - labelsH - pad * 0.3)
      FaceText.fit(
        canvas, value, TextStyle(family: "Quicksand", weight: .bold, size: 200, tracking: -4, color: colors.text),
        in: numberBox, anchor: Anchor(0, 0.5), byDigits: true)
      labels(canvas, t, s, title, sub, in: inner)
    case .clock:
      let clockRect = rect.insetBy(pad * 0.6, pad * 0.6)
      AnalogClock(style: AnalogClock.Style(tickColor: colors.text, hourHand: colors.text, minuteHand: colors.text, centerDot: colors.text))
        .draw(canvas, in: clockRect, time: time)
    case .symbol(let glyph):
      glyph.draw(canvas, center: rect.center, size: min(rect.width, rect.height) * 0.5, color: colors.glyph)
    }
  }

  /// Title over subtitle, at the tile's bottom left.
  private func labels(_ canvas: Canvas, _ t: String, _ s: String, _ title: TextStyle, _ sub: TextStyle, in inner: Rect) {
    let lineH = title.size * 1.2
    FaceText.line(canvas, s, sub, at: Point(inner.minX, inner.maxY + title.size * 0.25), anchor: .bottomLeft, maxWidth: inner.width)
    FaceText.line(canvas, t, title, at: Point(inner.minX, inner.maxY + title.size * 0.25 - lineH), anchor: .bottomLeft, maxWidth: inner.width)
  }
}
