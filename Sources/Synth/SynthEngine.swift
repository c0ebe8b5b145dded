import Glibc
import Synchronization

/// The synth: voices, mixer and limiter, fed by note commands stamped with the
/// time they belong to.
///
/// Two threads share it. The frame thread (producer) calls only `send` and the
/// recording switch; the audio thread (consumer) calls everything else. All
/// memory is allocated in `init`: rendering never allocates, locks, logs or calls
/// Foundation.
///
/// The recording tap: while it is on, every block the engine renders (the mixed,
/// limited output, as the output plays it) is also pushed into `tap`, which a
/// writer thread empties. Outputs know nothing of it.
///
/// Time: a command's `time` (frame-time seconds) becomes the sample
/// `round((time + latency − anchor) × rate)`; the output moves `anchor` so that
/// sample n is heard at time anchor + n / rate. Each note starts on its sample,
/// mid-block if need be, so rhythm never follows the block or frame grid.
public final class SynthEngine: @unchecked Sendable {
  // @unchecked: the producer touches only the rings and atomics (thread-safe);
  // every other stored property is the consumer's alone.

  public struct Settings: Sendable {
    public var sampleRate = 48_000
    /// Notes that may sound at once; a new one steals the oldest.
    public var voiceCap = 16
    /// The stolen voice's fade.
    public var stealFadeSeconds = 0.010
    /// Fixed output latency added to every command's time (seconds).
    public var latency = 0.0
    /// The largest block `render` is asked for.
    public var maxFrames = 4096
    public var commandCapacity = 1024
    /// Samples (interleaved) the recording tap buffers for its writer.
    public var tapCapacity = 48_000 * 2 * 2
    /// Interleaved channels of the 16-bit blocks the output renders (and the tap
    /// records): every channel a copy of the mono mix.
    public var channels = 2
    /// Rendering faster than real time, on no audio thread (the WAV output): a
    /// full tap waits for its writer instead of losing samples, so a recording
    /// holds exactly what was rendered. A real-time engine never waits.
    public var isOffline = false
    public init() {}
  }

  public let settings: Settings
  public let counters = SynthCounters()
  private let commands: SPSCRing<SynthCommand>
  /// What was played, interleaved S16, while recording is on.
  public let tap: SPSCRing<Int16>
  private let tapping = Atomic<Bool>(false)
  /// True while the consumer is between reading `tapping` and finishing its push:
  /// turning the tap off waits for it, so no block lands after the switch.
  private let tapInUse = Atomic<Bool>(false)

  // Consumer state.
  private struct Pending {
    var command: SynthCommand
    var sample: Int64
  }
  private let rate: Float
  private let voices: UnsafeMutablePointer<Voice>
  private let voiceCount: Int
  private let clickVoices = 2
  private let partials: UnsafeMutablePointer<Partial>
  private let lines: UnsafeMutablePointer<Float>
  private let scratch: UnsafeMutablePointer<Float>
  private let mix: UnsafeMutablePointer<Float>
  private let pending: UnsafeMutablePointer<Pending>
  private let pendingCapacity = 512
  private var pendingCount = 0
  private var limiter: Limiter
  private var serial = 0
  private let stealFadeSamples: Int
  /// The next sample to render.
  public private(set) var position: Int64 = 0
  /// The time (seconds, on the commands' time base) at which sample 0 is heard.
  public private(set) var anchor: Double = 0

  public init(_ settings: Settings = Settings()) {
    self.settings = settings
    rate = Float(settings.sampleRate)
    commands = SPSCRing(capacity: settings.commandCapacity, filler: .click(at: 0))
    tap = SPSCRing(capacity: settings.tapCapacity, filler: 0)
    // Playing voices, as many again fading out after a steal, and the clicks.
    voiceCount = 2 * max(1, settings.voiceCap) + clickVoices
    partials = .allocate(capacity: voiceCount * SineBank.maxPartials)
    partials.initialize(repeating: Partial(), count: voiceCount * SineBank.maxPartials)
    lines = .allocate(capacity: voiceCount * PluckedString.lineLength)
    lines.initialize(repeating: 0, count: voiceCount * PluckedString.lineLength)
    voices = .allocate(capacity: voiceCount)
    for v in 0..<voiceCount {
      (voices + v).initialize(
        to: Voice(partials: partials + v * SineBank.maxPartials, line: lines + v * PluckedString.lineLength))
    }
    scratch = .allocate(capacity: settings.maxFrames)
    scratch.initialize(repeating: 0, count: settings.maxFrames)
    mix = .allocate(capacity: settings.maxFrames)
    mix.initialize(repeating: 0, count: settings.maxFrames)
    pending = .allocate(capacity: pendingCapacity)
    limiter = Limiter(rate: rate)
    stealFadeSamples = Int((settings.stealFadeSeconds * Double(settings.sampleRate)).rounded())
  }

  deinit {
    voices.deinitialize(count: voiceCount)
    voices.deallocate()
    partials.deallocate()
    lines.deallocate()
    scratch.deallocate()
    mix.deallocate()
    pending.deallocate()
  }

  // MARK: producer side (the frame thread)

  /// Queues a command; false (and counted) when the ring is full.
  @discardableResult
  public func send(_ command: SynthCommand) -> Bool {
    if commands.push(command) { return true }
    counters.dropped.add(1, ordering: .relaxed)
    return false
  }

  /// While on, every rendered sample is also pushed into `tap`. Turning it off
  /// returns once the consumer has finished any block it was pushing: from then
  /// on nothing more arrives, and the tap holds whole blocks only.
  public var isTapping: Bool {
    get { tapping.load(ordering: .acquiring) }
    set {
      // Sequentially consistent with the consumer's `tapInUse` then `tapping`:
      // either it sees the tap off, or this sees it pushing and waits.
      tapping.store(newValue, ordering: .sequentiallyConsistent)
      guard !newValue else { return }
      while tapInUse.load(ordering: .sequentiallyConsistent) { sched_yield() }
    }
  }

