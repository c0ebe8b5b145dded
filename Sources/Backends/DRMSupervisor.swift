public import Canvas
import Glibc
public import Runtime
public import SystemCalls

/// The `drm` display, and the policy around it: looks for a card through
/// `DRMProbe`, shows frames through a `DRMScanout`, and decides what every
/// failure means. Flips never block: their completion events arrive through
/// `fileDescriptor`, which the run loop polls along with input, and frames are
/// paced on them.
///
/// A wall display meets failures, so none is fatal here: no card or no display
/// connected → a clear log line and another look every few seconds; another
/// program holding the card (at start, or taking it later) → a message naming
/// the fix and more looks; the card vanishing → stop drawing and keep looking,
/// then show the retained frame again.
@MainActor
public final class DRMSupervisor: DisplaySink {
  public let settings: DRMSettings
  public let rotation: Int
  /// Panel → logical screen, once a display has been found.
  public private(set) var transform: PanelTransform?
  /// What the display is doing, for logs and tests.
  public private(set) var status = "not started"
  /// Called after each completed flip with the monotonic time it was seen.
  public var onFlip: (Double) -> Void = { _ in }

  // Figures for `--stats` and bench.
  public private(set) var flips = 0
  public private(set) var copyMilliseconds: [Double] = []
  public private(set) var flipMilliseconds: [Double] = []
  /// CLOCK_BOOTTIME seconds (kernel start) at the first completed flip.
  public private(set) var firstFlipSinceBoot: Double?
  public private(set) var apiName = "-"
  public private(set) var outputDescription = "-"
  /// Whether the screen is meant to be lit (kept across a card that comes back).
  public private(set) var isDisplayActive = true

  private var card: DRMCard?
  private var scanout: DRMScanout?
  private var lastFrame: Surface?
  private var nextAttempt = 0.0
  private var attempts = 0
  private var lastReason = ""

  public init(settings: DRMSettings, rotation: Int) {
    self.settings = settings
    self.rotation = rotation
  }

  // MARK: finding a display

  public var isShowing: Bool { scanout != nil }
  /// A frame can be presented now without waiting (no flip in flight).
  public var canTakeFrame: Bool { scanout.map { !$0.isFlipping } ?? false }
  public var fileDescriptor: FileDescriptor? { card?.descriptor }
  /// When the next look for a display is due (nil while showing).
  public var retryDeadline: Double? { scanout == nil ? nextAttempt : nil }

  /// Looks for a card, a connected display and a mode, and prepares the
  /// buffers. True when showing; otherwise logs why and schedules another look.
  @discardableResult
  public func connect(now: Double) -> Bool {
    guard scanout == nil else { return true }
    attempts += 1
    nextAttempt = now + settings.retrySeconds
    let keep = transform.map { ($0.panelWidth, $0.panelHeight) }
    let found = DRMProbe.findCard(settings: settings, keepSize: keep).flatMap { card in
      Result { () throws(KMSError) in (card, try DRMScanout(card: card, rotation: rotation)) }
        .mapError { DRMProbe.NotShowing(reason: "\(card.path): \($0)") }
    }
    switch found {
    case .success(let (c, s)):
      card = c
      scanout = s
      s.onCopied = { [unowned self] in record(&copyMilliseconds, $0 * 1000) }
      s.onFlipCompleted = { [unowned self] in flipCompleted(now: $0, requestedAt: $1) }
      apiName = c.committer.name
      outputDescription = c.description
      let t = s.transform
      transform = t
      status = "showing on \(outputDescription)"
      nextHealthCheck = now + settings.retrySeconds
      Log.info("drm: \(status), \(c.committer.name) KMS, rotation \(rotation) → logical \(t.logicalWidth)x\(t.logicalHeight)")
      attempts = 0
      lastReason = ""
      // A screen meant to be dark stays dark on a card that came back; a lit
      // one shows the retained frame at once.
      if !isDisplayActive { apply { () throws(KMSError) in try s.setDisplayActive(false) } }
      if let frame = lastFrame { apply { () throws(KMSError) in try s.presentWhole(frame) } }
      return true
    case .failure(let why):
      status = why.reason
      // The first failure (and a change of reason) gets the whole story; the
      // looks after it a short line, thinning out so a wall display's log stays readable.
      if why.reason != lastReason {
        Log.info("drm: \(why.reason); looking again every \(fmtSeconds(settings.retrySeconds)) s")
        lastReason = why.reason
      } else if attempts <= 5 || attempts % 20 == 0 {
        Log.info("drm: still no display (look \(attempts))")
      }
      return false
    }
  }

