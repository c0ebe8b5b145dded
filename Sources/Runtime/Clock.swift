public import Basics
import Glibc

/// What the clocks on screen show. Frame time (monotonic, or virtual in headless
/// runs) drives animation; the Clock drives the time of day.
public struct Clock: Sendable {
  public enum Mode: Sendable, Equatable {
    /// Real local time.
    case system
    /// Frozen: the demo and the golden images.
    case fixed(CivilTime)
    /// Starts at a moment and advances with frame time.
    case simulated(start: CivilTime)
  }

  public var mode: Mode
  /// On a device's system clock: the file that exists once the time is known
  /// to be right (systemd-timesyncd's /run/systemd/timesync/synchronized). A
  /// board without a clock chip boots with its last shutdown's time until NTP
  /// answers.
  public var synchronizedFile: String?
  public init(_ mode: Mode) { self.mode = mode }

  /// Whether the time of day can be trusted: always for fixed and simulated
  /// clocks, and for a system clock nothing watches (no sync service's folder).
  public var isSet: Bool {
    guard case .system = mode, let file = synchronizedFile else { return true }
    let folder = file.lastIndex(of: "/").map { String(file[..<$0]) } ?? "."
    return access(file, F_OK) == 0 || access(folder, F_OK) != 0
  }

  public func now(frameTime: Double) -> CivilTime {
    switch mode {
    case .fixed(let t): return t
    case .simulated(let start): return start.adding(seconds: frameTime)
    case .system:
      var t = time(nil)
      var parts = tm()
      localtime_r(&t, &parts)
      var ts = timespec()
      clock_gettime(CLOCK_REALTIME, &ts)
      return CivilTime(
        year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday),
        hour: Int(parts.tm_hour), minute: Int(parts.tm_min), second: Double(parts.tm_sec) + Double(ts.tv_nsec) / 1e9)
    }
  }

  /// Frame-time seconds until the displayed minute changes (nil when frozen):
  /// a clock screen sleeps until then instead of redrawing every frame.
  public func secondsToNextMinute(frameTime: Double) -> Double? {
    if case .fixed = mode { return nil }
    return max(0.001, 60 - now(frameTime: frameTime).second)
  }
}
