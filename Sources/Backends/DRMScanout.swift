internal import CDRM
import Canvas
import Glibc
import Runtime
import SystemCalls

/// A buffer the display scans out and the CPU writes.
protocol ScanoutBuffer: AnyObject {
  var framebufferID: UInt32 { get }
  var pixels: UnsafeMutablePointer<UInt32> { get }
  /// Pixels from one row to the next.
  var rowLength: Int { get }
}

extension DumbBuffer: ScanoutBuffer {}

/// Putting frames on one card's display: two scan-out buffers, the damaged
/// rects copied into the free one (by buffer age, turned by the panel
/// rotation), the mode set once and a non-blocking flip per frame, and screen
/// power. It applies and reports; what a failure means is the supervisor's call.
@MainActor
final class DRMScanout {
  let transform: PanelTransform
  /// Called when a flip has landed: the time it was seen and the time it was asked for.
  var onFlipCompleted: (_ now: Double, _ requestedAt: Double) -> Void = { _, _ in }
  /// Called after each copy into a scan-out buffer with the seconds it took.
  var onCopied: (Double) -> Void = { _ in }

  private let fd: Int32
  private let committer: any KMSCommitter
  private let buffers: [any ScanoutBuffer]
  private var damage: BufferAgeDamage
  private var front: Int?
  private var modesetDone = false
  private var flipPending: Int?
  private var flipRequestedAt = 0.0
  /// Set by the flip event's handler, acted on once drmHandleEvent returns.
  private var flipLanded = false
  /// The newest frame, and damage that waited for a buffer (a flip in flight, a dark screen).
  private var latest: Surface?
  private var deferred: [PixelRect] = []
  /// A power change asked for while a flip was in flight.
  private var powerWanted: Bool?
  private var eventContext = drmEventContext()

  /// Whether the display is lit (frames are kept, not shown, while it is dark).
  private(set) var isDisplayActive = true
  var apiName: String { committer.name }
  var isFlipping: Bool { flipPending != nil }
  var flipPendingSince: Double? { flipPending != nil ? flipRequestedAt : nil }
  private var bounds: PixelRect { PixelRect(x: 0, y: 0, width: transform.logicalWidth, height: transform.logicalHeight) }

  /// The scan-out buffers of `card`'s mode.
  convenience init(card: DRMCard, rotation: Int) throws(KMSError) {
    let o = card.output
    let buffers = try [DumbBuffer(fd: card.fd, width: o.width, height: o.height), DumbBuffer(fd: card.fd, width: o.width, height: o.height)]
    self.init(
      fd: card.fd, committer: card.committer, buffers: buffers,
      transform: PanelTransform(rotation: rotation, panelWidth: o.width, panelHeight: o.height))
  }

  init(fd: Int32, committer: any KMSCommitter, buffers: [any ScanoutBuffer], transform: PanelTransform) {
    self.fd = fd
    self.committer = committer
    self.buffers = buffers
    self.transform = transform
    damage = BufferAgeDamage(
      buffers: buffers.count, bounds: PixelRect(x: 0, y: 0, width: transform.logicalWidth, height: transform.logicalHeight))
    eventContext.version = CDRM_EVENT_CONTEXT_VERSION
    eventContext.page_flip_handler2 = { _, _, _, _, _, userData in
      guard let userData else { return }
      let scanout = Unmanaged<DRMScanout>.fromOpaque(userData).takeUnretainedValue()
      MainActor.assumeIsolated { scanout.flipLanded = true }
    }
  }

  /// Shows `rects` (logical pixels) of `frame`: copied and flipped now, or
  /// when the flip in flight lands, or when the display is lit again.
  func present(_ frame: Surface, _ rects: [PixelRect]) throws(KMSError) {
    latest = frame
    if flipPending != nil || !isDisplayActive {
      deferred += rects
      return
    }
    try show(frame, rects)
  }

