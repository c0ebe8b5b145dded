/// One-shot timers on frame time. They fire in the update phase of the first
/// frame at or after their deadline; a real-time loop sleeps until the earliest
/// one instead of polling, so an idle screen waiting for a timeout costs nothing.
@MainActor
public final class Timers {
  private struct Entry {
    let id: Int
    let deadline: Double
    let owner: String
    let action: () -> Void
  }

  private var entries: [Entry] = []
  private var nextID = 0

  public init() {}

  /// The earliest pending deadline.
  public var nextDeadline: Double? { entries.map(\.deadline).min() }
  public var count: Int { entries.count }

  @discardableResult
  public func schedule(at deadline: Double, owner: String = "core", _ action: @escaping () -> Void) -> TimerToken {
    nextID += 1
    entries.append(Entry(id: nextID, deadline: deadline, owner: owner, action: action))
    return TimerToken(timers: self, id: nextID)
  }

  func cancel(_ id: Int) { entries.removeAll { $0.id == id } }

  /// Fires every timer due at `time`, earliest first; `attribute` times each
  /// against its owner.
  func fire(upTo time: Double, attribute: (String, () -> Void) -> Void) {
    while let i = entries.indices.filter({ entries[$0].deadline <= time }).min(by: { entries[$0].deadline < entries[$1].deadline }) {
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
