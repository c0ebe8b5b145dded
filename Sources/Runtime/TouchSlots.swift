public import Basics

/// The fingers touching now, by slot: the one touch model from the backend to
/// the screens. Backends only translate device events into `TouchEvent`s; the
/// frame loop updates its model from every event it hands the screens (in
/// `ScreenContext.touches`), and whoever needs to know which fingers are down,
/// where each went down and where it is now asks this value.
public struct TouchSlots: Sendable, Equatable {
  /// One finger on the glass.
  public struct Finger: Sendable, Equatable {
    public var slot: Int
    /// Where and when it went down.
    public var start: Point
    public var startTime: Double
    /// Where it is now (its last event's location).
    public var location: Point
  }

  /// Fingers down, the first down first.
  public private(set) var fingers: [Finger] = []

  public init() {}

  /// Follows one event: a down adds the finger (a repeated down for a slot
  /// already down moves it), a move follows it, an up or cancel removes it.
  public mutating func update(_ e: TouchEvent) {
    let i = fingers.firstIndex { $0.slot == e.slot }
    switch e.phase {
    case .down:
      if let i {
        fingers[i].location = e.location
      } else {
        fingers.append(Finger(slot: e.slot, start: e.location, startTime: e.time, location: e.location))
      }
    case .move:
      if let i { fingers[i].location = e.location }
    case .up, .cancel:
      if let i { fingers.remove(at: i) }
    }
  }

  public var isEmpty: Bool { fingers.isEmpty }
  public var count: Int { fingers.count }
  public var slots: Set<Int> { Set(fingers.map(\.slot)) }

  /// The finger on `slot`, if it is down.
  public subscript(slot: Int) -> Finger? { fingers.first { $0.slot == slot } }

  /// The first finger down, of those still down, that went down inside `area`
  /// (a drawing screen's pen: later fingers never disturb its line).
  public func firstDown(in area: Rect) -> Finger? { fingers.first { area.contains($0.start) } }
}
