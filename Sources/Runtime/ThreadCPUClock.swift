import Glibc

/// CPU seconds the calling thread has run (CLOCK_THREAD_CPUTIME_ID): what a
/// frame costs the frame thread whatever else the machine does, where wall
/// time on a loaded machine also counts the time other processes ran.
public enum ThreadCPUClock {
  public static func seconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }
}
