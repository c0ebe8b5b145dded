import Glibc

/// A value behind a pthread mutex. Swift's `Mutex` waits on futexes through
/// atomics the thread sanitizer does not see, so it reports races between
/// two holders of the same lock; the log's captures run under it in the tests
/// and take a lock it does see.
final class PThreadLocked<Value>: @unchecked Sendable {
  // Allocated, not stored inline: a pthread mutex must not move.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private var value: Value

  init(_ value: Value) {
    self.value = value
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
