import Basics
import Foundation
import Synchronization
import Testing

@testable import Canvas

/// A font one thread loads is listed for the others, which load it when they
/// choose to (the frame thread, in frames with time to spare).
struct FontWarmupTests {
  /// Runs `body` on a thread of its own (its own fonts), and waits for it.
  private func onNewThread<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
    let result = Mutex<T?>(nil)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      let value = body()
      result.withLock { $0 = value }
      done.signal()
    }
    thread.start()
    done.wait()
    return result.withLock { $0! }
  }

  @Test func aFontThePainterLoadedIsLoadedAheadOnAnotherThread() {
    // A size no other test uses: only this test's first thread loads it.
    let style = TextStyle(family: "Quicksand", weight: .bold, size: 173.25, tracking: -3, color: Color(hex: 0x123456))
    let font = FontSystem.font(of: style)
    onNewThread { _ = TextLayout("42", style: style).size }
    let (pendingBefore, loadedBefore, loadedAfter) = onNewThread {
      let fonts = FontSystem.current
      let pending = FontWarmup.hasPending, loaded = fonts.hasLoaded(font)
      while FontWarmup.loadNext() {}
      return (pending, loaded, fonts.hasLoaded(font))
    }
    #expect(pendingBefore && !loadedBefore, "a new thread has the first one's font listed, not loaded")
    #expect(loadedAfter, "loading ahead loaded it")
  }

  @Test func fontsAPluginListsAheadAreLoadedOnAThreadThatNeverDrewThem() {
    // Sizes no other test uses; the big one is measured, not drawn.
    let styles = [
      TextStyle(weight: .semibold, size: 31.75, color: .white), TextStyle(weight: .bold, size: 211.5, color: .white),
    ]
    FontWarmup.ahead(styles)
    let loaded = onNewThread {
      while FontWarmup.loadNext(scale: 2) {}
      return styles.map { FontSystem.current.hasLoaded(FontSystem.font(of: $0)) }
    }
    #expect(loaded == [true, true])
  }
}
