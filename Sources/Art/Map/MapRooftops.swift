import Basics
import Canvas

/// The houses at the left of the map, seen from above: blocks of attached row
/// houses between white streets, each roof a slightly different grey or
/// beige, lit from the upper left and casting a short shadow, with green
/// back yards between the rows.
enum MapRooftops {
  static let ground = Color(hex: 0xEDEBE6)
  static let yard = Color(hex: 0xD6E7C6)
  static let roofTones: [UInt32] = [0xDAD6D0, 0xCFC9C1, 0xC7BAAA, 0xE2DED8, 0xBEB8B0, 0xD5C6B4, 0xC9CDD1, 0xD9CFC4]

  static func draw(_ c: Canvas, _ plan: MapPlan) {
    let rect = plan.rect
    let u = plan.unit
    // The neighbourhood ends where the road begins.
    var edge = Path()
    edge.move(to: Point(rect.minX, rect.minY))
    for p in plan.roadLine { edge.line(to: p) }
    edge.line(to: Point(rect.minX, rect.maxY + u * 10))
    edge.close()
    c.withState {
      c.clip(edge)
      c.fill(rect, ground)
      let street = u * 3.2
      let pitch = u * 25
      let blockTop = stride(from: rect.minY - pitch * 0.8, to: rect.maxY + street, by: pitch).map { $0 }
      let columns = [rect.minX - u * 4, rect.minX + rect.width * 0.105, rect.minX + rect.width * 0.24]
      var random = SeededRandom(seed: 41)
      for top in blockTop {
        let bottom = top + pitch - street
        for (x0, x1) in zip(columns, columns.dropFirst()) {
          drawBlock(c, Rect(x: x0 + street / 2, y: top + street / 2, width: x1 - x0 - street, height: bottom - top), unit: u, random: &random)
        }
        // White streets around the blocks.
        let y = top - street / 2
        c.fill(Rect(x: rect.minX, y: y, width: rect.width * 0.3, height: street), Color.white)
      }
      for x in columns.dropFirst().dropLast() {
        c.fill(Rect(x: x - street / 2, y: rect.minY, width: street, height: rect.height), Color.white)
      }
    }
  }

  /// One block: a row of houses along its top street and one along its bottom
  /// street, back yards between.
  private static func drawBlock(_ c: Canvas, _ block: Rect, unit u: Double, random: inout SeededRandom) {
    c.fill(Path.roundedRect(block, radius: u), yard)
    let depth = block.height * 0.36
    let setback = u * 1.1
    for row in 0..<2 {
      let y = row == 0 ? block.minY + setback : block.maxY - setback - depth
      var x = block.minX + u * 0.6
      while x < block.maxX - u * 3 {
        let w = min(random.next(4.2, 7.5) * u, block.maxX - u * 0.6 - x)
        let d = depth * random.next(0.78, 1)
        let house = Rect(x: x, y: row == 0 ? y : y + depth - d, width: w, height: d)
        drawRoof(c, house, unit: u, tone: Color(hex: roofTones[Int(random.next() * Double(roofTones.count)) % roofTones.count]), gabled: random.next() < 0.35, random: &random)
        x += w + (random.next() < 0.2 ? u * random.next(0.8, 1.8) : u * 0.15)
      }
    }
  }

  /// One roof: flat with a parapet and a vent or two, or gabled with a lit
  /// and a shaded slope.
  private static func drawRoof(_ c: Canvas, _ r: Rect, unit u: Double, tone: Color, gabled: Bool, random: inout SeededRandom) {
    // Its shadow on the ground, down and to the right.
    c.fill(Rect(x: r.minX + u * 0.7, y: r.minY + u * 0.9, width: r.width, height: r.height), Color(white: 0, alpha: 0.13))
    let light = Color.lerp(tone, .white, 0.35)
    let dark = Color.lerp(tone, .black, 0.16)
    if gabled {
      // The ridge runs along the street: the north slope faces the light.
      c.fill(Rect(x: r.minX, y: r.minY, width: r.width, height: r.height / 2), light)
      c.fill(Rect(x: r.minX, y: r.midY, width: r.width, height: r.height / 2), dark)
      var ridge = Path()
      ridge.move(to: Point(r.minX, r.midY))
      ridge.line(to: Point(r.maxX, r.midY))
      c.stroke(ridge, Color.lerp(tone, .white, 0.55), width: u * 0.3)
    } else {
      c.fill(r, tone)
      // Parapet: lit top and left edges, shaded bottom and right.
      c.fill(Rect(x: r.minX, y: r.minY, width: r.width, height: u * 0.45), light)
      c.fill(Rect(x: r.minX, y: r.minY, width: u * 0.45, height: r.height), light)
      c.fill(Rect(x: r.minX, y: r.maxY - u * 0.45, width: r.width, height: u * 0.45), dark)
      c.fill(Rect(x: r.maxX - u * 0.45, y: r.minY, width: u * 0.45, height: r.height), dark)
      if r.width > u * 3, random.next() < 0.7 {
        let vent = Rect(x: r.minX + r.width * random.next(0.25, 0.6), y: r.minY + r.height * random.next(0.25, 0.55), width: u * 1.2, height: u * 1.2)
        c.fill(Rect(x: vent.minX + u * 0.3, y: vent.minY + u * 0.35, width: vent.width, height: vent.height), Color(white: 0, alpha: 0.14))
        c.fill(vent, light)
      }
    }
    // Where two houses meet.
    c.fill(Rect(x: r.maxX - u * 0.15, y: r.minY, width: u * 0.15, height: r.height), Color(white: 0, alpha: 0.1))
  }
}
