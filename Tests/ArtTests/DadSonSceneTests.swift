import Art
import Basics
import Canvas
import Glibc
import Testing

/// Renders the dad-and-son picture and checks facts about it that a broken
/// drawing would get wrong. With `HOMEVIEW_LOOK_AT=DIR` the pictures land in
/// DIR/art for a person to look at.
@MainActor
struct DadSonSceneTests {
  static let outDir = getenv("HOMEVIEW_LOOK_AT").map { String(cString: $0) + "/art" }

  func render(width: Int, height: Int, background: Bool = true, people: Bool = true) -> Surface {
    let surface = Surface(pixelWidth: width, pixelHeight: height, scale: 1)
    let canvas = Canvas(surface: surface)
    let rect = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
    if background { DadSonScene.drawBackground(canvas, in: rect) }
    if people { DadSonScene.drawPeople(canvas, in: rect) }
    return surface
  }

  func channels(_ argb: UInt32) -> (a: Int, r: Int, g: Int, b: Int) {
    (Int(argb >> 24), Int((argb >> 16) & 0xFF), Int((argb >> 8) & 0xFF), Int(argb & 0xFF))
  }

  func isSky(_ argb: UInt32) -> Bool {
    let p = channels(argb)
    return p.b > p.r + 40 && p.b > p.g + 10
  }

  func bytes(_ s: Surface) -> [UInt32] {
    s.withPixels { p, row in Array(UnsafeBufferPointer(start: p, count: row * s.pixelHeight)) }
  }

  @Test func writesFullSizeAndMiniature() throws {
    let full = render(width: 1280, height: 800)
    let mini = render(width: 300, height: 286)
    if let dir = Self.outDir {
      mkdir(dir, 0o755)
      try full.writePNG(to: "\(dir)/dad-son.png")
      try mini.writePNG(to: "\(dir)/dad-son-mini.png")
      try render(width: 1280, height: 800, people: false).writePNG(to: "\(dir)/dad-son-sky.png")
      try render(width: 1280, height: 800, background: false).writePNG(to: "\(dir)/dad-son-people.png")
      try render(width: 600, height: 600).writePNG(to: "\(dir)/dad-son-square.png")
    }

    // Top centre is open sky, deeper blue there than near the horizon.
    let top = channels(full.pixel(x: 640, y: 4))
    #expect(top.a == 255)
    #expect(isSky(full.pixel(x: 640, y: 4)), "top centre should be sky blue, got \(top)")
    let low = channels(render(width: 1280, height: 800, people: false).pixel(x: 640, y: 600))
    #expect(low.r > top.r, "the sky should pale towards the horizon")

    // The dad's face (y = 640 of 1000) and chest (y = 880) are not sky.
    for y in [512, 704] {
      let p = channels(full.pixel(x: 640, y: y))
      #expect(!isSky(full.pixel(x: 640, y: y)), "pixel at (640, \(y)) looks like sky: \(p)")
      #expect(p.r > p.b, "pixel at (640, \(y)) should be warm skin or shirt: \(p)")
    }
    // Same in the miniature.
    #expect(isSky(mini.pixel(x: 150, y: 2)))
    #expect(!isSky(mini.pixel(x: 150, y: 183)))
  }

  @Test func peopleLayerIsTransparentAroundThem() {
    for (w, h) in [(1280, 800), (300, 286)] {
      let people = render(width: w, height: h, background: false)
      #expect(people.pixel(x: 0, y: 0) >> 24 == 0)
      #expect(people.pixel(x: w - 1, y: 0) >> 24 == 0)
      #expect(people.pixel(x: w / 2, y: 2) >> 24 == 0, "the top of the frame stays sky")
      #expect(people.pixel(x: w / 2, y: h - 1) >> 24 == 255, "the dad stands on the bottom edge")
      #expect(people.pixel(x: w / 2, y: h * 64 / 100) >> 24 == 255, "the dad's face is opaque")
    }
  }

  @Test func renderingIsDeterministic() {
    let a = render(width: 640, height: 400)
    let b = render(width: 640, height: 400)
    #expect(bytes(a) == bytes(b))
  }
}
