import Synchronization

/// The one door between MPD's thread and the frame thread: the MPD thread
/// appends under a mutex held for an append and wakes the frame loop, the
/// frame thread swaps the whole batch out; the frame never waits on the network. MPD's news is a handful
/// per song change (idle events), so the inbox needs no bound beyond the
/// player states it coalesces.
final class MPDInbox: Sendable {
  private let news = Mutex<[MPDNews]>([])
  /// Called after each put, on MPD's thread (the frame loop's wake).
  private let arrived: @Sendable () -> Void

  init(arrived: @escaping @Sendable () -> Void) { self.arrived = arrived }

  func put(_ item: MPDNews) {
    news.withLock { list in
      // Only the newest player state matters.
      if case .player = item, case .player? = list.last { list.removeLast() }
      list.append(item)
    }
    arrived()
  }

  func take() -> [MPDNews] {
    news.withLock { list in
      let out = list
      list = []
      return out
    }
  }
}
