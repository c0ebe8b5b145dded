/// Easing curves for tweens.
public enum Easing: Sendable {
  case linear, easeIn, easeOut, easeInOut

  public func apply(_ t: Double) -> Double {
    let x = min(max(t, 0), 1)
    switch self {
    case .linear: return x
    case .easeIn: return x * x * x
    case .easeOut: return 1 - (1 - x) * (1 - x) * (1 - x)
    case .easeInOut: return x < 0.5 ? 4 * x * x * x : 1 - pow3(-2 * x + 2) / 2
    }
  }

  private func pow3(_ v: Double) -> Double { v * v * v }
}

/// A value that moves from `from` to `to` over `duration` seconds from `start`.
public struct Tween: Sendable {
  public var from: Double
  public var to: Double
  public var start: Double
  public var duration: Double
  public var easing: Easing

  public init(from: Double, to: Double, start: Double, duration: Double, easing: Easing = .easeInOut) {
    self.from = from
    self.to = to
    self.start = start
    self.duration = duration
    self.easing = easing
  }

  public func progress(at time: Double) -> Double {
    duration <= 0 ? 1 : easing.apply((time - start) / duration)
  }
  public func value(at time: Double) -> Double { from + (to - from) * progress(at: time) }
  public func isFinished(at time: Double) -> Bool { time >= start + duration }
}

/// A damped spring, parameterised like SwiftUI's: `response` is the period of the
/// undamped oscillation in seconds, `dampingFraction` 1 = critically damped.
/// Stepped in fixed sub-steps so the same frame times give the same values.
public struct Spring: Sendable {
  public var response: Double
  public var dampingFraction: Double
  public private(set) var value: Double
  public private(set) var velocity: Double = 0
  public var target: Double

  public init(value: Double, target: Double? = nil, response: Double = 0.55, dampingFraction: Double = 0.825) {
    self.value = value
    self.target = target ?? value
    self.response = response
    self.dampingFraction = dampingFraction
  }

  public var isSettled: Bool { abs(value - target) < 1e-3 && abs(velocity) < 1e-3 }

  public mutating func step(_ dt: Double) {
    let stiffness = pow2(2 * Double.pi / response)
    let damping = 4 * Double.pi * dampingFraction / response
    var remaining = dt
    while remaining > 1e-9 {
      let h = min(remaining, 1.0 / 480)
      let accel = -stiffness * (value - target) - damping * velocity
      velocity += accel * h
      value += velocity * h
      remaining -= h
    }
    if isSettled {
      value = target
      velocity = 0
    }
  }

  /// Jumps to `v` at rest.
  public mutating func reset(to v: Double) {
    value = v
    target = v
    velocity = 0
  }

  private func pow2(_ v: Double) -> Double { v * v }
}
