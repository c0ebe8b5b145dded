/// Every duration kept, for exact percentiles. Only for runs bounded by their
/// own length (the bench's `--frames`); a running device keeps
/// `DurationHistogram`s instead.
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
