/// Times every phase of every frame, and every plugin, against the refresh
/// interval. Measures only: in headless runs it never changes what happens.
@MainActor
public final class FrameBudget {
  public enum Phase: String, CaseIterable, Sendable { case input, events, update, render, present }

  /// Seconds one frame may take (1 / refresh).
  public let interval: Double
  public private(set) var frames = 0
  /// Frames that drew something (a static screen draws none).
  public private(set) var drawnFrames = 0
  public private(set) var overruns = 0
  public private(set) var phaseSamples: [Phase: Samples] = [:]
  public private(set) var pluginSamples: [String: Samples] = [:]
  public private(set) var frameSamples = Samples()
  /// Share of the screen redrawn, per drawn frame.
  public private(set) var coverageSamples = Samples()

  /// The last finished frame, phase by phase and plugin by plugin (what the
  /// budget overlay sums up).
  public private(set) var lastFrame = FrameFigures()

  private var frameStart = 0.0
  private var pluginThisFrame: [String: Double] = [:]
  private var phasesThisFrame = FrameFigures().phaseSeconds
  var now: () -> Double = { MonotonicClock.seconds() }

  public init(refreshHz: Double) { interval = 1 / refreshHz }

  func beginFrame() {
    frameStart = now()
    pluginThisFrame.removeAll(keepingCapacity: true)
    for i in phasesThisFrame.indices { phasesThisFrame[i] = 0 }
  }

  /// Times `body` as `phase`.
  func measure<R>(_ phase: Phase, _ body: () -> R) -> R {
    let t0 = now()
    let r = body()
    let t = now() - t0
    phaseSamples[phase, default: Samples()].add(t)
    phasesThisFrame[phase.index] += t
    return r
  }

  /// Times `body` as work of `plugin` (inside whatever phase runs it).
  func attribute<R>(_ plugin: String, _ body: () -> R) -> R {
    let t0 = now()
    let r = body()
    addPluginTime(plugin, now() - t0)
    return r
  }

  func addPluginTime(_ plugin: String, _ seconds: Double) { pluginThisFrame[plugin, default: 0] += seconds }

  /// Ends the frame; returns its duration if it overran the budget.
  func endFrame(drew: Bool, coverage: Double) -> Double? {
    let total = now() - frameStart
    frames += 1
    frameSamples.add(total)
    if drew {
      drawnFrames += 1
      coverageSamples.add(coverage)
    }
    for (plugin, t) in pluginThisFrame { pluginSamples[plugin, default: Samples()].add(t) }
    lastFrame = FrameFigures(seconds: total, drew: drew, phaseSeconds: phasesThisFrame, pluginSeconds: pluginThisFrame)
    if total > interval {
      overruns += 1
      return total
    }
    return nil
  }

  /// The table `--stats` prints.
  public func report() -> String {
    var lines = ["frame budget: \(fmt(interval * 1000)) ms; \(frames) frames, \(drawnFrames) drawn, \(overruns) over budget"]
    lines.append(pad("", 22) + pad("p50 ms", 9) + pad("p99 ms", 9) + pad("max ms", 9) + "share of budget (p50)")
    func row(_ name: String, _ s: Samples) {
      lines.append(
        pad(name, 22) + pad(fmt(s.percentile(0.5) * 1000), 9) + pad(fmt(s.percentile(0.99) * 1000), 9)
          + pad(fmt(s.max * 1000), 9) + "\(fmt(s.percentile(0.5) / interval * 100)) %")
    }
    for phase in Phase.allCases { if let s = phaseSamples[phase] { row(phase.rawValue, s) } }
    row("frame", frameSamples)
    for (name, s) in pluginSamples.sorted(by: { $0.key < $1.key }) { row("plugin " + name, s) }
    return lines.joined(separator: "\n")
  }

  private func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s + " " : s + String(repeating: " ", count: n - s.count) }
}

/// One frame's times: the whole frame, each phase (in `FrameBudget.Phase`
/// order) and each plugin's share of them.
public struct FrameFigures: Sendable {
  public var seconds = 0.0
  public var drew = false
  public var phaseSeconds = [Double](repeating: 0, count: FrameBudget.Phase.allCases.count)
  public var pluginSeconds: [String: Double] = [:]
  public init() {}
  public init(seconds: Double, drew: Bool, phaseSeconds: [Double], pluginSeconds: [String: Double]) {
    self.seconds = seconds
    self.drew = drew
    self.phaseSeconds = phaseSeconds
    self.pluginSeconds = pluginSeconds
  }
  public func seconds(_ phase: FrameBudget.Phase) -> Double { phaseSeconds[phase.index] }
}

extension FrameBudget.Phase {
  var index: Int { Self.allCases.firstIndex(of: self)! }
}

/// Durations, kept for percentiles.
public struct Samples: Sendable {
  public private(set) var values: [Double] = []
  public init() {}
  public mutating func add(_ v: Double) { values.append(v) }
  public var count: Int { values.count }
  public var max: Double { values.max() ?? 0 }
  public var mean: Double { values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count) }
  public func percentile(_ p: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
  }
}

/// Two decimals, without Foundation's formatter.
public func fmt(_ v: Double, decimals: Int = 2) -> String {
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let r = (v * scale).rounded() / scale
  var s = "\(r)"
  if let dot = s.firstIndex(of: ".") {
    let have = s.distance(from: dot, to: s.endIndex) - 1
    if have < decimals { s += String(repeating: "0", count: decimals - have) }
  } else if decimals > 0 {
    s += "." + String(repeating: "0", count: decimals)
  }
  return s
}
