import Art
import Basics
import Canvas

/// What a small dashboard tile shows: a glyph at the top left and its name over
/// its room at the bottom left, in the metrics of the Home faces' tiles.
enum TileContent {
  static func title(_ l: DashboardLayout, _ color: Color) -> TextStyle {
    TextStyle(family: "Inter", weight: .semibold, size: l.labelSize, color: color)
  }
  static func subtitle(_ l: DashboardLayout, _ color: Color) -> TextStyle {
    TextStyle(family: "Inter", weight: .medium, size: l.labelSize, color: color)
  }

  /// The glyph's square, top left of the tile's padded area.
  static func iconRect(in tile: Rect, _ l: DashboardLayout) -> Rect {
    let inner = tile.insetBy(l.tilePadding, l.tilePadding)
    let g = min(inner.height, inner.width) * 0.3
    return Rect(x: inner.minX, y: inner.minY, width: g, height: g)
  }

  static func drawIcon(_ canvas: Canvas, _ icon: Icon, in tile: Rect, _ l: DashboardLayout, color: Color) {
    icon.draw(canvas, in: iconRect(in: tile, l), color: color)
  }

  /// Title over subtitle, at the tile's bottom left.
  static func drawLabels(
    _ canvas: Canvas, title t: String, subtitle s: String, in tile: Rect, _ l: DashboardLayout,
    color: Color = .white, secondary: Color = Color(white: 1, alpha: 0.7)
  ) {
    let width = tile.width - 2 * l.tilePadding
    let (titleRect, subtitleRect) = labelRects(title: t, subtitle: s, in: tile, l)
    canvas.drawText(s, fitted(s, subtitle(l, secondary), width), at: subtitleRect.origin)
    canvas.drawText(t, fitted(t, title(l, color), width), at: titleRect.origin)
  }

  /// Where the title and the subtitle go: at the tile's bottom left, the
  /// subtitle's bottom a little below the padding, the title a line above.
  static func labelRects(title t: String, subtitle s: String, in tile: Rect, _ l: DashboardLayout) -> (title: Rect, subtitle: Rect) {
    let inner = tile.insetBy(l.tilePadding, l.tilePadding)
    let bottom = inner.maxY + l.labelSize * 0.25
    func rect(_ text: String, _ style: TextStyle, bottom: Double) -> Rect {
      let size = TextLayout(text, style: fitted(text, style, inner.width)).size
      return Rect(x: inner.minX, y: bottom - size.height, width: min(size.width, inner.width), height: size.height)
    }
    return (rect(t, title(l, .white), bottom: bottom - l.labelSize * 1.2), rect(s, subtitle(l, .white), bottom: bottom))
  }

  /// A long name shrinks to the tile rather than spilling out of it.
  static func fitted(_ text: String, _ style: TextStyle, _ width: Double) -> TextStyle {
    let w = TextLayout(text, style: style).size.width
    guard w > width, w > 0 else { return style }
    var s = style
    s.size *= width / w
    return s
  }
}
