import Glibc
import Runtime

/// `bench --trace`: a line per measured frame, after the scenario's name, of
/// what its row's percentiles hide: which frame was slow, in which phase and
/// plugin, and how many fresh pages it faulted in (a new full-screen surface
/// is a thousand). The kernel splits a thread's CPU time into user and
/// system time by sampling at its tick: for one frame the split is a hint
/// (the sum and the fault count are exact); over many frames it adds up.
@MainActor
struct FrameTrace {
  let scenario: String
  private var frame = 0
  private var last = ThreadUsage.now()

  init(scenario: String) { self.scenario = scenario }

  /// The line for the frame `loop` just ran, `wall` seconds long.
  mutating func line(wall: Double, loop: FrameLoop) -> String {
    frame += 1
    let now = ThreadUsage.now()
    defer { last = now }
    let figures = loop.budget.lastFrame
    func ms(_ s: Double) -> String { fmt(s * 1000, decimals: 2) }
    let phases = FrameBudget.Phase.allCases.map { "\($0.rawValue) \(ms(figures.seconds($0)))" }
    let plugins = figures.pluginSeconds.filter { $0.value >= 0.000_05 }.sorted { $0.value > $1.value }.map { "\($0.key) \(ms($0.value))" }
    return "\(scenario) frame \(frame): wall \(ms(wall)) ms, cpu \(ms(figures.cpuSeconds)) (user \(ms(now.user - last.user)), "
      + "system \(ms(now.system - last.system)), \(now.minorFaults - last.minorFaults) page faults); "
      + "\(loop.navigator.topID ?? "-")\(loop.navigator.isTransitioning ? ", changing" : ""); "
      + phases.joined(separator: ", ") + (plugins.isEmpty ? "" : "; " + plugins.joined(separator: ", "))
  }
}

/// The calling thread's CPU time, user and system, and its minor page faults.
struct ThreadUsage {
  var user: Double
  var system: Double
  var minorFaults: Int

  static func now() -> ThreadUsage {
    var usage = rusage()
    // RUSAGE_THREAD, which Glibc's module does not name.
    getrusage(__rusage_who_t(1), &usage)
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1_000_000 }
    return ThreadUsage(user: seconds(usage.ru_utime), system: seconds(usage.ru_stime), minorFaults: usage.ru_minflt)
  }
}
