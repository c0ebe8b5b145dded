import Canvas

/// The sky behind the people: a vertical gradient, a warm glow where the sun is,
/// cumulus clouds and a hazy band of distant trees. Clouds and trees are blurred
/// a little, like a background a portrait lens leaves out of focus.
enum Sky {
  static func draw(_ c: Canvas, in rect: Rect) {
    c.withState {
      c.clip(rect)
      c.fill(
        rect,
        .linear(
          from: Point(rect.midX, rect.minY), to: Point(rect.midX, rect.maxY),
          stops: [
            GradientStop(0, Color(hex: 0x1550B8)), GradientStop(0.35, Color(hex: 0x2E78D6)),
            GradientStop(0.7, Color(hex: 0x6FB0EC)), GradientStop(1, Color(hex: 0xBFE0F8)),
          ]))
      // The sun sits off-frame at the upper left: it lights the people from there too.
      let h = rect.height
      c.fill(
        rect,
        .radial(
          center: Point(rect.minX - h * 0.05, rect.minY - h * 0.1), radius: h * 1.1,
          stops: [
            GradientStop(0, Color(white: 1, alpha: 0.55)), GradientStop(0.35, Color(hex: 0xE8F4FF, alpha: 0.22)),
            GradientStop(1, Color(white: 1, alpha: 0)),
          ]))

      // Soft parts go through one small offscreen pass and a blur.
      let soft = Surface(size: rect.size, scale: min(c.scale, 1.5))
      let sc = Canvas(surface: soft)
      let local = Rect(size: rect.size)
      drawClouds(sc, in: local)
      drawTreeline(sc, in: local)
      c.draw(soft.blurred(radius: max(1, h * 0.006), downsample: 2), in: rect)
    }
  }

  /// One cumulus: where it sits (fractions of the rect), its width (fraction of the
  /// rect's height, so clouds keep their size across aspect ratios) and a seed.
  private struct CloudSpec {
    var x: Double
    var y: Double
    var width: Double
    var seed: UInt64
    var flatness: Double = 1
  }

  private static let clouds: [CloudSpec] = [
    CloudSpec(x: 0.30, y: 0.20, width: 0.22, seed: 11, flatness: 0.8),
    CloudSpec(x: 0.74, y: 0.14, width: 0.18, seed: 23, flatness: 0.7),
    CloudSpec(x: -0.01, y: 0.36, width: 0.30, seed: 5),
    CloudSpec(x: 0.55, y: 0.42, width: 0.26, seed: 31, flatness: 0.85),
    CloudSpec(x: 0.14, y: 0.66, width: 0.50, seed: 7),
    CloudSpec(x: 0.88, y: 0.58, width: 0.56, seed: 3),
    CloudSpec(x: 0.50, y: 0.84, width: 0.60, seed: 19, flatness: 0.6),
  ]

  private struct Puff {
    var center: Point
    var radius: Double
  }

  static func drawClouds(_ c: Canvas, in rect: Rect) {
    for spec in clouds {
      let center = Point(rect.minX + rect.width * spec.x, rect.minY + rect.height * spec.y)
      drawCloud(c, base: center, width: rect.height * spec.width, seed: spec.seed, flatness: spec.flatness)
    }
  }

  /// A cloud is a flat-bottomed row of puffs with a dome of bigger puffs on top.
  /// Each puff is lit at its upper left and greys towards its lower right, so
  /// where puffs overlap the cloud gets its cauliflower relief.
  private static func drawCloud(_ c: Canvas, base: Point, width w: Double, seed: UInt64, flatness: Double) {
    var rng = SeededRandom(seed: seed)
    var puffs: [Puff] = []
    let n = 7
    for i in 0..<n {
      let t = (Double(i) + 0.5) / Double(n) * 2 - 1
      let x = base.x + t * w * 0.5 + rng.next(-0.03, 0.03) * w
      let r = w * (0.08 + 0.09 * (1 - t * t)) * rng.next(0.85, 1.15)
      puffs.append(Puff(center: Point(x, base.y - r * 0.45), radius: r))
    }
    for _ in 0..<4 {
      let t = rng.next(-0.55, 0.55)
      let r = w * rng.next(0.13, 0.2) * (1 - abs(t) * 0.5)
      let y = base.y - w * 0.11 * flatness - r * 0.55 * flatness - (1 - abs(t)) * w * 0.06 * flatness
      puffs.append(Puff(center: Point(base.x + t * w * 0.42, y), radius: r))
    }
    // Higher puffs first, so lower ones overlap them with their shaded bellies.
    puffs.sort { $0.center.y - $0.radius < $1.center.y - $1.radius }

    // Blue-grey underside the puffs sit on.
    Shade.spot(c, Point(base.x, base.y - w * 0.02), w * 0.55, w * 0.09, Color(hex: 0x9DB5D4, alpha: 0.85))
    for p in puffs {
      Shade.spot(
        c, p.center + Point(p.radius * 0.15, p.radius * 0.25), p.radius * 1.05, p.radius * 0.95,
        Color(hex: 0x92ABCC, alpha: 0.5))
    }
    for p in puffs {
      c.fill(
        Path.circle(center: p.center, radius: p.radius),
        .radial(
          center: p.center, radius: p.radius,
          stops: [
            GradientStop(0, Color(white: 1)), GradientStop(0.45, Color(hex: 0xF7FAFE)),
            GradientStop(0.78, Color(hex: 0xD9E4F2)), GradientStop(0.92, Color(hex: 0xC6D5EA, alpha: 0.85)),
            GradientStop(1, Color(hex: 0xC6D5EA, alpha: 0)),
          ],
          focus: p.center + Point(-p.radius * 0.35, -p.radius * 0.45), focusRadius: p.radius * 0.1))
    }
  }

  /// Distant trees along the bottom: hazy blue-green, paler at the top like air in between.
  static func drawTreeline(_ c: Canvas, in rect: Rect) {
    var rng = SeededRandom(seed: 42)
    let h = rect.height
    let top = rect.maxY - h * 0.13
    var points: [Point] = [Point(rect.minX - h * 0.05, rect.maxY + 10)]
    var x = rect.minX - h * 0.05
    while x < rect.maxX + h * 0.05 {
      points.append(Point(x, top + rng.next(-0.025, 0.035) * h))
      x += h * rng.next(0.025, 0.05)
    }
    points.append(Point(rect.maxX + h * 0.05, rect.maxY + 10))
    let path = Shape.smooth(points, closed: true, tension: 1)
    c.fill(
      path,
      .linear(
        from: Point(rect.midX, top - h * 0.04), to: Point(rect.midX, rect.maxY),
        stops: [
          GradientStop(0, Color(hex: 0x8EB4C8)), GradientStop(0.5, Color(hex: 0x6F9AA2)),
          GradientStop(1, Color(hex: 0x4F7C74)),
        ]))
  }
}
