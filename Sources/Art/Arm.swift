import Basics
import Canvas
import Glibc

/// An arm in one piece: the upper arm from the shoulder (a little fuller
/// above the middle) to the elbow, the forearm swelling just below the elbow
/// and tapering to the wrist. Shaded as one rounded form: nested, ever
/// narrower copies of the outline moved towards the light, so the shading
/// bends round the elbow with the arm instead of lying across it in stripes.
struct Arm {
  var shoulder: Point
  var elbow: Point
  var wrist: Point
  /// Half widths at the shoulder, the elbow, the forearm's widest and the wrist.
  var shoulderRadius: Double
  var elbowRadius: Double
  var forearmRadius: Double
  var wristRadius: Double

  /// The arm's outline, every half width scaled by `f` and the whole moved by `shift`.
  /// Two overlapping pieces wound the same way: filled, they read as one.
  func outline(scale f: Double = 1, shift: Point = .zero) -> Path {
    var p = upperOutline(scale: f, shift: shift)
    p.append(Self.segment(
      from: elbow + shift, to: wrist + shift, radii: (elbowRadius * f, forearmRadius * f, wristRadius * f), swellAt: 0.22))
    return p
  }

  /// The upper arm alone, from the shoulder to the elbow: where a sleeve goes.
  func upperOutline(scale f: Double = 1, shift: Point = .zero) -> Path {
    Self.segment(
      from: shoulder + shift, to: elbow + shift, radii: (shoulderRadius * f, shoulderRadius * 1.04 * f, elbowRadius * f), swellAt: 0.35)
  }

  /// Paints the arm in `tone`, lit from `light` (a unit direction in the
  /// canvas's current frame); `gloss` below 1 for matte cloth, whose lit side
  /// shines less than skin; no `crease` where the elbow bends too little to
  /// fold (a crease on a short sleeve reads as a stray mark). Returns the outline.
  @discardableResult
  func draw(_ c: Canvas, tone: Tone, light: Point = Point(-0.6, -0.8), gloss: Double = 1, crease: Bool = true) -> Path {
    let body = outline()
    let r = elbowRadius
    c.fill(body, tone.dark)
    c.withState {
      c.clip(body)
      let steps = 12
      for i in 1...steps {
        let t = Double(i) / Double(steps)
        // Dark turning to mid tone over the first half, mid to lit over the rest.
        let color = t < 0.5 ? Color.lerp(tone.dark, tone.base, t * 2) : Color.lerp(tone.base, tone.light, (t - 0.5) * 1.6 * gloss)
        c.fill(outline(scale: 1 - 0.8 * t, shift: light * (r * 0.5 * t)), color)
      }
      // The crease on the inside of the bent elbow.
      guard crease else { return }
      let inward = Self.bendSide(shoulder: shoulder, elbow: elbow, wrist: wrist)
      var fold = Path()
      let a = elbow + Self.unit(shoulder - elbow) * (r * 0.6) + inward * (r * 0.55)
      let b = elbow + Self.unit(wrist - elbow) * (r * 0.6) + inward * (r * 0.55)
      fold.move(to: a)
      fold.quadCurve(from: a, to: b, control: elbow + inward * (r * 0.35))
      Shade.softLine(c, fold, tone.dark.withAlpha(0.3), width: r * 0.4, steps: 4)
    }
    return body
  }

  /// The arm's shadow on what lies under it, a soft dark copy moved away from the light.
  func castShadow(_ c: Canvas, offset: Point, color: Color) {
    for (f, a) in [(1.12, 0.35), (1.0, 0.45), (0.85, 0.5)] {
      c.fill(outline(scale: f, shift: offset), color.withAlpha(color.alpha * a))
    }
  }

  /// Which side of the arm the elbow bends towards (a unit vector at the elbow).
  static func bendSide(shoulder: Point, elbow: Point, wrist: Point) -> Point {
    let mid = (shoulder + wrist) * 0.5
    let d = mid - elbow
    return d.length < 1e-6 ? Point(0, -1) : unit(d)
  }

  static func unit(_ p: Point) -> Point { p * (1 / max(p.length, 1e-9)) }

  /// A tapered piece from `a` to `b`, round at both ends, its half width
  /// running smoothly from `radii.0` through `radii.1` (at `swellAt` of the
  /// way) to `radii.2`. Built as `Shape.limb` is, so every piece winds the same way.
  static func segment(from a: Point, to b: Point, radii: (Double, Double, Double), swellAt s: Double) -> Path {
    let d = b - a
    let theta = atan2(d.y, d.x)
    let half = Double.pi / 2
    let n = Point(cos(theta + half), sin(theta + half))
    func radius(_ t: Double) -> Double {
      // Eased between the three widths: no corner where they meet.
      if t < s {
        let u = t / s
        return radii.0 + (radii.1 - radii.0) * (0.5 - 0.5 * cos(Double.pi * u))
      }
      let u = (t - s) / (1 - s)
      return radii.1 + (radii.2 - radii.1) * (0.5 - 0.5 * cos(Double.pi * u))
    }
    let samples = 16
    var p = Path()
    p.move(to: a + n * radii.0)
    for i in 1...samples {
      let t = Double(i) / Double(samples)
      p.line(to: a + d * t + n * radius(t))
    }
    p.arc(center: b, radius: radii.2, start: theta + half, end: theta - half, clockwise: false)
    for i in stride(from: samples - 1, through: 0, by: -1) {
      let t = Double(i) / Double(samples)
      p.line(to: a + d * t - n * radius(t))
    }
    p.arc(center: a, radius: radii.0, start: theta - half, end: theta - 3 * half, clockwise: false)
    p.close()
    return p
  }
}
