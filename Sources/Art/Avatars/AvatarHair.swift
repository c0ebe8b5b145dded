import Basics
import Canvas
import Glibc

/// Hair building blocks: curls, ringlets, strands and sheen. Memoji hair reads
/// as a few soft, glossy volumes rather than single hairs, so each piece is a
/// shaded lump with a highlight, and fine strands are only texture on top.
enum AvatarHair {
  /// One curl seen from the front: a soft glossy lump that shades what lies
  /// behind it, with the groove of its coil winding round the lower side and
  /// a lit strand on the upper side. `spin` turns the coil; `flip` mirrors it.
  static func curl(
    _ c: Canvas, at p: Point, radius r: Double, tone: Tone, spin: Double = 0, flip: Bool = false, gloss: Double = 0.6
  ) {
    // Shadow on the curls behind: the depth between curls.
    Shade.spot(c, p + Point(r * 0.08, r * 0.32), r * 1.1, r * 1.0, tone.dark.withAlpha(0.5))
    // A slightly irregular lump, so a row of curls does not look like beads.
    var pts: [Point] = []
    for i in 0..<7 {
      let a = Double(i) / 7 * 2 * Double.pi + spin
      let k = 1 + 0.07 * sin(3 * a + spin * 2)
      pts.append(p + Point(cos(a) * r * k, sin(a) * r * 0.9 * k))
    }
    let blob = Shape.smooth(pts)
    c.fill(
      blob,
      .radial(
        center: p + Point(r * 0.1, r * 0.15), radius: r * 1.15,
        stops: [GradientStop(0, tone.light), GradientStop(0.5, tone.base), GradientStop(1, Color.lerp(tone.base, tone.dark, 0.7))],
        focus: p + Point(-r * 0.3, -r * 0.38), focusRadius: r * 0.1))
    let dir: Double = flip ? -1 : 1
    var groove = Path()
    groove.arc(center: p + Point(r * 0.04, -r * 0.04), radius: r * 0.52, start: spin, end: spin + dir * 2.4, clockwise: !flip)
    // Both arcs stay inside the lump (radius 0.55 r plus half their width), so no clip is needed.
    Shade.softLine(c, groove, tone.dark.withAlpha(0.55), width: r * 0.34, steps: 3)
    var strand = Path()
    strand.arc(center: p + Point(r * 0.04, -r * 0.04), radius: r * 0.55, start: spin + dir * 2.7, end: spin + dir * 4.6, clockwise: !flip)
    Shade.softLine(c, strand, tone.light.withAlpha(gloss * 0.7), width: r * 0.24, steps: 3)
    Shade.spot(c, p + Point(-r * 0.32, -r * 0.4), r * 0.32, r * 0.2, Color(white: 1, alpha: gloss * 0.45))
  }

