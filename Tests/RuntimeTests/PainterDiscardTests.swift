import Basics
import Glibc
import Synchronization
import Testing

@testable import Runtime

/// Big models a screen lets go of are freed on a painter thread, not in the
/// frame that drops them: handed over with `discard`, or held by a job
/// cancelled before it ran.
@MainActor
struct PainterDiscardTests {
  /// Where a value was freed: the thread, and whether it was the test's.
  final class Record: Sendable {
    let freedOn = Mutex<pthread_t?>(nil)
    let here = pthread_self()
    var freed: Bool { freedOn.withLock { $0 != nil } }
    var freedHere: Bool { freedOn.withLock { $0.map { pthread_equal($0, here) != 0 } ?? false } }
    /// Waits (up to 5 s) until the tracked value is freed.
    func waitUntilFreed() -> Bool {
      for _ in 0..<5000 where !freed { usleep(1000) }
      return freed
    }
  }

  /// Notes in its record the thread it was freed on.
  final class Tracked: Sendable {
    let record: Record
    init(_ record: Record) { self.record = record }
    deinit { record.freedOn.withLock { $0 = pthread_self() } }
  }

  func loop() -> FrameLoop {
    var options = FrameLoop.Options(width: 64, height: 40)
    options.painterThreads = 1
    return FrameLoop(options: options, audioOutput: SilentOutput())
  }

  @Test func aDiscardedValueIsFreedOnThePainter() {
    let loop = loop()
    defer { loop.stop() }
    let record = Record()
    loop.painter.discard([Tracked(record)])
    #expect(record.waitUntilFreed() && !record.freedHere)
  }

  @Test func whatACancelledJobHeldIsFreedOnThePainter() {
    let loop = loop()
    defer { loop.stop() }
    let gate = PainterSharingTests.Gate(), record = Record()
    #expect(loop.painter.picture("busy", size: Size(4, 4), scale: 1, paint: gate.paint) == nil)
    #expect(gate.waitUntilStarted())
    let job: PaintJob
    do {
      let held = Tracked(record)
      job = loop.painter.paint({ withExtendedLifetime(held) { 1 } }, done: { _ in })
    }
    loop.painter.cancel(job)
    #expect(!record.freed, "the cancelled job's closure is not freed by the frame thread")
    gate.release()
    #expect(record.waitUntilFreed() && !record.freedHere)
  }

  @Test func inlineADiscardedValueIsFreedAtOnce() {
    let loop = FrameLoop(options: FrameLoop.Options(width: 64, height: 40), audioOutput: SilentOutput())
    defer { loop.stop() }
    let record = Record()
    loop.painter.discard([Tracked(record)])
    #expect(record.freedHere)
  }
}
