import Basics
import Canvas
import Glibc
import Synchronization
import Testing

@testable import Runtime

/// The painter beside the frame thread, as the bench and a device run it: a
/// screen's picture is not starved by guesses queued ahead of it, and one
/// whose screen went away while it was painted is not painted again for the
/// screen that asks next.
@MainActor
struct PainterQueueTests {
  final class Owner {}
  typealias Gate = PainterSharingTests.Gate

  func loop(cacheBytes: Int = 24 << 20) -> FrameLoop {
    var options = FrameLoop.Options(width: 64, height: 40)
    options.painterThreads = 1
    options.cacheBytes = cacheBytes
    return FrameLoop(options: options, audioOutput: SilentOutput())
  }

  /// Runs frames until `done` holds (up to 5 s).
  func frames(_ loop: FrameLoop, until done: () -> Bool) -> Bool {
    for i in 1...500 {
      loop.runFrame(time: Double(i) / 60)
      if done() { return true }
      usleep(10_000)
    }
    return false
  }

  /// Paints a 4×4 picture and notes the order pictures were painted in.
  final class Order: Sendable {
    let names = Mutex<[String]>([])
    func paint(_ name: String) -> @Sendable (Canvas) -> Void {
      { [self] c in
        names.withLock { $0.append(name) }
        c.fill(Rect(x: 0, y: 0, width: 4, height: 4), Color(hex: 0xFF_FFFF))
      }
    }
  }

  /// The thread busy with a job held by `gate`, and two guesses queued behind it.
  func busyWithTwoGuesses(_ loop: FrameLoop, _ gate: Gate, _ order: Order) {
    let size = Size(4, 4)
    #expect(loop.painter.picture("busy", size: size, scale: 1, paint: gate.paint) == nil)
    #expect(gate.waitUntilStarted())
    loop.painter.warm("guess.1", size: size, scale: 1, paint: order.paint("guess.1"))
    loop.painter.warm("guess.2", size: size, scale: 1, paint: order.paint("guess.2"))
  }

  @Test func aPictureAScreenWaitsForGoesBeforePicturesWarmedAhead() {
    let loop = loop()
    defer { loop.stop() }
    let gate = Gate(), order = Order()
    let size = Size(4, 4), screen = Owner()
    // The home guessed at two pictures, then a screen needs one now.
    busyWithTwoGuesses(loop, gate, order)
    #expect(loop.painter.picture("needed", size: size, scale: 1, for: screen, paint: order.paint("needed")) == nil)
    gate.release()
    #expect(frames(loop) { loop.cache.contains("guess.2") })
    #expect(order.names.withLock { $0 } == ["needed", "guess.1", "guess.2"])
  }

  @Test func aScreenAskingForAWarmedPictureMovesItBeforeTheOtherGuesses() {
    let loop = loop()
    defer { loop.stop() }
    let gate = Gate(), order = Order()
    let size = Size(4, 4), screen = Owner()
    busyWithTwoGuesses(loop, gate, order)
    var arrived = 0
    #expect(loop.painter.picture("guess.2", size: size, scale: 1, for: screen, paint: order.paint("again"), arrived: { arrived += 1 }) == nil)
    gate.release()
    #expect(frames(loop) { loop.cache.contains("guess.1") })
    #expect(order.names.withLock { $0 } == ["guess.2", "guess.1"], "the guess a screen asked for is painted first, and once")
    #expect(arrived == 1)
  }

  /// The bench's Siri scenarios open the listening screen again and again: a
  /// picture the old screen's job was painting when it went is the new
  /// screen's at once, not painted a second time behind it.
  @Test func aPictureBeingPaintedWhenItsScreenGoesReachesTheScreenThatAsksNext() {
    let loop = loop()
    defer { loop.stop() }
    let gate = Gate()
    let old = Owner(), new = Owner()
    let size = Size(4, 4)
    #expect(loop.painter.picture("glow", size: size, scale: 1, for: old, paint: gate.paint) == nil)
    #expect(gate.waitUntilStarted())
    loop.painter.screenGone(old)
    var arrived = 0
    #expect(loop.painter.picture("glow", size: size, scale: 1, for: new, paint: gate.paint, arrived: { arrived += 1 }) == nil)
    gate.release()
    #expect(frames(loop) { arrived > 0 })
    #expect(gate.paints.load(ordering: .relaxed) == 1, "painted once")
    #expect(loop.cache.contains("glow"))
    #expect(loop.painter.pendingJobs == 0)
  }

