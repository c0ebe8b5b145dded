import Foundation
import Glibc
import Synchronization

/// What must survive a trap or a hang: where the current input is and where a
/// failing one is kept. The paths are C strings made before any input runs, so
/// the signal handler only calls open, read, write and close.
nonisolated(unsafe) private var currentInput: UnsafeMutablePointer<CChar>?
nonisolated(unsafe) private var keptAs: UnsafeMutablePointer<CChar>?
nonisolated(unsafe) private var reportFD: Int32 = 2
nonisolated(unsafe) private let copyBuffer = UnsafeMutableRawPointer.allocate(byteCount: 4096, alignment: 16)
private let startedAt = Atomic<Int>(0)

enum Watchdog {
  /// Installs the trap handlers and the hang watchdog; `fd` gets the messages.
  static func install(reportTo fd: Int32, timeout: Double) {
    reportFD = fd
    for sig in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT] {
      signal(sig) { sig in
        Watchdog.keep("trapped on")
        signal(sig, SIG_DFL)
        raise(sig)
      }
    }
    let limit = Int(timeout * 1e9)
    Thread.detachNewThread {
      while true {
        usleep(200_000)
        let t0 = startedAt.load(ordering: .relaxed)
        if t0 != 0, now() - t0 > limit {
          keep("hung (past the per-input timeout) on")
          _exit(1)
        }
      }
    }
  }

  /// Called before each input: where it is and where to keep it if it fails.
  static func begin(input: String, keepAs: String) {
    free(currentInput)
    free(keptAs)
    currentInput = strdup(input)
    keptAs = strdup(keepAs)
    startedAt.store(now(), ordering: .relaxed)
  }

  static func end() { startedAt.store(0, ordering: .relaxed) }

  /// Copies the current input to its keeping place and says so (only
  /// async-signal-safe calls: the message is formatted into a fixed buffer).
  static func keep(_ what: StaticString) {
    guard let currentInput, let keptAs else { return }
    let src = open(currentInput, O_RDONLY)
    let dst = open(keptAs, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    if src >= 0, dst >= 0 {
      while true {
        let n = read(src, copyBuffer, 4096)
        if n <= 0 { break }
        _ = write(dst, copyBuffer, n)
      }
    }
    if src >= 0 { close(src) }
    if dst >= 0 { close(dst) }
    say("\nfuzz: FAILED: ")
    _ = what.withUTF8Buffer { write(reportFD, $0.baseAddress, $0.count) }
    say(" the input kept in ")
    _ = write(reportFD, keptAs, strlen(keptAs))
    say("\n")
  }

  private static func say(_ s: StaticString) { _ = s.withUTF8Buffer { write(reportFD, $0.baseAddress, $0.count) } }

  static func now() -> Int {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return ts.tv_sec * 1_000_000_000 + ts.tv_nsec
  }
}