  // MARK: consumer side (the audio thread)

  /// Sets the time at which sample 0 is heard (the output measures it).
  public func setAnchor(_ seconds: Double) { anchor = seconds }

  /// The sample a command's time maps to.
  public func sample(at time: Double) -> Int64 {
    Int64(((time + settings.latency - anchor) * Double(settings.sampleRate)).rounded())
  }

  /// Voices playing notes now (not counting stolen ones fading out).
  public var playingVoices: Int {
    var n = 0
    for v in 0..<voiceCount where voices[v].state == .playing && !voices[v].isClick { n += 1 }
    return n
  }

  /// Nothing sounding and nothing waiting (consumer side).
  public var isSilent: Bool {
    guard pendingCount == 0, commands.count == 0 else { return false }
    for v in 0..<voiceCount where voices[v].state != .idle { return false }
    return true
  }

  /// Renders the next `frames` mono samples (≤ settings.maxFrames) into `out`.
  public func render(into out: UnsafeMutablePointer<Float>, frames: Int) {
    precondition(frames <= settings.maxFrames)
    while pendingCount < pendingCapacity, let c = commands.pop() {
      pending[pendingCount] = Pending(command: c, sample: sample(at: c.time))
      pendingCount += 1
    }
    out.update(repeating: 0, count: frames)
    let end = position + Int64(frames)
    var cursor = 0
    while true {
      // The earliest command due in this block; voices run up to its sample.
      var next = -1
      for i in 0..<pendingCount where pending[i].sample < end {
        if next < 0 || pending[i].sample < pending[next].sample { next = i }
      }
      guard next >= 0 else { break }
      let due = pending[next]
      pendingCount -= 1
      pending[next] = pending[pendingCount]
      let offset = max(cursor, Int(due.sample - position))
      if due.sample < position { counters.late.add(1, ordering: .relaxed) }
      renderVoices(into: out + cursor, frames: offset - cursor)
      cursor = offset
      start(due.command)
    }
    renderVoices(into: out + cursor, frames: frames - cursor)
    let limitedBefore = limiter.limitedSamples
    limiter.process(out, frames: frames)
    if limiter.limitedSamples != limitedBefore {
      counters.limitedSamples.add(limiter.limitedSamples &- limitedBefore, ordering: .relaxed)
    }
    position = end
  }

  /// Renders into interleaved 16-bit samples (`settings.channels` copies of the
  /// mono mix), feeding the recording tap when it is on.
  public func render(into out: UnsafeMutablePointer<Int16>, frames: Int) {
    let channels = settings.channels
    render(into: mix, frames: frames)
    for i in 0..<frames {
      let s = Int16(clamping: Int((mix[i] * 32767).rounded()))
      for c in 0..<channels { out[i * channels + c] = s }
    }
    tapInUse.store(true, ordering: .sequentiallyConsistent)
    if tapping.load(ordering: .sequentiallyConsistent) { feedTap(UnsafeBufferPointer(start: out, count: frames * channels)) }
    tapInUse.store(false, ordering: .releasing)
  }

  private func feedTap(_ block: UnsafeBufferPointer<Int16>) {
    var pushed = tap.push(contentsOf: block)
    // Offline, the writer catches up; it runs until the tap is turned off,
    // which cannot happen while this thread is in here.
    while settings.isOffline, pushed < block.count {
      usleep(500)
      pushed += tap.push(contentsOf: UnsafeBufferPointer(rebasing: block[pushed...]))
    }
    if pushed < block.count { counters.tapOverflow.add(block.count - pushed, ordering: .relaxed) }
  }

  private func renderVoices(into out: UnsafeMutablePointer<Float>, frames: Int) {
    guard frames > 0 else { return }
    for v in 0..<voiceCount where voices[v].state != .idle {
      voices[v].render(into: out, frames: frames, scratch: scratch)
    }
  }

  private func start(_ c: SynthCommand) {
    serial += 1
    if c.kind == .click {
      // Clicks have their own two slots and never steal a note.
      let first = voiceCount - clickVoices
      var slot = first
      for v in first..<voiceCount where voices[v].state == .idle {
        slot = v
        break
      }
      voices[slot].start(c, serial: serial, rate: rate)
      counters.clicks.add(1, ordering: .relaxed)
      return
    }
    let noteSlots = voiceCount - clickVoices
    var playing = 0
    var oldest = -1
    var idle = -1
    var quietestFading = -1
    for v in 0..<noteSlots {
      switch voices[v].state {
      case .playing:
        playing += 1
        if oldest < 0 || voices[v].serial < voices[oldest].serial { oldest = v }
      case .idle:
        if idle < 0 { idle = v }
      case .fading:
        if quietestFading < 0 || voices[v].fadeRemaining < voices[quietestFading].fadeRemaining { quietestFading = v }
      }
    }
    if playing >= settings.voiceCap, oldest >= 0 {
      voices[oldest].steal(fadeSamples: stealFadeSamples)
      counters.steals.add(1, ordering: .relaxed)
      playing -= 1
    }
    // Every slot busy means more steals within one fade than the cap: the
    // quietest fading voice is cut (it is nearly silent already).
    let slot = idle >= 0 ? idle : (quietestFading >= 0 ? quietestFading : oldest)
    voices[slot].start(c, serial: serial, rate: rate)
    counters.notes.add(1, ordering: .relaxed)
    if playing + 1 > counters.mostVoices.load(ordering: .relaxed) {
      counters.mostVoices.store(playing + 1, ordering: .relaxed)
    }
  }
}
