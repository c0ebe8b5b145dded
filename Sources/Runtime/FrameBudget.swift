/// Times every phase of every frame, and every plugin, against the refresh
/// interval. Measures only: in headless runs it never changes what happens.
/// Keeps statistics in constant space (histograms, a short ring of recent
/// frames), so a device that runs for months holds the same few hundred KB.
@MainActor
public final class FrameBudget {
  public enum Phase: String, CaseIterable, Sendable { case input, events, update, render, present }

  /// A 60 Hz frame on a core four times slower than the machine measured: the
  /// Pi-class threshold `--stats` and the bench report a share over.
  public nonisolated static let piClassFrame = 0.0042
  /// How many of the latest frame times `recentFrames` keeps (for an overlay's graph).
  public static let recentCapacity = 240
  /// How many of the costliest frames (by frame-thread CPU) `costliestFrames` keeps.
  public static let costliestCapacity = 12

  /// Seconds one frame may take (1 / refresh).
  public let interval: Double
  public private(set) var frames = 0
  /// Frames that drew something (a static screen draws none).
  public private(set) var drawnFrames = 0
  public private(set) var overruns = 0
  public private(set) var phaseTimes: [Phase: DurationHistogram] = [:]
  public private(set) var pluginTimes: [String: DurationHistogram] = [:]
  /// Whole frames, with exact counts over `piClassFrame` and over `interval`.
  public private(set) var frameTimes: DurationHistogram
  /// Whole frames in the frame thread's CPU seconds: what load on the machine
  /// does not distort (wall time counts the time other processes ran too).
  public private(set) var cpuFrameTimes: DurationHistogram
  /// Per screen shown (the visible screens' ids, "a→b" while a transition
  /// runs): its frames and what they cost.
  public private(set) var screenCosts: [String: ScreenCost] = [:]
  /// The costliest frames by CPU, costliest first (at most `costliestCapacity`).
  public private(set) var costliestFrames: [CostlyFrame] = []
  /// Share of the screen redrawn per drawn frame (0...1), as a running sum.
  public private(set) var coverageSum = 0.0

  /// The last finished frame, phase by phase and plugin by plugin (what the
  /// budget overlay sums up).
  public private(set) var lastFrame = FrameFigures()

  private var recent: [Double]
  private var recentNext = 0
  private var frameStart = 0.0
  private var cpuFrameStart = 0.0
  private var offFrameCPUAtStart = 0.0
  private var pluginThisFrame: [String: Double] = [:]
  private var phasesThisFrame = FrameFigures().phaseSeconds
  private var offFrameAtStart = 0.0
  var now: () -> Double = { MonotonicClock.seconds() }
  /// Seconds spent so far on work that is not the frame thread's: a headless
  /// run paints the painter's jobs inline (waiting for them, as a frame that
  /// needs a picture must, before virtual time moves on), and that wait is
  /// left out of frame, phase and plugin times, so `--stats` shows what the
  /// frame thread itself costs, as on a device with the painter beside it.
  var offFrame: () -> Double = { 0 }
  var cpuNow: () -> Double = { ThreadCPUClock.seconds() }
  /// `offFrame` in the frame thread's CPU seconds.
  var offFrameCPU: () -> Double = { 0 }

  public init(refreshHz: Double) {
    interval = 1 / refreshHz
    frameTimes = DurationHistogram(thresholds: [Self.piClassFrame, interval])
    cpuFrameTimes = DurationHistogram(thresholds: [Self.piClassFrame, interval])
    recent = []
    recent.reserveCapacity(Self.recentCapacity)
  }

  /// Frames longer than 4.2 ms (exact).
  public var framesOverPiClass: Int { frameTimes.count(over: Self.piClassFrame) }
  /// Frames whose frame-thread CPU time passed 4.2 ms (exact).
  public var cpuFramesOverPiClass: Int { cpuFrameTimes.count(over: Self.piClassFrame) }
  /// Mean share of the screen a drawn frame redrew.
  public var meanCoverage: Double { drawnFrames == 0 ? 0 : coverageSum / Double(drawnFrames) }
  /// The latest frame times, oldest first (at most `recentCapacity`).
  public var recentFrames: [Double] {
    recent.count < Self.recentCapacity ? recent : Array(recent[recentNext...] + recent[..<recentNext])
  }

