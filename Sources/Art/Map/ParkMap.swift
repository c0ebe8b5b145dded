public import Basics
public import Canvas
import Glibc

/// The map on Siri's answer card (seed section 5), the way Apple Maps draws a
/// city park from above: a light green park with groves of trees and winding
/// paths, a grey road along its side and rooftops of houses at the left. It
/// fills any rect (the card is wide); where things sit is a share of the width,
/// how big they are a share of the height, so it looks the same at every size.
public enum ParkMap {
  /// Where the destination lies (shares of the width and height): the screen
  /// puts its pin there, in a clearing beside the playground.
  public static let destination = (x: 0.58, y: 0.36)

  public static func destination(in rect: Rect) -> Point {
    Point(rect.minX + rect.width * destination.x, rect.minY + rect.height * destination.y)
  }

  static let park = Color(hex: 0xC6E4AA)
  static let lawn = Color(hex: 0xD5ECBF)
  static let meadow = Color(hex: 0xB7DA98)
  static let pathEdge = Color(hex: 0xDCCFB0)
  static let pathFill = Color(hex: 0xF6F0E2)

  public static func draw(_ c: Canvas, in rect: Rect) { Drawing(rect: rect).draw(c) }

  /// The map for one rect, planned once (where the road, paths and every tree
  /// go): drawing it again, or a band of it at a time under a clip, repeats
  /// only the painting.
  public struct Drawing: Sendable {
    let plan: MapPlan
    let trees: [MapTrees.Tree]

    public init(rect: Rect) {
      plan = MapPlan(rect: rect)
      trees = MapTrees.place(plan)
    }

    public func draw(_ c: Canvas) {
      let rect = plan.rect
      c.withState {
        c.clip(rect)
        c.fill(rect, park)
        drawLawns(c, plan)
        MapRooftops.draw(c, plan)
        drawRoad(c, plan)
        for path in plan.paths { drawPath(c, path, width: plan.unit * 2.6) }
        drawPlayground(c, plan)
        MapTrees.draw(c, trees)
      }
    }
  }

  /// Lighter open lawns and a darker meadow, so the green is not flat.
  private static func drawLawns(_ c: Canvas, _ plan: MapPlan) {
    let u = plan.unit
    for (fx, fy, rx, ry, color) in [
      (0.47, 0.62, 22.0, 14.0, lawn), (0.8, 0.2, 26.0, 12.0, lawn), (0.66, 0.8, 20.0, 16.0, meadow),
      (0.36, 0.2, 14.0, 18.0, meadow), (0.92, 0.6, 18.0, 20.0, lawn),
    ] {
      Shade.spot(c, plan.point(fx, fy), rx * u, ry * u, color.withAlpha(0.9))
    }
  }

  /// The grey road between the houses and the park, with a paler centre line.
  private static func drawRoad(_ c: Canvas, _ plan: MapPlan) {
    let u = plan.unit
    let road = Shape.smooth(plan.roadLine, closed: false)
    c.stroke(road, .color(Color(white: 0, alpha: 0.08)), width: plan.roadWidth + u * 2.2)
    c.stroke(road, .color(Color(hex: 0x9EA2A7)), width: plan.roadWidth + u * 0.8)
    c.stroke(road, .color(Color(hex: 0xB9BCC0)), width: plan.roadWidth)
    c.stroke(road, .color(Color(hex: 0xDADCDF)), width: u * 0.5, cap: .butt, join: .round, dash: [u * 4, u * 3])
  }

  /// A footpath: a pale band with a tan edge.
  static func drawPath(_ c: Canvas, _ points: [Point], width: Double) {
    let path = Shape.smooth(points, closed: false)
    c.stroke(path, .color(pathEdge), width: width * 1.35)
    c.stroke(path, .color(pathFill), width: width)
  }

