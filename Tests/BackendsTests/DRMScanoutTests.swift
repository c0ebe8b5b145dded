@testable import Backends
import Canvas
import Testing

/// The scan-out's order of work, on a fake committer and buffers in memory:
/// the mode set once, a flip per frame, damage that waits for the flip in
/// flight, and screen power (the seam the sleep schedule drives).
@MainActor
struct DRMScanoutTests {
  final class FakeCommitter: KMSCommitter {
    var name: String { "fake" }
    var calls: [String] = []
    /// Like legacy KMS: the mode set is done when it returns.
    func modeset(framebuffer: UInt32, userData: UnsafeMutableRawPointer) throws(KMSError) -> Bool {
      calls.append("modeset \(framebuffer)")
      return false
    }
    func flip(framebuffer: UInt32, userData: UnsafeMutableRawPointer) throws(KMSError) { calls.append("flip \(framebuffer)") }
    func setActive(_ on: Bool) throws(KMSError) { calls.append(on ? "on" : "off") }
  }

  final class MemoryBuffer: ScanoutBuffer {
    let framebufferID: UInt32
    let rowLength: Int
    let pixels: UnsafeMutablePointer<UInt32>
    init(id: UInt32, width: Int, height: Int) {
      framebufferID = id
      rowLength = width
      pixels = .allocate(capacity: width * height)
      pixels.initialize(repeating: 0, count: width * height)
    }
    deinit { pixels.deallocate() }
  }

  let committer = FakeCommitter()
  let buffers = [MemoryBuffer(id: 11, width: 8, height: 4), MemoryBuffer(id: 12, width: 8, height: 4)]
  var scanout: DRMScanout {
    DRMScanout(fd: -1, committer: committer, buffers: buffers, transform: PanelTransform(rotation: 0, panelWidth: 8, panelHeight: 4))
  }

  func frame(_ color: UInt32) -> Surface {
    let s = Surface(pixelWidth: 8, pixelHeight: 4)
    s.withPixels { p, row in for i in 0..<(row * 4) { p[i] = color } }
    return s
  }

  @Test func theModeIsSetOnceThenEachFrameFlipsToTheOtherBuffer() throws {
    let s = scanout
    try s.presentWhole(frame(0xFF00_0000))
    #expect(committer.calls == ["modeset 11"])
    #expect(!s.isFlipping)
    try s.present(frame(0xFF11_1111), [PixelRect(x: 0, y: 0, width: 2, height: 2)])
    #expect(committer.calls == ["modeset 11", "flip 12"])
    #expect(s.isFlipping)
    #expect(buffers[1].pixels[0] == 0xFF11_1111)
  }

  @Test func damageDuringAFlipIsShownWhenItLands() throws {
    let s = scanout
    try s.presentWhole(frame(1))
    try s.presentWhole(frame(2))
    try s.present(frame(3), [PixelRect(x: 4, y: 0, width: 4, height: 4)])
    #expect(committer.calls == ["modeset 11", "flip 12"])
    try s.giveUpWaitingForFlip()
    #expect(committer.calls == ["modeset 11", "flip 12", "flip 11"])
    #expect(buffers[0].pixels[4] == 3)
  }

  @Test func aDarkDisplayKeepsFramesAndShowsTheNewestWholeWhenLit() throws {
    let s = scanout
    try s.presentWhole(frame(1))
    try s.setDisplayActive(false)
    #expect(committer.calls == ["modeset 11", "off"])
    #expect(!s.isDisplayActive)
    try s.present(frame(5), [PixelRect(x: 0, y: 0, width: 1, height: 1)])
    #expect(committer.calls == ["modeset 11", "off"])
    try s.setDisplayActive(true)
    #expect(committer.calls == ["modeset 11", "off", "on", "flip 12"])
    // Whole: a pixel outside the last damage is the new frame's too.
    #expect(buffers[1].pixels[8 * 4 - 1] == 5)
  }

  @Test func aPowerChangeDuringAFlipWaitsForIt() throws {
    let s = scanout
    try s.presentWhole(frame(1))
    try s.presentWhole(frame(2))
    try s.setDisplayActive(false)
    #expect(committer.calls == ["modeset 11", "flip 12"])
    try s.giveUpWaitingForFlip()
    #expect(committer.calls == ["modeset 11", "flip 12", "off"])
    #expect(!s.isDisplayActive)
  }

  /// Dark before the first frame: the mode set puts our (black) buffer on the
  /// plane first, so the console's framebuffer is not left there while dark.
  @Test func darkBeforeTheFirstFrameSetsTheModeFirst() throws {
    let s = scanout
    try s.setDisplayActive(false)
    #expect(committer.calls == ["modeset 11", "off"])
    #expect(!s.isDisplayActive)
    #expect(buffers[0].pixels[0] & 0x00FF_FFFF == 0)
    try s.presentWhole(frame(1))
    try s.setDisplayActive(true)
    #expect(committer.calls == ["modeset 11", "off", "on", "flip 12"])
    #expect(buffers[1].pixels[8 * 4 - 1] == 1)
  }

  @Test func aWakeDuringTheFirstModeSetCancelsTheDark() throws {
    let atomic = AtomicLike()
    let s = DRMScanout(fd: -1, committer: atomic, buffers: buffers, transform: PanelTransform(rotation: 0, panelWidth: 8, panelHeight: 4))
    try s.setDisplayActive(false)
    try s.setDisplayActive(true)
    try s.giveUpWaitingForFlip()
    #expect(atomic.calls == ["modeset 11"])
    #expect(s.isDisplayActive)
  }

  /// Like atomic KMS: the mode set ends with an event.
  final class AtomicLike: KMSCommitter {
    var name: String { "atomic-like" }
    var calls: [String] = []
    func modeset(framebuffer: UInt32, userData: UnsafeMutableRawPointer) throws(KMSError) -> Bool {
      calls.append("modeset \(framebuffer)")
      return true
    }
    func flip(framebuffer: UInt32, userData: UnsafeMutableRawPointer) throws(KMSError) { calls.append("flip \(framebuffer)") }
    func setActive(_ on: Bool) throws(KMSError) { calls.append(on ? "on" : "off") }
  }
}
