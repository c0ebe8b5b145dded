import Basics
/// One named kitchen timer. Running, it counts on frame time towards `endsAt`;
/// paused, it keeps what was left; ended, it stays on its card ("Done") until
/// it is dismissed or cancelled.
struct KitchenTimer: Sendable, Equatable {
  enum State: Sendable, Equatable {
    case running(endsAt: Double)
    case paused(remaining: Double)
    /// `whileOff`: it ran out while HomeView was not running, at `wallTime`
    /// (seconds since 1970 by the clock).
    case ended(wallTime: Double, whileOff: Bool)
  }

  /// Stable for whoever started it (`recipe.step.2`, `t3`).
  var id: String
  var name: String
  var state: State
  /// The banner for its end was dismissed (or it never ended).
  var acknowledged = true

  /// The most a timer holds: a day less a second (`23:59:59`).
  static let longest = 86_399.0

  func remaining(at time: Double) -> Double {
    switch state {
    case .running(let end): return max(0, end - time)
    case .paused(let left): return left
    case .ended: return 0
    }
  }

  var isRunning: Bool { if case .running = state { true } else { false } }
  var isEnded: Bool { if case .ended = state { true } else { false } }

  /// Adds `seconds` (a minute), up to `longest`; an ended timer starts again
  /// with them.
  mutating func add(_ seconds: Double, at time: Double) {
    switch state {
    case .running(let end): state = .running(endsAt: min(end + seconds, time + Self.longest))
    case .paused(let left): state = .paused(remaining: min(left + seconds, Self.longest))
    case .ended:
      state = .running(endsAt: time + seconds)
      acknowledged = true
    }
  }

  /// Pauses a running timer, resumes a paused one; an ended one stays ended.
  mutating func toggle(at time: Double) {
    switch state {
    case .running: state = .paused(remaining: remaining(at: time))
    case .paused(let left): state = .running(endsAt: time + left)
    case .ended: break
    }
  }

  /// "9:58", "1:02:03": whole seconds rounded up, so it shows 0:00 only when
  /// the time is up.
  static func clock(_ seconds: Double) -> String {
    let s = seconds.isNaN ? 0 : Int(max(0, min(seconds, longest)).rounded(.up))
    func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
    return s >= 3600 ? "\(s / 3600):\(two(s / 60 % 60)):\(two(s % 60))" : "\(s / 60):\(two(s % 60))"
  }
}