  /// The card went away (or stopped answering, or another program took it):
  /// stop drawing, keep the frame, look for it again.
  public func lose(_ reason: String, now: Double) {
    guard card != nil else { return }
    scanout = nil
    card = nil
    status = "lost: \(reason)"
    lastReason = ""
    attempts = 0
    nextAttempt = now + settings.retrySeconds
    Log.warning("drm: the display is gone (\(reason)); keeping the picture and looking again every \(fmtSeconds(settings.retrySeconds)) s")
  }

  /// Runs a scan-out step and decides what its failure means.
  private func apply(_ step: () throws(KMSError) -> Void) {
    do { try step() } catch {
      if error.isDeviceGone {
        lose("\(error)", now: MonotonicClock.seconds())
      } else if error.isMasterLost {
        lose("another program took the card (\(error))", now: MonotonicClock.seconds())
      } else {
        // A refused flip or power change: the scan-out copies whole next time.
        Log.warning("drm: \(error)")
      }
    }
  }

  // MARK: frames

  public func present(_ frame: Surface, damage: DamageRegion) {
    lastFrame = frame
    guard let scanout else { return }
    let t = scanout.transform
    let bounds = PixelRect(x: 0, y: 0, width: min(frame.pixelWidth, t.logicalWidth), height: min(frame.pixelHeight, t.logicalHeight))
    let rects = damage.rects.map { PixelRect(covering: $0, scale: frame.scale, clippedTo: bounds) }.filter { !$0.isEmpty }
    apply { () throws(KMSError) in try scanout.present(frame, rects) }
  }

  /// The card's fd is readable: flip events.
  public func dispatchEvents() {
    guard let scanout else { return }
    apply { () throws(KMSError) in try scanout.dispatchEvents() }
  }

  /// Screen power (a sleep schedule, a presence sensor): dark, frames are kept
  /// and not shown; lit again, the newest frame is shown whole.
  public func setDisplayActive(_ on: Bool) {
    guard on != isDisplayActive else { return }
    isDisplayActive = on
    Log.info("drm: display \(on ? "on" : "off")")
    guard let scanout else { return }
    apply { () throws(KMSError) in try scanout.setDisplayActive(on) }
  }

  /// When the next look at the card's health is due (while showing).
  public private(set) var nextHealthCheck = 0.0

  /// A card that vanished, or a display unplugged, may say nothing on the fd
  /// while the screen is static: look every `retrySeconds`.
  public func checkHealth(now: Double) {
    guard let card else { return }
    nextHealthCheck = now + settings.retrySeconds
    do {
      if try !DRMProbe.isConnected(fd: card.fd, connectorID: card.output.connectorID) {
        lose("\(card.output.connectorName) was disconnected", now: now)
      }
    } catch {
      lose("the card stopped answering (\(error.errno.map { "\($0)" } ?? error.message))", now: now)
    }
  }

  /// A flip that never reported back (a driver that lost the event): carry on.
  public func flipTimedOut() {
    guard let scanout, let since = scanout.flipPendingSince else { return }
    Log.warning("drm: no flip event after \(fmtSeconds(MonotonicClock.seconds() - since)) s; carrying on")
    apply { () throws(KMSError) in try scanout.giveUpWaitingForFlip() }
  }

  public var flipPendingSince: Double? { scanout?.flipPendingSince }

  private func flipCompleted(now: Double, requestedAt: Double) {
    flips += 1
    record(&flipMilliseconds, (now - requestedAt) * 1000)
    if firstFlipSinceBoot == nil {
      var ts = timespec()
      clock_gettime(CLOCK_BOOTTIME, &ts)
      firstFlipSinceBoot = Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
    onFlip(now)
  }

  private func record(_ list: inout [Double], _ value: Double) {
    if list.count >= 4096 { list.removeFirst(2048) }
    list.append(value)
  }

  /// Copy and flip times, for `--stats` and bench.
  public func report() -> String {
    func line(_ name: String, _ v: [Double]) -> String {
      guard !v.isEmpty else { return "\(name): -" }
      let s = v.sorted()
      let mean = v.reduce(0, +) / Double(v.count)
      let p99 = s[min(s.count - 1, Int(Double(s.count) * 0.99))]
      return "\(name): mean \(fmtMs(mean)) ms, p99 \(fmtMs(p99)) ms, max \(fmtMs(s.last!)) ms over \(v.count)"
    }
    return [
      "drm: \(outputDescription), \(apiName) KMS, rotation \(rotation), \(flips) flips",
      line("drm copy (damage → scan-out)", copyMilliseconds),
      line("drm flip (request → event)", flipMilliseconds),
    ].joined(separator: "\n")
  }
}

func fmtMs(_ v: Double) -> String {
  let r = (v * 100).rounded() / 100
  return String(r)
}

func fmtSeconds(_ v: Double) -> String {
  v == v.rounded() ? String(Int(v)) : String((v * 10).rounded() / 10)
}
