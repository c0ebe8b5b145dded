import Basics
import Canvas
import Glibc
import Synchronization
import Testing

@testable import Runtime

/// A cached picture two screens wait for (the face under the ambient face):
/// when the screen that started it goes away, the one that stays gets it
/// from the same job. A big picture nobody else waits for is not kept.
@MainActor
struct PainterSharingTests {
  final class Owner {}

  /// A paint job held on the painter's thread until `release`: a slow board.
  final class Gate: Sendable {
    let started = Atomic<Bool>(false)
    let open = Atomic<Bool>(false)
    let paints = Atomic<Int>(0)
    func paint(_ c: Canvas) {
      paints.add(1, ordering: .relaxed)
      started.store(true, ordering: .releasing)
      while !open.load(ordering: .acquiring) { usleep(1000) }
      c.fill(Rect(x: 0, y: 0, width: 4, height: 4), Color(hex: 0xFF_FFFF))
    }
    func release() { open.store(true, ordering: .releasing) }
    /// Waits (up to 5 s) until the job is running.
    func waitUntilStarted() -> Bool {
      for _ in 0..<5000 where !started.load(ordering: .acquiring) { usleep(1000) }
      return started.load(ordering: .acquiring)
    }
  }

  func loop() -> FrameLoop {
    var options = FrameLoop.Options(width: 64, height: 40)
    options.painterThreads = 1
    return FrameLoop(options: options, audioOutput: SilentOutput())
  }

  /// Whether `fd` is readable within `seconds`.
  func readable(_ fd: Int32, within seconds: Double) -> Bool {
    var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    return poll(&p, 1, Int32(seconds * 1000)) == 1
  }

  @Test func aPictureAnotherScreenWaitsForSurvivesTheScreenThatAskedFirst() {
    let loop = loop()
    defer { loop.stop() }
    let gate = Gate()
    let first = Owner(), second = Owner()
    var arrived = 0
    let size = Size(4, 4)
    #expect(loop.painter.picture("shared", size: size, scale: 1, for: first, paint: gate.paint) == nil)
    #expect(gate.waitUntilStarted())
    #expect(loop.painter.picture("shared", size: size, scale: 1, for: second, paint: gate.paint, arrived: { arrived += 1 }) == nil)
    // The first screen goes away while the picture is being painted.
    loop.painter.cancelJobs(of: first)
    gate.release()
    #expect(readable(loop.wake.fileDescriptor, within: 5), "the finished picture wakes the loop")
    loop.runFrame(time: 1.0 / 60)
    #expect(arrived == 1)
    #expect(loop.cache.lookup("shared") != nil)
    #expect(gate.paints.load(ordering: .relaxed) == 1, "painted once, not again for the screen that stayed")
    #expect(loop.painter.pendingJobs == 0)
  }

  /// Being painted, it is painted to the end (`PainterQueueTests`); a big
  /// picture nobody else asked for is then not kept.
  @Test func aBigPictureOnlyItsOwnerWaitsForGoesWithIt() {
    let loop = loop()
    defer { loop.stop() }
    let gate = Gate()
    let owner = Owner()
    let big = Size(600, 600)
    #expect(loop.painter.picture("alone", size: big, scale: 1, for: owner, paint: gate.paint) == nil)
    #expect(gate.waitUntilStarted())
    // Asked again by the same screen: still only its own.
    #expect(loop.painter.picture("alone", size: big, scale: 1, for: owner, paint: gate.paint) == nil)
    loop.painter.screenGone(owner)
    gate.release()
    // The one thread finishes the job it was running (its picture dropped),
    // then this one.
    var after = false
    loop.painter.paint({ true }, done: { after = $0 })
    for i in 1...500 where !after {
      _ = readable(loop.wake.fileDescriptor, within: 0.01)
      loop.runFrame(time: Double(i) / 60)
    }
    #expect(after)
    #expect(loop.cache.lookup("alone") == nil)
    #expect(loop.painter.pendingJobs == 0)
  }
}
