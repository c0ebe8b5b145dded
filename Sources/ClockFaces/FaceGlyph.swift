public import Basics
public import Canvas
public import HomeModel
import Glibc

/// The small symbols on the faces (the house, tile glyphs, weather details),
/// drawn from Google's Material icon font through Pango. This is the one place
/// faces name a glyph: when the shared icon set (Art.Icon) lands, these cases
/// point at it instead and no face changes.
public enum FaceGlyph: String, Sendable, CaseIterable {
  // Codepoints from fonts-material-design-icons-iconfont's _variables.scss.
  case house = "\u{e88a}"  // home
  case thermostat = "\u{f076}"
  case sun = "\u{e430}"  // wb_sunny
  case waveform = "\u{e1b8}"  // graphic_eq
  /// The font has only a crossed-out fan (mode_fan_off): this one is a path.
  case fan = "fan"
  case garage = "\u{f011}"
  case lock = "\u{e897}"
  case lockOpen = "\u{e898}"
  case lightbulb = "\u{e0f0}"
  case lightbulbOutline = "\u{e90f}"
  case sunset = "\u{e1c6}"  // wb_twilight
  case wind = "\u{efd8}"  // air
  case drop = "\u{e798}"  // water_drop
  case aqi = "\u{e3a5}"  // blur_on: dots like the air-quality symbol's haze
  case location = "\u{e55d}"  // navigation
  // The weather's symbols.
  case partlyCloudy = "\u{e3dd}"  // filter_drama: a cloud before the sun
  case cloud = "\u{e2bd}"
  case fog = "\u{e818}"  // foggy
  case drizzle = "\u{e3ea}"  // grain: scattered drops
  case rain = "\u{eb3e}"  // beach_access: an open umbrella
  case snow = "\u{eb3b}"  // ac_unit: a snowflake
  case thunder = "\u{ebdb}"  // thunderstorm

  /// The glyph for a weather symbol.
  public static func weather(_ symbol: WeatherSymbol) -> FaceGlyph {
    switch symbol {
    case .clear: return .sun
    case .partlyCloudy: return .partlyCloudy
    case .cloudy: return .cloud
    case .fog: return .fog
    case .drizzle: return .drizzle
    case .rain: return .rain
    case .snow: return .snow
    case .thunder: return .thunder
    }
  }

  /// Draws the glyph in a `size`-point em square centred on `center`.
  public func draw(_ canvas: Canvas, center: Point, size: Double, color: Color) {
    if self == .fan { return Self.drawFan(canvas, center: center, size: size, color: color) }
    let layout = TextLayout(rawValue, style: TextStyle(family: "Material Icons", size: size, color: color))
    // The font draws every icon inside its em square: centre that box, not the ink,
    // so glyphs of different shapes share one optical size and position.
    let box = layout.size
    canvas.draw(layout, at: Point(center.x - box.width / 2, center.y - box.height / 2))
  }

  /// Three curved blades around a hub, sized like the font's icons (20 of 24 units).
  static func drawFan(_ canvas: Canvas, center: Point, size: Double, color: Color) {
    let r = size * 0.42
    var blades = Path()
    for k in 0..<3 {
      let a = Double(k) * 2 * .pi / 3
      func p(_ x: Double, _ y: Double) -> Point {
        Point(center.x + (x * cos(a) - y * sin(a)) * r, center.y + (x * sin(a) + y * cos(a)) * r)
      }
      blades.move(to: p(0, 0))
      blades.curve(to: p(0.2, -1), control1: p(-0.55, -0.3), control2: p(-0.45, -1.05))
      blades.curve(to: p(0, 0), control1: p(0.75, -0.95), control2: p(0.45, -0.25))
      blades.close()
    }
    canvas.fill(blades, color)
    canvas.fill(Path.circle(center: center, radius: r * 0.24), color)
  }
}
