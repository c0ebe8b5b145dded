import Glibc

/// Threads that run closures handed to them, oldest first; finished results
/// wait in an outbox the frame thread empties. Nothing here touches the UI:
/// a job gets what it needs as Sendable values and owns what it makes until it
/// is handed back. Jobs asked for ahead of need (look-ahead warming) wait in
/// a lane of their own that runs only when no job is needed now: a screen's
/// picture never queues behind another screen's guesses.
final class WorkQueue: @unchecked Sendable {
  typealias Job = @Sendable () -> any Sendable

  private var mutex = pthread_mutex_t()
  private var wake = pthread_cond_t()
  // Guarded by `mutex`.
  private var inbox: [(id: Int, job: Job)] = []
  /// Jobs asked for ahead of need: taken only while `inbox` is empty.
  private var ahead: [(id: Int, job: Job)] = []
  private var outbox: [(id: Int, result: any Sendable)] = []
  private var cancelled: Set<Int> = []
  /// Values to drop on a worker (`discard`), and jobs cancelled before they ran.
  private var trash: [any Sendable] = []
  private var running: Set<Int> = []
  private var stopping = false
  private var threads: [OwnThread] = []
  /// Called on the worker's thread after each result lands in the outbox.
  private let onFinished: @Sendable () -> Void

  init(threads count: Int, named name: String, onFinished: @escaping @Sendable () -> Void = {}) {
    self.onFinished = onFinished
    pthread_mutex_init(&mutex, nil)
    pthread_cond_init(&wake, nil)
    for _ in 0..<count {
      if let thread = try? OwnThread.start(named: name, { self.work() }) { threads.append(thread) }
    }
  }

  var threadCount: Int { threads.count }

  /// Queues `job`; `ahead`: only once no job needed now waits.
  func submit(_ id: Int, ahead: Bool = false, _ job: @escaping Job) {
    locked {
      if ahead { self.ahead.append((id, job)) } else { inbox.append((id, job)) }
      pthread_cond_signal(&wake)
    }
  }

  /// A job asked for ahead that is needed now after all: it joins the jobs
  /// needed now (last of them), if it has not started.
  func promote(_ id: Int) {
    locked {
      if let i = ahead.firstIndex(where: { $0.id == id }) { inbox.append(ahead.remove(at: i)) }
    }
  }

  /// Drops a job not yet started and any result it leaves.
  func cancel(_ id: Int) {
    locked {
      let waiting =
        inbox.firstIndex { $0.id == id }.map { inbox.remove(at: $0).job } ?? ahead.firstIndex { $0.id == id }.map { ahead.remove(at: $0).job }
      guard let waiting else {
        cancelled.insert(id)
        return
      }
      // A job holds what it was handed (a drawing's strokes): it is freed
      // on a worker, not in the frame that cancels it.
      trash.append(waiting)
      pthread_cond_signal(&wake)
    }
  }

  /// Drops `value` on a worker: freeing a big model takes milliseconds the
  /// caller's frame does not have.
  func discard(_ value: consuming any Sendable) {
    // Not through `locked`: a closure would hold a copy, released here after
    // the unlock, maybe after the worker let go of its own.
    pthread_mutex_lock(&mutex)
    trash.append(value)
    pthread_cond_signal(&wake)
    pthread_mutex_unlock(&mutex)
  }

  /// Results finished since the last call, in the order they finished.
  func takeFinished() -> [(id: Int, result: any Sendable)] {
    locked {
      let done = outbox
      outbox.removeAll()
      return done
    }
  }

  /// True while `id` waits or runs.
  func isPending(_ id: Int) -> Bool { locked { running.contains(id) || inbox.contains { $0.id == id } || ahead.contains { $0.id == id } } }

  /// True while a thread runs `id`.
  func isRunning(_ id: Int) -> Bool { locked { running.contains(id) } }

  /// Stops the threads after the jobs they are running; waiting ones are
  /// dropped, or with `finishing` run first (saves must land).
  func stop(finishing: Bool) {
    locked {
      stopping = true
      if !finishing {
        inbox.removeAll()
        ahead.removeAll()
      }
      pthread_cond_broadcast(&wake)
    }
    for t in threads { t.join() }
    threads.removeAll()
  }

  private func work() {
    while true {
      pthread_mutex_lock(&mutex)
      while inbox.isEmpty && ahead.isEmpty && trash.isEmpty && !stopping { pthread_cond_wait(&wake, &mutex) }
      if !trash.isEmpty {
        var dropped = trash
        trash = []
        pthread_mutex_unlock(&mutex)
        // Freed here, outside the lock.
        dropped.removeAll()
        continue
      }
      if inbox.isEmpty && ahead.isEmpty {
        pthread_mutex_unlock(&mutex)
        return
      }
      let (id, job) = inbox.isEmpty ? ahead.removeFirst() : inbox.removeFirst()
      running.insert(id)
      pthread_mutex_unlock(&mutex)
      let result = job()
      let delivered = locked {
        running.remove(id)
        guard cancelled.remove(id) == nil else { return false }
        outbox.append((id, result))
        return true
      }
      if delivered { onFinished() }
    }
  }

  private func locked<R>(_ body: () -> R) -> R {
    pthread_mutex_lock(&mutex)
    defer { pthread_mutex_unlock(&mutex) }
    return body()
  }
}
