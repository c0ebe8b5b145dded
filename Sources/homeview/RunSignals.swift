import Glibc
import Synchronization

/// Signals the real-time runs (drm, window) act on: SIGINT/SIGTERM stop them,
/// SIGUSR1 asks for the frame figures in the log, SIGHUP reloads the config,
/// settings and household. A handler may only touch atomics.
let stopRequested = Atomic<Bool>(false)
let reportRequested = Atomic<Bool>(false)
let reloadRequested = Atomic<Bool>(false)

func installRunSignals() {
  signal(SIGINT) { _ in stopRequested.store(true, ordering: .relaxed) }
  signal(SIGTERM) { _ in stopRequested.store(true, ordering: .relaxed) }
  signal(SIGUSR1) { _ in reportRequested.store(true, ordering: .relaxed) }
  signal(SIGHUP) { _ in reloadRequested.store(true, ordering: .relaxed) }
  // A parent may hand down a blocked signal mask (test runners do): unblock ours.
  var handled = sigset_t()
  sigemptyset(&handled)
  for s in [SIGINT, SIGTERM, SIGUSR1, SIGHUP] { sigaddset(&handled, s) }
  sigprocmask(SIG_UNBLOCK, &handled, nil)
}
