import Art
import Basics
import Canvas
import Testing

/// The amber wallpaper covers every pixel of every panel: its reduced picture
/// has no partly transparent row or column, so nothing drawn before shows
/// through at its edges.
@MainActor
struct AmberWallpaperTests {
  /// Panels whose point sizes are not whole at a quarter of their scale
  /// (800×480 is 1333⅓ points wide at 0.6), and two that are.
  nonisolated static let panels = [(800, 480), (720, 1280), (1280, 800), (640, 400)]

  @Test(arguments: panels)
  func everyPixelIsOpaque(width: Int, height: Int) {
    let scale = Double(min(width, height)) / 800
    let size = Size(Double(width) / scale, Double(height) / scale)
    let picture = AmberWallpaper.picture(size: size, scale: scale)
    #expect(Self.translucent(picture) == [], "the reduced picture \(picture.pixelWidth)×\(picture.pixelHeight) at \(width)×\(height)")
    let screen = Surface(pixelWidth: width, pixelHeight: height, scale: scale)
    AmberWallpaper.draw(Canvas(surface: screen), in: Rect(size: size))
    #expect(Self.translucent(screen) == [], "drawn over \(width)×\(height)")
  }

  /// The first few pixels that are not fully opaque.
  static func translucent(_ s: Surface) -> [String] {
    s.withPixels { p, row in
      var found: [String] = []
      for y in 0..<s.pixelHeight {
        for x in 0..<s.pixelWidth where p[y * row + x] >> 24 != 255 {
          found.append("(\(x),\(y)) alpha \(p[y * row + x] >> 24)")
          if found.count == 4 { return found }
        }
      }
      return found
    }
  }
}
