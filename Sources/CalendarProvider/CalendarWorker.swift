import Glibc
import HouseholdStore
import Runtime

/// The calendar's own thread: reads the sources and writes check-offs back,
/// so a slow or absent server never holds up a frame. The frame thread hands
/// it commands and takes its news; each side holds the mutex only to append
/// or to swap a list.
final class CalendarWorker: @unchecked Sendable {
  enum Command: Sendable {
    case refresh(DayWindow)
    case write(ReminderChange, now: Double, then: DayWindow)
    case save(text: String, path: String)
  }

  enum News: Sendable {
    case refreshed([SourceResult])
    case written(ReminderChange, problem: String?)
  }

  let settings: CalendarSettings
  /// Rung after each piece of news, so the frame thread reads it next frame.
  private let frameWake: FrameWake
  private var mutex = pthread_mutex_t()
  private var wake = pthread_cond_t()
  // Guarded by `mutex`.
  private var inbox: [Command] = []
  private var outbox: [News] = []
  private var stopping = false
  private var thread: OwnThread?
  // The worker thread's own: the VTODO resources of the last refresh.
  private var resources: [TodoResource] = []

  init(settings: CalendarSettings, wake: FrameWake) {
    self.settings = settings
    frameWake = wake
    pthread_mutex_init(&mutex, nil)
    pthread_cond_init(&self.wake, nil)
    thread = try? OwnThread.start(named: "hv-calendar") { self.work() }
  }

  var running: Bool { thread != nil }

  func send(_ c: Command) {
    locked {
      // A refresh already waiting covers a newer one.
      if case .refresh = c, inbox.contains(where: { if case .refresh = $0 { return true } else { return false } }) { return }
      inbox.append(c)
      pthread_cond_signal(&wake)
    }
  }

  func take() -> [News] {
    locked {
      let n = outbox
      outbox.removeAll()
      return n
    }
  }

  /// Waits for the request under way (at most its timeout) and ends the thread.
  func stop() {
    locked {
      stopping = true
      inbox.removeAll { if case .save = $0 { return false } else { return true } }
      pthread_cond_broadcast(&wake)
    }
    thread?.join()
    thread = nil
  }

  private func work() {
    while true {
      pthread_mutex_lock(&mutex)
      while inbox.isEmpty && !stopping { pthread_cond_wait(&wake, &mutex) }
      if inbox.isEmpty {
        pthread_mutex_unlock(&mutex)
        return
      }
      let c = inbox.removeFirst()
      pthread_mutex_unlock(&mutex)
      switch c {
      case .refresh(let window):
        let results = refresh(window)
        locked { outbox.append(.refreshed(results)) }
        frameWake.wake()
      case .write(let change, let now, let window):
        let problem = write(change, now: now, window: window)
        locked { outbox.append(.written(change, problem: problem)) }
        frameWake.wake()
        // Show what the server now holds.
        let results = refresh(window)
        locked { outbox.append(.refreshed(results)) }
        frameWake.wake()
      case .save(let text, let path):
        AgendaCache.save(text, to: path)
      }
    }
  }

  private func reader(_ source: CalendarSettings.Source, _ window: DayWindow) -> SourceReader {
    SourceReader(source: source, window: window, zone: settings.timeZone, timeout: settings.timeoutSeconds)
  }

  private func refresh(_ window: DayWindow) -> [SourceResult] {
    let results = settings.sources.map { reader($0, window).read() }
    // A failed source keeps its resources from before (a check-off can still
    // be tried, and is refused by the server if it is back and changed).
    var kept = resources.filter { r in results.contains { $0.failure != nil && $0.name == r.source } }
    for r in results where r.failure == nil { kept += r.resources }
    resources = kept
    return results
  }

  private func write(_ change: ReminderChange, now: Double, window: DayWindow) -> String? {
    guard let resource = resources.first(where: { $0.listID == change.listID && $0.uids.contains(change.reminderID) }),
      let source = settings.sources.first(where: { $0.name == resource.source })
    else { return "the list is read-only (only a CalDAV list is written back)" }
    return SourceReader.write(resource, uid: change.reminderID, completed: change.completed, now: now, with: reader(source, window))
  }

  private func locked<R>(_ body: () -> R) -> R {
    pthread_mutex_lock(&mutex)
    defer { pthread_mutex_unlock(&mutex) }
    return body()
  }
}
