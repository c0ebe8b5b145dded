public import Basics
public import Canvas
public import ClockFaces
public import Runtime

/// A clock face on a screen: painted on the painter and cached, so the faces
/// themselves (ClockFaces) only draw into a canvas they are given.
extension FaceRenderer {
  /// The face filling `size` at `time`'s minute, painted on the painter and
  /// kept in the layer cache (shared by every screen that shows it full size).
  /// Until this minute's arrives, last minute's (named by `shown`) stands in;
  /// and on a first visit the minute before's, if another screen showing this
  /// face left it in the cache (the ambient face taking over from the face as
  /// the sleep window's minute turns); nil when there is none, and the caller
  /// draws `placeholder`. `arrived` runs (to mark the screen damaged) when the
  /// picture is in the cache; headless runs paint it at once.
  @MainActor
  public func picture(
    size: Size, time: CivilTime, scale: Double, painter: Painter, keySuffix: String = "", shown: inout String?,
    for owner: AnyObject?, arrived: @escaping @MainActor () -> Void
  ) -> Surface? {
    // A slow painter (a Pi, a board under load) takes seconds over a face:
    // a dark screen woken in that time would show the black placeholder.
    if shown == nil { shown = cacheKey(size: size, time: time.adding(seconds: -60)) + keySuffix }
    return painter.latestPicture(cacheKey(size: size, time: time) + keySuffix, size: size, scale: scale, shown: &shown, for: owner, paint: paint(size, time), arrived: arrived)
  }

  /// Draws the face filling `screen`: this minute's picture, last minute's
  /// until it arrives, or the dark placeholder on a first visit; the screen
  /// redraws when the picture arrives. `keySuffix` tells apart pictures of
  /// the same minute drawn from different live state.
  @MainActor
  public func draw(filling screen: Screen, on canvas: Canvas, context: ScreenContext, keySuffix: String = "", shown: inout String?) {
    let picture = picture(
      size: screen.size, time: context.now, scale: canvas.scale, painter: context.painter, keySuffix: keySuffix, shown: &shown,
      for: screen
    ) { [weak screen] in screen?.setNeedsDisplay() }
    if let picture {
      canvas.draw(picture, at: .zero)
    } else {
      canvas.fill(screen.bounds, FacePlaceholder.color)
    }
  }

  /// Paints the face ahead of need (the screen that will likely show it next),
  /// when the cache has room.
  @MainActor
  public func warm(size: Size, time: CivilTime, scale: Double, painter: Painter) {
    painter.warm(cacheKey(size: size, time: time), size: size, scale: scale, paint: paint(size, time))
  }

  private func paint(_ size: Size, _ time: CivilTime) -> @Sendable (Canvas) -> Void {
    { [self] c in draw(c, in: Rect(size: size), time: time) }
  }
}

/// What a face screen shows before its first picture arrives: the dark of a
/// display waking, which the face then replaces.
public enum FacePlaceholder {
  public static let color = Color(hex: 0x000000)
}
