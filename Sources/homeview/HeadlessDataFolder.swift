import Backends
import Glibc
import HomeViewSession
import Runtime
import SystemCalls

/// A headless run's data folder: `--data`, or a fresh temporary one that
/// `remove` deletes at exit (kept, with its path logged, under `--keep-data`).
@MainActor
struct HeadlessDataFolder {
  let path: String
  let temporary: TemporaryFolder?

  /// nil, with the reason logged, when no temporary folder can be made.
  init?(data: String?, keep: Bool) {
    if let data {
      path = data
      temporary = nil
      return
    }
    guard let made = TemporaryFolder() else {
      Log.error("cannot create a temporary data folder (\(SystemCallError("mkdtemp")))")
      return nil
    }
    made.keep = keep
    path = made.path
    temporary = made
  }

  func remove() { temporary?.remove() }
}
