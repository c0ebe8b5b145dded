import Basics
import Canvas
import Testing

@testable import Runtime

/// A zoom from a tile starts as exactly the picture the tile showed, bezel and
/// all, and grows it continuously while the incoming screen fades in over it.
@MainActor
struct ZoomTileTests {
  static let full = (width: 320, height: 200)
  /// A red bezel round a white screen, 60×50 at (40, 40); its screen part.
  static let frame = Rect(x: 40, y: 40, width: 60, height: 50)
  static let screen = frame.insetBy(6, 6)

  static func surface(_ w: Int, _ h: Int, _ paint: (Canvas) -> Void) -> Surface {
    let s = Surface(pixelWidth: w, pixelHeight: h)
    paint(Canvas(surface: s))
    return s
  }

  /// The transition drawn at `progress`: green leaving, blue coming.
  static func frameAt(_ progress: Double) -> Surface {
    let tile = surface(60, 50) { c in
      c.fill(Rect(x: 0, y: 0, width: 60, height: 50), Color(hex: 0xFF0000))
      c.fill(Rect(x: 6, y: 6, width: 48, height: 38), Color(hex: 0xFFFFFF))
    }
    let outgoing = surface(full.width, full.height) { $0.fill($0.bounds, Color(hex: 0x00FF00)) }
    let incoming = surface(full.width, full.height) { $0.fill($0.bounds, Color(hex: 0x0000FF)) }
    var zoom = ActiveTransition(kind: .zoomFromRect(screen, cornerRadius: 0, tile: ZoomTile(picture: tile, frame: frame)), start: 0)
    zoom.spring = Spring(value: progress, target: 1, response: 0.5, dampingFraction: 0.86)
    let out = Surface(pixelWidth: full.width, pixelHeight: full.height)
    zoom.composite(outgoing: outgoing, incoming: incoming, on: Canvas(surface: out), at: 0)
    return out
  }

  @Test func itStartsAsExactlyTheTile() {
    let out = Self.frameAt(0)
    #expect(out.pixel(x: 42, y: 42) == 0xFFFF_0000, "the bezel")
    #expect(out.pixel(x: 70, y: 65) == 0xFFFF_FFFF, "the tile's own screen, not the incoming one")
    #expect(out.pixel(x: 99, y: 89) == 0xFFFF_0000, "the bezel's far corner")
    #expect(out.pixel(x: 100, y: 90) == 0xFF00_FF00, "the screen behind, round the tile")
  }

  @Test func theBezelGrowsWithTheRectWhileTheScreenFadesIn() {
    // At 0.3 the screen part spans x 32…162, y 32…119; the bezel 2.7× as wide.
    let out = Self.frameAt(0.3)
    #expect(out.pixel(x: 24, y: 70) == 0xFFFF_0000, "the grown bezel left of the rect")
    let mid = out.pixel(x: 97, y: 70)
    let red = (mid >> 16) & 0xFF, blue = mid & 0xFF
    #expect(red > 0x40 && red < 0xC0 && blue == 0xFF, "half the tile, half the incoming screen (\(String(mid, radix: 16)))")
    #expect(out.pixel(x: 300, y: 190) == 0xFF00_FF00, "the screen behind, beyond the bezel")
  }

  @Test func itEndsAsTheIncomingScreen() {
    let out = Self.frameAt(1)
    for (x, y) in [(0, 0), (70, 65), (319, 199), (160, 100)] {
      #expect(out.pixel(x: x, y: y) == 0xFF00_00FF, "(\(x), \(y))")
    }
  }

  /// What the zoom leaves undrawn under the faded-in screen is only ever
  /// what that screen covers whole: rounded corners, a rect starting partly
  /// off the screen and the overshoot past it give the pixels of the
  /// outgoing screen, the tile and the incoming screen all composited.
  @Test func whatItSkipsUnderTheGrownScreenChangesNoPixel() {
    let radius = 30.0
    for rect in [Rect(x: -20, y: 60, width: 90, height: 70), Rect(x: 250, y: -10, width: 90, height: 70)] {
      for p in [0.62, 0.8, 0.97, 1.004] {
        let r = Rect.lerp(rect, Rect(x: 0, y: 0, width: 320, height: 200), p)
        let corner = (1 - min(p, 1)) * radius
        guard let inside = ActiveTransition.coveredInside(r, radius: corner, bounds: Rect(x: 0, y: 0, width: 320, height: 200), scale: 1)
        else { continue }
        // Every pixel of `inside` lies in the rounded rect with a margin of its antialiasing.
        let shape = Surface(pixelWidth: 320, pixelHeight: 200)
        Canvas(surface: shape).fill(Path.roundedRect(r, radius: corner), Color(hex: 0xFFFFFF))
        for y in Int(inside.minY)..<Int(inside.maxY) {
          for x in Int(inside.minX)..<Int(inside.maxX) where shape.pixel(x: x, y: y) != 0xFFFF_FFFF {
            Issue.record("(\(x), \(y)) at \(p) is not covered whole by \(r)")
            return
          }
        }
        let bands = ActiveTransition.bands(of: Rect(x: 0, y: 0, width: 320, height: 200), around: inside)
        #expect(bands.reduce(0) { $0 + $1.area } + inside.area == 320 * 200, "the bands and the inside tile the screen")
      }
    }
  }
}
