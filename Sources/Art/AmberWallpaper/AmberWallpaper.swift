public import Basics
public import Canvas

/// The Home dashboard's wallpaper (docs/screens.md §6): a warm amber-to-orange glossy
/// gradient crossed by soft curved streaks of light, like folded satin. Authored
/// in fractions of the rect, so it fills any aspect ratio; deterministic.
/// Everything in it is soft, so it is painted at a quarter of the resolution
/// (a full-resolution radial gradient alone costs tens of milliseconds here) and
/// drawn scaled up; callers keep that small picture, and blur a copy of it for
/// frosted glass.
public enum AmberWallpaper {
  public static func draw(_ canvas: Canvas, in rect: Rect) {
    canvas.draw(picture(size: rect.size, scale: canvas.scale), in: rect)
  }

  /// The wallpaper for `size` points, at a quarter of `scale`: draw it into the
  /// rect it was made for.
  public static func picture(size: Size, scale: Double) -> Surface {
    let soft = Surface(size: size, scale: scale / 4)
    // The pixel grid rounds up past `size` (a side of 200.0000001 pixels is
    // 201), and the whole grid is stretched over the rect: paint every pixel,
    // or the last column or row stays partly transparent.
    let local = Rect(size: soft.size)
    let c = Canvas(surface: soft)
    drawBase(c, in: local)
    drawFolds(c, in: local)
    let picture = soft.blurred(radius: min(size.width, size.height) * 0.03, downsample: 1)
    drawSheens(Canvas(surface: picture), in: local, scale: scale / 4)
    return picture
  }

  /// Golden amber at the top left deepening to burnt orange at the bottom right,
  /// with a warm light pooled near the top.
  static func drawBase(_ c: Canvas, in r: Rect) {
    c.fill(
      r,
      .linear(
        from: Point(r.minX, r.minY), to: Point(r.maxX, r.maxY),
        stops: [
          GradientStop(0, Color(hex: 0xFFB53C)), GradientStop(0.38, Color(hex: 0xF99224)),
          GradientStop(0.72, Color(hex: 0xEA6A14)), GradientStop(1, Color(hex: 0xC9470C)),
        ]))
    let d = max(r.width, r.height)
    c.fill(
      r,
      .radial(
        center: point(r, 0.28, 0.05), radius: d * 0.55,
        stops: [GradientStop(0, Color(hex: 0xFFD98A, alpha: 0.75)), GradientStop(1, Color(hex: 0xFFC466, alpha: 0))]))
    c.fill(
      r,
      .radial(
        center: point(r, 0.95, 1.05), radius: d * 0.45,
        stops: [GradientStop(0, Color(hex: 0xA8360A, alpha: 0.55)), GradientStop(1, Color(hex: 0xA8360A, alpha: 0))]))
  }

  /// One fold of the satin: a band between two sweeping curves, lit along one
  /// edge and shaded along the other. Points are fractions of the rect.
  struct Fold {
    var top: [(Double, Double)]
    var bottom: [(Double, Double)]
    var light: Color
    var shade: Color
  }

  static let folds: [Fold] = [
    // A broad arc from the left edge rising over the upper middle.
    Fold(
      top: [(-0.1, 0.62), (0.2, 0.18), (0.62, 0.02), (1.1, 0.10)],
      bottom: [(1.1, 0.30), (0.66, 0.22), (0.28, 0.40), (-0.1, 0.86)],
      light: Color(hex: 0xFFE4A6, alpha: 0.9), shade: Color(hex: 0xE8700F, alpha: 0.35)),
    // A long S sweeping down through the middle to the bottom right.
    Fold(
      top: [(-0.1, 1.0), (0.35, 0.55), (0.6, 0.62), (1.1, 0.30)],
      bottom: [(1.1, 0.55), (0.7, 0.82), (0.42, 0.76), (0.05, 1.1)],
      light: Color(hex: 0xFFC15A, alpha: 0.8), shade: Color(hex: 0xD24F0C, alpha: 0.55)),
    // A tight curl at the right.
    Fold(
      top: [(0.55, 1.1), (0.78, 0.7), (0.92, 0.5), (1.1, 0.46)],
      bottom: [(1.1, 0.78), (0.96, 0.8), (0.86, 0.9), (0.75, 1.1)],
      light: Color(hex: 0xFFB347, alpha: 0.75), shade: Color(hex: 0xB83C08, alpha: 0.5)),
  ]

