/// When the display gives way to ambient mode (the folded cover screen,
/// translated): after an idle time, and through a nightly sleep window in
/// which the face dims.
public struct IdlePolicy: Sendable, Equatable {
  /// Seconds without a touch before the current face covers the screen.
  public var ambientAfter: Double
  /// The sleep window as minutes of the day; it may wrap past midnight.
  public var sleepFrom: Int?
  public var sleepTo: Int?
  /// Brightness of the face inside the sleep window, 0…1.
  public var nightLevel: Double

  public init(ambientAfter: Double = 120, sleepFrom: Int? = nil, sleepTo: Int? = nil, nightLevel: Double = 0.35) {
    self.ambientAfter = ambientAfter
    self.sleepFrom = sleepFrom
    self.sleepTo = sleepTo
    self.nightLevel = nightLevel
  }

  /// Whether `minuteOfDay` (0…1439) falls in the sleep window.
  public func isSleeping(minuteOfDay m: Int) -> Bool {
    guard let from = sleepFrom, let to = sleepTo, from != to else { return false }
    return from < to ? (m >= from && m < to) : (m >= from || m < to)
  }
}
