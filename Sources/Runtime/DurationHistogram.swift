/// Durations in constant space: counts in 10 µs bins up to 50 ms, 1 ms bins up
/// to 1 s and one overflow bin, an exact min, max and sum, and exact counts above
/// a few thresholds fixed at creation (4.2 ms, the frame budget). A device left
/// on for months keeps the same 48 KB per histogram however many frames it draws.
public struct DurationHistogram: Sendable {
  /// Width of one fine bin in seconds.
  public static let binWidth = 10e-6
  /// Where the fine bins end; 1 ms bins follow.
  public static let fineRange = 0.050
  static let coarseWidth = 1e-3
  /// Durations at or past this land in the overflow bin (their max stays exact).
  public static let range = 1.0
  static let fineCount = Int((fineRange / binWidth).rounded())
  static let binCount = fineCount + Int(((range - fineRange) / coarseWidth).rounded())

  /// Thresholds counted exactly (seconds): `count(over:)` for these is not
  /// rounded to a bin.
  public let thresholds: [Double]
  public private(set) var count = 0
  public private(set) var max = 0.0
  public private(set) var min = 0.0
  public private(set) var sum = 0.0
  private var bins: [Int]
  private var overThreshold: [Int]

  public init(thresholds: [Double] = []) {
    self.thresholds = thresholds
    bins = Array(repeating: 0, count: Self.binCount + 1)
    overThreshold = Array(repeating: 0, count: thresholds.count)
  }

  public mutating func add(_ seconds: Double) {
    // NaN and negative durations (a clock stepping back) count as zero.
    let v = seconds.isNaN ? 0 : Swift.max(0, seconds)
    count += 1
    sum += v
    if count == 1 || v > max { max = v }
    if count == 1 || v < min { min = v }
    bins[Self.bin(of: v)] += 1
    for i in thresholds.indices where v > thresholds[i] { overThreshold[i] += 1 }
  }

  /// The bin `seconds` (not NaN, not negative) falls in.
  static func bin(of seconds: Double) -> Int {
    if seconds < fineRange { return Swift.min(fineCount - 1, Int(seconds / binWidth)) }
    if seconds < range { return Swift.min(binCount - 1, fineCount + Int((seconds - fineRange) / coarseWidth)) }
    return binCount
  }

  /// Where bin `i` ends (seconds).
  static func upperEdge(_ i: Int) -> Double {
    i < fineCount ? Double(i + 1) * binWidth : fineRange + Double(i - fineCount + 1) * coarseWidth
  }

  public var mean: Double { count == 0 ? 0 : sum / Double(count) }

  /// The `p` quantile (0...1), read from the bins: the upper edge of the bin
  /// holding that rank, never beyond the exact min and max (which the first and
  /// last rank return). At most 10 µs high below 50 ms, 1 ms below 1 s; past
  /// that, the max.
  public func percentile(_ p: Double) -> Double {
    guard count > 0 else { return 0 }
    let clamped = p.isNaN ? 0 : Swift.min(1, Swift.max(0, p))
    let rank = Int((Double(count - 1) * clamped).rounded())
    if rank == 0 { return min }
    if rank == count - 1 { return max }
    var seen = 0
    for (i, n) in bins.enumerated() {
      seen += n
      if seen > rank {
        if i == Self.binCount { return max }
        return Swift.min(max, Swift.max(min, Self.upperEdge(i)))
      }
    }
    return max
  }

  /// Durations longer than `seconds`: exact for the thresholds given at
  /// creation, otherwise to the bin (those in bins wholly above it).
  public func count(over seconds: Double) -> Int {
    if let i = thresholds.firstIndex(of: seconds) { return overThreshold[i] }
    if seconds.isNaN || seconds < 0 { return count }
    if seconds >= max { return 0 }
    let b = Self.bin(of: seconds)
    return b == Self.binCount ? bins[b] : bins[(b + 1)...].reduce(0, +)
  }

  /// `count(over:)` as a share of all durations (0...1).
  public func share(over seconds: Double) -> Double { count == 0 ? 0 : Double(count(over: seconds)) / Double(count) }
}
