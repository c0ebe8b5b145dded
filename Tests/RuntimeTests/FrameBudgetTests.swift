import Testing

@testable import Runtime

struct DurationHistogramTests {
  @Test func percentilesComeFromTenMicrosecondBinsAndTheMaxIsExact() {
    var h = DurationHistogram()
    for i in 1...1000 { h.add(Double(i) * 1e-5) }  // 0.01 ms … 10 ms
    #expect(h.count == 1000)
    // The exact quantiles are 5.01, 9.9 and 9.99 ms; a bin's upper edge is at most 10 µs above.
    for (p, exact) in [(0.5, 0.00501), (0.99, 0.0099), (0.999, 0.00999)] {
      #expect(h.percentile(p) >= exact - 1e-12 && h.percentile(p) <= exact + DurationHistogram.binWidth + 1e-12)
    }
    #expect(h.percentile(0) == h.min)
    #expect(h.max == 0.01)
    #expect(h.min == 1e-5)
    #expect(abs(h.mean - 0.005005) < 1e-9)
    #expect(h.percentile(1) == h.max)
  }

  @Test func slowFramesFallInMillisecondBinsAndPastASecondKeepTheirExactMax() {
    var h = DurationHistogram()
    for _ in 0..<60 { h.add(0.001) }
    for _ in 0..<39 { h.add(0.1023) }
    h.add(7.5)
    #expect(h.max == 7.5)
    #expect(h.percentile(1) == 7.5)
    #expect(h.percentile(0.5) <= 0.00101 && h.percentile(0.5) >= 0.001)
    #expect(h.percentile(0.9) >= 0.1023 && h.percentile(0.9) <= 0.1033, "1 ms bins between 50 ms and 1 s")
    #expect(h.count(over: 0.05) == 40)
    #expect(h.count(over: 2) == 1)
    #expect(h.count(over: 7.5) == 0)
  }

  @Test func thresholdsGivenAtCreationAreCountedExactly() {
    var h = DurationHistogram(thresholds: [0.0042])
    h.add(0.0042)  // not over
    h.add(0.004200001)  // over, in the same 10 µs bin
    h.add(0.0041)
    h.add(0.02)
    #expect(h.count(over: 0.0042) == 2)
    #expect(h.share(over: 0.0042) == 0.5)
    #expect(h.count(over: 0.01) == 1, "an untracked threshold is read from the bins")
  }

  @Test func oddInputNeitherTrapsNorSkewsTheCounts() {
    var h = DurationHistogram()
    h.add(-1)
    h.add(.nan)
    h.add(.infinity)
    #expect(h.count == 3)
    #expect(h.min == 0)
    #expect(h.max == .infinity)
    #expect(h.percentile(.nan) == 0)
    #expect(DurationHistogram().percentile(0.5) == 0)
  }
}

@MainActor
struct FrameBudgetTests {
  /// A budget on a fake clock: each frame's phases take the given times.
  func run(_ budget: FrameBudget, frameSeconds: Double) {
    var t = 0.0
    budget.now = { t }
    budget.beginFrame()
    budget.measure(.update) { t += frameSeconds / 2 }
    budget.attribute("probe") { t += frameSeconds / 2 }
    _ = budget.endFrame(drew: true, coverage: 0.5)
  }

  @Test func twoHundredThousandFramesTakeNoMoreRoomThanThreeHundred() {
    let budget = FrameBudget(refreshHz: 60)
    for i in 0..<300 { run(budget, frameSeconds: Double(i % 7) * 0.001) }
    let before = footprint(budget)
    for i in 0..<200_000 { run(budget, frameSeconds: Double(i % 7) * 0.001) }
    #expect(footprint(budget) == before)
    #expect(budget.frames == 200_300)
    #expect(budget.recentFrames.count == FrameBudget.recentCapacity)
  }

  /// What the budget holds, in stored values.
  func footprint(_ b: FrameBudget) -> Int {
    b.phaseTimes.count + b.pluginTimes.count + b.recentFrames.count + b.frameTimes.thresholds.count
  }

