import Synchronization

/// Messages handed to an `MQTTProvider` in the same process, as libmosquitto's
/// thread hands it a broker's: through the same inbox and the same wake of
/// the frame loop, from any thread. The bench measures the path from a
/// message to the frame that shows it with one where no broker can be had;
/// what the provider publishes goes nowhere.
public final class MQTTFeed: Sendable {
  let inbox: MQTTInbox
  private let wake: WakeSlot

  public init() {
    let slot = WakeSlot()
    wake = slot
    inbox = MQTTInbox { slot.ring() }
  }

  /// A message from the "broker"; `retained` as a stored copy sent at subscribe.
  public func send(_ topic: String, _ payload: String, retained: Bool = false) {
    inbox.put(.message(topic: topic, payload: Array(payload.utf8), retained: retained))
  }

  /// The provider's frame-loop wake, set when it starts.
  func connect(_ ring: @escaping @Sendable () -> Void) { wake.set(ring) }

  private final class WakeSlot: Sendable {
    private let ring_ = Mutex<(@Sendable () -> Void)?>(nil)
    func set(_ f: @escaping @Sendable () -> Void) { ring_.withLock { $0 = f } }
    func ring() { ring_.withLock { $0 }?() }
  }
}
