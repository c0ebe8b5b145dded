public import Canvas
internal import CDRM
import Glibc
public import Runtime

/// The `drm` display: owns a card's connector, mode and CRTC; keeps two XRGB8888
/// dumb buffers; copies only the damaged rects of the RAM back buffer into the
/// free one (by buffer age, turned by the panel rotation) and flips to it.
/// Flips never block: their completion events arrive through `fileDescriptor`,
/// which the run loop polls along with input, and frames are paced on them.
///
/// A wall display meets failures, so none is fatal here: no card or no display
/// connected → a clear log line and another look every few seconds; another
/// program holding the card → a message naming the fix; the card vanishing →
/// stop drawing and keep looking, then show the retained frame again.
@MainActor
public final class DRMDisplay: DisplaySink {
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

  private var card: Card?
  private var lastFrame: Surface?
  private var deferred: [PixelRect] = []
  private var nextAttempt = 0.0
  private var attempts = 0
  private var lastReason = ""
  private var flipRequestedAt = 0.0
  private var eventContext = drmEventContext()

  private final class Card {
    let fd: Int32
    let path: String
    let output: KMSOutput
    var committer: any KMSCommitter
    var buffers: [DumbBuffer]
    var damage: BufferAgeDamage
    var front: Int?
    var modesetDone = false
    var flipPending: Int?
    init(fd: Int32, path: String, output: KMSOutput, committer: any KMSCommitter, buffers: [DumbBuffer]) {
      self.fd = fd
      self.path = path
      self.output = output
      self.committer = committer
      self.buffers = buffers
      damage = BufferAgeDamage(buffers: buffers.count, bounds: PixelRect(x: 0, y: 0, width: 1, height: 1))
    }
    deinit {
      buffers.removeAll()
      close(fd)
    }
  }

  public init(settings: DRMSettings, rotation: Int) {
    self.settings = settings
    self.rotation = rotation
    eventContext.version = CDRM_EVENT_CONTEXT_VERSION
    eventContext.page_flip_handler2 = { _, _, _, _, _, userData in
      guard let userData else { return }
      let display = Unmanaged<DRMDisplay>.fromOpaque(userData).takeUnretainedValue()
      MainActor.assumeIsolated { display.flipCompleted() }
    }
  }

  // MARK: finding a display

  public var isShowing: Bool { card != nil }
  /// A frame can be presented now without waiting (no flip in flight).
  public var canTakeFrame: Bool { card != nil && card?.flipPending == nil }
  public var fileDescriptor: Int32? { card?.fd }
  /// When the next look for a display is due (nil while showing).
  public var retryDeadline: Double? { card == nil ? nextAttempt : nil }

