@testable import Art
import Basics
import Canvas
import Testing

/// The icon set (its picture is the `art-icons` golden in ArtGoldenTests): the
/// facts a broken icon would get wrong: no ink, ink outside its rect, a
/// Material glyph silently replaced by a fallback box, bytes that change.
@MainActor
struct IconTests {
  /// Every icon at two sizes with its name (Art's IconSheet).
  func sheet(scale: Double = 1) -> Surface {
    let surface = Surface(size: Size(1260, 720), scale: scale)
    IconSheet.draw(Canvas(surface: surface), in: Rect(x: 0, y: 0, width: 1260, height: 720))
    return surface
  }

  func pixels(_ s: Surface) -> [UInt32] {
    s.withPixels { p, row in Array(UnsafeBufferPointer(start: p, count: row * s.pixelHeight)) }
  }

  /// One icon alone in `rect` on a transparent surface a margin bigger.
  func render(_ icon: Icon, side: Double, margin: Double = 8, scale: Double = 1) -> (Surface, Rect) {
    let rect = Rect(x: margin, y: margin, width: side, height: side)
    let surface = Surface(size: Size(side + 2 * margin, side + 2 * margin), scale: scale)
    icon.draw(Canvas(surface: surface), in: rect, color: .black)
    return (surface, rect)
  }
  /// Measured ahead, off the frame thread (a painter job does this as the
  /// home first shows): every glyph icon's ink is known before a screen
  /// draws one.
  @Test func measuringAheadCoversEveryGlyphIconOnAnyThread() async {
    let glyphs = Icon.allCases.compactMap(\.codepoint)
    #expect(glyphs.count > 20)
    await Task.detached { Icon.measureGlyphs() }.value
    for codepoint in glyphs { #expect(IconGlyphs.isMeasured(codepoint), "U+\(String(codepoint, radix: 16)) not measured") }
  }

  @Test func everyIconInksOnlyItsRect() {
    #expect(Set(Icon.allCases.map(\.rawValue)).count == Icon.allCases.count)
    for icon in Icon.allCases {
      for (side, scale) in [(24.0, 1.0), (64.0, 1.0), (24.0, 2.0)] {
        let (s, rect) = render(icon, side: side, scale: scale)
        let px = rect.pixelAligned(scale: scale)
        var inside = 0, outside = 0
        s.withPixels { p, row in
          for y in 0..<s.pixelHeight {
            for x in 0..<s.pixelWidth where p[y * row + x] >> 24 > 0 {
              if Double(x) >= px.minX && Double(x) < px.maxX && Double(y) >= px.minY && Double(y) < px.maxY {
                inside += 1
              } else {
                outside += 1
              }
            }
          }
        }
        let area = px.width * px.height
        #expect(Double(inside) > area * 0.06, "\(icon.rawValue) at \(side) pt ×\(scale): only \(inside) inked pixels")
        #expect(outside == 0, "\(icon.rawValue) at \(side) pt ×\(scale): \(outside) pixels outside its rect")
      }
    }
  }

  @Test func iconsAreCentredInWideRects() {
    // A rect wider than tall: the icon is a square at its centre, not stretched.
    let surface = Surface(pixelWidth: 120, pixelHeight: 40, scale: 1)
    Icon.play.draw(Canvas(surface: surface), in: Rect(x: 0, y: 0, width: 120, height: 40), color: .black)
    var minX = 120, maxX = 0
    for y in 0..<40 { for x in 0..<120 where surface.pixel(x: x, y: y) >> 24 > 128 { minX = min(minX, x); maxX = max(maxX, x) } }
    #expect(minX >= 40 && maxX < 80 && abs((minX + maxX) / 2 - 60) <= 3, "play spans \(minX)…\(maxX)")
  }

  @Test func glyphsComeFromTheMaterialFont() {
    #expect(Fonts.resolve(Icon.fontFamily) == Icon.fontFamily, "Material Icons is not installed (Scripts/setup.sh)")
    // What Pango draws for a codepoint no font has: the hex box a missing
    // Material glyph would turn into, fitted like an icon.
    let boxLayout = TextLayout("\u{10FFFD}", style: TextStyle(family: Icon.fontFamily, size: 240))
    let box = Surface(pixelWidth: 48, pixelHeight: 48, scale: 1)
    let bc = Canvas(surface: box)
    let ink = boxLayout.inkBounds
    let k = 40 / max(ink.width, ink.height)
    bc.translate(24, 24)
    bc.scaleBy(k, k)
    bc.draw(boxLayout, at: Point(-ink.midX, -ink.midY), color: .black)
    let boxPixels = pixels(box)

    var seen: [[UInt32]] = []
    for icon in Icon.allCases where icon.isFontGlyph {
      let (s, _) = render(icon, side: 40, margin: 4)
      let px = pixels(s)
      let differing = zip(px, boxPixels).filter { ($0 >> 24 > 127) != ($1 >> 24 > 127) }.count
      #expect(differing > 120, "\(icon.rawValue) looks like the fallback box (\(differing) pixels differ)")
      #expect(!seen.contains(px), "\(icon.rawValue) draws the same as another icon")
      seen.append(px)
    }
    #expect(seen.count == Icon.allCases.filter(\.isFontGlyph).count)
  }

  @Test func drawingIsDeterministic() {
    #expect(pixels(sheet()) == pixels(sheet()))
  }
}
