public import Basics
public import Canvas
public import HomeModel

/// A pink analog clock with dark-red hands and small numerals (docs/screens.md §1 row 2,
/// fifth face).
public struct PinkAnalogFace: FaceRenderer {
  /// How the time and any temperature are written.
  public var locale = DisplayLocale()
  public let id = "pink-analog"
  public init() {}

  static let darkRed = Color(hex: 0x8C1C2C)

  public func draw(_ canvas: Canvas, in rect: Rect, time: CivilTime) {
    canvas.withState {
      canvas.clip(rect)
      canvas.fill(
        rect,
        .linear(from: Point(rect.minX, rect.minY), to: Point(rect.maxX, rect.maxY), stops: [
          GradientStop(0, Color(hex: 0xF9C9D4)), GradientStop(1, Color(hex: 0xF2A7BA)),
        ]))
      let side = min(rect.width, rect.height) * 0.9
      let dial = Rect(center: rect.center, size: Size(side, side))
      // A soft shadow lifts the dial off the background.
      canvas.fill(
        Path.circle(center: Point(dial.midX, dial.midY + side * 0.012), radius: side / 2 * 1.02),
        .radial(center: Point(dial.midX, dial.midY + side * 0.012), radius: side / 2 * 1.04, stops: [
          GradientStop(0.9, Color(hex: 0xB0506A, alpha: 0.25)), GradientStop(1, Color(hex: 0xB0506A, alpha: 0)),
        ]))
      let style = AnalogClock.Style(
        face: .radial(center: Point(dial.midX, dial.minY + side * 0.3), radius: side * 0.7, stops: [
          GradientStop(0, Color(hex: 0xFFE6EC)), GradientStop(1, Color(hex: 0xF8BFCD)),
        ]),
        tickColor: Self.darkRed.withAlpha(0.7), minuteTicks: true, numerals: .all(radius: 0.74, size: 0.1),
        numeralStyle: TextStyle(family: "Inter", weight: .semibold, size: 10, color: Self.darkRed),
        hourHand: Self.darkRed, minuteHand: Self.darkRed, hourWidth: 0.05, minuteWidth: 0.035,
        centerDot: Self.darkRed, handShadow: true)
      AnalogClock(style: style).draw(canvas, in: dial, time: time)
    }
  }
}
