public import Basics
internal import CCairo
internal import CPangoCairo

/// How a piece of text looks. Sizes and tracking in points.
public struct TextStyle: Hashable, Sendable {
  public enum Weight: Int, Sendable {
    case thin = 100, extraLight = 200, light = 300, regular = 400, medium = 500
    case semibold = 600, bold = 700, heavy = 800, black = 900
  }
  public enum Alignment: Sendable { case left, center, right }

  public var family: String
  public var weight: Weight
  public var size: Double
  /// Extra space between letters, in points; negative for tight numerals.
  public var tracking: Double
  public var color: Color
  public var alignment: Alignment
  public var condensed: Bool
  /// Line height as a multiple of the font's own (1 = natural).
  public var lineSpacing: Double

  public init(
    family: String = "Inter", weight: Weight = .regular, size: Double, tracking: Double = 0,
    color: Color = .black, alignment: Alignment = .left, condensed: Bool = false, lineSpacing: Double = 1
  ) {
    self.family = family
    self.weight = weight
    self.size = size
    self.tracking = tracking
    self.color = color
    self.alignment = alignment
    self.condensed = condensed
    self.lineSpacing = lineSpacing
  }
}

/// A laid-out piece of text: build it once, measure it, draw it many times.
/// It belongs to the thread that made it (its thread's Pango context): the
/// frame thread for what a frame draws, a painter thread for what a job paints.
public final class TextLayout {
  let layout: OpaquePointer
  public let text: String
  public let style: TextStyle

  /// `width` wraps the text at that many points; nil keeps it on one line.
  public init(_ text: String, style: TextStyle, width: Double? = nil) {
    self.text = text
    self.style = style
    let fonts = FontSystem.current
    layout = pango_layout_new(fonts.context)!
    pango_layout_set_text(layout, text, -1)
    let desc = fonts.description(for: style)
    pango_layout_set_font_description(layout, desc)
    let attrs = pango_attr_list_new()!
    if style.tracking != 0 {
      pango_attr_list_insert(attrs, pango_attr_letter_spacing_new(Int32(style.tracking * Double(PANGO_SCALE))))
    }
    pango_layout_set_attributes(layout, attrs)
    pango_attr_list_unref(attrs)
    if style.lineSpacing != 1 { pango_layout_set_line_spacing(layout, Float(style.lineSpacing)) }
    if let width {
      pango_layout_set_width(layout, Int32(width * Double(PANGO_SCALE)))
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD)
    }
    switch style.alignment {
    case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
    case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
    }
  }

  deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

  /// The calling thread's one layout of `text` in `style`, made on first use:
  /// for glyphs drawn many times (icons), laid out once per thread.
  public static func reused(_ text: String, style: TextStyle) -> TextLayout {
    let fonts = FontSystem.current
    let key = FontSystem.ReusedKey(text: text, style: style)
    if let layout = fonts.reusedLayouts[key] { return layout }
    let layout = TextLayout(text, style: style)
    fonts.reusedLayouts[key] = layout
    return layout
  }

  /// A layout of `text` in `style` the calling thread made lately, or a new
  /// one it keeps for a while (`RecentLayouts`): for lines drawn in passing
  /// that a redraw is likely to draw again.
  public static func recent(_ text: String, style: TextStyle) -> TextLayout {
    FontSystem.current.recentLayouts.layout(text, style: style)
  }

  /// The logical size (advance width × line height) in points.
  public var size: Size {
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, &ink, &logical)
    return Size(Double(logical.width) / Double(PANGO_SCALE), Double(logical.height) / Double(PANGO_SCALE))
  }

  /// The rectangle the glyphs actually cover, relative to the layout's origin:
  /// big numerals are placed by their ink, not their line box.
  public var inkBounds: Rect {
    var ink = PangoRectangle()
    pango_layout_get_extents(layout, &ink, nil)
    let s = Double(PANGO_SCALE)
    return Rect(x: Double(ink.x) / s, y: Double(ink.y) / s, width: Double(ink.width) / s, height: Double(ink.height) / s)
  }

  /// Distance from the top of the layout to the first line's baseline.
  public var baseline: Double { Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE) }
}

extension Canvas {
  /// Draws `layout` with its top-left at `origin`, in its style's colour (or `color`).
  public func draw(_ layout: TextLayout, at origin: Point, color: Color? = nil) {
    let c = color ?? layout.style.color
    cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    cairo_move_to(cr, origin.x, origin.y)
    pango_cairo_show_layout(cr, layout.layout)
  }

  /// Draws one line of text; `anchor` says which point of its box `at` is.
  @discardableResult
  public func drawText(_ text: String, _ style: TextStyle, at point: Point, anchor: Anchor = .topLeft) -> Rect {
    let layout = TextLayout.recent(text, style: style)
    let s = layout.size
    let origin = Point(point.x - s.width * anchor.x, point.y - s.height * anchor.y)
    draw(layout, at: origin)
    return Rect(origin: origin, size: s)
  }

  /// Clips to the glyph outlines of `layout` placed at `origin`: frosted numerals
  /// paint a blurred backdrop through their letters.
  public func clip(_ layout: TextLayout, at origin: Point) {
    cairo_new_path(cr)
    cairo_move_to(cr, origin.x, origin.y)
    pango_cairo_layout_path(cr, layout.layout)
    cairo_clip(cr)
  }

  /// Strokes the outline of `layout`'s glyphs.
  public func strokeOutline(_ layout: TextLayout, at origin: Point, _ color: Color, width: Double) {
    cairo_new_path(cr)
    cairo_move_to(cr, origin.x, origin.y)
    pango_cairo_layout_path(cr, layout.layout)
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    cairo_set_line_width(cr, width)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    cairo_stroke(cr)
  }
}

/// Which point of a box a position names: (0,0) top-left … (1,1) bottom-right.
public struct Anchor: Sendable {
  public var x: Double
  public var y: Double
  public init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }
  public static let topLeft = Anchor(0, 0)
  public static let top = Anchor(0.5, 0)
  public static let topRight = Anchor(1, 0)
  public static let center = Anchor(0.5, 0.5)
  public static let left = Anchor(0, 0.5)
  public static let right = Anchor(1, 0.5)
  public static let bottomLeft = Anchor(0, 1)
  public static let bottom = Anchor(0.5, 1)
  public static let bottomRight = Anchor(1, 1)
}

/// Public check that a font family resolves to itself (installed, not substituted).
public enum Fonts {
  public static func resolve(_ family: String) -> String { FontSystem.current.resolvedFamily(family) }
}
