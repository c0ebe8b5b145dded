import Basics
import Canvas

/// Turns raw touches into taps, long presses, drags and swipes. The first finger
/// down owns the gesture; other fingers are ignored until it lifts, so a second
/// finger never confuses the first (screens still see every raw touch).
public struct GestureRecognizer: Sendable {
  public var thresholds: GestureThresholds

  private enum State: Sendable {
    case idle
    case pressing(slot: Int, start: Point, startTime: Double, last: Point)
    case dragging(slot: Int, start: Point, last: Point, lastTime: Double, velocity: Point)
    case longPressed(slot: Int)
  }

  private var state: State = .idle

  public init(thresholds: GestureThresholds = GestureThresholds()) { self.thresholds = thresholds }

  /// The finger being tracked, if any.
  public var activeSlot: Int? {
    switch state {
    case .idle: return nil
    case .pressing(let s, _, _, _), .dragging(let s, _, _, _, _), .longPressed(let s): return s
    }
  }

  public mutating func handle(_ e: TouchEvent) -> [Gesture] {
    switch state {
    case .idle:
      if e.phase == .down { state = .pressing(slot: e.slot, start: e.location, startTime: e.time, last: e.location) }
      return []
    case .pressing(let slot, let start, let startTime, _):
      guard e.slot == slot else { return [] }
      switch e.phase {
      case .down: return []
      case .move:
        if e.location.distance(to: start) > thresholds.slop {
          state = .dragging(slot: slot, start: start, last: e.location, lastTime: e.time, velocity: .zero)
          return [
            .drag(Drag(phase: .began, start: start, location: e.location, velocity: .zero))
          ]
        }
        state = .pressing(slot: slot, start: start, startTime: startTime, last: e.location)
        return []
      case .up:
        state = .idle
        return [.tap(start)]
      case .cancel:
        state = .idle
        return []
      }
    case .dragging(let slot, let start, let last, let lastTime, let velocity):
      guard e.slot == slot else { return [] }
      let dt = e.time - lastTime
      var v = velocity
      if dt > 1e-6 {
        let instant = (e.location - last) * (1 / dt)
        v = velocity * 0.4 + instant * 0.6  // smooth, but favour the latest motion
      }
      switch e.phase {
      case .down: return []
      case .move:
        state = .dragging(slot: slot, start: start, last: e.location, lastTime: e.time, velocity: v)
        return [.drag(Drag(phase: .changed, start: start, location: e.location, velocity: v))]
      case .up:
        state = .idle
        var out: [Gesture] = [.drag(Drag(phase: .ended, start: start, location: e.location, velocity: v))]
        if let dir = swipeDirection(translation: e.location - start, velocity: v) {
          out.append(.swipe(dir, from: start))
        }
        return out
      case .cancel:
        state = .idle
        return [.drag(Drag(phase: .cancelled, start: start, location: last, velocity: .zero))]
      }
    case .longPressed(let slot):
      if e.slot == slot, e.phase == .up || e.phase == .cancel { state = .idle }
      return []
    }
  }

  /// Called every frame: a still finger held long enough becomes a long press.
  public mutating func tick(time: Double) -> [Gesture] {
    if case .pressing(let slot, let start, let startTime, _) = state,
      time - startTime >= thresholds.longPressDuration
    {
      state = .longPressed(slot: slot)
      return [.longPress(start)]
    }
    return []
  }

  public mutating func reset() { state = .idle }

  private func swipeDirection(translation t: Point, velocity v: Point) -> SwipeDirection? {
    let horizontal = abs(t.x) >= abs(t.y)
    let distance = horizontal ? t.x : t.y
    let speed = horizontal ? v.x : v.y
    guard abs(distance) >= thresholds.swipeMinDistance || abs(speed) >= thresholds.swipeMinVelocity,
      distance * speed >= 0 || abs(distance) >= thresholds.swipeMinDistance * 2
    else { return nil }
    if horizontal { return distance < 0 ? .left : .right }
    return distance < 0 ? .up : .down
  }
}
