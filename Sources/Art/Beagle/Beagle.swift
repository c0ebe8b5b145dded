public import Basics
public import Canvas
import Glibc

/// The cartoon beagle of the two "WEDNESDAY" faces: an original character (not
/// Snoopy) in beagle colours — tan head, long brown ears, white muzzle, chest
/// and paws, a black saddle, a white-tipped tail — in a clean outlined style.
/// Each pose is authored in its own design box, fitted into the caller's rect
/// keeping proportions, centred, standing on the rect's bottom edge.
public enum Beagle {
  /// Sitting, side on, facing right (or left), head up: the red face on black.
  @MainActor
  public static func drawSitting(_ canvas: Canvas, in rect: Rect, facingLeft: Bool = false) {
    fit(canvas, rect, design: BeagleSitting.box, mirrored: facingLeft) { BeagleSitting.draw(canvas) }
  }

  /// Lying on its belly along the ridge of a red doghouse, head to the left (or
  /// right): the grey face.
  @MainActor
  public static func drawOnDoghouse(_ canvas: Canvas, in rect: Rect, facingLeft: Bool = true) {
    fit(canvas, rect, design: BeagleDoghouse.box, mirrored: !facingLeft) { BeagleDoghouse.draw(canvas) }
  }

  /// A little sparkle: four points (the default) or a five-point star, its points
  /// reaching `radius` from `center`.
  @MainActor
  public static func drawStar(_ canvas: Canvas, center: Point, radius: Double, color: Color, points: Int = 4) {
    canvas.fill(BeagleInk.star(center: center, radius: radius, points: points), color)
  }

  @MainActor
  private static func fit(_ canvas: Canvas, _ rect: Rect, design: Size, mirrored: Bool, _ body: () -> Void) {
    let k = min(rect.width / design.width, rect.height / design.height)
    guard k > 0 else { return }
    canvas.withState {
      canvas.translate(rect.midX - design.width * k / 2, rect.maxY - design.height * k)
      canvas.scaleBy(k, k)
      if mirrored {
        // A face may put its words on the other side: the dog turns to them.
        canvas.translate(design.width, 0)
        canvas.scaleBy(-1, 1)
      }
      body()
    }
  }
}

/// Colours and the inking helpers both poses share.
@MainActor
enum BeagleInk {
  static let line = Color(hex: 0x1C1714)
  static let tan = Color(hex: 0xCF8A45)
  static let tanShade = Color(hex: 0xB0702F)
  static let ear = Color(hex: 0x8C5226)
  static let earShade = Color(hex: 0x6E3D1A)
  static let white = Color(hex: 0xFFFCF6)
  static let whiteShade = Color(hex: 0xE9E1D6)
  // Charcoal rather than black, so the back still reads on the black face.
  static let saddle = Color(hex: 0x3B332F)
  static let nose = Color(hex: 0x1C1714)
  static let tongue = Color(hex: 0xE8727A)
  static let collar = Color(hex: 0xD8322B)
  static let lineWidth = 2.0

  /// Fills `path` and inks its outline, the cartoon's one drawing gesture.
  static func ink(_ canvas: Canvas, _ path: Path, _ color: Color, width: Double = lineWidth) {
    canvas.fill(path, color)
    canvas.stroke(path, .color(line), width: width, cap: .round, join: .round)
  }

  /// A limb or tail as a round-capped stroke with an outline: the outline colour
  /// first, a little wider, then the colour over it.
  static func inkStroke(_ canvas: Canvas, _ path: Path, _ color: Color, width: Double) {
    canvas.stroke(path, .color(line), width: width + 2 * lineWidth, cap: .round, join: .round)
    canvas.stroke(path, .color(color), width: width, cap: .round, join: .round)
  }

  /// A line drawn with the outline pen (eyebrows, smile, toes).
  static func line(_ canvas: Canvas, _ path: Path, width: Double = lineWidth) {
    canvas.stroke(path, .color(line), width: width, cap: .round, join: .round)
  }

  /// Paints `color` inside `clip`'s shape only: markings (saddle, blaze, white
  /// chest) that must stay within the part they sit on.
  static func marking(_ canvas: Canvas, within clip: Path, _ shape: Path, _ color: Color) {
    canvas.withState {
      canvas.clip(clip)
      canvas.fill(shape, color)
    }
  }

  /// A smooth closed (or open) curve through `points`: organic outlines are
  /// easier to author as a few points than as Bézier handles.
  static func blob(_ points: [(Double, Double)], closed: Bool = true) -> Path {
    let pts = points.map { Point($0.0, $0.1) }
    var path = Path()
    let n = pts.count
    guard n > 1 else { return path }
    func at(_ i: Int) -> Point { closed ? pts[(i % n + n) % n] : pts[min(max(i, 0), n - 1)] }
    path.move(to: pts[0])
    for i in 0..<(closed ? n : n - 1) {
      let p0 = at(i - 1), p1 = at(i), p2 = at(i + 1), p3 = at(i + 2)
      path.curve(to: p2, control1: p1 + (p2 - p0) * (1.0 / 6), control2: p2 - (p3 - p1) * (1.0 / 6))
    }
    if closed { path.close() }
    return path
  }

  static func oval(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double) -> Path {
    .ellipse(in: Rect(x: cx - rx, y: cy - ry, width: 2 * rx, height: 2 * ry))
  }

  /// A sparkle with concave sides (four points) or a plump five-point star.
  static func star(center c: Point, radius r: Double, points: Int) -> Path {
    let n = max(points, 3)
    var p = Path()
    let inner = n == 4 ? 0.0 : r * 0.5
    for i in 0..<n {
      let a = -Double.pi / 2 + Double(i) * 2 * .pi / Double(n)
      let tip = c + Point(cos(a), sin(a)) * r
      let mid = a + .pi / Double(n)
      let valley = c + Point(cos(mid), sin(mid)) * max(inner, r * 0.18)
      if i == 0 { p.move(to: tip) }
      // Control points pulled towards the centre make the sides curve inwards.
      let a1 = c + Point(cos(a), sin(a)) * (n == 4 ? r * 0.22 : r * 0.55)
      let nextA = a + 2 * .pi / Double(n)
      let next = c + Point(cos(nextA), sin(nextA)) * r
      if n == 4 {
        let a2 = c + Point(cos(nextA), sin(nextA)) * (r * 0.22)
        p.curve(to: next, control1: a1, control2: a2)
      } else {
        p.line(to: valley)
        p.line(to: next)
      }
    }
    p.close()
    return p
  }
}
