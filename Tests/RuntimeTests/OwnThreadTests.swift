import Foundation
import Runtime
import Synchronization
import Testing

/// HomeView's own threads run their closure, carry their name, and can be waited for.
struct OwnThreadTests {
  @Test func aThreadRunsItsClosureUnderItsNameAndIsJoined() throws {
    let seen = Mutex<String?>(nil)
    let thread = try OwnThread.start(named: "hv-test-thread-with-a-long-name") {
      let name = try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)
      seen.withLock { $0 = name?.trimmingCharacters(in: .newlines) }
    }
    thread.join()
    // Linux keeps the first 15 bytes.
    #expect(seen.withLock { $0 } == "hv-test-thread-")
  }
}
