import Synchronization

/// What libmosquitto's network thread saw, waiting for the frame thread.
enum MQTTNews: Sendable, Equatable {
  case connected
  /// The broker went away (or refused us): the reason, for the log.
  case disconnected(String)
  /// `retained`: the broker's stored copy, sent at subscribe (not news).
  case message(topic: String, payload: [UInt8], retained: Bool)
}

/// The one door between libmosquitto's thread and the frame thread: the
/// network thread appends under a mutex held for an append and wakes the
/// frame loop, the frame thread swaps the whole batch out. The frame never
/// waits on the network.
final class MQTTInbox: Sendable {
  /// Messages beyond this many wait no longer: the oldest are dropped (and
  /// counted), so a flood cannot grow memory without bound.
  let capacity: Int
  private let state = Mutex<(news: [MQTTNews], dropped: Int)>(([], 0))
  /// Called after each put, on the network thread (the frame loop's wake).
  private let arrived: @Sendable () -> Void

  init(capacity: Int = 65_536, arrived: @escaping @Sendable () -> Void = {}) {
    self.capacity = capacity
    self.arrived = arrived
  }

  func put(_ news: MQTTNews) {
    state.withLock { s in
      if s.news.count >= capacity, case .message = news {
        s.dropped += 1
        return
      }
      s.news.append(news)
    }
    arrived()
  }

  /// Everything that arrived since the last call, in order, and how many
  /// messages were dropped meanwhile.
  func take() -> (news: [MQTTNews], dropped: Int) {
    state.withLock { s in
      let out = s
      s = ([], 0)
      return out
    }
  }
}
