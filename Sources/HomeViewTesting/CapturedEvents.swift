public import Basics
import Runtime

/// The events of one type posted on a session's bus, in delivery order, as
/// their values: `let saves = session.capture(DrawingSaved.self)`, interact,
/// then read `saves.events`.
@MainActor
public final class CapturedEvents<E: Event> {
  public private(set) var events: [E] = []
  private var subscription: Subscription?

  init(bus: EventBus) {
    subscription = bus.subscribe(E.self, owner: "testing") { [unowned self] in events.append($0) }
  }

  public var count: Int { events.count }
  public var last: E? { events.last }
  /// Forgets what was captured so far.
  public func clear() { events.removeAll() }
}

@MainActor
extension TestSession {
  /// From now on, keeps every `E` delivered on the bus.
  public func capture<E: Event>(_ type: E.Type) -> CapturedEvents<E> { CapturedEvents(bus: loop.bus) }
}