  @Test func countsFramesOverTheBudgetAndOverPiClassExactly() {
    let budget = FrameBudget(refreshHz: 60)
    for s in [0.001, 0.0042, 0.0043, 0.010, 0.017, 0.100] { run(budget, frameSeconds: s) }
    #expect(budget.frames == 6)
    #expect(budget.overruns == 2)
    #expect(budget.framesOverPiClass == 4)
    #expect(budget.frameTimes.max == 0.100)
    #expect(budget.pluginTimes["probe"]!.max == 0.05)
    #expect(budget.meanCoverage == 0.5)
    #expect(budget.recentFrames == [0.001, 0.0042, 0.0043, 0.010, 0.017, 0.100])
    let report = budget.report()
    #expect(report.contains("2 over budget, 4 over 4.2 ms (66.67 %)"))
    #expect(report.contains("plugin probe"))
  }

  @Test func cpuTimeIsCountedPerScreenAndTheCostliestFramesAreKept() {
    let budget = FrameBudget(refreshHz: 60)
    var t = 0.0, cpu = 0.0, inlineCPU = 0.0
    budget.now = { t }
    budget.cpuNow = { cpu }
    budget.offFrameCPU = { inlineCPU }
    // (screen, wall, frame-thread CPU, CPU of inline painter jobs)
    let frames: [(String, Double, Double, Double)] = [
      ("home", 0.002, 0.001, 0), ("home", 0.009, 0.002, 0), ("home→recipe", 0.010, 0.005, 0.003),
      ("recipe", 0.006, 0.0045, 0), ("recipe", 0.001, 0.0005, 0),
    ]
    for (i, f) in frames.enumerated() {
      budget.beginFrame()
      t += f.1
      cpu += f.2
      inlineCPU += f.3
      _ = budget.endFrame(drew: true, coverage: 1, screen: f.0, time: Double(i) / 60)
    }
    #expect(budget.framesOverPiClass == 3, "wall time")
    #expect(budget.cpuFramesOverPiClass == 1, "only recipe's 4.5 ms: the inline job's 3 ms is the painter's")
    #expect(abs(budget.lastFrame.cpuSeconds - 0.0005) < 1e-12)
    #expect(budget.screenCosts["home"]?.frames == 2)
    #expect(budget.screenCosts["home"]?.wallOverPiClass == 1)
    #expect(budget.screenCosts["home"]?.cpuOverPiClass == 0)
    #expect(budget.screenCosts["recipe"]?.cpuOverPiClass == 1)
    #expect(abs((budget.screenCosts["home→recipe"]?.cpuMax ?? 0) - 0.002) < 1e-12)
    #expect(budget.costliestFrames.map(\.frame) == [4, 2, 3, 1, 5])
    #expect(budget.costliestFrames.first?.screen == "recipe")
    let report = budget.report()
    #expect(report.contains("frame-thread CPU: 1 frames over 4.2 ms (20.00 %)"))
    #expect(report.contains("#4 at 0.05 s  recipe  4.50 cpu  6.00 wall"))
  }

  @Test func onlyTheCostliestFramesAreKept() {
    let budget = FrameBudget(refreshHz: 60)
    var cpu = 0.0
    budget.cpuNow = { cpu }
    for i in 0..<1000 {
      budget.beginFrame()
      cpu += Double((i * 37) % 1000) * 1e-6
      _ = budget.endFrame(drew: true, coverage: 1, screen: "s")
    }
    #expect(budget.costliestFrames.count == FrameBudget.costliestCapacity)
    let kept = budget.costliestFrames.map { Int(($0.cpuSeconds * 1e6).rounded()) }
    #expect(kept == Array((1000 - FrameBudget.costliestCapacity)..<1000).reversed())
  }

  @Test func recentFramesKeepTheLatestOldestFirst() {
    let budget = FrameBudget(refreshHz: 60)
    let n = FrameBudget.recentCapacity + 10
    for i in 0..<n { run(budget, frameSeconds: Double(i) * 1e-6) }
    let recent = budget.recentFrames
    #expect(recent.count == FrameBudget.recentCapacity)
    #expect(abs(recent.first! - 10e-6) < 1e-12)
    #expect(abs(recent.last! - Double(n - 1) * 1e-6) < 1e-12)
  }
}