  /// A ringlet hanging from `top` to `bottom`, seen from the side of the
  /// spiral: a dark tube crossed by lit diagonal coils, each shaded as a
  /// cylinder and slightly bulging past the tube, tapering as it falls.
  static func ringlet(_ c: Canvas, from top: Point, to bottom: Point, width: Double, tone: Tone, coils: Int, flip: Bool = false) {
    let n = max(1, coils)
    let d = bottom - top
    let len = max(d.length, 1e-6)
    let u = d * (1 / len)
    var nrm = Point(-u.y, u.x)
    if flip { nrm = nrm * -1 }
    let pitch = len / Double(n)
    // A gentle S-sway and uneven coils: real ringlets are never machine-regular.
    let phase = (top.x * 0.37 + top.y * 0.11).truncatingRemainder(dividingBy: 6.28)
    func sway(_ t: Double) -> Point { nrm * (sin(t * Double.pi * 1.6 + phase) * width * 0.14) }
    func half(_ t: Double) -> Double { width * 0.5 * (1 - 0.3 * t) * (1 + 0.07 * sin(t * 23 + phase)) }
    // The tube: what shows between the coils is the inside of the spiral, in shadow.
    var left: [Point] = []
    var right: [Point] = []
    for i in 0...n {
      let t = Double(i) / Double(n)
      left.append(top + d * t + sway(t) - nrm * half(t) * 0.8)
      right.append(top + d * t + sway(t) + nrm * half(t) * 0.8)
    }
    let tube = Shape.smooth(left + right.reversed() , tension: 0.8)
    c.fill(tube, Color.lerp(tone.dark, tone.base, 0.25))
    for i in 0..<n {
      let t0 = Double(i) / Double(n)
      let h = half(t0 + 0.5 / Double(n))
      let y0 = top + u * (pitch * Double(i)) + sway(t0 + 0.5 / Double(n))
      // One coil: enters high on one side and leaves low on the other, bowing downwards.
      let a0 = y0 - nrm * h
      let b0 = y0 + nrm * h + u * (pitch * 0.5)
      let a1 = a0 + u * (pitch * 0.78)
      let b1 = b0 + u * (pitch * 0.78)
      var coil = Path()
      coil.move(to: a0)
      coil.curve(to: b0, control1: a0 + nrm * (h * 0.7) + u * (pitch * 0.34), control2: b0 - nrm * (h * 0.5) + u * (pitch * 0.1))
      coil.curve(to: b1, control1: b0 + nrm * (h * 0.3) + u * (pitch * 0.2), control2: b1 + nrm * (h * 0.3) - u * (pitch * 0.2))
      coil.curve(to: a1, control1: b1 - nrm * (h * 0.5) + u * (pitch * 0.1), control2: a1 + nrm * (h * 0.7) + u * (pitch * 0.34))
      coil.curve(to: a0, control1: a1 - nrm * (h * 0.3) - u * (pitch * 0.2), control2: a0 - nrm * (h * 0.3) + u * (pitch * 0.2))
      coil.close()
      let mid = y0 + u * (pitch * 0.6)
      c.fill(
        coil,
        .linear(
          from: mid - nrm * h, to: mid + nrm * h,
          stops: [
            GradientStop(0, tone.dark), GradientStop(0.3, tone.light), GradientStop(0.6, tone.base), GradientStop(1, tone.dark),
          ]))
      // A glint where the coil turns towards the light.
      var glint = Path()
      let g0 = avatarMix(a0, b0, 0.25) + u * (pitch * 0.32)
      glint.move(to: g0)
      glint.quadCurve(from: g0, to: avatarMix(a0, b0, 0.55) + u * (pitch * 0.45), control: avatarMix(a0, b0, 0.4) + u * (pitch * 0.45))
      c.stroke(glint, tone.light.withAlpha(0.7), width: width * 0.08)
    }
  }

  /// A bumpy outline round an ellipse, from `start` to `end` radians
  /// (0 = right, growing downwards), for curly silhouettes.
  static func scallops(
    center: Point, rx: Double, ry: Double, start: Double, end: Double, bumps: Int, depth: Double, seed: UInt64
  ) -> [Point] {
    var rng = SeededRandom(seed: seed)
    var pts: [Point] = []
    let n = bumps * 2
    for i in 0...n {
      let a = start + (end - start) * Double(i) / Double(n)
      let out = i % 2 == 0 ? -depth * 0.4 : depth * rng.next(0.7, 1.2)
      pts.append(center + Point(cos(a) * (rx + out), sin(a) * (ry + out)))
    }
    return pts
  }

  /// Fine strands inside `clip`, each from a start to an end through a control
  /// point: texture, alternating dark grooves and lit strands.
  static func strands(
    _ c: Canvas, clip: Path, _ lines: [(from: Point, control: Point, to: Point)], light: Color, dark: Color, width: Double
  ) {
    c.withState {
      c.clip(clip)
      for (i, l) in lines.enumerated() {
        var s = Path()
        s.move(to: l.from)
        s.quadCurve(from: l.from, to: l.to, control: l.control)
        c.stroke(s, i % 2 == 0 ? dark : light, width: i % 2 == 0 ? width * 1.3 : width)
      }
    }
  }

  /// A glossy band of light across the hair: a wide soft stroke along `band`, clipped to the hair.
  static func sheen(_ c: Canvas, clip: Path, band: Path, color: Color, width: Double) {
    c.withState {
      c.clip(clip)
      Shade.softLine(c, band, color, width: width, steps: 6)
    }
  }
}
