public import Art
public import Basics
public import Canvas
public import Runtime

extension Avatar {
  /// The head in its gradient circle, `side` points across, painted once per
  /// pixel size (10–25 ms) on the painter and kept in the layer cache: nil
  /// until it arrives (then `arrived` runs, to mark where it goes); headless
  /// runs paint it at once.
  @MainActor
  public func circlePicture(
    side: Double, scale: Double, painter: Painter, for owner: AnyObject?, arrived: @escaping @MainActor () -> Void
  ) -> Surface? {
    let pixels = max(1, Int((side * scale).rounded()))
    return painter.picture("avatar.circle.\(rawValue).\(pixels)", pixels: (pixels, pixels), scale: scale, for: owner, paint: paint, arrived: arrived)
  }

  /// Paints the picture ahead of need, when the cache has room.
  @MainActor
  public func warmCircle(side: Double, scale: Double, painter: Painter) {
    let pixels = max(1, Int((side * scale).rounded()))
    painter.warm("avatar.circle.\(rawValue).\(pixels)", pixels: (pixels, pixels), scale: scale, paint: paint)
  }

  /// What a painter job runs: the head in its circle filling the surface.
  private var paint: @Sendable (Canvas) -> Void {
    { [self] c in drawInCircle(c, in: Rect(size: c.size)) }
  }

  /// What shows until the picture arrives: the avatar's own gradient disc.
  @MainActor
  public static func placeholder(_ canvas: Canvas, in frame: Rect, gradient: [UInt32], alpha: Double = 1) {
    let top = Color(hex: gradient.first ?? 0x8E8E93, alpha: alpha), bottom = Color(hex: gradient.last ?? 0x636366, alpha: alpha)
    canvas.fill(Path.ellipse(in: frame), .linear(from: Point(frame.midX, frame.minY), to: Point(frame.midX, frame.maxY), stops: [GradientStop(0, top), GradientStop(1, bottom)]))
  }
}
