import Glibc
import Runtime

/// Figures about this process for `bench` and `--stats`.
enum ProcessStats {
  /// Seconds since exec, from the kernel's start time (10 ms resolution).
  static func secondsSinceExec() -> Double? {
    guard let stat = DataFile.read("/proc/self/stat"), let close = stat.lastIndex(of: ")") else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    // Field 22 of the whole line is the 20th after "pid (comm)".
    guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
    var ts = timespec()
    clock_gettime(CLOCK_BOOTTIME, &ts)
    let now = Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    return now - ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// Peak resident memory in bytes (VmHWM).
  static func peakResidentBytes() -> Int? { statusField("VmHWM:") }
  static func residentBytes() -> Int? { statusField("VmRSS:") }

  private static func statusField(_ name: String) -> Int? {
    guard let status = DataFile.read("/proc/self/status") else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix(name) {
      let kb = line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
      return kb.map { $0 * 1024 }
    }
    return nil
  }
}
