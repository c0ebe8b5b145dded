import Glibc
import Synchronization

/// The one way another thread wakes the frame loop: the painter's threads when
/// a picture is done, libmosquitto's thread when a message arrives, any
/// provider with a thread of its own. `wake()` is safe from any thread and
/// cheap in a flood (only the first call after a frame writes to the pipe);
/// the real-time loops watch `fileDescriptor` in their poll, so a loop with
/// nothing to do sleeps until then instead of pacing frames to look. What was
/// woken for runs at the start of the next frame (`FrameLoop.whenWoken`).
/// Headless runs never wait on it: their frames are stepped by the script.
public final class FrameWake: Sendable {
  /// The pipe's read end, readable while a wake is pending (-1 if the pipe
  /// could not be made: the flag still works for loops that look at it).
  public let fileDescriptor: Int32
  private let writeEnd: Int32
  private let pending = Atomic<Bool>(false)
  /// Called at each wake that was not pending yet (a window backend's own
  /// wait, which cannot poll a descriptor).
  private let forward = Mutex<(@Sendable () -> Void)?>(nil)

  public init() {
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      for fd in ends {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
      }
    }
    fileDescriptor = ends[0]
    writeEnd = ends[1]
  }

  deinit {
    if fileDescriptor >= 0 { close(fileDescriptor) }
    if writeEnd >= 0 { close(writeEnd) }
  }

  /// Asks for a frame soon; any thread.
  public func wake() {
    guard !pending.exchange(true, ordering: .acquiringAndReleasing) else { return }
    if writeEnd >= 0 {
      var byte: UInt8 = 1
      _ = write(writeEnd, &byte, 1)
    }
    forward.withLock { $0 }?()
  }

  /// True from a wake until the frame that takes it.
  public var isPending: Bool { pending.load(ordering: .acquiring) }

  /// Also calls `hook` at each wake (nil stops it).
  public func forward(to hook: (@Sendable () -> Void)?) { forward.withLock { $0 = hook } }

  /// Empties the pipe, then takes the flag: a wake after this is seen by the
  /// next poll (or the next look at the flag).
  func take() -> Bool {
    if fileDescriptor >= 0 {
      var bytes = [UInt8](repeating: 0, count: 64)
      while read(fileDescriptor, &bytes, bytes.count) > 0 {}
    }
    return pending.exchange(false, ordering: .acquiringAndReleasing)
  }
}

/// A `FrameLoop.whenWoken` registration; `cancel` ends it.
@MainActor
public final class WakeListener {
  public private(set) var isCancelled = false
  private let onCancel: @MainActor () -> Void

  init(onCancel: @escaping @MainActor () -> Void) { self.onCancel = onCancel }

  public func cancel() {
    guard !isCancelled else { return }
    isCancelled = true
    onCancel()
  }
}
