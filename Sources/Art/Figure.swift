import Basics
import Canvas
import Glibc

/// Deterministic pseudo-random numbers (SplitMix64): the art must render the same
/// bytes every time, so every "random" detail comes from a fixed seed.
struct SeededRandom {
  private var state: UInt64
  init(seed: UInt64) { state = seed }

  mutating func next() -> Double {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return Double(z >> 11) / Double(UInt64(1) << 53)
  }

  mutating func next(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * next() }
}

/// Three shades of one material: lit side, mid tone, side turned away from the sun.
struct Tone {
  var light: Color
  var base: Color
  var dark: Color

  init(_ light: UInt32, _ base: UInt32, _ dark: UInt32) {
    self.light = Color(hex: light)
    self.base = Color(hex: base)
    self.dark = Color(hex: dark)
  }
}

/// Shape builders for organic outlines: bodies are easier to author as a few
/// points joined smoothly than as hand-placed Bézier handles.
enum Shape {
  /// A smooth curve through `points` (Catmull-Rom turned into cubic Béziers).
  static func smooth(_ points: [Point], closed: Bool = true, tension: Double = 1) -> Path {
    var path = Path()
    let n = points.count
    guard n > 1 else { return path }
    func at(_ i: Int) -> Point {
      closed ? points[(i % n + n) % n] : points[min(max(i, 0), n - 1)]
    }
    path.move(to: points[0])
    for i in 0..<(closed ? n : n - 1) {
      let p0 = at(i - 1), p1 = at(i), p2 = at(i + 1), p3 = at(i + 2)
      let c1 = p1 + (p2 - p0) * (tension / 6)
      let c2 = p2 - (p3 - p1) * (tension / 6)
      path.curve(to: p2, control1: c1, control2: c2)
    }
    if closed { path.close() }
    return path
  }

  /// `leftHalf` runs from the top centre down the left side to the bottom centre;
  /// the right side is its mirror image, so symmetric bodies are drawn once.
  static func mirrored(_ leftHalf: [Point]) -> [Point] {
    let right = leftHalf.dropFirst().dropLast().reversed().map { Point(-$0.x, $0.y) }
    return leftHalf + right
  }

  /// A tapered capsule from `a` (radius `r0`) to `b` (radius `r1`): arms, legs, fingers.
  static func limb(from a: Point, to b: Point, r0: Double, r1: Double) -> Path {
    let theta = atan2(b.y - a.y, b.x - a.x)
    let half = Double.pi / 2
    var p = Path()
    p.move(to: a + Point(cos(theta + half), sin(theta + half)) * r0)
    p.line(to: b + Point(cos(theta + half), sin(theta + half)) * r1)
    p.arc(center: b, radius: r1, start: theta + half, end: theta - half, clockwise: false)
    p.line(to: a + Point(cos(theta - half), sin(theta - half)) * r0)
    p.arc(center: a, radius: r0, start: theta - half, end: theta - 3 * half, clockwise: false)
    p.close()
    return p
  }

  static func offset(_ points: [Point], by d: Point) -> [Point] { points.map { $0 + d } }
}

/// Soft light and shadow without a blur pass: gradients that fade to nothing,
/// and stacks of translucent strokes whose overlap darkens towards an edge.
enum Shade {
  /// An elliptical spot fading from `color` at its centre to transparent.
  static func spot(
    _ c: Canvas, _ center: Point, _ rx: Double, _ ry: Double, angle: Double = 0, _ color: Color
  ) {
    c.withState {
      c.translate(center.x, center.y)
      if angle != 0 { c.rotate(angle) }
      c.scaleBy(max(rx, 1e-6), max(ry, 1e-6))
      c.fill(
        Path.circle(center: .zero, radius: 1),
        .radial(
          center: .zero, radius: 1,
          stops: [
            GradientStop(0, color), GradientStop(0.45, color.withAlpha(color.alpha * 0.62)),
            GradientStop(1, color.withAlpha(0)),
          ]))
    }
  }

