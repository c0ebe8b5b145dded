public import Basics
public import Canvas

/// A photo scene painted in three layers: a face puts its numerals between the
/// background and the people (the reference's photo faces do), and anything in
/// front of the people (a blurred leaf, a flare) goes last.
@MainActor
public protocol LayeredScene {
  /// The out-of-focus world behind the people, filling `rect`.
  static func drawBackground(_ canvas: Canvas, in rect: Rect)
  /// The people, laid out from `rect`, transparent elsewhere.
  static func drawPeople(_ canvas: Canvas, in rect: Rect)
  /// What lies in front of the people, transparent elsewhere.
  static func drawForeground(_ canvas: Canvas, in rect: Rect)
}

extension LayeredScene {
  public static func drawForeground(_ canvas: Canvas, in rect: Rect) {}

  /// The whole picture, layers in order.
  public static func draw(_ canvas: Canvas, in rect: Rect) {
    drawBackground(canvas, in: rect)
    drawPeople(canvas, in: rect)
    drawForeground(canvas, in: rect)
  }
}
