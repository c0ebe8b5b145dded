internal import CCairo
internal import CPangoCairo
internal import Glibc

/// Fonts load through fontconfig into a Pango context per thread: Pango
/// contexts and PangoCairo font maps are not thread-safe, so the frame thread
/// and each painter thread lay out text with their own. Metrics are unhinted
/// so a layout measures (and draws) the same at every scale and on every
/// thread.
final class FontSystem {
  /// The calling thread's fonts, made on its first text.
  static var current: FontSystem {
    if let existing = pthread_getspecific(threadKey) {
      return Unmanaged<FontSystem>.fromOpaque(existing).takeUnretainedValue()
    }
    let made = FontSystem()
    pthread_setspecific(threadKey, Unmanaged.passRetained(made).toOpaque())
    return made
  }

  /// Released when its thread ends (a painter thread stopping).
  private static let threadKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { fonts in
      guard let fonts else { return }
      Unmanaged<FontSystem>.fromOpaque(fonts).release()
    }
    return key
  }()

  private let fontMap: UnsafeMutablePointer<PangoFontMap>
  let context: OpaquePointer
  private var descriptions: [TextStyle: OpaquePointer] = [:]
  /// How many of `FontWarmup`'s listed fonts this thread has looked at.
  var fontsLooked = 0
  /// Layouts drawn again and again (icon glyphs), kept per thread.
  var reusedLayouts: [ReusedKey: TextLayout] = [:]
  /// Lines `drawText` laid out lately on this thread.
  var recentLayouts = RecentLayouts()

  struct ReusedKey: Hashable {
    let text: String
    let style: TextStyle
  }

  private init() {
    fontMap = pango_cairo_font_map_new()!
    context = pango_font_map_create_context(fontMap)!
    let options = cairo_font_options_create()!
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango_context_set_round_glyph_positions(context, 0)
  }

  deinit {
    for d in descriptions.values { pango_font_description_free(d) }
    g_object_unref(UnsafeMutableRawPointer(context))
    g_object_unref(UnsafeMutableRawPointer(fontMap))
  }

  func description(for style: TextStyle) -> OpaquePointer {
    let key = Self.font(of: style)
    if let d = descriptions[key] { return d }
    FontWarmup.note(key)
    let d = pango_font_description_new()!
    pango_font_description_set_family(d, style.family)
    pango_font_description_set_weight(d, PangoWeight(rawValue: UInt32(style.weight.rawValue)))
    pango_font_description_set_absolute_size(d, style.size * Double(PANGO_SCALE))
    if style.condensed { pango_font_description_set_stretch(d, PANGO_STRETCH_CONDENSED) }
    descriptions[key] = d
    return d
  }

  /// `style` reduced to what picks its font: family, weight, size, stretch.
  static func font(of style: TextStyle) -> TextStyle {
    var font = style
    font.color = .black
    font.tracking = 0
    font.alignment = .left
    font.lineSpacing = 1
    return font
  }

  /// True once this thread has laid out text in `font`.
  func hasLoaded(_ font: TextStyle) -> Bool { descriptions[font] != nil }

  /// The family fontconfig actually chose for `family`: tests use it to prove the
  /// Debian font packages are installed rather than silently substituted.
  func resolvedFamily(_ family: String) -> String {
    let d = description(for: TextStyle(family: family, size: 12))
    guard let font = pango_font_map_load_font(fontMap, context, d) else { return "" }
    defer { g_object_unref(UnsafeMutableRawPointer(font)) }
    let described = pango_font_describe(font)!
    defer { pango_font_description_free(described) }
    return String(cString: pango_font_description_get_family(described))
  }
}
