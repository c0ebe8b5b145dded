public import Basics
import SystemCalls

/// The typed event bus. `post` queues; the frame's events phase delivers, in
/// posting order, to the subscribers of the event's exact type. Events posted
/// during delivery wait for the next frame. Nothing queued is dropped: a post
/// beyond the cap is refused (and counted and logged), and what does not fit in
/// the delivery's time slice carries over, still in order.
@MainActor
public final class EventBus {
  public let capacity: Int
  /// Seconds the events phase may spend; nil = no limit (headless: results must
  /// not depend on the machine's speed).
  public var timeSlice: Double?
  public private(set) var posted = 0
  public private(set) var delivered = 0
  public private(set) var refused = 0
  /// Events that waited for a later frame because the slice ran out.
  public private(set) var carriedOver = 0

  /// Monotonic seconds; replaceable so tests can make delivery slow on purpose.
  var now: () -> Double = { MonotonicClock.seconds() }
  /// Called with each subscriber's owner and the seconds it took.
  var onHandlerTimed: ((String, Double) -> Void)?
  var log: (String) -> Void = { Log.warning($0) }

  private struct Queued {
    let type: ObjectIdentifier
    let event: any Event
  }
  private struct Handler {
    let id: Int
    let owner: String
    let call: (any Event) -> Void
  }

  private var queue: [Queued] = []
  private var head = 0
  private var handlers: [ObjectIdentifier: [Handler]] = [:]
  private var nextID = 0

  public init(capacity: Int = 4096, timeSlice: Double? = nil) {
    precondition(capacity > 0)
    self.capacity = capacity
    self.timeSlice = timeSlice
  }

  public var pending: Int { queue.count - head }

  /// Queues `event` for the next events phase. Returns false, loudly, when the
  /// queue is full.
  @discardableResult
  public func post<E: Event>(_ event: E) -> Bool {
    guard pending < capacity else {
      refused += 1
      log("event bus full (\(capacity) queued): refused \(E.self)")
      return false
    }
    queue.append(Queued(type: ObjectIdentifier(E.self), event: event))
    posted += 1
    return true
  }

  /// Calls `handler` for every delivered event of exactly type `E`, until the
  /// returned subscription is cancelled or released.
  public func subscribe<E: Event>(
    _ type: E.Type, owner: String = "core", _ handler: @escaping @MainActor (E) -> Void
  ) -> Subscription {
    nextID += 1
    let id = nextID
    handlers[ObjectIdentifier(type), default: []].append(
      Handler(id: id, owner: owner, call: { handler($0 as! E) }))
    return Subscription(bus: self, type: ObjectIdentifier(type), id: id)
  }

  func unsubscribe(type: ObjectIdentifier, id: Int) {
    handlers[type]?.removeAll { $0.id == id }
  }

  public func subscriberCount<E: Event>(_ type: E.Type) -> Int { handlers[ObjectIdentifier(type)]?.count ?? 0 }

  /// The events phase: delivers what was queued before it began.
  public func deliverPending() {
    let end = queue.count
    let start = now()
    while head < end {
      if let slice = timeSlice, head > 0 || delivered > 0, now() - start > slice {
        carriedOver += end - head
        break
      }
      let item = queue[head]
      head += 1
      delivered += 1
      for h in handlers[item.type] ?? [] {
        if let timed = onHandlerTimed {
          let t0 = now()
          h.call(item.event)
          timed(h.owner, now() - t0)
        } else {
          h.call(item.event)
        }
      }
    }
    if head > 64, head * 2 > queue.count {
      queue.removeFirst(head)
      head = 0
    }
  }
}

/// A live subscription; cancelling it (or releasing it) unsubscribes.
@MainActor
public final class Subscription {
  private weak var bus: EventBus?
  private let type: ObjectIdentifier
  private let id: Int

  init(bus: EventBus, type: ObjectIdentifier, id: Int) {
    self.bus = bus
    self.type = type
    self.id = id
  }

  public func cancel() {
    bus?.unsubscribe(type: type, id: id)
    bus = nil
  }

  isolated deinit { cancel() }
}
