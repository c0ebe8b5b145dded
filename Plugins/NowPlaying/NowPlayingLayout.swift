import Basics
import Canvas

/// Where everything on Now Playing sits, from the screen's size in points: the
/// seed's 40 pt margins, the titles and progress bar above one row of controls.
struct NowPlayingLayout {
  static let margin = 40.0

  let size: Size
  /// The sharp square artwork, full height, centred (blurred copies fill the rest).
  let artwork: Rect
  let title: Point
  let subtitle: Point
  let more: Rect
  /// The progress track (a thin capsule) and the times under its two ends.
  let bar: Rect
  let timesTop: Double
  let lyrics: Rect
  let rewind: Rect
  let play: Rect
  let forward: Rect
  let queue: Rect
  let close: Rect
  /// Where the lyric lines scroll, and the distance between two lines.
  let lyricsArea: Rect
  let lineHeight: Double

  init(size: Size) {
    self.size = size
    let m = Self.margin
    let side = min(size.width, size.height)
    artwork = Rect(x: (size.width - side) / 2, y: 0, width: side, height: side)
    let controlsY = size.height - m - 34
    play = Rect(center: Point(size.width / 2, controlsY), size: Size(64, 64))
    rewind = Rect(center: Point(size.width / 2 - 132, controlsY), size: Size(56, 56))
    forward = Rect(center: Point(size.width / 2 + 132, controlsY), size: Size(56, 56))
    // The small icons' glyphs line up with the margins; their targets reach past them.
    lyrics = Rect(center: Point(m + 16, controlsY), size: Size(48, 48))
    queue = Rect(center: Point(size.width - m - 16, controlsY), size: Size(48, 48))
    bar = Rect(x: m, y: controlsY - 70, width: size.width - 2 * m, height: 7)
    timesTop = bar.maxY + 9
    subtitle = Point(m, bar.minY - 30 - 28)
    title = Point(m, subtitle.y - 38)
    more = Rect(center: Point(size.width - m - 20, subtitle.y), size: Size(40, 40))
    close = Rect(x: m, y: m, width: 40, height: 40)
    lineHeight = 78
    let top = close.maxY + 24
    lyricsArea = Rect(x: m, y: top, width: size.width - 2 * m, height: title.y - 36 - top)
  }

  /// The bar and both times: what a second of playback redraws.
  var progressRegion: Rect { Rect(x: bar.minX - 2, y: bar.minY - 2, width: bar.width + 4, height: timesTop + 22 - bar.minY + 2) }
}
