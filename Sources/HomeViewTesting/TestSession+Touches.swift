public import Basics
public import Runtime

/// Touch as a person gives it, on virtual time: a finger dragged or moved
/// along a path one position a frame, and fingers put down, moved and lifted
/// by slot for multi-touch. Each is the gesture-script command of that name.
@MainActor
extension TestSession {
  /// One finger from `from` to `to` over `seconds`.
  public func drag(from: Point, to: Point, seconds: Double = 0.3) throws(TestFailure) {
    try run("drag \(from.x) \(from.y) \(to.x) \(to.y) \(seconds)")
  }

  /// One finger along `points` over `seconds`.
  public func path(_ points: [Point], seconds: Double = 0.5) throws(TestFailure) {
    guard points.count >= 2 else { throw TestFailure("a path needs two points or more, got \(points.count)") }
    try run("path " + points.map { "\($0.x) \($0.y)" }.joined(separator: " ") + " \(seconds)")
  }

  /// Puts finger `slot` down at `p` (one frame).
  public func touchDown(slot: Int, at p: Point) throws(TestFailure) { try run("touch-down \(slot) \(p.x) \(p.y)") }

  /// Moves finger `slot` to `p` (one frame).
  public func touchMove(slot: Int, to p: Point) throws(TestFailure) { try run("touch-move \(slot) \(p.x) \(p.y)") }

  /// Lifts finger `slot` where it last was (one frame).
  public func touchUp(slot: Int) throws(TestFailure) { try run("touch-up \(slot)") }

  /// One raw touch event in the next frame, anywhere (no bounds, no script):
  /// what a driver could deliver.
  public func touch(slot: Int, _ phase: TouchEvent.Phase, at p: Point) {
    let next = loop.frameTime.time + 1 / loop.options.refreshHz
    runner.step(touches: [TouchEvent(slot: slot, phase: phase, location: p, time: next)])
  }

  /// Runs one frame; true if it drew.
  @discardableResult
  public func step() -> Bool {
    runner.step()
    return !loop.lastDamage.isEmpty
  }

  /// Swipes across the middle of the screen.
  public func swipe(_ direction: SwipeDirection) throws(TestFailure) { try run("swipe \(direction.rawValue)") }

  /// Holds a finger on the element `@id` (or at its centre) past the long-press threshold.
  public func longPress(_ element: String) throws(TestFailure) {
    try run("long-press @" + (element.hasPrefix("@") ? String(element.dropFirst()) : element))
  }

  /// The element `id`'s frame on the screens on show, or a failure naming what is there.
  public func frame(of id: String) throws(TestFailure) -> Rect {
    guard let e = loop.element(id) else {
      throw TestFailure("no element @\(id) on '\(screen ?? "none")' (it has \(elementIDs.joined(separator: ", ")))")
    }
    return e.frame
  }

  /// Fails unless `id` is the screen on top.
  public func expectScreen(_ id: String) throws(TestFailure) {
    guard screen == id else { throw TestFailure("expected screen '\(id)', but '\(screen ?? "none")' is on top") }
  }
}
