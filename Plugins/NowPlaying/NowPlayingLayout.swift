import Basics
import Canvas

/// Where everything on Now Playing sits, from the screen's size in points: the
/// screens' 40 pt margins, the titles and progress bar above one row of
/// controls, and the volume slider under them between its two speakers.
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
  /// The volume's thin track, and the quiet and loud speakers at its ends.
  let volume: Rect
  let volumeLow: Rect
  let volumeHigh: Rect
  /// Where the lyric lines scroll, and the distance between two lines.
  let lyricsArea: Rect
  let lineHeight: Double

  init(size: Size) {
    self.size = size
    let m = Self.margin
    let side = min(size.width, size.height)
    artwork = Rect(x: (size.width - side) / 2, y: 0, width: side, height: side)
    let volumeY = size.height - m - 6
    let speaker = 22.0
    volumeLow = Rect(x: m, y: volumeY - speaker / 2, width: speaker, height: speaker)
    volumeHigh = Rect(x: size.width - m - speaker, y: volumeY - speaker / 2, width: speaker, height: speaker)
    volume = Rect(x: volumeLow.maxX + 14, y: volumeY - 3.5, width: volumeHigh.minX - 14 - volumeLow.maxX - 14, height: 7)
    let controlsY = volumeY - 58
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

  /// Where a finger takes the volume slider (it reaches past the thin track).
  var volumeTarget: Rect { Rect(x: volume.minX - 12, y: volume.minY - 16, width: volume.width + 24, height: volume.height + 32) }

  /// The bar and both times: what a second of playback redraws.
  var progressRegion: Rect { Rect(x: bar.minX - 2, y: bar.minY - 2, width: bar.width + 4, height: timesTop + 22 - bar.minY + 2) }
}
