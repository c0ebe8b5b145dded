public import Basics
public import Canvas
import Glibc

/// The recipe's photo (seed section 8): a bowl of orange butternut squash soup
/// with a swirl of cream and a sage leaf, seen from above at a slight angle, on
/// a dark linen cloth. Laid out from `rect`'s height with the bowl right of
/// centre, so the title and buttons at the bottom left sit on the dark cloth.
public enum SoupPhoto {
  @MainActor public static func draw(_ canvas: Canvas, in rect: Rect) {
    canvas.withState {
      canvas.clip(rect)
      Linen.draw(canvas, in: rect)
      let h = rect.height
      let center = Point(rect.minX + max(rect.width * 0.62, rect.width - h * 0.78), rect.minY + h * 0.46)
      drawBowl(canvas, center: center, radius: h * 0.4)
      // The light falls from the upper left: the far corner of the cloth fades to black.
      canvas.fill(
        rect,
        .radial(
          center: Point(rect.minX + rect.width * 0.55, rect.minY + h * 0.4), radius: max(rect.width, h) * 0.8,
          stops: [GradientStop(0.45, Color(white: 0, alpha: 0)), GradientStop(1, Color(white: 0, alpha: 0.55))]))
    }
  }

  /// Rows are flattened: the camera looks down at about 55°.
  static let tilt = 0.84

  @MainActor static func drawBowl(_ c: Canvas, center: Point, radius r: Double) {
    func ellipse(_ cx: Double, _ cy: Double, _ rx: Double) -> Path {
      Path.ellipse(in: Rect(center: Point(cx, cy), size: Size(rx * 2, rx * 2 * tilt)))
    }
    // Its shadow on the cloth, down and to the right.
    Shade.spot(c, Point(center.x + r * 0.12, center.y + r * 0.2), r * 1.12, r * 1.02 * tilt, Color(white: 0, alpha: 0.7))
    // The foot and outer wall show below the rim.
    let wall = ellipse(center.x, center.y + r * 0.12, r * 0.94)
    c.fill(wall, .linear(from: Point(center.x - r, center.y), to: Point(center.x + r, center.y + r), stops: [
      GradientStop(0, Color(hex: 0xC9C0B4)), GradientStop(0.5, Color(hex: 0x9C9388)), GradientStop(1, Color(hex: 0x4E4842)),
    ]))
    // The rim: matte stoneware, warm white, lit from the upper left.
    let rim = ellipse(center.x, center.y, r)
    c.fill(rim, .linear(from: Point(center.x - r, center.y - r), to: Point(center.x + r, center.y + r), stops: [
      GradientStop(0, Color(hex: 0xF1ECE4)), GradientStop(0.55, Color(hex: 0xD8D0C4)), GradientStop(1, Color(hex: 0x9E958A)),
    ]))
    speckle(c, clip: rim, center: center, radius: r)
    // Inside: the wall facing us is lit, the far side in shade.
    let inner = ellipse(center.x, center.y, r * 0.86)
    c.fill(inner, .linear(from: Point(center.x, center.y - r * 0.86 * tilt), to: Point(center.x, center.y + r * 0.86 * tilt), stops: [
      GradientStop(0, Color(hex: 0x8A8177)), GradientStop(0.5, Color(hex: 0xC5BCB0)), GradientStop(1, Color(hex: 0xE6DFD5)),
    ]))
    Shade.rim(c, rim, Color(white: 1, alpha: 0.25), width: r * 0.02)
    // The soup sits lower than the rim: its surface is shifted down a little.
    let soupCenter = Point(center.x, center.y + r * 0.05)
    let soupR = r * 0.8
    let soup = ellipse(soupCenter.x, soupCenter.y, soupR)
    c.fill(soup, .radial(center: Point(soupCenter.x - soupR * 0.2, soupCenter.y - soupR * 0.25), radius: soupR * 1.15, stops: [
      GradientStop(0, Color(hex: 0xFFB347)), GradientStop(0.45, Color(hex: 0xF39A2C)), GradientStop(0.85, Color(hex: 0xE07E1C)),
      GradientStop(1, Color(hex: 0xB65E12)),
    ]))
    // The meniscus darkens where soup meets the wall.
    Shade.rim(c, soup, Color(hex: 0x7A3A08, alpha: 0.55), width: soupR * 0.05)
    c.withState {
      c.clip(soup)
      drawSurface(c, center: soupCenter, radius: soupR)
    }
    // The shade the far rim casts onto the soup.
    c.withState {
      c.clip(soup)
      Shade.spot(c, Point(soupCenter.x + soupR * 0.1, soupCenter.y - soupR * tilt * 1.02), soupR * 1.0, soupR * 0.18, Color(hex: 0x5A2A06, alpha: 0.45))
    }
    drawSage(c, at: Point(soupCenter.x + soupR * 0.1, soupCenter.y - soupR * 0.08), length: soupR * 0.78, angle: -0.55)
  }

