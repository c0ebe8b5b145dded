public import Art
public import Canvas

extension Avatar {
  /// The head in its gradient circle, `side` points across, painted once per
  /// pixel size and kept in `cache`. Painting one costs 10–25 ms, so screens
  /// warm these ahead (one per frame) rather than in a frame that animates.
  @MainActor
  public func circleSurface(side: Double, scale: Double, cache: LayerCache) -> Surface {
    let pixels = max(1, Int((side * scale).rounded()))
    let key = "avatar.circle.\(rawValue).\(pixels)"
    if let s = cache.lookup(key) { return s }
    let s = Surface(pixelWidth: pixels, pixelHeight: pixels, scale: scale)
    drawInCircle(Canvas(surface: s), in: Rect(size: s.size))
    cache.insert(key, s)
    return s
  }
}
