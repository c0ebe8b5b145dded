public import Basics
public import Canvas
public import HomeModel

/// A green face with huge white "12", "3", "6" and "9" at the edges and the
/// hands between them (docs/screens.md §1 row 2, last face).
public struct GreenNumeralsFace: FaceRenderer {
  /// How the time and any temperature are written.
  public var locale = DisplayLocale()
  public let id = "green-numerals"
  public init() {}

  static let green = Color(hex: 0x2F9E5B)
  static let deep = Color(hex: 0x0E4A2A)

  public func draw(_ canvas: Canvas, in rect: Rect, time: CivilTime) {
    canvas.withState {
      canvas.clip(rect)
      canvas.fill(
        rect,
        .radial(center: rect.center, radius: max(rect.width, rect.height) * 0.7, stops: [
          GradientStop(0, Color(hex: 0x3DB56C)), GradientStop(1, Self.green),
        ]))
      let u = min(rect.width, rect.height) / 800
      let margin = 30 * u
      // Each numeral nearly a third of the shorter side tall.
      let h = min(rect.width, rect.height) * 0.31
      let style = TextStyle(family: "Inter", weight: .heavy, size: 400, tracking: -8, color: .white)
      let box = Size(rect.width * 0.4, h)
      // The four sit on a near-square around the centre: on a wide screen 9 and
      // 3 do not run out to the far edges, on a tall one 12 and 6 do not either.
      let across = min(rect.width / 2 - margin, rect.height * 0.6)
      let down = min(rect.height / 2 - margin, rect.width * 0.6)
      FaceText.fit(canvas, "12", style, in: Rect(x: rect.midX - box.width / 2, y: rect.midY - down, width: box.width, height: h), anchor: .top)
      FaceText.fit(canvas, "6", style, in: Rect(x: rect.midX - box.width / 2, y: rect.midY + down - h, width: box.width, height: h), anchor: .bottom)
      FaceText.fit(canvas, "9", style, in: Rect(x: rect.midX - across, y: rect.midY - h / 2, width: box.width, height: h), anchor: .left)
      FaceText.fit(canvas, "3", style, in: Rect(x: rect.midX + across - box.width, y: rect.midY - h / 2, width: box.width, height: h), anchor: .right)

      // The hands stay inside the ring of numerals: the minute hand at :09 must clear the "12".
      let side = min(rect.width, rect.height) * 0.56
      let style2 = AnalogClock.Style(
        tickColor: .clear, minuteTicks: false, hourHand: Self.deep, minuteHand: Self.deep, hourWidth: 0.12,
        minuteWidth: 0.085, centerDot: Self.deep, handShadow: true)
      AnalogClock(style: style2).draw(canvas, in: Rect(center: rect.center, size: Size(side, side)), time: time)
      canvas.fill(Path.circle(center: rect.center, radius: side * 0.03), .white)
    }
  }
}
