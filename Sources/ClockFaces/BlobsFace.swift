public import Basics
public import Canvas
public import HomeModel
import Glibc

/// Liquid pink, blue and purple shapes flowing behind a bold white "10:09"
/// (docs/screens.md §1 row 2, third face). The shapes are fixed (seeded), so the face is the
/// same at every size and on every run.
public struct BlobsFace: FaceRenderer {
  /// How the time and any temperature are written.
  public var locale = DisplayLocale()
  public let id = "blobs"
  public init() {}

  /// One liquid shape: centre and radius as fractions (radius of the longer
  /// side), two gradient colours, and the seed of its wobble.
  struct Blob {
    var x: Double, y: Double, radius: Double
    var from: Color, to: Color
    var seed: UInt64
  }

  static let blobs: [Blob] = [
    Blob(x: 0.12, y: 0.18, radius: 0.34, from: Color(hex: 0xFF8FD0), to: Color(hex: 0xF0388F), seed: 3),
    Blob(x: 0.88, y: 0.12, radius: 0.30, from: Color(hex: 0x7FC6FF), to: Color(hex: 0x2F63F0), seed: 8),
    Blob(x: 0.55, y: 0.55, radius: 0.30, from: Color(hex: 0xB98CFF), to: Color(hex: 0x6A2FE0), seed: 5),
    Blob(x: 0.05, y: 0.92, radius: 0.32, from: Color(hex: 0x6FA8FF), to: Color(hex: 0x4338D8), seed: 13),
    Blob(x: 0.90, y: 0.88, radius: 0.33, from: Color(hex: 0xFFA3D6), to: Color(hex: 0xC43CD0), seed: 21),
    Blob(x: 0.42, y: 0.05, radius: 0.18, from: Color(hex: 0xD6A8FF), to: Color(hex: 0x9A5CFF), seed: 34),
  ]

  public func draw(_ canvas: Canvas, in rect: Rect, time: CivilTime) {
    canvas.withState {
      canvas.clip(rect)
      canvas.fill(
        rect,
        .linear(from: Point(rect.minX, rect.minY), to: Point(rect.maxX, rect.maxY), stops: [
          GradientStop(0, Color(hex: 0xF3DDFF)), GradientStop(0.5, Color(hex: 0xE4D4FF)), GradientStop(1, Color(hex: 0xFFD9EE)),
        ]))
      let d = max(rect.width, rect.height)
      // A blurred copy first: the shapes glow into each other like dye in water.
      let glow = Surface(size: rect.size, scale: canvas.scale / 4)
      let gc = Canvas(surface: glow)
      for b in Self.blobs { fill(gc, b, in: Rect(size: rect.size), d: d, grow: 1.15) }
      canvas.draw(glow.blurred(radius: d * 0.04, downsample: 1), in: rect, alpha: 0.9)
      for b in Self.blobs { fill(canvas, b, in: rect, d: d, grow: 1) }

      let (h, m) = clockText(time, locale)
      let u = min(rect.width, rect.height) / 800
      let box = rect.insetBy(rect.width * 0.07, rect.height * 0.2)
      let style = TextStyle(family: "Quicksand", weight: .bold, size: 400, tracking: -6, color: .white)
      canvas.withState {
        canvas.translate(0, 8 * u)
        canvas.withLayer(alpha: 0.25) {
          FaceText.fit(canvas, "\(h):\(m)", TextStyle(family: style.family, weight: style.weight, size: 400, tracking: -6, color: Color(hex: 0x4A1A9A)), in: box)
        }
      }
      FaceText.fit(canvas, "\(h):\(m)", style, in: box)
    }
  }

  private func fill(_ canvas: Canvas, _ b: Blob, in rect: Rect, d: Double, grow: Double) {
    let c = Point(rect.minX + b.x * rect.width, rect.minY + b.y * rect.height)
    let r = b.radius * d * grow
    let path = Self.blobPath(center: c, radius: r, seed: b.seed)
    canvas.fill(
      path,
      .radial(center: c, radius: r * 1.1, stops: [GradientStop(0, b.from), GradientStop(1, b.to)], focus: Point(c.x - r * 0.35, c.y - r * 0.4), focusRadius: 0))
  }

  /// A smooth wobbly loop: eight radii jittered by a seeded generator, joined
  /// by Catmull-Rom curves so there are no corners.
  static func blobPath(center c: Point, radius r: Double, seed: UInt64) -> Path {
    var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    func next() -> Double {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return Double(state % 10_000) / 10_000
    }
    let n = 8
    let points = (0..<n).map { i -> Point in
      let a = Double(i) / Double(n) * 2 * .pi + next() * 0.3
      let k = 0.72 + next() * 0.4
      return Point(c.x + cos(a) * r * k, c.y + sin(a) * r * k)
    }
    var p = Path()
    p.move(to: points[0])
    for i in 0..<n {
      let p0 = points[(i + n - 1) % n], p1 = points[i], p2 = points[(i + 1) % n], p3 = points[(i + 2) % n]
      p.curve(to: p2, control1: p1 + (p2 - p0) * (1.0 / 6), control2: p2 - (p3 - p1) * (1.0 / 6))
    }
    p.close()
    return p
  }
}
