import Glibc
import Runtime

/// Real time, for tests against something that lives in real time (a broker,
/// a server): frames are paced by the wall clock at the panel's refresh, each
/// still advancing the session by exactly one frame, so the session's clock
/// and timers keep step with the world outside.
extension TestSession {
  /// What a real-time run saw: frames run and how long each took (seconds).
  public struct RealTimeRun: Sendable {
    public var frames = 0
    public var frameSeconds: [Double] = []
    /// The frame (1-based) at which `until` first held, if it did.
    public var doneAtFrame: Int?
    public var done: Bool { doneAtFrame != nil }

    /// The `p` quantile of the frame times (0…1), in milliseconds.
    public func percentileMilliseconds(_ p: Double) -> Double {
      guard !frameSeconds.isEmpty else { return 0 }
      let sorted = frameSeconds.sorted()
      return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))] * 1000
    }
  }

  /// Runs frames in real time for at most `seconds`, stopping early once
  /// `until` holds (checked after every frame).
  @discardableResult
  public func runInRealTime(seconds: Double, until: (() -> Bool)? = nil) -> RealTimeRun {
    let interval = 1 / loop.options.refreshHz
    let start = MonotonicClock.seconds()
    var run = RealTimeRun()
    while MonotonicClock.seconds() - start < seconds {
      let t0 = MonotonicClock.seconds()
      runner.step()
      run.frames += 1
      run.frameSeconds.append(MonotonicClock.seconds() - t0)
      if let until, until() {
        run.doneAtFrame = run.frames
        return run
      }
      // The next frame is due one interval after this one's slot; a slow
      // frame is followed at once.
      let wait = start + Double(run.frames) * interval - MonotonicClock.seconds()
      if wait > 0 { usleep(UInt32(wait * 1_000_000)) }
    }
    return run
  }
}
