import Glibc
import Runtime

/// The weather's own thread: refreshes, sleeps until the next refresh (or a
/// wake-up), refreshes again. Results wait in a mailbox the frame thread
/// empties; the frame never waits on the network. Stopping is a flag the
/// thread sees when its request ends (at most the request's timeout).
final class WeatherFetcher: @unchecked Sendable {
  let settings: WeatherSettings
  /// Seconds between refreshes, and after a failed one.
  let interval: Double
  let retry: Double

  private var mutex = pthread_mutex_t()
  private var wake = pthread_cond_t()
  // Guarded by `mutex`.
  private var stopping = false
  private var soon = false
  private var mailbox: [WeatherFetch.Outcome] = []

  init(settings: WeatherSettings, interval: Double, retry: Double) {
    self.settings = settings
    self.interval = interval
    self.retry = retry
    pthread_mutex_init(&mutex, nil)
    pthread_cond_init(&wake, nil)
  }

  /// Starts the thread (which keeps the fetcher alive until it ends).
  func start() -> Bool {
    guard let thread = try? OwnThread.start(named: "hv-weather", { self.run() }) else { return false }
    thread.detach()
    return true
  }

  func stop() { locked { stopping = true; pthread_cond_signal(&wake) } }

  /// Refreshes now instead of at the next interval.
  func refreshSoon() { locked { soon = true; pthread_cond_signal(&wake) } }

  func take() -> [WeatherFetch.Outcome] {
    locked {
      let out = mailbox
      mailbox.removeAll()
      return out
    }
  }

  private func run() {
    while true {
      let outcome = WeatherFetch.run(settings)
      let failed = if case .failed = outcome { true } else { false }
      let go: Bool = locked {
        guard !stopping else { return false }
        mailbox.append(outcome)
        return sleep(failed ? retry : interval)
      }
      if !go { return }
    }
  }

  /// Waits `seconds` or until woken (mutex held); false when stopping.
  private func sleep(_ seconds: Double) -> Bool {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    let total = Double(now.tv_sec) + Double(now.tv_nsec) / 1e9 + seconds
    var until = timespec(tv_sec: Int(total), tv_nsec: Int((total - total.rounded(.down)) * 1e9))
    while !stopping && !soon {
      if pthread_cond_timedwait(&wake, &mutex, &until) == ETIMEDOUT { break }
    }
    soon = false
    return !stopping
  }

  private func locked<T>(_ body: () -> T) -> T {
    pthread_mutex_lock(&mutex)
    defer { pthread_mutex_unlock(&mutex) }
    return body()
  }
}