  /// Darkens (or lightens) the inside of `path` near its outline: turns flat
  /// shapes into rounded volumes.
  static func rim(_ c: Canvas, _ path: Path, _ color: Color, width: Double, steps: Int? = nil) {
    // Enough steps that the bands barely show, few enough to stay cheap.
    let steps = steps ?? min(6, max(2, Int(width / 4)))
    c.withState {
      c.clip(path)
      for i in 0..<steps {
        let w = width * 2 * Double(steps - i) / Double(steps)
        c.stroke(path, color.withAlpha(color.alpha / Double(steps)), width: w)
      }
    }
  }

  /// Light (or shade) along only the edges of `path` that face against `offset`:
  /// the outline shifted by `offset` and stroked stays inside the shape on that
  /// side only, so sunlight from the upper left needs an offset down and right.
  static func directionalRim(_ c: Canvas, _ path: Path, _ color: Color, offset: Point, steps: Int? = nil) {
    let d = offset.length
    guard d > 0 else { return }
    let steps = steps ?? min(5, max(2, Int(d / 2)))
    c.withState {
      c.clip(path)
      c.translate(offset.x, offset.y)
      for i in 0..<steps {
        let w = 2 * d * Double(steps - i) / Double(steps)
        c.stroke(path, color.withAlpha(color.alpha / Double(steps)), width: w)
      }
    }
  }

  /// Warm sunlight catching the upper-left edges of a form.
  static func sunRim(_ c: Canvas, _ path: Path, width: Double, alpha: Double = 0.5) {
    directionalRim(c, path, Color(hex: 0xFFF3E0, alpha: alpha), offset: Point(width * 0.6, width * 0.8))
  }

  /// A stroke with a soft edge, darkest along its middle: creases, folds, cast shadows.
  static func softLine(_ c: Canvas, _ path: Path, _ color: Color, width: Double, steps: Int? = nil) {
    let steps = steps ?? min(6, max(2, Int(width / 10)))
    for i in 0..<steps {
      let w = width * Double(steps - i) / Double(steps)
      c.stroke(path, color.withAlpha(color.alpha / Double(steps)), width: w)
    }
  }

  /// Fills `path` with a linear gradient from its lit side (`from`) to its shadow side (`to`).
  static func fill(_ c: Canvas, _ path: Path, _ tone: Tone, from: Point, to: Point) {
    c.fill(
      path,
      .linear(
        from: from, to: to,
        stops: [GradientStop(0, tone.light), GradientStop(0.45, tone.base), GradientStop(1, tone.dark)]))
  }

  /// Fills a rounded form lit from the upper left: a highlight falling off into shadow.
  static func ball(_ c: Canvas, _ path: Path, _ tone: Tone, center: Point, radius: Double) {
    c.fill(
      path,
      .radial(
        center: center, radius: radius,
        stops: [GradientStop(0, tone.light), GradientStop(0.5, tone.base), GradientStop(1, tone.dark)],
        focus: center + Point(-radius * 0.28, -radius * 0.32), focusRadius: radius * 0.05))
  }
}

/// Body parts shared by both people.
enum Body {
  /// A shaded limb: lit along the side facing the upper-left sun. Returns its outline.
  @discardableResult
  static func limb(
    _ c: Canvas, from a: Point, to b: Point, r0: Double, r1: Double, tone: Tone, rimAlpha: Double = 0.35,
    sunAlpha: Double = 0.3
  ) -> Path {
    let path = Shape.limb(from: a, to: b, r0: r0, r1: r1)
    let d = b - a
    let len = max(d.length, 1e-6)
    var n = Point(-d.y / len, d.x / len)
    if n.x + n.y > 0 { n = n * -1 }
    let mid = (a + b) * 0.5
    let r = max(r0, r1)
    Shade.fill(c, path, tone, from: mid + n * r, to: mid - n * r)
    Shade.rim(c, path, tone.dark.withAlpha(rimAlpha), width: r * 0.35)
    // Fingers are too small for a visible sun rim; skipping it saves many strokes.
    if r >= 10 { Shade.sunRim(c, path, width: r * 0.25, alpha: sunAlpha) }
    return path
  }
}

extension Point {
  func mirroredX() -> Point { Point(-x, y) }
}
