public import Backends
public import HomeModel
import SystemCalls

/// The panel's power at night and when idle, from `idle.screenOff` and the
/// sleep window: the backlight at full outside the window, at the night level
/// inside it, off when the policy says off (and the display too, where the
/// backend can turn it off). The first touch on a dark panel only wakes it:
/// that finger, until it lifts, taps nothing. The end of the window and an
/// alert (`ScreenWakeRequested`) wake it as well.
@MainActor
public final class ScreenPower {
  public private(set) var isOff = false
  public private(set) var level = 1.0
  /// The backlight it drives, if the panel has one it may write.
  public let backlight: Backlight?
  /// Turns the display itself off and on (KMS), where the backend can.
  public var display: ((Bool) -> Void)?
  private var lastActivity: Double
  /// An alert or a touch woke the panel inside a window that wants it off:
  /// it stays on until this idle deadline passes.
  private var wokenUntilIdle = false

  public init(backlight: Backlight?, now: Double) {
    self.backlight = backlight
    lastActivity = now
  }

  /// A touch arrived at `now`. True when it woke a dark panel: the caller
  /// drops that finger's touches.
  public func touched(now: Double) -> Bool {
    lastActivity = now
    guard isOff else { return false }
    wake(now: now)
    return true
  }

  /// An alert (a timer ending, the doorbell) or a touch: on, and the idle count starts over.
  public func wake(now: Double) {
    lastActivity = now
    if isOff { wokenUntilIdle = true }
    apply(off: false, level: level)
  }

  /// Decides from the policy at `minuteOfDay` and `now`, and applies what changed.
  public func update(_ idle: IdlePolicy, minuteOfDay: Int, now: Double) {
    let sleeping = idle.isSleeping(minuteOfDay: minuteOfDay)
    let idleSeconds = now - lastActivity
    var off = idle.screenIsOff(minuteOfDay: minuteOfDay, idleSeconds: idleSeconds)
    if wokenUntilIdle {
      // Woken inside an off window: back off after the idle time (the ambient face's), or once the window is over.
      if off && idleSeconds < idle.ambientAfter { off = false } else { wokenUntilIdle = false }
    }
    apply(off: off, level: sleeping ? idle.nightLevel : 1)
  }

  /// When the policy may next change its mind, for a loop that sleeps: the
  /// next minute (the window's edges) or the idle deadline, whichever is first.
  public func nextCheck(_ idle: IdlePolicy, now: Double, secondsToNextMinute: Double) -> Double {
    var next = now + max(0.05, secondsToNextMinute)
    if case .afterIdle(let s) = idle.screenOff, !isOff { next = min(next, lastActivity + s) }
    if wokenUntilIdle { next = min(next, lastActivity + idle.ambientAfter) }
    return max(now, next)
  }

  private func apply(off: Bool, level: Double) {
    if off != isOff {
      Log.info("screen: \(off ? "off" : "on")\(backlight.map { " (backlight \($0.name))" } ?? "")")
      if !off { display?(true) }
    }
    backlight?.set(on: !off, level: level)
    if off && !isOff { display?(false) }
    isOff = off
    self.level = level
  }
}
