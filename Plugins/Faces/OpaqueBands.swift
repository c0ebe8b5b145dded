import Basics
import Canvas

/// Where a picture is fully opaque, as a few bands of whole pixels: a
/// preview is opaque but for its rounded corners and antialiased rim. There
/// its pixels can be copied in place (SOURCE: a plain copy) rather than
/// blended (OVER works every pixel out again), which gives the same pixels,
/// since an opaque pixel blended over anything is itself; only the rest is
/// blended. Copying the settled gallery's ~17 previews this way is most of
/// what its frame costs (and it is redrawn off-screen every frame the zoom
/// into a face runs over it).
struct OpaqueBands: Sendable {
  /// Rows cut into bands of at most this many where the opaque span changes
  /// row by row (the corners): fewer, taller bands blend a few more pixels
  /// and cost fewer clip boxes.
  static let cornerBand = 12

  /// The measured picture's size in pixels: the bands hold for pictures of
  /// that size painted the same way (every preview: its face is drawn inside
  /// the opaque bezel, so the bezel alone decides where it is opaque).
  let pixelWidth: Int
  let pixelHeight: Int
  /// Fully opaque, in the picture's points.
  let opaque: [Rect]
  /// The rest of the picture: blended.
  let seeThrough: [Rect]

  /// The bands of `picture`, nil when it has no pixels.
  init?(measuring picture: Surface) {
    let w = picture.pixelWidth, h = picture.pixelHeight
    guard w > 0, h > 0 else { return nil }
    // Each row's opaque run [from, to) through its middle (empty where the
    // middle is not opaque): the rim's antialiased arcs leave a pixel a
    // shade short of opaque here and there near the corners, so the first
    // and last opaque pixels of a row do not bound it.
    var spans: [(from: Int, to: Int)] = []
    spans.reserveCapacity(h)
    picture.withPixels { pixels, rowLength in
      for y in 0..<h {
        let row = pixels + y * rowLength
        let middle = w / 2
        guard row[middle] >> 24 == 0xFF else {
          spans.append((0, 0))
          continue
        }
        var from = middle, to = middle + 1
        while from > 0, row[from - 1] >> 24 == 0xFF { from -= 1 }
        while to < w, row[to] >> 24 == 0xFF { to += 1 }
        spans.append((from, to))
      }
    }
    let px = 1 / picture.scale
    var opaque: [Rect] = [], seeThrough: [Rect] = []
    var y = 0
    while y < h {
      var end = y + 1
      while end < h, spans[end] == spans[y] { end += 1 }
      if end - y < Self.cornerBand { end = min(h, y + Self.cornerBand) }
      var from = 0, to = w
      for row in y..<end {
        from = max(from, spans[row].from)
        to = min(to, spans[row].to)
      }
      let top = Double(y) * px, height = Double(end - y) * px
      if to > from {
        opaque.append(Rect(x: Double(from) * px, y: top, width: Double(to - from) * px, height: height))
        if from > 0 { seeThrough.append(Rect(x: 0, y: top, width: Double(from) * px, height: height)) }
        if to < w { seeThrough.append(Rect(x: Double(to) * px, y: top, width: Double(w - to) * px, height: height)) }
      } else {
        seeThrough.append(Rect(x: 0, y: top, width: Double(w) * px, height: height))
      }
      y = end
    }
    pixelWidth = w
    pixelHeight = h
    self.opaque = opaque
    self.seeThrough = seeThrough
  }

  /// `picture` at `origin` (whole pixels), as `canvas.draw(picture, at: origin)` draws it.
  func draw(_ picture: Surface, at origin: Point, on canvas: Canvas) {
    guard picture.pixelWidth == pixelWidth, picture.pixelHeight == pixelHeight else { return canvas.draw(picture, at: origin) }
    if !opaque.isEmpty {
      canvas.withState {
        canvas.clip(to: opaque.map { $0.offsetBy(origin.x, origin.y) })
        canvas.copy(picture, at: origin)
      }
    }
    if !seeThrough.isEmpty {
      canvas.withState {
        canvas.clip(to: seeThrough.map { $0.offsetBy(origin.x, origin.y) })
        canvas.draw(picture, at: origin)
      }
    }
  }
}