  @Test func aBigPictureNobodyAskedForAfterItsScreenWentIsNotKept() {
    let loop = loop()
    defer { loop.stop() }
    let gate = Gate()
    let old = Owner()
    let side = 600.0  // 1.4 MB: a big picture
    #expect(loop.painter.picture("photo", size: Size(side, side), scale: 1, for: old, paint: gate.paint) == nil)
    #expect(gate.waitUntilStarted())
    loop.painter.screenGone(old)
    gate.release()
    #expect(frames(loop) { loop.painter.pendingJobs == 0 })
    #expect(!loop.cache.contains("photo"))
  }

  @Test func aJobNotStartedIsCancelledWithItsScreen() {
    let loop = loop()
    defer { loop.stop() }
    let gate = Gate(), order = Order()
    let owner = Owner()
    #expect(loop.painter.picture("busy", size: Size(4, 4), scale: 1, paint: gate.paint) == nil)
    #expect(gate.waitUntilStarted())
    #expect(loop.painter.picture("queued", size: Size(4, 4), scale: 1, for: owner, paint: order.paint("queued")) == nil)
    loop.painter.cancelJobs(of: owner)
    gate.release()
    #expect(frames(loop) { loop.painter.pendingJobs == 0 })
    #expect(order.names.withLock { $0 }.isEmpty)
    #expect(!loop.cache.contains("queued"))
  }

  /// The demo's cache sits near its budget: a warm gives up pictures of
  /// screens no longer on the stack (least recently asked first), never one
  /// a stacked screen asked for nor one kept without an owner (the home's
  /// wallpaper), and skips when that is not enough.
  @Test func warmingMakesRoomFromPicturesOfScreensOffTheStack() {
    let side = 100.0, bytes = 100 * 100 * 4
    let loop = loop(cacheBytes: 4 * bytes)
    defer { loop.stop() }
    let paint: @Sendable (Canvas) -> Void = { $0.fill(Rect(x: 0, y: 0, width: 4, height: 4), Color(hex: 0xFF_FFFF)) }
    let gone = Owner(), shown = Owner()
    _ = loop.painter.picture("unowned", size: Size(side, side), scale: 1, paint: paint)
    #expect(frames(loop) { loop.cache.contains("unowned") })
    loop.painter.stackChanged([gone])
    _ = loop.painter.picture("gone.1", size: Size(side, side), scale: 1, for: gone, paint: paint)
    _ = loop.painter.picture("gone.2", size: Size(side, side), scale: 1, for: gone, paint: paint)
    #expect(frames(loop) { loop.cache.contains("gone.2") })
    loop.painter.stackChanged([shown])
    _ = loop.painter.picture("shown", size: Size(side, side), scale: 1, for: shown, paint: paint)
    #expect(frames(loop) { loop.cache.contains("shown") })
    loop.painter.warm("next", size: Size(side, side), scale: 1, paint: paint)
    #expect(frames(loop) { loop.cache.contains("next") })
    #expect(!loop.cache.contains("gone.1"), "the least recently asked of the closed screen's pictures made room")
    #expect(loop.cache.contains("gone.2") && loop.cache.contains("shown") && loop.cache.contains("unowned"))
    // Only the shown screen's picture and the one just warmed are left to give: no room.
    loop.painter.warm("later", size: Size(side * 2, side), scale: 1, paint: paint)
    #expect(!loop.cache.contains("later") && loop.cache.contains("shown") && loop.cache.contains("next") && loop.cache.contains("unowned"))
    #expect(loop.painter.warmsSkipped == 1)
  }
}