  /// Shows the whole of `frame` (a card that came back, a display lit again).
  func presentWhole(_ frame: Surface) throws(KMSError) {
    try present(frame, [bounds])
  }

  private func show(_ frame: Surface, _ rects: [PixelRect]) throws(KMSError) {
    let target = front.map { 1 - $0 } ?? 0
    let copy = damage.frame(rects, into: target)
    let buffer = buffers[target]
    let start = MonotonicClock.seconds()
    frame.withPixels { src, row in
      let bounds = PixelRect(x: 0, y: 0, width: frame.pixelWidth, height: frame.pixelHeight)
      for r in copy {
        RotatedCopy.copy(
          r.intersection(bounds), transform: transform, from: src, sourceRowLength: row, to: buffer.pixels,
          destinationRowLength: buffer.rowLength)
      }
    }
    let now = MonotonicClock.seconds()
    onCopied(now - start)
    flipRequestedAt = now
    let me = Unmanaged.passUnretained(self).toOpaque()
    do {
      if modesetDone {
        try committer.flip(framebuffer: buffer.framebufferID, userData: me)
        flipPending = target
      } else {
        let willSignal = try committer.modeset(framebuffer: buffer.framebufferID, userData: me)
        modesetDone = true
        flipPending = target
        if !willSignal { try flipCompleted() }
      }
    } catch {
      // A refused flip leaves the buffer unknown: copy it whole next time.
      damage.invalidateAll()
      throw error
    }
  }

  /// The card's fd is readable: reads its events and finishes a landed flip.
  func dispatchEvents() throws(KMSError) {
    flipLanded = false
    if drmHandleEvent(fd, &eventContext) != 0 {
      let e = Errno.current
      if e == .noSuchDevice || e == .inputOutput { throw KMSError(message: "reading events", errno: e) }
    }
    if flipLanded { try flipCompleted() }
  }

  /// A flip that never reported back (a driver that lost the event): taken as landed.
  func giveUpWaitingForFlip() throws(KMSError) {
    guard flipPending != nil else { return }
    try flipCompleted()
  }

  private func flipCompleted() throws(KMSError) {
    guard let shown = flipPending else { return }
    flipPending = nil
    front = shown
    onFlipCompleted(MonotonicClock.seconds(), flipRequestedAt)
    if let on = powerWanted {
      powerWanted = nil
      try setDisplayActive(on)
      return
    }
    if !deferred.isEmpty, let frame = latest {
      let rects = deferred
      deferred.removeAll()
      try show(frame, rects)
    }
  }

  /// Screen power, through the CRTC's ACTIVE property (atomic) or the
  /// connector's DPMS (legacy). Dark, frames are kept; lit again, the newest
  /// frame is shown whole, flipped into the other buffer. With a flip in
  /// flight the change waits for it.
  func setDisplayActive(_ on: Bool) throws(KMSError) {
    guard flipPending == nil else {
      powerWanted = on == isDisplayActive ? nil : on
      return
    }
    guard on != isDisplayActive else { return }
    if !on && !modesetDone {
      // Dark before the first frame landed: the mode set first, and dark once
      // it has. The plane then holds our buffer, not the console's: left
      // there, the console's framebuffer is committed again at each redraw
      // (its cursor blinks), and on virtio-gpu such a commit to the dark CRTC
      // turns QEMU's scan-out off again after the display has been lit.
      powerWanted = false
      try show(latest ?? Surface(pixelWidth: transform.logicalWidth, pixelHeight: transform.logicalHeight), [bounds])
      return
    }
    try committer.setActive(on)
    isDisplayActive = on
    guard on else { return }
    // Lit again, the newest frame goes into the other buffer: a flip to a new
    // framebuffer, which is what makes virtio-gpu send its scan-out to QEMU
    // again (the same framebuffer lit again is not re-sent) and what a panel
    // whose controller was powered down needs anyway.
    deferred.removeAll()
    if let frame = latest { try presentWhole(frame) }
  }
}
