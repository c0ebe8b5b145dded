import Basics
import Canvas
import ClockFaces
import Glibc
import Testing

/// The glyphs come from the Material icon font: each must draw ink (a missing
/// codepoint or a substituted font draws nothing or a box the same for all).
@MainActor
struct FaceGlyphTests {
  func render(_ g: FaceGlyph) -> [UInt32] {
    let s = Surface(pixelWidth: 48, pixelHeight: 48)
    g.draw(Canvas(surface: s), center: Point(24, 24), size: 40, color: .black)
    return s.withPixels { p, row in Array(UnsafeBufferPointer(start: p, count: row * 48)) }
  }

  @Test func theIconFontIsInstalled() {
    #expect(Fonts.resolve("Material Icons") == "Material Icons")
  }

  @Test(arguments: FaceGlyph.allCases)
  func eachGlyphDrawsItsOwnShape(_ g: FaceGlyph) {
    let pixels = render(g)
    let inked = pixels.filter { $0 >> 24 > 128 }.count
    #expect(inked > 40, "\(g) draws almost nothing")
    #expect(inked < 48 * 48 * 3 / 4, "\(g) fills its box (a missing glyph?)")
    for other in FaceGlyph.allCases where other != g {
      #expect(render(other) != pixels, "\(g) and \(other) draw the same")
    }
  }

  @Test func writesAGlyphSheetToLookAt() throws {
    mkdir("/tmp/faces", 0o755)
    let all = FaceGlyph.allCases
    let s = Surface(pixelWidth: 64 * all.count, pixelHeight: 64)
    let c = Canvas(surface: s)
    c.clear(.white)
    for (i, g) in all.enumerated() { g.draw(c, center: Point(Double(i) * 64 + 32, 32), size: 48, color: .black) }
    try s.writePNG(to: "/tmp/faces/glyphs.png")
  }
}