  /// The playground by the destination: a sandy patch with two pickleball
  /// courts, lines and all.
  private static func drawPlayground(_ c: Canvas, _ plan: MapPlan) {
    let u = plan.unit
    let pad = plan.playground
    c.withState {
      c.translate(pad.midX, pad.midY)
      c.rotate(-0.12)
      let local = Rect(center: .zero, size: pad.size)
      c.fill(Path.roundedRect(Rect(x: local.minX + u * 0.5, y: local.minY + u * 0.8, width: local.width, height: local.height), radius: u * 3), Color(white: 0, alpha: 0.08))
      c.fill(Path.roundedRect(local, radius: u * 3), Color(hex: 0xEADCC2))
      c.stroke(Path.roundedRect(local, radius: u * 3), Color(hex: 0xD8C6A4), width: u * 0.5)
      let court = Size(local.width * 0.36, local.height * 0.7)
      for dx in [-0.22, 0.22] {
        let r = Rect(center: Point(local.width * dx, 0), size: court)
        c.fill(r, Color(hex: 0x4E97CC))
        c.fill(r.insetBy(u * 1.2, u * 1.2), Color(hex: 0x5FAEE0))
        c.stroke(Path.rect(r.insetBy(u * 1.2, u * 1.2)), Color(white: 1, alpha: 0.9), width: u * 0.35)
        var net = Path()
        net.move(to: Point(r.minX, r.midY))
        net.line(to: Point(r.maxX, r.midY))
        c.stroke(net, Color(white: 1, alpha: 0.95), width: u * 0.5)
      }
    }
  }
}

/// Where everything on the map goes, worked out once per rect: the road's
/// line, the edge of the houses, the paths, the playground and the clearing
/// around the destination, so trees can stay off them.
struct MapPlan: Sendable {
  let rect: Rect
  /// One hundredth of the height (of half the width on a tall map): sizes
  /// are in these, so a portrait card does not get giant trees.
  let unit: Double
  let roadLine: [Point]
  let roadWidth: Double
  let paths: [[Point]]
  let playground: Rect
  let destination: Point

  init(rect: Rect) {
    self.rect = rect
    unit = min(rect.height, rect.width / 2) / 100
    let u = unit
    roadWidth = u * 7
    var road: [Point] = []
    for i in -1...11 {
      let fy = Double(i) / 10
      road.append(Point(rect.minX + rect.width * MapPlan.roadX(fy), rect.minY + rect.height * fy))
    }
    roadLine = road
    destination = ParkMap.destination(in: rect)
    func p(_ fx: Double, _ fy: Double) -> Point { Point(rect.minX + rect.width * fx, rect.minY + rect.height * fy) }
    paths = [
      // From the road across the top of the park, bending down to the east edge.
      [p(MapPlan.roadX(0.3), 0.3), p(0.34, 0.26), p(0.45, 0.2), p(0.58, 0.22), p(0.72, 0.32), p(0.86, 0.27), p(1.03, 0.32)],
      // Up from the bottom to the playground and on to the east.
      [p(0.33, 1.04), p(0.38, 0.78), p(0.46, 0.56), p(0.56, 0.48), p(0.66, 0.56), p(0.78, 0.7), p(0.9, 0.68), p(1.03, 0.78)],
      // Down from the top edge to the first path.
      [p(0.5, -0.04), p(0.51, 0.1), p(0.48, 0.19)],
      // A loop through the south-east grove.
      [p(0.7, 0.6), p(0.74, 0.84), p(0.82, 0.98), p(0.86, 1.04)],
    ]
    playground = Rect(center: Point(destination.x + u * 20, destination.y - u * 4), size: Size(u * 24, u * 14))
  }

  /// The road's centre as a share of the width at `fy`: a gentle S.
  static func roadX(_ fy: Double) -> Double { 0.215 + 0.018 * sin(fy * Double.pi * 1.3 + 0.4) }

  func point(_ fx: Double, _ fy: Double) -> Point { Point(rect.minX + rect.width * fx, rect.minY + rect.height * fy) }

  /// The x of the road's park-side edge at `y`.
  func parkEdge(atY y: Double) -> Double {
    rect.minX + rect.width * MapPlan.roadX((y - rect.minY) / rect.height) + roadWidth / 2
  }

  /// How far `q` is from the nearest path's centre line.
  func distanceToPaths(_ q: Point) -> Double {
    var best = Double.infinity
    for path in paths {
      for (a, b) in zip(path, path.dropFirst()) { best = min(best, MapPlan.distance(q, a, b)) }
    }
    return best
  }

  static func distance(_ q: Point, _ a: Point, _ b: Point) -> Double {
    let ab = b - a
    let len2 = ab.x * ab.x + ab.y * ab.y
    let t = len2 > 0 ? min(max(((q.x - a.x) * ab.x + (q.y - a.y) * ab.y) / len2, 0), 1) : 0
    return q.distance(to: a + ab * t)
  }
}
