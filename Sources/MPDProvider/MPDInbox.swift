import Synchronization

/// The one door between MPD's thread and the frame thread: the MPD thread
/// appends under a mutex held for an append, the frame thread swaps the whole
/// batch out; the frame never waits on the network. MPD's news is a handful
/// per song change (idle events), so the inbox needs no bound beyond the
/// player states it coalesces.
final class MPDInbox: Sendable {
  private let news = Mutex<[MPDNews]>([])

  func put(_ item: MPDNews) {
    news.withLock { list in
      // Only the newest player state matters.
      if case .player = item, case .player? = list.last { list.removeLast() }
      list.append(item)
    }
  }

  func take() -> [MPDNews] {
    news.withLock { list in
      let out = list
      list = []
      return out
    }
  }
}
