import Basics
import Synchronization

/// Fonts load per thread (each thread has its own Pango font map), and
/// loading one, fontconfig's match for a family, weight and size, is the
/// largest part of a screen's first frame on the thread that first draws it
/// (a third of the dashboard's). The fonts any thread loads are listed here, so
/// the frame thread can load the ones the painter loaded (painting the next
/// screen's pictures, measuring its numbers) in frames with time to spare,
/// before that screen's first frame needs them. Plugins list the fonts their
/// screens draw at fixed sizes too (`ahead`), from the start.
public enum FontWarmup {
  /// Bounds the list should text ever be drawn at ever-changing sizes.
  static let capacity = 512
  /// A listed font, and whether its glyphs are laid out and drawn ahead too.
  struct Entry: Sendable {
    var font: TextStyle
    var glyphs: Bool
  }
  private static let listed = Mutex<(entries: [Entry], known: Set<TextStyle>)>(([], []))
  private static let count = Atomic<Int>(0)

  /// Lists a font (a style reduced to what picks its font) as loaded.
  static func note(_ font: TextStyle, glyphs: Bool = false) {
    listed.withLock { list in
      guard list.entries.count < capacity, list.known.insert(font).inserted else { return }
      list.entries.append(Entry(font: font, glyphs: glyphs))
      count.store(list.entries.count, ordering: .releasing)
    }
  }

  /// Lists the fonts of `styles` (text a plugin's screens draw at fixed
  /// sizes) for the frame thread to load in spare time, glyphs and all,
  /// before a screen needs them.
  public static func ahead(_ styles: [TextStyle]) {
    for style in styles { note(FontSystem.font(of: style), glyphs: true) }
  }

  /// The glyphs loaded ahead: laying them out makes cairo work out their
  /// extents at that size, drawing them rasterizes them (most of what a
  /// line's first layout and drawing cost besides the font itself).
  static let sample = "0123456789 ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz .,:;!?'-()"
  /// Glyphs are drawn ahead up to this many pixels high: bigger ones (a
  /// clock's numerals) cost more memory in cairo's glyph cache than they save.
  static let largestDrawnPixels = 64.0
  /// The surface the sample is drawn through.
  static let stripPixels = (width: 512, height: 64)

  /// True while the list holds a font the calling thread has not looked at yet.
  public static var hasPending: Bool { FontSystem.current.fontsLooked < count.load(ordering: .acquiring) }

  /// Loads the next listed font the calling thread has not loaded, for
  /// drawing at `scale` pixels a point; false when none is left.
  @discardableResult
  public static func loadNext(scale: Double = 1) -> Bool {
    let fonts = FontSystem.current
    while fonts.fontsLooked < count.load(ordering: .acquiring) {
      let entry = listed.withLock { $0.entries[fonts.fontsLooked] }
      fonts.fontsLooked += 1
      guard !fonts.hasLoaded(entry.font) else { continue }
      guard entry.glyphs else {
        // Measuring a character makes Pango match and open the font.
        _ = TextLayout("0", style: entry.font).size
        return true
      }
      let lines = TextLayout(sample, style: entry.font, width: Double(stripPixels.width) / scale)
      guard entry.font.size * scale <= largestDrawnPixels else {
        _ = lines.size
        return true
      }
      // Cairo rasterizes only glyphs that show, and keeps them with the
      // font at that size: the sample, wrapped, is drawn strip by strip
      // through a small surface.
      let strip = Surface(pixelWidth: stripPixels.width, pixelHeight: stripPixels.height, scale: scale)
      let canvas = Canvas(surface: strip)
      let stripHeight = Double(stripPixels.height) / scale
      var top = 0.0
      while top < lines.size.height {
        canvas.draw(lines, at: Point(0, -top))
        top += stripHeight
      }
      return true
    }
    return false
  }
}
