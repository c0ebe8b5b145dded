public import Basics
public import Canvas
import Glibc

/// An analog clock drawn into a square: ticks, optional numerals, hour and
/// minute hands. The faces (pink, green, the Home grids, the day dashboard) and
/// the Home dashboard's clock tile share it, each with its own style.
@MainActor
public struct AnalogClock {
  public enum Numerals: Sendable {
    case none
    /// 1…12 at `radius` (fraction of the clock's radius), `size` fraction of it.
    case all(radius: Double, size: Double)
  }

  public struct Style: Sendable {
    /// Disc behind everything; nil draws none (a clock on a tile).
    public var face: Paint?
    public var tickColor: Color
    /// Ticks at every minute (60) or only the hours (12).
    public var minuteTicks: Bool
    public var numerals: Numerals
    public var numeralStyle: TextStyle
    public var hourHand: Color
    public var minuteHand: Color
    /// Hand widths as fractions of the radius.
    public var hourWidth: Double
    public var minuteWidth: Double
    public var centerDot: Color
    /// A slight shadow under the hands, for clocks on busy backgrounds.
    public var handShadow: Bool

    public init(
      face: Paint? = nil, tickColor: Color = .white, minuteTicks: Bool = true, numerals: Numerals = .none,
      numeralStyle: TextStyle = TextStyle(family: "Inter", weight: .medium, size: 10),
      hourHand: Color = .white, minuteHand: Color = .white, hourWidth: Double = 0.075, minuteWidth: Double = 0.055,
      centerDot: Color = .white, handShadow: Bool = false
    ) {
      self.face = face
      self.tickColor = tickColor
      self.minuteTicks = minuteTicks
      self.numerals = numerals
      self.numeralStyle = numeralStyle
      self.hourHand = hourHand
      self.minuteHand = minuteHand
      self.hourWidth = hourWidth
      self.minuteWidth = minuteWidth
      self.centerDot = centerDot
      self.handShadow = handShadow
    }
  }

  public var style: Style
  public init(style: Style = Style()) { self.style = style }

  /// Hand angles in radians, clockwise from 12 (the hour hand creeps with the minutes).
  public static func angles(_ t: CivilTime) -> (hour: Double, minute: Double) {
    let m = Double(t.minute)
    return ((Double(t.hour % 12) + m / 60) / 12 * 2 * .pi, m / 60 * 2 * .pi)
  }

  /// Draws the clock centred in `rect`, as large as its shorter side.
  public func draw(_ canvas: Canvas, in rect: Rect, time: CivilTime) {
    let r = min(rect.width, rect.height) / 2
    guard r > 0 else { return }
    let c = rect.center
    if let face = style.face { canvas.fill(Path.circle(center: c, radius: r), face) }
    let inset = style.face == nil ? 0 : r * 0.06
    let outer = r - inset
    for i in 0..<(style.minuteTicks ? 60 : 12) {
      let hourTick = !style.minuteTicks || i % 5 == 0
      let a = Double(i) / (style.minuteTicks ? 60 : 12) * 2 * .pi
      let len = hourTick ? outer * 0.1 : outer * 0.05
      let w = hourTick ? outer * 0.022 : outer * 0.01
      var p = Path()
      p.move(to: point(c, a, outer))
      p.line(to: point(c, a, outer - len))
      canvas.stroke(p, .color(style.tickColor.withAlpha(style.tickColor.alpha * (hourTick ? 1 : 0.55))), width: w, cap: .butt)
    }
    if case .all(let radius, let size) = style.numerals {
      var ns = style.numeralStyle
      ns.size = outer * size
      for n in 1...12 {
        let a = Double(n) / 12 * 2 * .pi
        canvas.drawText(String(n), ns, at: point(c, a, outer * radius), anchor: .center)
      }
    }
    let (ha, ma) = Self.angles(time)
    if style.handShadow {
      canvas.withState {
        canvas.translate(0, r * 0.02)
        hand(canvas, c, ha, length: r * 0.52, width: r * style.hourWidth, Color(white: 0, alpha: 0.18))
        hand(canvas, c, ma, length: r * 0.8, width: r * style.minuteWidth, Color(white: 0, alpha: 0.18))
      }
    }
    hand(canvas, c, ha, length: r * 0.52, width: r * style.hourWidth, style.hourHand)
    hand(canvas, c, ma, length: r * 0.8, width: r * style.minuteWidth, style.minuteHand)
    canvas.fill(Path.circle(center: c, radius: r * style.hourWidth * 0.85), style.centerDot)
  }

  private func point(_ c: Point, _ angle: Double, _ radius: Double) -> Point {
    Point(c.x + sin(angle) * radius, c.y - cos(angle) * radius)
  }

  /// A round-ended bar from the centre out to `length` (no tail: crossed tails
  /// read as a blot at miniature sizes).
  private func hand(_ canvas: Canvas, _ c: Point, _ angle: Double, length: Double, width: Double, _ color: Color) {
    var p = Path()
    p.move(to: c)
    p.line(to: point(c, angle, length))
    canvas.stroke(p, .color(color), width: width, cap: .round)
  }
}
