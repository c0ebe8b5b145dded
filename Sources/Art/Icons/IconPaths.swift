import Basics
import Canvas
import Glibc

/// The icons Material has no good glyph for, drawn on the 24-unit icon grid
/// (live area 2…22, strokes kept inside it) in the style of SF Symbols: filled
/// shapes, round caps and joins, one stroke weight.
@MainActor
enum IconPaths {
  static let weight = 2.2

  static func draw(_ icon: Icon, _ canvas: Canvas, color: Color) {
    func stroke(_ p: Path, _ w: Double = weight) { canvas.stroke(p, .color(color), width: w, cap: .round, join: .round) }
    func fill(_ p: Path) { canvas.fill(p, color) }

    switch icon {
    case .chevronUp: stroke(polyline([(4.5, 16), (12, 8.5), (19.5, 16)]), 2.6)
    case .chevronDown: stroke(polyline([(4.5, 8), (12, 15.5), (19.5, 8)]), 2.6)
    case .chevronLeft: stroke(polyline([(16, 4.5), (8.5, 12), (16, 19.5)]), 2.6)
    case .chevronRight: stroke(polyline([(8, 4.5), (15.5, 12), (8, 19.5)]), 2.6)

    case .lockClosed:
      // Shackle first, then the body over its feet.
      var shackle = Path()
      shackle.move(to: Point(7.6, 11))
      shackle.line(to: Point(7.6, 7.8))
      shackle.arc(center: Point(12, 7.8), radius: 4.4, start: .pi, end: 2 * .pi)
      shackle.line(to: Point(16.4, 11))
      stroke(shackle, 2.3)
      fill(.roundedRect(Rect(x: 4.5, y: 10.2, width: 15, height: 11.8), radius: 2.4))
    case .lockOpen:
      // Same body moved left; the shackle lifted and swung out to the right.
      var shackle = Path()
      shackle.move(to: Point(13.4, 11))
      shackle.line(to: Point(13.4, 7.2))
      shackle.arc(center: Point(17, 7.2), radius: 3.6, start: .pi, end: 2 * .pi)
      shackle.line(to: Point(20.6, 9.6))
      stroke(shackle, 2.3)
      fill(.roundedRect(Rect(x: 2.5, y: 10.2, width: 15, height: 11.8), radius: 2.4))

    case .stove:
      // A range seen from the front: knobs on the top band, the oven window below.
      stroke(.roundedRect(Rect(x: 4, y: 3.2, width: 16, height: 17.8), radius: 2.6), 1.9)
      stroke(polyline([(4.5, 8.2), (19.5, 8.2)]), 1.6)
      for x in [7.8, 12, 16.2] { fill(.circle(center: Point(x, 5.7), radius: 1.15)) }
      fill(.roundedRect(Rect(x: 7, y: 11, width: 10, height: 7), radius: 1.4))

    case .quoteBubble:
      var bubble = Path()
      bubble.move(to: Point(6.5, 3.5))
      bubble.line(to: Point(17.5, 3.5))
      bubble.curve(to: Point(21, 7), control1: Point(19.4, 3.5), control2: Point(21, 5.1))
      bubble.line(to: Point(21, 13))
      bubble.curve(to: Point(17.5, 16.5), control1: Point(21, 14.9), control2: Point(19.4, 16.5))
      bubble.line(to: Point(10.5, 16.5))
      bubble.line(to: Point(5.6, 20.6))
      bubble.line(to: Point(6.2, 16.5))
      bubble.curve(to: Point(3, 13), control1: Point(4.3, 16.2), control2: Point(3, 14.7))
      bubble.line(to: Point(3, 7))
      bubble.curve(to: Point(6.5, 3.5), control1: Point(3, 5.1), control2: Point(4.6, 3.5))
      bubble.close()
      stroke(bubble, 1.9)
      for x in [9.4, 14.6] { fill(quoteMark(at: Point(x, 9.1))) }

    case .eraser:
      // A block eraser lying at 45°, its rubbing end filled, over the line it rubs.
      let c = Point(12.3, 10.8), a = -Double.pi / 4
      let body = rotated(.roundedRect(Rect(x: -7.2, y: -3.6, width: 14.4, height: 7.2), radius: 1.7), by: a, about: .zero, then: c)
      let tip = rotated(.roundedRect(Rect(x: -7.2, y: -3.6, width: 5.6, height: 7.2), radius: 1.7), by: a, about: .zero, then: c)
      fill(tip)
      stroke(body, 1.9)
      stroke(polyline([(11, 20.9), (20.4, 20.9)]), 1.9)

    case .pianoKeys:
      let frame = Rect(x: 3, y: 4, width: 18, height: 16)
      stroke(.roundedRect(frame, radius: 2.2), 1.8)
      for x in [7.5, 12, 16.5] { stroke(polyline([(x, 12.5), (x, 19.6)]), 1.5) }
      for x in [7.5, 12, 16.5] { fill(.roundedRect(Rect(x: x - 1.5, y: 4.4, width: 3, height: 8.6), radius: 0.7)) }

    case .sineWave:
      // One full period, sampled finely: Cairo turns the short segments into a
      // smooth round-joined line.
      var p = Path()
      for i in 0...48 {
        let t = Double(i) / 48
        let pt = Point(3.2 + 17.6 * t, 12 - 6.2 * sin(2 * .pi * t))
        if i == 0 { p.move(to: pt) } else { p.line(to: pt) }
      }
      stroke(p, 2.3)

    case .fan:
      // Three swept blades round a hub, as fan.fill seen from the front.
      var blade = Path()
      blade.move(to: Point(-1.2, -1.9))
      blade.curve(to: Point(3.1, -8.2), control1: Point(-3.9, -4.9), control2: Point(-1.4, -8.8))
      blade.curve(to: Point(1.9, -1.4), control1: Point(7, -7.5), control2: Point(4.8, -3.1))
      blade.close()
      for k in 0..<3 {
        fill(rotated(blade, by: Double(k) * 2 * .pi / 3, about: .zero, then: Point(12, 12)))
      }
      fill(.circle(center: Point(12, 12), radius: 2.4))

    case .garageDoor:
      // The roofline of the garage, and a panelled door under it.
      stroke(polyline([(3, 20.6), (3, 9.6), (12, 3.6), (21, 9.6), (21, 20.6)]), 1.9)
      for y in [10.6, 14.0, 17.4] { fill(.roundedRect(Rect(x: 6.4, y: y, width: 11.2, height: 2.4), radius: 0.6)) }

    case .pickleballPlayer:
      // A player mid-swing: paddle raised to the right, ball to the left.
      fill(.circle(center: Point(13.4, 4.4), radius: 2.2))
      stroke(polyline([(12.6, 8.2), (11.2, 13.4)]), 3)  // torso
      stroke(polyline([(11.2, 13.4), (14.4, 16.2), (13.4, 20.4)]), 2.4)  // front leg
      stroke(polyline([(11.2, 13.4), (8.6, 16.8), (5, 17.6)]), 2.4)  // back leg
      stroke(polyline([(12.6, 8.8), (8.6, 10.4), (6.4, 8.6)]), 2.1)  // back arm
      stroke(polyline([(12.8, 9), (16.4, 10.6), (17.8, 8.4)]), 2.1)  // paddle arm
      fill(rotated(.roundedRect(Rect(x: -2.1, y: -2.6, width: 4.2, height: 5.2), radius: 2), by: 0.5, about: .zero, then: Point(19.4, 5.4)))
      fill(.circle(center: Point(4.6, 4.6), radius: 1.5))  // ball

    default:
      break
    }
  }

