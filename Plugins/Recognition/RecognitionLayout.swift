import Basics
import Canvas

/// Where Recognizing puts things, from the screen's size in points: the row of
/// 64 pt avatars across the top at the 40 pt margin, the ring a little above
/// the centre, the two lines of text under it.
struct RecognitionLayout {
  static let margin = 40.0
  static let rowAvatarSide = 64.0
  static let rowGap = 28.0
  /// The ring's stroke, and the gap between it and the avatar inside.
  static let ringWidth = 6.0
  static let ringInset = 14.0

  let size: Size
  let ring: Rect

  init(size: Size) {
    self.size = size
    let side = min(size.width, size.height) * 0.3
    ring = Rect(center: Point(size.width / 2, size.height * 0.42), size: Size(side, side))
  }

  var centreAvatarSide: Double { ring.width - 2 * Self.ringInset }

  /// The row's avatar frames, centred across the top.
  func rowFrames(count: Int) -> [Rect] {
    let side = Self.rowAvatarSide
    let total = Double(count) * side + Double(max(0, count - 1)) * Self.rowGap
    let x0 = (size.width - total) / 2
    return (0..<count).map { i in Rect(x: x0 + Double(i) * (side + Self.rowGap), y: Self.margin, width: side, height: side) }
  }

  /// Everything the row may touch while it animates (the recognised avatar
  /// grows and sends out a pulse ring).
  var rowBand: Rect { Rect(x: 0, y: 0, width: size.width, height: Self.margin + Self.rowAvatarSide + 60) }
}