  /// Cream swirl, drops of olive oil, pepper and a few toasted seeds.
  static func drawSurface(_ c: Canvas, center: Point, radius r: Double) {
    // A spiral of cream, thinning towards its end, drawn opaque in one layer
    // so its overlapping pieces do not show as beads.
    c.withLayer(alpha: 0.72) {
      var last = center
      let turns = 2.1
      let steps = 90
      for i in 0..<steps {
        let t = Double(i) / Double(steps)
        let a = -0.6 + t * turns * 2 * Double.pi
        // A hand-poured swirl: the radius wobbles as it winds out.
        let rr = r * (0.1 + 0.5 * t) * (1 + 0.12 * sin(a * 1.7 + 0.8))
        let p = Point(center.x + cos(a) * rr, center.y + sin(a) * rr * tilt)
        if i > 0 {
          var seg = Path()
          seg.move(to: last)
          seg.line(to: p)
          c.stroke(seg, Color(hex: 0xFFF1DE), width: r * (0.045 - 0.035 * t))
        }
        last = p
      }
    }
    var rng = SeededRandom(seed: 35)
    for _ in 0..<14 {
      let a = rng.next(0, 2 * Double.pi), d = r * rng.next(0.1, 0.85)
      let p = Point(center.x + cos(a) * d, center.y + sin(a) * d * tilt)
      let s = r * rng.next(0.015, 0.04)
      c.fill(Path.ellipse(in: Rect(center: p, size: Size(s * 2, s * 2 * tilt))), Color(hex: 0xE9A514, alpha: 0.55))
      c.fill(Path.circle(center: Point(p.x - s * 0.3, p.y - s * 0.3), radius: s * 0.3), Color(white: 1, alpha: 0.55))
    }
    for _ in 0..<70 {
      let a = rng.next(0, 2 * Double.pi), d = r * rng.next(0.05, 0.92)
      let p = Point(center.x + cos(a) * d, center.y + sin(a) * d * tilt)
      c.fill(Path.circle(center: p, radius: r * rng.next(0.004, 0.009)), Color(hex: 0x2A1A0E, alpha: 0.8))
    }
    for _ in 0..<6 {
      let a = rng.next(2.2, 4.2), d = r * rng.next(0.35, 0.7)
      let p = Point(center.x + cos(a) * d, center.y + sin(a) * d * tilt)
      let seed = Path.ellipse(in: Rect(center: .zero, size: Size(r * 0.09, r * 0.05)))
      c.withState {
        c.translate(p.x, p.y)
        c.rotate(rng.next(0, Double.pi))
        c.fill(seed, .linear(from: Point(0, -r * 0.025), to: Point(0, r * 0.025), stops: [GradientStop(0, Color(hex: 0x9BB06A)), GradientStop(1, Color(hex: 0x566B2E))]))
      }
    }
    // The soft sheen of the window light on the surface.
    Shade.spot(c, Point(center.x - r * 0.38, center.y - r * 0.3), r * 0.34, r * 0.16, angle: -0.4, Color(white: 1, alpha: 0.2))
  }

  /// A velvety grey-green sage leaf with a pale midrib and veins.
  static func drawSage(_ c: Canvas, at p: Point, length L: Double, angle: Double) {
    c.withState {
      c.translate(p.x, p.y)
      c.rotate(angle)
      let half: [Point] = [
        Point(-L / 2, 0), Point(-L * 0.35, -L * 0.1), Point(-L * 0.1, -L * 0.17), Point(L * 0.15, -L * 0.15),
        Point(L * 0.36, -L * 0.08), Point(L / 2, 0), Point(L * 0.36, L * 0.085), Point(L * 0.12, L * 0.16),
        Point(-L * 0.12, L * 0.16), Point(-L * 0.36, L * 0.09),
      ]
      let leaf = Shape.smooth(half, closed: true, tension: 0.9)
      // Its shadow on the soup.
      c.withState {
        c.translate(L * 0.03, L * 0.05)
        c.fill(leaf, Color(hex: 0x5A2A06, alpha: 0.35))
      }
      c.fill(leaf, .linear(from: Point(0, -L * 0.17), to: Point(0, L * 0.17), stops: [
        GradientStop(0, Color(hex: 0x9DB394)), GradientStop(0.5, Color(hex: 0x7A9473)), GradientStop(1, Color(hex: 0x56704F)),
      ]))
      Shade.rim(c, leaf, Color(hex: 0x3E5539, alpha: 0.5), width: L * 0.02)
      // Veins: the midrib and pairs of side veins running to the tip.
      var mid = Path()
      mid.move(to: Point(-L * 0.62, L * 0.02))
      mid.quadCurve(from: Point(-L * 0.62, L * 0.02), to: Point(L * 0.47, 0), control: Point(0, -L * 0.02))
      c.stroke(mid, Color(hex: 0xC9D6C0, alpha: 0.8), width: L * 0.014)
      for i in 0..<7 {
        let x = -L * 0.36 + Double(i) * L * 0.11
        for s in [-1.0, 1.0] {
          var v = Path()
          v.move(to: Point(x, -L * 0.005))
          v.quadCurve(from: Point(x, -L * 0.005), to: Point(x + L * 0.1, s * L * 0.11 * (1 - abs(x) / L)), control: Point(x + L * 0.06, s * L * 0.02))
          c.stroke(v, Color(hex: 0xB8C7AE, alpha: 0.5), width: L * 0.006)
        }
      }
      // Sage is fuzzy: a pale bloom on its upper half.
      Shade.spot(c, Point(-L * 0.05, -L * 0.06), L * 0.4, L * 0.08, Color(white: 1, alpha: 0.16))
    }
  }

  /// Fine dark flecks in the glaze.
  static func speckle(_ c: Canvas, clip: Path, center: Point, radius r: Double) {
    var rng = SeededRandom(seed: 9)
    c.withState {
      c.clip(clip)
      for _ in 0..<160 {
        let a = rng.next(0, 2 * Double.pi), d = r * rng.next(0.86, 1)
        c.fill(Path.circle(center: Point(center.x + cos(a) * d, center.y + sin(a) * d * tilt), radius: r * rng.next(0.002, 0.005)), Color(hex: 0x5C5248, alpha: 0.5))
      }
    }
  }
}