  static func polyline(_ pts: [(Double, Double)]) -> Path {
    var p = Path()
    for (i, (x, y)) in pts.enumerated() {
      if i == 0 { p.move(to: Point(x, y)) } else { p.line(to: Point(x, y)) }
    }
    return p
  }

  /// A filled typographic quote: a dot with a tail curling down to the left.
  static func quoteMark(at c: Point) -> Path {
    var p = Path()
    p.move(to: c + Point(-1.9, 0))
    p.curve(to: c + Point(1.9, 0), control1: c + Point(-1.9, -2.5), control2: c + Point(1.9, -2.5))
    p.curve(to: c + Point(-1.6, 4.2), control1: c + Point(1.9, 2.2), control2: c + Point(0.6, 3.8))
    p.curve(to: c + Point(-0.2, 1.9), control1: c + Point(-1.9, 3.9), control2: c + Point(-0.4, 3))
    p.curve(to: c + Point(-1.9, 0), control1: c + Point(-1.2, 1.7), control2: c + Point(-1.9, 1.1))
    p.close()
    return p
  }

  /// `path` rotated by `angle` about `pivot`, then moved by `offset` (a shape
  /// authored round the origin is rotated and placed in one step).
  static func rotated(_ path: Path, by angle: Double, about pivot: Point, then offset: Point = .zero) -> Path {
    let c = cos(angle), s = sin(angle)
    func f(_ p: Point) -> Point {
      let d = p - pivot
      return Point(pivot.x + d.x * c - d.y * s, pivot.y + d.x * s + d.y * c) + offset
    }
    var out = Path()
    for e in path.elements {
      switch e {
      case .move(let p): out.move(to: f(p))
      case .line(let p): out.line(to: f(p))
      case .curve(let c1, let c2, let p): out.curve(to: f(p), control1: f(c1), control2: f(c2))
      case .arc(let center, let r, let a0, let a1, let cw):
        out.arc(center: f(center), radius: r, start: a0 + angle, end: a1 + angle, clockwise: cw)
      case .close: out.close()
      }
    }
    return out
  }
}
