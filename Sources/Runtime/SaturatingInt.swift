extension Int {
  /// `value` rounded toward zero, with NaN as 0 and everything else clamped to
  /// ±2^52: a Double → Int conversion that cannot trap, for numbers that come
  /// from outside (touches, scroll offsets, points in a data file), leaving room
  /// for the arithmetic around it. Equal to `Int(value)` for everything a screen
  /// really shows.
  public init(saturating value: Double) {
    let limit = 4_503_599_627_370_496.0  // 2^52
    self = value.isNaN ? 0 : Int(Swift.min(limit, Swift.max(-limit, value)))
  }
}
