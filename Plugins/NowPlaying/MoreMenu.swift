import Art
import Basics
import Canvas
import Widgets

/// The small menu "…" opens above itself (`nowplaying:menu`): "Go to Album"
/// (the artwork, sliding the lyrics away) and "Favourite" (the heart fills;
/// "Undo Favourite" takes it back). Dark glass with a hairline between rows,
/// its right edge on the button's. A tap anywhere else closes it.
@MainActor
struct MoreMenu {
  static let album = "nowplaying.menu.album"
  static let favourite = "nowplaying.menu.favourite"
  static let width = 270.0
  static let rowHeight = 54.0
  static let corner = 16.0
  static let favouritePink = Color(hex: 0xFA2A48)

  let frame: Rect
  let albumRow: Rect
  let favouriteRow: Rect

  /// Above `more`, right-aligned with it, kept on screen.
  init(above more: Rect, in size: Size) {
    let h = 2 * Self.rowHeight
    let x = min(max(more.maxX - Self.width, NowPlayingLayout.margin / 2), size.width - Self.width - 8)
    frame = Rect(x: x, y: max(8, more.minY - 10 - h), width: Self.width, height: h)
    albumRow = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: Self.rowHeight)
    favouriteRow = Rect(x: frame.minX, y: albumRow.maxY, width: frame.width, height: Self.rowHeight)
  }

  /// What opening or closing it redraws: the menu and its shadow.
  var damage: Rect { frame.insetBy(-24, -24) }

  func draw(_ canvas: Canvas, favourite: Bool, pressed: String?) {
    let shape = Path.roundedRect(frame, radius: Self.corner)
    // A soft shadow under the glass, in a few widening rings.
    for i in 1...4 {
      let d = Double(i) * 4
      canvas.fill(Path.roundedRect(frame.insetBy(-d, -d).offsetBy(0, d / 2), radius: Self.corner + d), Color(white: 0, alpha: 0.06))
    }
    canvas.fill(shape, Color(hex: 0x2C2C2E, alpha: 0.94))
    canvas.stroke(Path.roundedRect(frame.insetBy(0.5, 0.5), radius: Self.corner - 0.5), .color(Color(white: 1, alpha: 0.14)), width: 1)
    let rows: [(String, Rect, String, Icon, Color)] = [
      (Self.album, albumRow, "Go to Album", .album, .white),
      (Self.favourite, favouriteRow, favourite ? "Undo Favourite" : "Favourite", favourite ? .heartFill : .heart, favourite ? Self.favouritePink : .white),
    ]
    for (id, row, title, icon, tint) in rows {
      if pressed == id {
        canvas.withState {
          canvas.clip(shape)
          canvas.fill(row, Color(white: 1, alpha: 0.12))
        }
      }
      canvas.drawText(title, TextStyle(weight: .medium, size: 19, color: .white), at: Point(row.minX + 18, row.midY), anchor: .left)
      icon.draw(canvas, in: Rect(center: Point(row.maxX - 30, row.midY), size: Size(22, 22)), color: tint)
    }
    canvas.fill(Rect(x: frame.minX, y: albumRow.maxY - 0.5, width: frame.width, height: 1), Color(white: 1, alpha: 0.14))
  }
}
