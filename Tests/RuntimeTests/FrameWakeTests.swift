import Glibc
import Testing

@testable import Runtime

/// The frame loop's wake: another thread asks for a frame, the loop's poll
/// sees it, and the next frame runs what was woken for, once.
@MainActor
struct FrameWakeTests {
  /// Whether `fd` is readable within `seconds`.
  private func readable(_ fd: Int32, within seconds: Double) -> Bool {
    var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    return poll(&p, 1, Int32(seconds * 1000)) == 1
  }

  @Test func aWakeFromAnotherThreadIsSeenByPollAndRunsItsListenerInTheNextFrame() throws {
    let loop = FrameLoop(options: FrameLoop.Options(width: 320, height: 200), audioOutput: SilentOutput())
    defer { loop.stop() }
    loop.runFrame(time: 0)
    var heard = 0
    let listener = loop.whenWoken(owner: "probe") { heard += 1 }
    #expect(loop.wake.fileDescriptor >= 0)
    #expect(!readable(loop.wake.fileDescriptor, within: 0))
    #expect(!loop.needsFrame)

    #expect(wakeOnAnotherThread(loop.wake, times: 1000))

    #expect(readable(loop.wake.fileDescriptor, within: 1))
    #expect(loop.needsFrame)
    loop.runFrame(time: 1.0 / 60)
    // A thousand wakes before a frame are one look.
    #expect(heard == 1)
    #expect(!readable(loop.wake.fileDescriptor, within: 0))
    #expect(!loop.wake.isPending)
    loop.runFrame(time: 2.0 / 60)
    #expect(heard == 1)

    listener.cancel()
    loop.wake.wake()
    loop.runFrame(time: 3.0 / 60)
    #expect(heard == 1)
  }

  @Test func aPictureFinishedOnThePainterWakesTheLoop() {
    var options = FrameLoop.Options(width: 320, height: 200)
    options.painterThreads = 1
    let loop = FrameLoop(options: options, audioOutput: SilentOutput())
    defer { loop.stop() }
    loop.runFrame(time: 0)
    var result: Int?
    loop.painter.paint({ 6 * 7 }, done: { result = $0 })
    // Nothing paces the loop while the job runs: the wake says when it is done.
    #expect(readable(loop.wake.fileDescriptor, within: 5))
    #expect(loop.needsFrame)
    loop.runFrame(time: 1.0 / 60)
    #expect(result == 42)
    #expect(loop.painter.pendingJobs == 0)
    #expect(!readable(loop.wake.fileDescriptor, within: 0))
  }
}

private final class WakeBox: Sendable {
  let wake: FrameWake
  let times: Int
  init(_ wake: FrameWake, _ times: Int) { (self.wake, self.times) = (wake, times) }
}

/// Wakes `wake` `times` times from a thread of its own; true once it ran.
private func wakeOnAnotherThread(_ wake: FrameWake, times: Int) -> Bool {
  var thread = pthread_t()
  let box = Unmanaged.passRetained(WakeBox(wake, times)).toOpaque()
  guard pthread_create(&thread, nil, wakeEntry, box) == 0 else { return false }
  return pthread_join(thread, nil) == 0
}

private func wakeEntry(_ box: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
  let b = Unmanaged<WakeBox>.fromOpaque(box!).takeRetainedValue()
  for _ in 0..<b.times { b.wake.wake() }
  return nil
}
