public import Basics
public import Canvas
import Glibc

/// The "Collect 200" cover (seed section 7): a rainbow arcing across a dark
/// blue-grey sky, and two tiny silhouettes on a tightrope strung between two
/// poles over a dark horizon. Square; painted in a unit square scaled to cover
/// `rect`, so wide rects crop the sky rather than squeeze it.
public enum RainbowAlbumArt {
  @MainActor public static func draw(_ canvas: Canvas, in rect: Rect) {
    let side = max(rect.width, rect.height)
    canvas.withState {
      canvas.clip(rect)
      canvas.translate(rect.midX - side / 2, rect.midY - side / 2)
      canvas.scaleBy(side, side)
      drawSky(canvas)
      drawSoft(canvas, side: side)
      drawHorizon(canvas)
      drawRope(canvas, side: side)
      // A lens vignette: the corners fall off into the dark.
      canvas.fill(
        Rect(size: Size(1, 1)),
        .radial(
          center: Point(0.5, 0.48), radius: 0.78,
          stops: [GradientStop(0.55, Color(white: 0, alpha: 0)), GradientStop(1, Color(white: 0, alpha: 0.45))]))
    }
  }

  /// The rainbow's centre (below the frame) and its outer radius.
  static let arcCenter = Point(0.5, 0.98)
  static let arcRadius = 0.6
  static let bandColors: [UInt32] = [0xFF3B30, 0xFF9500, 0xFFD60A, 0x34C759, 0x32A8FF, 0x5856D6, 0xAF52DE]

  static func drawSky(_ c: Canvas) {
    c.fill(
      Rect(size: Size(1, 1)),
      .linear(
        from: Point(0.5, 0), to: Point(0.5, 1),
        stops: [
          GradientStop(0, Color(hex: 0x161C26)), GradientStop(0.45, Color(hex: 0x2C3846)),
          GradientStop(0.78, Color(hex: 0x4A5664)), GradientStop(1, Color(hex: 0x2A313A)),
        ]))
    // Inside a rainbow the sky is brighter than outside it.
    c.fill(
      Rect(size: Size(1, 1)),
      .radial(
        center: arcCenter, radius: arcRadius - 0.05,
        stops: [
          GradientStop(0, Color(hex: 0x9AA6B4, alpha: 0.55)), GradientStop(0.75, Color(hex: 0x7C8896, alpha: 0.35)),
          GradientStop(1, Color(hex: 0x7C8896, alpha: 0)),
        ]))
  }

  /// Clouds and the rainbow are soft: drawn small, blurred once, laid on top.
  @MainActor static func drawSoft(_ c: Canvas, side: Double) {
    let px = max(64, min(512, side * c.scale / 2))
    let soft = Surface(pixelWidth: Int(px), pixelHeight: Int(px), scale: px)
    let sc = Canvas(surface: soft)
    drawClouds(sc)
    drawRainbow(sc)
    c.draw(soft.blurred(radius: 0.012, downsample: 1), in: Rect(size: Size(1, 1)))
  }

  static func drawClouds(_ c: Canvas) {
    var rng = SeededRandom(seed: 200)
    // Long dark storm streaks across the top, lighter wisps lower down.
    for _ in 0..<14 {
      let center = Point(rng.next(-0.1, 1.1), rng.next(0.02, 0.4))
      Shade.spot(c, center, rng.next(0.18, 0.42), rng.next(0.03, 0.07), angle: rng.next(-0.12, 0.08), Color(hex: 0x0D1118, alpha: rng.next(0.35, 0.6)))
    }
    for _ in 0..<10 {
      let center = Point(rng.next(0, 1), rng.next(0.3, 0.72))
      Shade.spot(c, center, rng.next(0.12, 0.3), rng.next(0.02, 0.045), angle: rng.next(-0.08, 0.08), Color(hex: 0xA8B2BE, alpha: rng.next(0.08, 0.18)))
    }
  }

  static func drawRainbow(_ c: Canvas) {
    let band = 0.016
    // The faint secondary bow outside, colours reversed.
    for (i, hex) in bandColors.reversed().enumerated() {
      var p = Path()
      p.arc(center: arcCenter, radius: arcRadius + 0.1 + Double(i) * band * 0.9, start: Double.pi, end: 2 * Double.pi)
      c.stroke(p, .color(Color(hex: hex, alpha: 0.06)), width: band * 0.95, cap: .butt)
    }
    for (i, hex) in bandColors.enumerated() {
      var p = Path()
      p.arc(center: arcCenter, radius: arcRadius - Double(i) * band, start: Double.pi, end: 2 * Double.pi)
      c.stroke(p, .color(Color(hex: hex, alpha: 0.62)), width: band * 1.05, cap: .butt)
    }
    // Brighter where the light is strongest, at the top of the arc.
    var crest = Path()
    crest.arc(center: arcCenter, radius: arcRadius - 3 * band, start: Double.pi * 1.3, end: Double.pi * 1.7)
    c.stroke(crest, .color(Color(white: 1, alpha: 0.12)), width: band * 6, cap: .round)
  }

