import Basics
import Canvas
import Glibc

/// The park's trees as a map's 3D view shows them: round canopies lit from the
/// upper left, each casting a soft shadow down and to the right, packed into
/// groves that keep off the road, the paths, the playground and the clearing
/// around the destination.
enum MapTrees {
  struct Tree: Sendable {
    var center: Point
    var radius: Double
    var tone: Tone
  }

  static let tones = [
    Tone(0xA3D48A, 0x6DB25A, 0x3F853A),
    Tone(0x93C97E, 0x5DA250, 0x357A33),
    Tone(0xAED98F, 0x7ABB62, 0x4A8E40),
  ]

  static func draw(_ c: Canvas, _ trees: [Tree]) {
    for t in trees {
      c.fill(
        Path.ellipse(in: Rect(center: t.center + Point(t.radius * 0.32, t.radius * 0.38), size: Size(t.radius * 2.1, t.radius * 1.9))),
        .radial(
          center: t.center + Point(t.radius * 0.32, t.radius * 0.38), radius: t.radius * 1.05,
          stops: [GradientStop(0, Color(hex: 0x1F4A1C, alpha: 0.3)), GradientStop(0.7, Color(hex: 0x1F4A1C, alpha: 0.16)), GradientStop(1, Color(hex: 0x1F4A1C, alpha: 0))]))
    }
    for t in trees {
      let crown = Path.circle(center: t.center, radius: t.radius)
      Shade.ball(c, crown, t.tone, center: t.center, radius: t.radius)
      // A few leaf clumps: small lighter bumps on the lit side.
      for (dx, dy, k) in [(-0.35, -0.3, 0.38), (0.15, -0.42, 0.3), (-0.45, 0.12, 0.28)] {
        Shade.spot(c, t.center + Point(t.radius * dx, t.radius * dy), t.radius * k, t.radius * k, t.tone.light.withAlpha(0.5))
      }
    }
  }

  /// Trees by rejection: random candidates kept where they leave the road,
  /// paths, playground and clearing alone and do not pile onto each other.
  static func place(_ plan: MapPlan) -> [Tree] {
    let u = plan.unit
    let rect = plan.rect
    var random = SeededRandom(seed: 7)
    var trees: [Tree] = []
    let clearing = (rx: u * 17, ry: u * 13)
    let tries = Int(rect.width * rect.height / (u * u) * 0.09)
    for _ in 0..<tries {
      let q = Point(random.next(rect.minX - u * 3, rect.maxX + u * 3), random.next(rect.minY - u * 3, rect.maxY + u * 3))
      let r = u * random.next(2.6, 4.6)
      let tone = tones[Int(random.next() * Double(tones.count)) % tones.count]
      guard q.x - r > plan.parkEdge(atY: q.y) + u * 0.8 else { continue }
      guard plan.distanceToPaths(q) > r + u * 1.8 else { continue }
      let dx = (q.x - plan.destination.x) / clearing.rx, dy = (q.y - plan.destination.y - u * 4) / clearing.ry
      guard dx * dx + dy * dy > 1 else { continue }
      guard !plan.playground.insetBy(-r - u, -r - u).contains(q) else { continue }
      // Canopies may touch and overlap a little, as in a grove, but not stack.
      guard trees.allSatisfy({ $0.center.distance(to: q) > ($0.radius + r) * 0.66 }) else { continue }
      // Groves and open lawns: a smooth density field thins the trees out
      // in places and packs them elsewhere.
      let fy = (q.y - rect.minY) / rect.height, fx = (q.x - rect.minX) / rect.width
      let groves: Double = 0.3 * sin(fx * 11 + 0.8) * cos(fy * 6.5 - 0.6)
      let clumps: Double = 0.2 * sin(fx * 23 + fy * 9)
      let density = 0.5 + groves + clumps
      guard random.next() < density * density * 1.6 else { continue }
      trees.append(Tree(center: q, radius: r, tone: tone))
    }
    // Back to front, so lower canopies overlap the ones above them.
    return trees.sorted { $0.center.y < $1.center.y }
  }
}