  static func drawFolds(_ c: Canvas, in r: Rect) {
    for f in folds {
      var band = Path()
      band.move(to: point(r, f.top[0].0, f.top[0].1))
      band.curve(to: point(r, f.top[3].0, f.top[3].1), control1: point(r, f.top[1].0, f.top[1].1), control2: point(r, f.top[2].0, f.top[2].1))
      band.line(to: point(r, f.bottom[0].0, f.bottom[0].1))
      band.curve(
        to: point(r, f.bottom[3].0, f.bottom[3].1), control1: point(r, f.bottom[1].0, f.bottom[1].1),
        control2: point(r, f.bottom[2].0, f.bottom[2].1))
      band.close()
      // Lit along the top curve, shaded towards the bottom one.
      let a = point(r, (f.top[1].0 + f.top[2].0) / 2, (f.top[1].1 + f.top[2].1) / 2)
      let b = point(r, (f.bottom[1].0 + f.bottom[2].0) / 2, (f.bottom[1].1 + f.bottom[2].1) / 2)
      c.fill(band, .linear(from: a, to: b, stops: [GradientStop(0, f.light), GradientStop(0.55, f.light.withAlpha(f.light.alpha * 0.25)), GradientStop(1, f.shade)]))
    }
    // A darker trough under the middle fold gives the light something to stand on.
    var trough = Path()
    trough.move(to: point(r, -0.1, 0.9))
    trough.curve(to: point(r, 1.1, 0.62), control1: point(r, 0.3, 0.62), control2: point(r, 0.7, 0.95))
    trough.line(to: point(r, 1.1, 0.75))
    trough.curve(to: point(r, -0.1, 1.05), control1: point(r, 0.7, 1.05), control2: point(r, 0.3, 0.78))
    trough.close()
    c.fill(trough, Color(hex: 0xB9420A, alpha: 0.35))
  }

  /// Glossy highlights along the crests of the folds: soft, brightest in the
  /// middle of their run and fading out towards both ends.
  static func drawSheens(_ c: Canvas, in r: Rect, scale: Double) {
    let w = min(r.width, r.height)
    let soft = Surface(size: r.size, scale: scale)
    let sc = Canvas(surface: soft)
    let local = Rect(size: r.size)
    let crests: [(points: [(Double, Double)], alpha: Double)] = [
      ([(-0.05, 0.66), (0.22, 0.22), (0.6, 0.06), (1.05, 0.12)], 0.55),
      ([(-0.05, 0.98), (0.36, 0.58), (0.62, 0.65), (1.05, 0.33)], 0.4),
    ]
    for crest in crests {
      let p = crest.points
      var path = Path()
      path.move(to: point(local, p[0].0, p[0].1))
      path.curve(to: point(local, p[3].0, p[3].1), control1: point(local, p[1].0, p[1].1), control2: point(local, p[2].0, p[2].1))
      let light = Color(hex: 0xFFF3D6)
      let along = Paint.linear(
        from: point(local, p[0].0, p[0].1), to: point(local, p[3].0, p[3].1),
        stops: [
          GradientStop(0, light.withAlpha(0)), GradientStop(0.35, light.withAlpha(crest.alpha)),
          GradientStop(0.6, light.withAlpha(crest.alpha * 0.8)), GradientStop(1, light.withAlpha(0)),
        ])
      sc.stroke(path, along, width: w * 0.05, cap: .round)
      sc.stroke(path, along, width: w * 0.012, cap: .round)
    }
    c.draw(soft.blurred(radius: w * 0.008, downsample: 1), in: r)
  }

  static func point(_ r: Rect, _ x: Double, _ y: Double) -> Point { Point(r.minX + x * r.width, r.minY + y * r.height) }
}
