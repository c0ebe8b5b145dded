import Art
import Basics
import Canvas
import Glibc
import Testing

/// The beagle poses, on the two faces' backgrounds and alone, at full screen and
/// thumbnail size, written to /tmp/art/beagle for a person to look at.
@MainActor
struct BeagleTests {
  static let outDir = "/tmp/art/beagle"
  static let black = Color(hex: 0x000000)
  static let grey = Color(hex: 0x8E8E93)
  static let red = Color(hex: 0xE0352B)

  enum Pose: String, CaseIterable { case sitting, doghouse }

  func draw(_ pose: Pose, _ canvas: Canvas, in rect: Rect) {
    switch pose {
    case .sitting: Beagle.drawSitting(canvas, in: rect)
    case .doghouse: Beagle.drawOnDoghouse(canvas, in: rect)
    }
  }

  /// The pose where a face would put it (the right part of the screen, standing
  /// on the bottom), with stars round it, on the face's background or on nothing.
  func render(_ pose: Pose, width: Int, height: Int, background: Color?, stars: Bool = true) -> Surface {
    let surface = Surface(pixelWidth: width, pixelHeight: height, scale: 1)
    let canvas = Canvas(surface: surface)
    if let background { canvas.clear(background) }
    let w = Double(width), h = Double(height)
    let rect = Rect(x: w * 0.08, y: h * 0.12, width: w * 0.84, height: h * 0.84)
    draw(pose, canvas, in: rect)
    if stars {
      let r = min(w, h)
      let color = Self.red
      Beagle.drawStar(canvas, center: Point(w * 0.16, h * 0.2), radius: r * 0.035, color: color)
      Beagle.drawStar(canvas, center: Point(w * 0.84, h * 0.16), radius: r * 0.025, color: color, points: 5)
      Beagle.drawStar(canvas, center: Point(w * 0.9, h * 0.42), radius: r * 0.02, color: color)
      Beagle.drawStar(canvas, center: Point(w * 0.1, h * 0.6), radius: r * 0.018, color: color, points: 5)
    }
    return surface
  }

  func pixels(_ s: Surface) -> [UInt32] {
    s.withPixels { p, row in Array(UnsafeBufferPointer(start: p, count: row * s.pixelHeight)) }
  }

  @Test func writesEveryPose() throws {
    mkdir("/tmp/art", 0o755)
    mkdir(Self.outDir, 0o755)
    for pose in Pose.allCases {
      let bg = pose == .sitting ? Self.black : Self.grey
      try render(pose, width: 1280, height: 800, background: bg).writePNG(to: "\(Self.outDir)/\(pose.rawValue).png")
      try render(pose, width: 150, height: 150, background: bg).writePNG(to: "\(Self.outDir)/\(pose.rawValue)-150.png")
      try render(pose, width: 800, height: 800, background: nil, stars: false).writePNG(to: "\(Self.outDir)/\(pose.rawValue)-alone.png")
    }
    // Both poses turned the other way, side by side.
    let turned = Surface(pixelWidth: 800, pixelHeight: 400, scale: 1)
    let tc = Canvas(surface: turned)
    tc.clear(Self.grey)
    Beagle.drawSitting(tc, in: Rect(x: 20, y: 20, width: 360, height: 360), facingLeft: true)
    Beagle.drawOnDoghouse(tc, in: Rect(x: 420, y: 20, width: 360, height: 360), facingLeft: false)
    try turned.writePNG(to: "\(Self.outDir)/turned.png")
    // Stars alone, large, to check their shape.
    let s = Surface(pixelWidth: 240, pixelHeight: 120, scale: 1)
    let c = Canvas(surface: s)
    c.clear(.black)
    Beagle.drawStar(c, center: Point(60, 60), radius: 50, color: Self.red)
    Beagle.drawStar(c, center: Point(180, 62), radius: 50, color: Self.red, points: 5)
    try s.writePNG(to: "\(Self.outDir)/stars.png")
  }

  @Test func transparentAroundAnOpaqueDog() {
    for pose in Pose.allCases {
      for side in [800, 150] {
        let s = render(pose, width: side, height: side, background: nil, stars: false)
        for (x, y) in [(0, 0), (side - 1, 0), (0, side / 2), (side - 1, side / 2)] {
          #expect(s.pixel(x: x, y: y) >> 24 == 0, "\(pose) \(side): corner (\(x), \(y)) is not transparent")
        }
        var opaque = 0
        s.withPixels { p, row in
          for y in 0..<side { for x in 0..<side where p[y * row + x] >> 24 == 255 { opaque += 1 } }
        }
        #expect(Double(opaque) > Double(side * side) * 0.15, "\(pose) \(side): only \(opaque) opaque pixels")
      }
    }
  }

  @Test func standsOnTheBottomOfItsRect() {
    for pose in Pose.allCases {
      let s = Surface(pixelWidth: 400, pixelHeight: 300, scale: 1)
      draw(pose, Canvas(surface: s), in: Rect(x: 0, y: 0, width: 400, height: 300))
      var lowest = 0, left = 400, right = 0
      s.withPixels { p, row in
        for y in 0..<300 {
          for x in 0..<400 where p[y * row + x] >> 24 > 128 {
            lowest = max(lowest, y); left = min(left, x); right = max(right, x)
          }
        }
      }
      #expect(lowest >= 296, "\(pose) ends \(300 - lowest) px above the bottom")
      #expect(abs((left + right) / 2 - 200) < 20, "\(pose) is not centred: \(left)…\(right)")
    }
  }

  @Test func drawingIsDeterministic() {
    for pose in Pose.allCases {
      #expect(pixels(render(pose, width: 640, height: 400, background: .black)) == pixels(render(pose, width: 640, height: 400, background: .black)))
    }
  }
}
