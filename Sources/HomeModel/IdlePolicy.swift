/// When the display gives way to ambient mode (the folded cover screen,
/// translated): after an idle time, and through a nightly sleep window in
/// which the face dims.
public struct IdlePolicy: Sendable, Equatable {
  /// Seconds without a touch before the current face covers the screen.
  public var ambientAfter: Double
  /// The sleep window as minutes of the day; it may wrap past midnight.
  public var sleepFrom: Int?
  public var sleepTo: Int?
  /// Brightness of the face inside the sleep window, 0…1 (the backlight's,
  /// where the panel has one).
  public var nightLevel: Double
  /// When the panel itself goes dark (backlight off, display inactive).
  public var screenOff: ScreenOff = .never
  /// Which backlight the sleep window dims and turns off: `auto` (the one of
  /// the connector in use), a name under /sys/class/backlight, or `none`.
  public var backlight = "auto"

  /// `idle.screenOff`.
  public enum ScreenOff: Sendable, Equatable {
    case never
    /// Off all through the sleep window.
    case sleepWindow
    /// Off after this many seconds without a touch (and in the sleep window).
    case afterIdle(seconds: Double)

    /// As the config writes it: `"never"`, `"sleep"`, or minutes.
    public var configValue: String {
      switch self {
      case .never: return "never"
      case .sleepWindow: return "sleep"
      case .afterIdle(let s): return String(Int((s / 60).rounded()))
      }
    }
  }

  public init(ambientAfter: Double = 120, sleepFrom: Int? = nil, sleepTo: Int? = nil, nightLevel: Double = 0.35) {
    self.ambientAfter = ambientAfter
    self.sleepFrom = sleepFrom
    self.sleepTo = sleepTo
    self.nightLevel = nightLevel
  }

  /// Whether `minuteOfDay` (0…1439) falls in the sleep window.
  public func isSleeping(minuteOfDay m: Int) -> Bool {
    guard let from = sleepFrom, let to = sleepTo, from != to else { return false }
    return from < to ? (m >= from && m < to) : (m >= from || m < to)
  }

  /// Whether the panel should be dark at `minuteOfDay` after `idleSeconds` without a touch.
  public func screenIsOff(minuteOfDay m: Int, idleSeconds: Double) -> Bool {
    switch screenOff {
    case .never: return false
    case .sleepWindow: return isSleeping(minuteOfDay: m)
    case .afterIdle(let s): return isSleeping(minuteOfDay: m) || idleSeconds >= s
    }
  }
}
