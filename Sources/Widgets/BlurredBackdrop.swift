public import Basics
public import Canvas
public import Runtime

extension Painter {
  /// A full-screen picture and its blurred copy at the same size, painted
  /// once on the painter and kept in the cache under `key`: the screen draws
  /// the sharp one and its frosted cards sample the blurred one (blurred once,
  /// at a reduced size, then scaled back up). Nil until both have arrived
  /// (`arrived` runs as each does); headless runs paint them at once. The
  /// blur is asked for once the sharp picture is there, and reads it: asked
  /// for together, the blur's job had to paint the picture a second time.
  @MainActor
  public func backdrop(
    _ key: String, size: Size, scale: Double, blurRadius: Double = 28, paint: @escaping @Sendable (Canvas) -> Void,
    arrived: @escaping @MainActor () -> Void
  ) -> (sharp: Surface, blurred: Surface)? {
    guard let sharp = picture(key, size: size, scale: scale, paint: paint, arrived: arrived),
      let blurred = picture(
        key + ".blurred", size: size, scale: scale, paint: { c in c.draw(sharp.blurred(radius: blurRadius), in: Rect(size: size)) },
        arrived: arrived)
    else { return nil }
    return (sharp, blurred)
  }
}
