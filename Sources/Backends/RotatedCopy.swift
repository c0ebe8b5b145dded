/// Copies logical pixels (the RAM back buffer) into a scan-out buffer, turning
/// them by the panel's rotation on the way. Premultiplied ARGB32 of an opaque
/// frame is bit-for-bit XRGB8888, so each pixel is one 32-bit move.
public enum RotatedCopy {
  /// Copies `rect` (logical pixels) from `source` to `destination`.
  /// Row lengths are in pixels (stride / 4).
  public static func copy(
    _ rect: PixelRect, transform t: PanelTransform,
    from source: UnsafePointer<UInt32>, sourceRowLength: Int,
    to destination: UnsafeMutablePointer<UInt32>, destinationRowLength: Int
  ) {
    let r = rect.intersection(PixelRect(x: 0, y: 0, width: t.logicalWidth, height: t.logicalHeight))
    guard !r.isEmpty else { return }
    switch t.rotation {
    case 0:
      for y in r.y..<r.maxY {
        (destination + y * destinationRowLength + r.x).update(from: source + y * sourceRowLength + r.x, count: r.width)
      }
    case 180:
      for y in r.y..<r.maxY {
        let src = source + y * sourceRowLength
        let dst = destination + (t.panelHeight - 1 - y) * destinationRowLength + (t.panelWidth - 1)
        for x in r.x..<r.maxX { dst[-x] = src[x] }
      }
    default:
      // 90/270: a logical row becomes a panel column. Walk the panel row by
      // row so the writes (the uncached scan-out memory) stay sequential.
      let p = t.panelRect(r)
      for py in p.y..<p.maxY {
        let dst = destination + py * destinationRowLength
        for px in p.x..<p.maxX {
          // Inverse of PanelTransform.panelPixel.
          let (lx, ly) = t.rotation == 90 ? (py, t.panelWidth - 1 - px) : (t.panelHeight - 1 - py, px)
          dst[px] = source[ly * sourceRowLength + lx]
        }
      }
    }
  }
}
