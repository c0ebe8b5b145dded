import Art
import Basics
import Canvas
import HomeModel
import Widgets

/// The queue (`nowplaying.queue`): a frosted sheet over Now Playing's blurred
/// artwork, "Playing Next" above the songs in order (as many as fit, the one
/// playing near the top, marked with a waveform), each with its artist and
/// length. Tapping a song plays it and lowers the sheet.
@MainActor
struct QueueSheet {
  static let rowHeight = 64.0
  static let padding = 32.0
  static let headerHeight = 104.0
  static let cornerRadius = 36.0
  /// How far in from its edges the sheet is plain glass at every side
  /// (inside its rounded corners, short of its words and its ×).
  static let flatInset = 16.0
  static let titleStyle = TextStyle(weight: .semibold, size: 21, color: .white)
  static let artistStyle = TextStyle(weight: .regular, size: 16, color: Color(white: 1, alpha: 0.6))
  static let timeStyle = TextStyle(weight: .semibold, size: 15, color: Color(white: 1, alpha: 0.6))

  let rect: Rect
  let close: Rect
  /// The queue's indices shown, top to bottom.
  let shown: Range<Int>

  init(size: Size, queue: PlayQueue) {
    let m = NowPlayingLayout.margin
    let width = min(680, size.width - 2 * m)
    let room = size.height - m - 24 - Self.headerHeight - 16
    let fit = max(1, Int(room / Self.rowHeight))
    let count = queue.entries.count
    let first = max(0, min((queue.current ?? 0) - 1, count - fit))
    shown = first..<min(count, first + fit)
    let height = Self.headerHeight + Double(max(shown.count, 1)) * Self.rowHeight + 16
    rect = Rect(x: (size.width - width) / 2, y: size.height - 24 - height, width: width, height: height)
    close = Rect(x: rect.maxX - 28 - 36, y: rect.minY + 28, width: 36, height: 36)
  }

  /// The row of queue index `i` (on the sheet when it is up).
  func row(_ i: Int) -> Rect {
    Rect(x: rect.minX + 12, y: rect.minY + Self.headerHeight + Double(i - shown.lowerBound) * Self.rowHeight, width: rect.width - 24, height: Self.rowHeight)
  }

  static func elementID(_ i: Int) -> String { "nowplaying.queue.song.\(i)" }

  /// The sheet `progress` of the way up, over Now Playing dimmed to match.
  func draw(_ canvas: Canvas, bounds: Rect, backdrop: Surface?, queue: PlayQueue, progress s: Double, pressed: String?) {
    canvas.fill(bounds, Color(white: 0, alpha: 0.35 * min(max(s, 0), 1)))
    let lift = (1 - s) * (rect.height + 40)
    let sheet = rect.offsetBy(0, lift)
    let shape = Path.squircle(sheet, radius: Self.cornerRadius)
    if let backdrop {
      canvas.drawFrostedGlass(shape, backdrop: backdrop, backdropRect: bounds, tint: Color(hex: 0x14101C, alpha: 0.55), stroke: Color(white: 1, alpha: 0.25))
    } else {
      canvas.fill(shape, Color(hex: 0x1A1423, alpha: 0.95))
    }
    canvas.withState {
      canvas.clip(shape)
      let pad = Self.padding
      let heading = canvas.drawText("Playing Next", TextStyle(weight: .bold, size: 30, color: .white), at: Point(sheet.minX + pad, sheet.minY + 24))
      let count = queue.entries.count
      canvas.drawText(count == 1 ? "1 song" : "\(count) songs", Self.artistStyle, at: Point(sheet.minX + pad, heading.maxY + 2))
      RoundButton.draw(canvas, icon: .xmark, in: close.offsetBy(0, lift), style: .grey, pressed: pressed == "nowplaying.queue.close")
      for i in shown {
        let entry = queue.entries[i]
        let r = row(i).offsetBy(0, lift)
        let current = i == queue.current
        if current || pressed == Self.elementID(i) {
          canvas.fill(Path.roundedRect(r.insetBy(0, 3), radius: 14), Color(white: 1, alpha: current ? 0.14 : 0.08))
        }
        let x = r.minX + pad - 12
        if current {
          Icon.waveform.draw(canvas, in: Rect(center: Point(x + 11, r.midY), size: Size(22, 22)), color: .white)
        } else {
          canvas.drawText(String(i + 1), Self.timeStyle, at: Point(x + 11, r.midY), anchor: .center)
        }
        let textX = x + 38
        let timeWidth = 60.0
        canvas.withState {
          canvas.clip(Rect(x: textX, y: r.minY, width: r.maxX - pad + 12 - timeWidth - textX, height: r.height))
          canvas.drawText(entry.title, Self.titleStyle, at: Point(textX, r.minY + 10))
          if !entry.artist.isEmpty { canvas.drawText(entry.artist, Self.artistStyle, at: Point(textX, r.minY + 36)) }
        }
        if entry.duration > 0 {
          canvas.drawText(Song.clockText(entry.duration), Self.timeStyle, at: Point(r.maxX - pad + 12, r.midY), anchor: .right)
        }
      }
    }
  }
}
