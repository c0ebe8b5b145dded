import Basics
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
      let glow = Rect(x: rect.minX, y: rect.minY, width: h * 1.05, height: h).intersection(rect)
      c.fill(
        glow,
        .radial(
          center: Point(rect.minX - h * 0.05, rect.minY - h * 0.1), radius: h * 1.1,
          stops: [
            GradientStop(0, Color(white: 1, alpha: 0.55)), GradientStop(0.35, Color(hex: 0xE8F4FF, alpha: 0.22)),
            GradientStop(1, Color(white: 1, alpha: 0)),
          ]))

      // Soft parts are drawn at half resolution (they end up blurred anyway, and
      // the many gradient puffs are the costly part), then blurred once.
      let soft = Surface(size: rect.size, scale: min(c.scale, 1.5) / 2)
      let sc = Canvas(surface: soft)
      let local = Rect(size: rect.size)
      drawClouds(sc, in: local)
      drawTreeline(sc, in: local)
      c.draw(soft.blurred(radius: max(1, h * 0.006), downsample: 1), in: rect)
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
  /// The puffs are first laid down as one blue-grey body, darker low down, then
  /// each gets a soft white light on its upper left: where they overlap the
  /// cloud gets its cauliflower relief without hard rings.
  private static func drawCloud(_ c: Canvas, base: Point, width w: Double, seed: UInt64, flatness: Double) {
    var rng = SeededRandom(seed: seed)
    var puffs: [Puff] = []
    // Three tiers: a flat-bottomed base, a middle row and a crown.
    let tiers: [(count: Int, span: Double, lo: Double, hi: Double, lift: Double)] = [
      (8, 0.42, 0.1, 0.13, 0), (4, 0.28, 0.13, 0.17, 0.08), (2, 0.12, 0.15, 0.19, 0.17),
    ]
    for tier in tiers {
      for i in 0..<tier.count {
        let t = (Double(i) + 0.5) / Double(tier.count) * 2 - 1
        let x = base.x + (t + rng.next(-0.35, 0.35) / Double(tier.count)) * w * tier.span
        let r = w * rng.next(tier.lo, tier.hi) * (1 - abs(t) * 0.3)
        let y = base.y - (w * tier.lift + r * 0.6) * flatness - (1 - t * t) * w * 0.03 * flatness
        puffs.append(Puff(center: Point(x, y), radius: r))
      }
    }
    let top = puffs.map { $0.center.y - $0.radius }.min() ?? base.y
    let height = max(base.y - top, 1)
    // Higher puffs first, so lower ones overlap them with their shaded bellies.
    puffs.sort { $0.center.y - $0.radius < $1.center.y - $1.radius }

    let lit = Color(hex: 0xE8EFF8), shadow = Color(hex: 0x8FA7C8)
    c.withState {
    // Cumulus have flat bases: cut the low puffs off along the base line.
    c.clip(Rect(x: base.x - w, y: base.y - w * 2, width: w * 2, height: w * 2 + w * 0.01))
    for p in puffs {
      let body = Color.lerp(lit, shadow, min(1, max(0, (p.center.y + p.radius * 0.3 - top) / height)))
      c.fill(
        Path.circle(center: p.center, radius: p.radius),
        .radial(
          center: p.center, radius: p.radius,
          stops: [GradientStop(0, body), GradientStop(0.8, body), GradientStop(1, body.withAlpha(0))]))
    }
    // The flat, shadowed underside.
    Shade.spot(c, Point(base.x, base.y - w * 0.02), w * 0.5, w * 0.05, shadow.withAlpha(0.7))
    for p in puffs {
      // Sunlit tops glow; puffs low in the cloud sit in its own shade.
      let lowness = min(1, max(0, (p.center.y - top) / height))
      let h = p.center + Point(-p.radius * rng.next(0.12, 0.3), -p.radius * rng.next(0.18, 0.32))
      let a = 1 - 0.45 * lowness
      c.fill(
        Path.circle(center: h, radius: p.radius * 0.85),
        .radial(
          center: h, radius: p.radius * 0.85,
          stops: [
            GradientStop(0, Color(white: 1, alpha: 0.95 * a)), GradientStop(0.4, Color(white: 1, alpha: 0.6 * a)),
            GradientStop(1, Color(white: 1, alpha: 0)),
          ]))
    }
    }
  }

  /// Distant trees along the bottom: a row of round crowns, hazy blue-green and
  /// paler at the top like the air in between.
  static func drawTreeline(_ c: Canvas, in rect: Rect) {
    var rng = SeededRandom(seed: 42)
    let h = rect.height
    let top = rect.maxY - h * 0.1
    let paint = Paint.linear(
      from: Point(rect.midX, top - h * 0.05), to: Point(rect.midX, rect.maxY),
      stops: [
        GradientStop(0, Color(hex: 0x9DC0D2)), GradientStop(0.45, Color(hex: 0x7AA3A8)),
        GradientStop(1, Color(hex: 0x55806F)),
      ])
    c.fill(Rect(x: rect.minX, y: top, width: rect.width, height: rect.maxY - top), paint)
    var x = rect.minX - h * 0.02
    while x < rect.maxX + h * 0.03 {
      // Now and then a taller tree breaks the line.
      let tall = rng.next() < 0.18
      let r = h * (tall ? rng.next(0.035, 0.05) : rng.next(0.016, 0.03))
      let y = top - (tall ? r * 0.9 : r * rng.next(0.1, 0.6))
      c.fill(Path.circle(center: Point(x, y), radius: r), paint)
      x += r * rng.next(0.9, 1.5)
    }
  }
}