  /// Low dark hills and the two poles the rope hangs between.
  static func drawHorizon(_ c: Canvas) {
    let hills = Shape.smooth(
      [
        Point(-0.05, 0.86), Point(0.12, 0.83), Point(0.3, 0.855), Point(0.5, 0.84), Point(0.7, 0.86),
        Point(0.88, 0.835), Point(1.05, 0.85), Point(1.05, 1.05), Point(-0.05, 1.05),
      ], closed: true, tension: 0.8)
    c.fill(hills, .linear(from: Point(0.5, 0.83), to: Point(0.5, 1), stops: [GradientStop(0, Color(hex: 0x151B22)), GradientStop(1, Color(hex: 0x07090C))]))
    for (x, top) in [(0.14, 0.6), (0.86, 0.585)] {
      var pole = Path()
      pole.move(to: Point(x - 0.004, 0.87))
      pole.line(to: Point(x - 0.0025, top))
      pole.line(to: Point(x + 0.0025, top))
      pole.line(to: Point(x + 0.004, 0.87))
      pole.close()
      c.fill(pole, Color(hex: 0x0A0D11))
      // Guy lines down to the ground.
      var guy = Path()
      guy.move(to: Point(x, top + 0.005))
      guy.line(to: Point(x + (x < 0.5 ? -0.07 : 0.07), 0.86))
      c.stroke(guy, Color(hex: 0x0A0D11, alpha: 0.8), width: 0.0018)
    }
  }

  /// The rope sags between the poles; the walkers are tiny against the bright sky.
  @MainActor static func drawRope(_ c: Canvas, side: Double) {
    let a = Point(0.14, 0.6), b = Point(0.86, 0.585)
    let sag = 0.05
    func rope(_ t: Double) -> Point {
      Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t + sag * 4 * t * (1 - t))
    }
    var path = Path()
    path.move(to: a)
    for i in 1...40 { path.line(to: rope(Double(i) / 40)) }
    c.stroke(path, Color(hex: 0x0B0E12), width: max(0.0016, 1.2 / side), cap: .butt)
    // A walker with a long balance pole, and a partner ahead with arms out.
    walker(c, feet: rope(0.43), height: 0.052, poleHalf: 0.045, armsOut: false, stride: 0.3)
    walker(c, feet: rope(0.57), height: 0.047, poleHalf: 0, armsOut: true, stride: -0.2)
  }

  /// One silhouette standing on the rope at `feet`.
  static func walker(_ c: Canvas, feet: Point, height h: Double, poleHalf: Double, armsOut: Bool, stride: Double) {
    let ink = Color(hex: 0x090B0E)
    let hip = Point(feet.x, feet.y - h * 0.47)
    let neck = Point(feet.x + h * 0.02, feet.y - h * 0.82)
    // Legs: one on the rope, one stepping.
    for dx in [h * 0.06 * stride, -h * 0.1 * stride] {
      c.fill(Shape.limb(from: hip, to: Point(feet.x + dx, feet.y - h * 0.01), r0: h * 0.055, r1: h * 0.03), ink)
    }
    c.fill(Shape.limb(from: hip, to: neck, r0: h * 0.08, r1: h * 0.07), ink)
    c.fill(Path.circle(center: Point(neck.x + h * 0.01, neck.y - h * 0.09), radius: h * 0.085), ink)
    let shoulder = Point(neck.x, neck.y + h * 0.05)
    if armsOut {
      for side in [-1.0, 1.0] {
        let hand = Point(shoulder.x + side * h * 0.42, shoulder.y - h * 0.08)
        c.fill(Shape.limb(from: shoulder, to: hand, r0: h * 0.035, r1: h * 0.022), ink)
      }
    } else {
      let hands = Point(shoulder.x + h * 0.02, shoulder.y + h * 0.2)
      c.fill(Shape.limb(from: shoulder, to: hands, r0: h * 0.035, r1: h * 0.025), ink)
      var pole = Path()
      pole.move(to: Point(hands.x - poleHalf, hands.y + h * 0.06))
      pole.quadCurve(from: Point(hands.x - poleHalf, hands.y + h * 0.06), to: Point(hands.x + poleHalf, hands.y + h * 0.06), control: Point(hands.x, hands.y - h * 0.06))
      c.stroke(pole, ink, width: h * 0.03, cap: .round)
    }
  }
}
