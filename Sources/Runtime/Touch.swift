public import Basics

/// One finger's change, in points of the logical screen. `slot` identifies the
/// finger for as long as it touches (libinput's slots; scripts number them).
public struct TouchEvent: Sendable, Equatable {
  public enum Phase: Sendable, Equatable { case down, move, up, cancel }
  public var slot: Int
  public var phase: Phase
  public var location: Point
  public var time: Double

  public init(slot: Int, phase: Phase, location: Point, time: Double) {
    self.slot = slot
    self.phase = phase
    self.location = location
    self.time = time
  }

  /// How far outside the screen a finger may be reported, in points: a drag may
  /// leave the screen, but no number a screen divides or converts grows past this.
  public static let coordinateLimit = 100_000.0

  /// The event with its location finite and within ±`coordinateLimit` (NaN as
  /// 0): every touch enters the frame loop through this, whatever sent it.
  public var bounded: TouchEvent {
    func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(Self.coordinateLimit, max(-Self.coordinateLimit, v)) }
    var e = self
    e.location = Point(clamp(location.x), clamp(location.y))
    return e
  }
}

/// What the gesture recognisers make of touches. Screens get these on top of
/// the raw touches.
public enum Gesture: Sendable, Equatable {
  case tap(Point)
  case longPress(Point)
  case drag(Drag)
  case swipe(SwipeDirection, from: Point)
}

public enum SwipeDirection: String, Sendable, Equatable { case left, right, up, down }

public struct Drag: Sendable, Equatable {
  public enum Phase: Sendable, Equatable { case began, changed, ended, cancelled }
  public var phase: Phase
  public var start: Point
  public var location: Point
  /// Points per second, smoothed over the last moves.
  public var velocity: Point
  public var translation: Point { location - start }
}

/// Tunable thresholds, in points and seconds.
public struct GestureThresholds: Sendable {
  /// Movement past this turns a touch into a drag.
  public var slop = 10.0
  public var longPressDuration = 0.6
  /// A tap is shorter than this; longer (and still) is a long press.
  public var swipeMinDistance = 60.0
  public var swipeMinVelocity = 300.0
  public init() {}
}
