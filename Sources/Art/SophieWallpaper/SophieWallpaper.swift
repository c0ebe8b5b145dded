public import Basics
public import Canvas

/// Sophie's home wallpaper: a portrait photo of her, thrown far out of focus
/// and toned green: a garden of soft green light behind, her curly brown hair
/// and face a little right of centre, a pale top at the bottom. Painted small
/// and blurred, so it is cheap; callers cache it (one per size).
public enum SophieWallpaper {
  /// Paints the blurred portrait filling `rect`.
  public static func draw(_ canvas: Canvas, in rect: Rect) {
    guard !rect.isEmpty else { return }
    // A sixth of the resolution is plenty for a picture this soft.
    // Its pixel grid rounds up past `rect`, and the whole grid is stretched
    // over `rect`: paint every pixel, or the last row and column stay partly
    // transparent.
    let reduced = Surface(size: rect.size, scale: canvas.scale / 6)
    let c = Canvas(surface: reduced)
    portrait(c, in: Rect(size: reduced.size))
    let soft = reduced.blurred(radius: min(rect.width, rect.height) * 0.05, downsample: 1)
    canvas.draw(soft, in: rect)
  }

  /// The sharp picture in `r` (before the blur).
  static func portrait(_ c: Canvas, in r: Rect) {
    func p(_ x: Double, _ y: Double) -> Point { Point(r.minX + r.width * x, r.minY + r.height * y) }
    let u = r.height
    // Garden greens, lighter towards the upper left where the sun comes through.
    c.fill(
      r,
      .linear(
        from: p(0, 0), to: p(1, 1),
        stops: [GradientStop(0, Color(hex: 0x9CC98A)), GradientStop(0.45, Color(hex: 0x4E8F57)), GradientStop(1, Color(hex: 0x1E4A2E))]))
    // Leaves and light in the background, as big soft blobs.
    let bokeh: [(Double, Double, Double, UInt32, Double)] = [
      (0.08, 0.18, 0.22, 0xD8F0B0, 0.7), (0.3, 0.08, 0.16, 0xC2E6A0, 0.6), (0.2, 0.55, 0.26, 0x3F7F48, 0.7),
      (0.04, 0.86, 0.24, 0x2C6238, 0.8), (0.9, 0.12, 0.2, 0x8CC27A, 0.55), (0.95, 0.7, 0.28, 0x24522F, 0.8),
      (0.42, 0.9, 0.2, 0x356E40, 0.6), (0.36, 0.34, 0.12, 0xE6F6C8, 0.45),
    ]
    for (x, y, radius, hex, a) in bokeh { Shade.spot(c, p(x, y), u * radius, u * radius, Color(hex: hex, alpha: a)) }

    // Sophie, a little right of centre, looking at us.
    let head = p(0.6, 0.42)
    // Shoulders and a pale sage top.
    var shoulders = Path()
    shoulders.move(to: p(0.32, 1.05))
    shoulders.curve(to: p(0.5, 0.74), control1: p(0.33, 0.86), control2: p(0.42, 0.76))
    shoulders.line(to: p(0.7, 0.74))
    shoulders.curve(to: p(0.9, 1.05), control1: p(0.79, 0.76), control2: p(0.88, 0.86))
    shoulders.close()
    c.fill(shoulders, .linear(from: p(0.6, 0.74), to: p(0.6, 1), stops: [GradientStop(0, Color(hex: 0xE4EBD2)), GradientStop(1, Color(hex: 0xA9BC98))]))
    // The curly hair: a wide cloud round the head, down past the shoulders.
    for (dx, dy, rx, ry) in [(0.0, -0.02, 0.2, 0.24), (-0.1, 0.16, 0.12, 0.22), (0.1, 0.16, 0.12, 0.22), (-0.14, 0.32, 0.08, 0.16), (0.14, 0.32, 0.08, 0.16)] {
      Shade.spot(c, Point(head.x + u * dx, head.y + u * dy), u * rx * 1.1, u * ry * 1.05, Color(hex: 0x5A3A1E, alpha: 1))
    }
    c.fill(
      Path.ellipse(in: Rect(center: Point(head.x, head.y - u * 0.02), size: Size(u * 0.36, u * 0.42))),
      .radial(center: Point(head.x - u * 0.05, head.y - u * 0.12), radius: u * 0.26, stops: [GradientStop(0, Color(hex: 0x9A6A3C)), GradientStop(1, Color(hex: 0x4A2E16))]))
    // Neck and face, warm skin in green light.
    c.fill(Path.roundedRect(Rect(center: Point(head.x, head.y + u * 0.22), size: Size(u * 0.1, u * 0.16)), radius: u * 0.04), Color(hex: 0xD8A888))
    c.fill(
      Path.ellipse(in: Rect(center: Point(head.x, head.y + u * 0.05), size: Size(u * 0.2, u * 0.26))),
      .radial(center: Point(head.x - u * 0.03, head.y), radius: u * 0.16, stops: [GradientStop(0, Color(hex: 0xF6D2B6)), GradientStop(1, Color(hex: 0xC99474))]))
    // Fringe waves over the forehead.
    Shade.spot(c, Point(head.x + u * 0.04, head.y - u * 0.08), u * 0.12, u * 0.06, Color(hex: 0x6B4526, alpha: 0.95))
    // Eyes and a smile, only hints once blurred.
    for s in [-1.0, 1.0] { Shade.spot(c, Point(head.x + s * u * 0.045, head.y + u * 0.04), u * 0.018, u * 0.01, Color(hex: 0x3A2414, alpha: 0.8)) }
    Shade.spot(c, Point(head.x, head.y + u * 0.12), u * 0.035, u * 0.012, Color(hex: 0xB05A50, alpha: 0.7))
    // The green toning over everything, as the photo was graded.
    c.fill(r, Color(hex: 0x3E8A4A, alpha: 0.28))
  }
}
