import Synchronization

/// Fonts load per thread (each thread has its own Pango font map), and
/// loading one, fontconfig's match for a family, weight and size, is the
/// largest part of a screen's first frame on the thread that first draws it
/// (a third of the dashboard's). The fonts any thread loads are listed here, so
/// the frame thread can load the ones the painter loaded (painting the next
/// screen's pictures, measuring its numbers) in frames with time to spare,
/// before that screen's first frame needs them.
public enum FontWarmup {
  /// Bounds the list should text ever be drawn at ever-changing sizes.
  static let capacity = 512
  private static let listed = Mutex<(styles: [TextStyle], known: Set<TextStyle>)>(([], []))
  private static let count = Atomic<Int>(0)

  /// Lists a font (a style reduced to what picks its font) as loaded.
  static func note(_ font: TextStyle) {
    listed.withLock { list in
      guard list.styles.count < capacity, list.known.insert(font).inserted else { return }
      list.styles.append(font)
      count.store(list.styles.count, ordering: .releasing)
    }
  }

  /// True while the list holds a font the calling thread has not looked at yet.
  public static var hasPending: Bool { FontSystem.current.fontsLooked < count.load(ordering: .acquiring) }

  /// Loads the next listed font the calling thread has not loaded; false
  /// when none is left.
  @discardableResult
  public static func loadNext() -> Bool {
    let fonts = FontSystem.current
    while fonts.fontsLooked < count.load(ordering: .acquiring) {
      let font = listed.withLock { $0.styles[fonts.fontsLooked] }
      fonts.fontsLooked += 1
      guard !fonts.hasLoaded(font) else { continue }
      // Measuring a character makes Pango match and open the font.
      _ = TextLayout("0", style: font).size
      return true
    }
    return false
  }
}