  func beginFrame() {
    frameStart = now()
    offFrameAtStart = offFrame()
    cpuFrameStart = cpuNow()
    offFrameCPUAtStart = offFrameCPU()
    pluginThisFrame.removeAll(keepingCapacity: true)
    for i in phasesThisFrame.indices { phasesThisFrame[i] = 0 }
  }

  /// Seconds since this frame began (less work that is not the frame thread's).
  var elapsedInFrame: Double { now() - frameStart - (offFrame() - offFrameAtStart) }

  /// Times `body` as `phase`.
  func measure<R>(_ phase: Phase, _ body: () -> R) -> R {
    let t0 = now(), o0 = offFrame()
    let r = body()
    let t = now() - t0 - (offFrame() - o0)
    phaseTimes[phase, default: histogram()].add(t)
    phasesThisFrame[phase.index] += t
    return r
  }

  /// Times `body` as work of `plugin` (inside whatever phase runs it).
  func attribute<R>(_ plugin: String, _ body: () -> R) -> R {
    let t0 = now(), o0 = offFrame()
    let r = body()
    addPluginTime(plugin, now() - t0 - (offFrame() - o0))
    return r
  }

  func addPluginTime(_ plugin: String, _ seconds: Double) { pluginThisFrame[plugin, default: 0] += seconds }

  /// Ends the frame that showed `screen` at frame time `time`; returns its
  /// duration if it overran the budget.
  func endFrame(drew: Bool, coverage: Double, screen: String = "", time: Double = 0) -> Double? {
    let total = elapsedInFrame
    let cpu = max(0, cpuNow() - cpuFrameStart - (offFrameCPU() - offFrameCPUAtStart))
    frames += 1
    frameTimes.add(total)
    cpuFrameTimes.add(cpu)
    screenCosts[screen, default: ScreenCost()].add(cpu: cpu, wall: total, drew: drew)
    noteCostly(CostlyFrame(frame: frames, time: time, screen: screen, cpuSeconds: cpu, seconds: total))
    if recent.count < Self.recentCapacity {
      recent.append(total)
    } else {
      recent[recentNext] = total
      recentNext = (recentNext + 1) % Self.recentCapacity
    }
    if drew {
      drawnFrames += 1
      coverageSum += coverage
    }
    for (plugin, t) in pluginThisFrame { pluginTimes[plugin, default: histogram()].add(t) }
    lastFrame = FrameFigures(seconds: total, drew: drew, phaseSeconds: phasesThisFrame, pluginSeconds: pluginThisFrame)
    lastFrame.cpuSeconds = cpu
    if total > interval {
      overruns += 1
      return total
    }
    return nil
  }

  private func noteCostly(_ f: CostlyFrame) {
    if costliestFrames.count == Self.costliestCapacity {
      guard f.cpuSeconds > costliestFrames[costliestFrames.count - 1].cpuSeconds else { return }
      costliestFrames.removeLast()
    }
    let at = costliestFrames.firstIndex { $0.cpuSeconds < f.cpuSeconds } ?? costliestFrames.count
    costliestFrames.insert(f, at: at)
  }

  private func histogram() -> DurationHistogram { DurationHistogram(thresholds: [Self.piClassFrame, interval]) }

