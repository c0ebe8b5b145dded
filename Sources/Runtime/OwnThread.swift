import Glibc
public import SystemCalls

/// A thread of HomeView's own (the painter's, a provider's), started on a
/// closure and named, so `top -H` and a core dump say whose it is.
public struct OwnThread: Sendable {
  /// Why the system refused a thread: pthread_create's error.
  public struct StartError: Error, Sendable {
    public let failure: SystemCallError
    /// "pthread_create failed (Resource temporarily unavailable)".
    public var reason: String { failure.description }
  }

  private let handle: pthread_t

  /// Runs `body` on a new thread; what it captures lives until it returns.
  /// Linux keeps 15 bytes of a thread's name.
  public static func start(named name: String, _ body: @escaping @Sendable () -> Void) throws(StartError) -> OwnThread {
    final class Start {
      let name: String
      let body: @Sendable () -> Void
      init(_ name: String, _ body: @escaping @Sendable () -> Void) { (self.name, self.body) = (name, body) }
    }
    let box = Unmanaged.passRetained(Start(String(decoding: name.utf8.prefix(15), as: UTF8.self), body)).toOpaque()
    var handle = pthread_t()
    let rc = pthread_create(&handle, nil, { context in
      let start = Unmanaged<Start>.fromOpaque(context!).takeRetainedValue()
      nameThisThread(start.name)
      start.body()
      return nil
    }, box)
    guard rc == 0 else {
      Unmanaged<Start>.fromOpaque(box).release()
      throw StartError(failure: SystemCallError("pthread_create", errno: Errno(rc)))
    }
    return OwnThread(handle: handle)
  }

  /// Waits for the thread to return.
  public func join() { pthread_join(handle, nil) }

  /// Lets the thread end on its own, unwaited.
  public func detach() { pthread_detach(handle) }
}

/// pthread_setname_np needs _GNU_SOURCE, which Glibc's module does not set;
/// the kernel's own file for the calling thread's name does the same.
private func nameThisThread(_ name: String) {
  let fd = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
  guard fd >= 0 else { return }
  _ = name.withCString { write(fd, $0, strlen($0)) }
  close(fd)
}