  /// Looks for a card, a connected display and a mode, and prepares the
  /// buffers. True when showing; otherwise logs why and schedules another look.
  @discardableResult
  public func connect(now: Double) -> Bool {
    guard card == nil else { return true }
    attempts += 1
    nextAttempt = now + settings.retrySeconds
    let keep = transform.map { ($0.panelWidth, $0.panelHeight) }
    switch open(keepSize: keep) {
    case .success(let c):
      card = c
      apiName = c.committer.name
      outputDescription = "\(c.path) \(c.output.connectorName) \(c.output.modeName)"
      let t = PanelTransform(rotation: rotation, panelWidth: c.output.width, panelHeight: c.output.height)
      transform = t
      c.damage = BufferAgeDamage(buffers: c.buffers.count, bounds: PixelRect(x: 0, y: 0, width: t.logicalWidth, height: t.logicalHeight))
      status = "showing on \(outputDescription)"
      nextHealthCheck = now + settings.retrySeconds
      Log.info("drm: \(status), \(c.committer.name) KMS, rotation \(rotation) → logical \(t.logicalWidth)x\(t.logicalHeight)")
      attempts = 0
      lastReason = ""
      // A card that came back shows the retained frame at once.
      if let frame = lastFrame { show(frame, [PixelRect(x: 0, y: 0, width: t.logicalWidth, height: t.logicalHeight)]) }
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

  private struct NotShowing: Error { var reason: String }

  private func open(keepSize: (Int, Int)?) -> Result<Card, NotShowing> {
    let paths = settings.card.map { [$0] } ?? Self.cardPaths()
    if paths.isEmpty { return .failure(NotShowing(reason: "no DRM card in /dev/dri (no display controller, or its driver is not loaded)")) }
    var reasons: [String] = []
    for path in paths {
      let fd = Glibc.open(path, O_RDWR | O_CLOEXEC)
      guard fd >= 0 else {
        reasons.append("\(path): cannot open (\(String(cString: strerror(errno))))")
        continue
      }
      do {
        guard let res = drmModeGetResources(fd) else {
          close(fd)
          reasons.append("\(path): not a display controller")
          continue
        }
        drmModeFreeResources(res)
        if drmIsMaster(fd) == 0 && drmSetMaster(fd) != 0 {
          close(fd)
          reasons.append(
            "\(path) is held by another program (a desktop session or another homeview): HomeView must be its DRM master. "
              + "Stop that program (e.g. `systemctl stop display-manager`) or run homeview from a text console or its systemd unit")
          continue
        }
        switch try KMSProbe.chooseOutput(fd: fd, settings: settings, preferredSize: keepSize) {
        case .failure(let no):
          close(fd)
          reasons.append("\(path): \(no.reason)")
          continue
        case .success(let output):
          let committer = makeCommitter(fd: fd, output: output)
          let buffers = try [DumbBuffer(fd: fd, width: output.width, height: output.height), DumbBuffer(fd: fd, width: output.width, height: output.height)]
          return .success(Card(fd: fd, path: path, output: output, committer: committer, buffers: buffers))
        }
      } catch {
        close(fd)
        reasons.append("\(path): \(error)")
      }
    }
    return .failure(NotShowing(reason: reasons.joined(separator: "; ")))
  }

  private func makeCommitter(fd: Int32, output: KMSOutput) -> any KMSCommitter {
    if settings.api != .legacy, let atomic = AtomicCommitter(fd: fd, output: output) { return atomic }
    if settings.api == .atomic { Log.warning("drm: the driver offers no atomic KMS for \(output.connectorName): using legacy") }
    return LegacyCommitter(fd: fd, output: output)
  }

  nonisolated static func cardPaths() -> [String] {
    guard let dir = opendir("/dev/dri") else { return [] }
    defer { closedir(dir) }
    var out: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      if name.hasPrefix("card") { out.append("/dev/dri/" + name) }
    }
    return out.sorted { $0.count != $1.count ? $0.count < $1.count : $0 < $1 }
  }

  /// The card went away (or stopped answering): stop drawing, keep the frame,
  /// look for it again.
  public func lose(_ reason: String, now: Double) {
    guard card != nil else { return }
    card = nil
    deferred.removeAll()
    status = "lost: \(reason)"
    lastReason = ""
    attempts = 0
    nextAttempt = now + settings.retrySeconds
    Log.warning("drm: the display is gone (\(reason)); keeping the picture and looking again every \(fmtSeconds(settings.retrySeconds)) s")
  }

  // MARK: frames

  public func present(_ frame: Surface, damage: DamageRegion) {
    lastFrame = frame
    guard let card, let t = transform else { return }
    let bounds = PixelRect(x: 0, y: 0, width: min(frame.pixelWidth, t.logicalWidth), height: min(frame.pixelHeight, t.logicalHeight))
    let rects = damage.rects.map { PixelRect(covering: $0, scale: frame.scale, clippedTo: bounds) }.filter { !$0.isEmpty }
    if card.flipPending != nil {
      // Both buffers are in use until the flip lands; this damage goes into the next one.
      deferred += rects
      return
    }
    show(frame, rects)
  }

  private func show(_ frame: Surface, _ rects: [PixelRect]) {
    guard let card, let t = transform else { return }
    let target = card.front.map { 1 - $0 } ?? 0
    let copy = card.damage.frame(rects, into: target)
    let buffer = card.buffers[target]
    let start = MonotonicClock.seconds()
    frame.withPixels { src, row in
      let bounds = PixelRect(x: 0, y: 0, width: frame.pixelWidth, height: frame.pixelHeight)
      for r in copy {
        RotatedCopy.copy(
          r.intersection(bounds), transform: t, from: src, sourceRowLength: row, to: buffer.pixels,
          destinationRowLength: buffer.rowLength)
      }
    }
    let now = MonotonicClock.seconds()
    record(&copyMilliseconds, (now - start) * 1000)
    flipRequestedAt = now
    let me = Unmanaged.passUnretained(self).toOpaque()
    do {
      if card.modesetDone {
        try card.committer.flip(framebuffer: buffer.framebufferID, userData: me)
        card.flipPending = target
      } else {
        let willSignal: Bool
        do { willSignal = try card.committer.modeset(framebuffer: buffer.framebufferID, userData: me) } catch where settings.api == .auto && card.committer.name == "atomic" && !error.isDeviceGone {
          Log.warning("drm: \(error); falling back to legacy KMS")
          card.committer = LegacyCommitter(fd: card.fd, output: card.output)
          apiName = "legacy"
          willSignal = try card.committer.modeset(framebuffer: buffer.framebufferID, userData: me)
        }
        card.modesetDone = true
        card.flipPending = target
        if !willSignal { flipCompleted() }
      }
    } catch {
      if error.isDeviceGone {
        lose("\(error)", now: now)
      } else {
        // A refused flip leaves the buffer unknown; draw it whole next time.
        Log.warning("drm: \(error)")
        card.damage.invalidateAll()
      }
    }
  }

  /// The card's fd is readable: flip events.
  public func dispatchEvents() {
    guard let card else { return }
    if drmHandleEvent(card.fd, &eventContext) != 0 {
      let e = errno
      if e == ENODEV || e == EIO { lose("reading events: \(String(cString: strerror(e)))", now: MonotonicClock.seconds()) }
    }
  }

  /// When the next look at the card's health is due (while showing).
  public private(set) var nextHealthCheck = 0.0

  /// A card that vanished, or a display unplugged, may say nothing on the fd
  /// while the screen is static: look every `retrySeconds`.
  public func checkHealth(now: Double) {
    guard let card else { return }
    nextHealthCheck = now + settings.retrySeconds
    guard let c = drmModeGetConnector(card.fd, card.output.connectorID) else {
      let e = errno
      lose("the card stopped answering (\(String(cString: strerror(e))))", now: now)
      return
    }
    let connected = c.pointee.connection != DRM_MODE_DISCONNECTED
    drmModeFreeConnector(c)
    if !connected { lose("\(card.output.connectorName) was disconnected", now: now) }
  }

  /// A flip that never reported back (a driver that lost the event): carry on.
  public func flipTimedOut() {
    guard card?.flipPending != nil else { return }
    Log.warning("drm: no flip event after \(fmtSeconds(MonotonicClock.seconds() - flipRequestedAt)) s; carrying on")
    flipCompleted()
  }

  public var flipPendingSince: Double? { card?.flipPending != nil ? flipRequestedAt : nil }

  private func flipCompleted() {
    guard let card, let shown = card.flipPending else { return }
    let now = MonotonicClock.seconds()
    card.flipPending = nil
    card.front = shown
    flips += 1
    record(&flipMilliseconds, (now - flipRequestedAt) * 1000)
    if firstFlipSinceBoot == nil {
      var ts = timespec()
      clock_gettime(CLOCK_BOOTTIME, &ts)
      firstFlipSinceBoot = Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
    onFlip(now)
    if !deferred.isEmpty, let frame = lastFrame {
      let rects = deferred
      deferred.removeAll()
      show(frame, rects)
    }
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