  /// The table `--stats` prints.
  public func report() -> String {
    var lines = [
      "frame budget: \(fmt(interval * 1000)) ms; \(frames) frames, \(drawnFrames) drawn, \(overruns) over budget, "
        + "\(framesOverPiClass) over \(fmt(Self.piClassFrame * 1000, decimals: 1)) ms (\(fmt(frameTimes.share(over: Self.piClassFrame) * 100)) %)"
    ]
    lines.append(pad("", 22) + pad("p50 ms", 9) + pad("p99 ms", 9) + pad("max ms", 9) + pad("> 4.2 ms", 10) + "share of budget (p50)")
    func row(_ name: String, _ s: DurationHistogram) {
      lines.append(
        pad(name, 22) + pad(fmt(s.percentile(0.5) * 1000), 9) + pad(fmt(s.percentile(0.99) * 1000), 9)
          + pad(fmt(s.max * 1000), 9) + pad(fmt(s.share(over: Self.piClassFrame) * 100) + " %", 10)
          + "\(fmt(s.percentile(0.5) / interval * 100)) %")
    }
    for phase in Phase.allCases { if let s = phaseTimes[phase] { row(phase.rawValue, s) } }
    row("frame", frameTimes)
    for (name, s) in pluginTimes.sorted(by: { $0.key < $1.key }) { row("plugin " + name, s) }
    row("frame cpu", cpuFrameTimes)
    lines.append(
      "frame-thread CPU: \(cpuFramesOverPiClass) frames over \(fmt(Self.piClassFrame * 1000, decimals: 1)) ms "
        + "(\(fmt(cpuFrameTimes.share(over: Self.piClassFrame) * 100)) %), \(cpuFrameTimes.count(over: interval)) over budget")
    lines.append(
      pad("per screen", 34) + pad("frames", 8) + pad("drawn", 7) + pad("cpu mean", 9) + pad("cpu max", 9) + pad("cpu > 4.2", 16)
        + "wall > 4.2")
    for (name, c) in screenCosts.sorted(by: { $0.value.cpuSum > $1.value.cpuSum }) {
      lines.append(
        pad(name.isEmpty ? "(none)" : name, 34) + pad("\(c.frames)", 8) + pad("\(c.drawn)", 7) + pad(fmt(c.cpuSum / Double(max(1, c.frames)) * 1000), 9)
          + pad(fmt(c.cpuMax * 1000), 9)
          + pad("\(c.cpuOverPiClass) (\(fmt(Double(c.cpuOverPiClass) / Double(max(1, c.frames)) * 100)) %)", 16)
          + "\(c.wallOverPiClass) (\(fmt(Double(c.wallOverPiClass) / Double(max(1, c.frames)) * 100)) %)")
    }
    lines.append("costliest frames by frame-thread CPU (frame, frame time, screen, cpu ms, wall ms):")
    for f in costliestFrames {
      lines.append(
        "  #\(f.frame) at \(fmt(f.time, decimals: 2)) s  \(f.screen.isEmpty ? "(none)" : f.screen)  \(fmt(f.cpuSeconds * 1000)) cpu  \(fmt(f.seconds * 1000)) wall")
    }
    return lines.joined(separator: "\n")
  }

  private func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s + " " : s + String(repeating: " ", count: n - s.count) }
}

/// What the frames that showed one screen cost, in constant space.
public struct ScreenCost: Sendable {
  public private(set) var frames = 0
  public private(set) var drawn = 0
  public private(set) var cpuSum = 0.0
  public private(set) var cpuMax = 0.0
  public private(set) var wallMax = 0.0
  /// Frames over `FrameBudget.piClassFrame` in frame-thread CPU, and in wall time.
  public private(set) var cpuOverPiClass = 0
  public private(set) var wallOverPiClass = 0

  mutating func add(cpu: Double, wall: Double, drew: Bool) {
    frames += 1
    if drew { drawn += 1 }
    cpuSum += cpu
    cpuMax = max(cpuMax, cpu)
    wallMax = max(wallMax, wall)
    if cpu > FrameBudget.piClassFrame { cpuOverPiClass += 1 }
    if wall > FrameBudget.piClassFrame { wallOverPiClass += 1 }
  }
}

/// One frame among the costliest: which, when (frame time), on what screen.
public struct CostlyFrame: Sendable, Equatable {
  public var frame: Int
  public var time: Double
  public var screen: String
  public var cpuSeconds: Double
  public var seconds: Double
}

/// One frame's times: the whole frame, each phase (in `FrameBudget.Phase`
/// order) and each plugin's share of them.
public struct FrameFigures: Sendable {
  public var seconds = 0.0
  /// The frame thread's CPU seconds in the frame.
  public var cpuSeconds = 0.0
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
