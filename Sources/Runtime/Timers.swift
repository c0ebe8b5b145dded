/// One-shot timers on frame time: the one queue of deadlines a run loop has.
/// Frame timers (plugins, overlays) fire in the update phase of the first
/// frame at or after their deadline; loop timers (the display's next look, the
/// watchdog's ping, a flip's patience) fire in the run loop between frames,
/// without drawing one. A real-time loop sleeps until the earliest instead of
/// polling, so an idle screen waiting for a timeout costs nothing.
@MainActor
public final class Timers {
  /// Where a timer fires.
  public enum Lane: Sendable {
    /// In a frame's update phase: its being due asks for a frame.
    case frame
    /// In the run loop, outside frames (`fireLoopTimers`).
    case loop
  }

  private struct Entry {
    let id: Int
    let deadline: Double
    let owner: String
    let lane: Lane
    let action: () -> Void
  }

  private var entries: [Entry] = []
  private var nextID = 0

  public init() {}

  /// The earliest pending frame deadline.
  public var nextDeadline: Double? { earliestDeadline(.frame) }
  public var count: Int { entries.count }

  /// The earliest pending deadline of `lane`.
  public func earliestDeadline(_ lane: Lane) -> Double? { entries.lazy.filter { $0.lane == lane }.map(\.deadline).min() }

  @discardableResult
  public func schedule(at deadline: Double, owner: String = "core", lane: Lane = .frame, _ action: @escaping () -> Void) -> TimerToken {
    nextID += 1
    entries.append(Entry(id: nextID, deadline: deadline, owner: owner, lane: lane, action: action))
    return TimerToken(timers: self, id: nextID)
  }

  func cancel(_ id: Int) { entries.removeAll { $0.id == id } }

  /// Fires every loop timer due at `time`, earliest first (the run loop, between frames).
  public func fireLoopTimers(upTo time: Double) {
    fire(.loop, upTo: time) { _, action in action() }
  }

  /// Fires every timer of `lane` due at `time`, earliest first; `attribute`
  /// times each against its owner.
  func fire(_ lane: Lane = .frame, upTo time: Double, attribute: (String, () -> Void) -> Void) {
    func due(_ i: Int) -> Bool { entries[i].lane == lane && entries[i].deadline <= time }
    while let i = entries.indices.filter(due).min(by: { entries[$0].deadline < entries[$1].deadline }) {
      let e = entries.remove(at: i)
      attribute(e.owner, e.action)
    }
  }
}

/// A pending timer; cancel it to keep it from firing.
@MainActor
public final class TimerToken {
  private weak var timers: Timers?
  private let id: Int
  init(timers: Timers, id: Int) {
    self.timers = timers
    self.id = id
  }
  public func cancel() { timers?.cancel(id) }
}
