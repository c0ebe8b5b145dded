public import Basics
public import Canvas
import Glibc

/// The Siri orb: a glossy dark-glass sphere lit from inside along its lower
/// edge by a bright white-and-rainbow rim, with a soft coloured shimmer and a
/// specular highlight that slowly travels round the top. One drawing at any
/// size: the home's Siri icon, the Assistant's ~110 pt orb and its 64 pt card.
public enum SiriOrb {
  /// Paints the orb of `radius` at `center`. `phase` (radians) turns the
  /// highlight and the shimmer; 0 is the resting look.
  public static func draw(_ canvas: Canvas, center: Point, radius r: Double, phase: Double = 0) {
    guard r > 0 else { return }
    let sphere = Path.circle(center: center, radius: r)
    // A coloured glow spilling below the sphere, as the rim light would.
    canvas.fill(
      Path.circle(center: Point(center.x, center.y + r * 0.18), radius: r * 1.22),
      .radial(
        center: Point(center.x, center.y + r * 0.3), radius: r * 1.22,
        stops: [
          GradientStop(0.6, Color(hex: 0xB45CFF, alpha: 0.22)), GradientStop(0.8, Color(hex: 0x4FA8FF, alpha: 0.1)),
          GradientStop(1, Color(hex: 0x4FA8FF, alpha: 0)),
        ]))
    // The dark glass body, lit softly from the upper left.
    canvas.fill(
      sphere,
      .radial(
        center: center, radius: r,
        stops: [
          GradientStop(0, Color(hex: 0x3A3A44)), GradientStop(0.55, Color(hex: 0x1C1C22)), GradientStop(0.9, Color(hex: 0x0B0B0F)),
          GradientStop(1, Color(hex: 0x060608)),
        ],
        focus: Point(center.x - r * 0.35, center.y - r * 0.45), focusRadius: 0))
    canvas.withState {
      canvas.clip(sphere)
      shimmer(canvas, center: center, radius: r, phase: phase)
      rimLight(canvas, center: center, radius: r)
      highlight(canvas, center: center, radius: r, phase: phase)
    }
    // The glass edge: a hairline, brighter at the top.
    canvas.stroke(
      Path.circle(center: center, radius: r - max(0.5, r * 0.01)),
      .linear(
        from: Point(center.x, center.y - r), to: Point(center.x, center.y + r),
        stops: [GradientStop(0, Color(white: 1, alpha: 0.3)), GradientStop(0.5, Color(white: 1, alpha: 0.04)), GradientStop(1, Color(white: 1, alpha: 0.2))]),
      width: max(1, r * 0.02))
  }

  /// Hue 0…1 round the colour wheel at full saturation: the rim's rainbow.
  static func rainbow(_ hue: Double, alpha: Double) -> Color {
    let h = (hue - floor(hue)) * 6
    let x = 1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)
    let (r, g, b): (Double, Double, Double) =
      switch Int(h) {
      case 0: (1, x, 0)
      case 1: (x, 1, 0)
      case 2: (0, 1, x)
      case 3: (0, x, 1)
      case 4: (x, 0, 1)
      default: (1, 0, x)
      }
    // Pastel: mixed a little towards white, as light through glass reads.
    return Color(red: 0.25 + 0.75 * r, green: 0.25 + 0.75 * g, blue: 0.25 + 0.75 * b, alpha: alpha)
  }

  /// The rim light: rainbow bands hugging the lower edge, strongest at the
  /// bottom, fading out round the sides; a white-hot core along the bottom.
  static func rimLight(_ canvas: Canvas, center c: Point, radius r: Double) {
    // Cairo angles: 0 is right, π/2 is straight down. Along the lower half a
    // point's x follows its angle, so one horizontal gradient colours the whole
    // arc without seams: rainbow across, brightest straight down.
    for pass in 0..<3 {
      let (width, inset, strength): (Double, Double, Double) =
        switch pass {
        case 0: (r * 0.34, r * 0.17, 0.24)  // the wide soft bloom inside the glass
        case 1: (r * 0.12, r * 0.07, 0.62)
        default: (r * 0.045, r * 0.025, 0.95)  // the bright thin edge
        }
      let radius = r - inset
      var stops: [GradientStop] = []
      for i in 0...16 {
        let x = Double(i) / 16  // left to right across the orb
        // Nothing near the arc's ends (the stroke's inner edge reaches in there).
        let envelope = pow(min(max((min(x, 1 - x) - 0.05) / 0.3, 0), 1), 1.2)
        stops.append(GradientStop(x, rainbow(0.97 - x * 0.95, alpha: strength * envelope)))
      }
      var arc = Path()
      arc.arc(center: c, radius: radius, start: 0, end: Double.pi)
      canvas.stroke(
        arc, .linear(from: Point(c.x - radius, c.y), to: Point(c.x + radius, c.y), stops: stops),
        width: width, cap: .butt)
    }
    // White light where the rim is brightest.
    Shade.spot(canvas, Point(c.x, c.y + r * 0.93), r * 0.5, r * 0.09, Color(white: 1, alpha: 0.85))
  }

  /// Soft colour moving slowly inside the lower half of the glass.
  static func shimmer(_ canvas: Canvas, center c: Point, radius r: Double, phase: Double) {
    let blobs: [(UInt32, Double, Double, Double)] = [(0xFF4FA3, -0.42, 0.42, 0.0), (0x3FA9FF, 0.4, 0.46, 2.1), (0x9B5CFF, 0.0, 0.6, 4.2)]
    for (hex, x, y, offset) in blobs {
      let wobble = sin(phase + offset) * r * 0.08
      Shade.spot(canvas, Point(c.x + x * r + wobble, c.y + y * r), r * 0.55, r * 0.32, Color(hex: hex, alpha: 0.28))
    }
  }

  /// The specular highlight on the glass: a soft oval near the top that
  /// travels round with `phase`, and a thin bright crescent along the top edge.
  static func highlight(_ canvas: Canvas, center c: Point, radius r: Double, phase: Double) {
    let angle = -Double.pi * 0.68 + sin(phase) * 0.35
    let spot = Point(c.x + cos(angle) * r * 0.5, c.y + sin(angle) * r * 0.5)
    canvas.withState {
      canvas.translate(spot.x, spot.y)
      canvas.rotate(angle + Double.pi / 2)
      canvas.scaleBy(r * 0.42, r * 0.2)
      canvas.fill(
        Path.circle(center: .zero, radius: 1),
        .radial(center: .zero, radius: 1, stops: [GradientStop(0, Color(white: 1, alpha: 0.34)), GradientStop(1, Color(white: 1, alpha: 0))]))
    }
    var crescent = Path()
    crescent.arc(center: c, radius: r * 0.94, start: Double.pi * 1.15, end: Double.pi * 1.85)
    canvas.stroke(crescent, .color(Color(white: 1, alpha: 0.16)), width: r * 0.05, cap: .round)
  }
}
