import CALSA
import Glibc
public import Runtime
import Synchronization
public import Synth

/// Plays the synth through ALSA: 48 kHz, S16, 256-frame periods, 3 periods of
/// buffer, on its own thread. The frame thread only queues commands; the audio
/// thread renders a period, writes it, and recovers from underruns (counted).
///
/// Latency: the buffer plus one period plus a small margin (≈ 24 ms at the
/// defaults), or more if asked, so that a note posted at its own frame time is
/// still ahead of the audio thread, and sounds at frame time + latency.
@MainActor
public final class ALSAOutput: AudioOutput {
  public nonisolated static let sampleRate = 48_000
  public nonisolated static let periodFrames = 256
  public nonisolated static let periods = 3

  public let name: String
  public let device: String
  /// Seconds from a note's frame time to its sound.
  public let latency: Double
  /// The buffer ALSA granted, in frames.
  public let bufferFrames: Int
  public let periodSize: Int
  let engine: SynthEngine
  private let stream: ALSAStream
  private var thread: pthread_t = 0
  private var closed = false

  /// Opens `device` (an ALSA name: "default", "hw:0,0", "hw:Loopback,0,0"…).
  /// `frameTimeOrigin`: the CLOCK_MONOTONIC seconds at frame time 0.
  /// Throws, saying why, when the device cannot be opened or set up.
  public init(device: String, frameTimeOrigin: Double = 0, minimumLatency: Double = 0, voiceCap: Int = 16) throws(AudioUnavailable) {
    calsa_silence_errors()
    self.device = device
    name = "alsa:" + device
    var handle: OpaquePointer?
    var err = snd_pcm_open(&handle, device, SND_PCM_STREAM_PLAYBACK, 0)
    guard err >= 0, let pcm = handle else {
      throw AudioUnavailable(problem: "cannot open ALSA device '\(device)' (\(String(cString: snd_strerror(err))))")
    }
    func fail(_ what: String, _ code: Int32) -> AudioUnavailable {
      snd_pcm_close(pcm)
      return AudioUnavailable(problem: "ALSA device '\(device)': \(what) (\(String(cString: snd_strerror(code))))")
    }
    var hw: OpaquePointer?
    snd_pcm_hw_params_malloc(&hw)
    defer { snd_pcm_hw_params_free(hw) }
    var channels: UInt32 = 2
    var period = snd_pcm_uframes_t(Self.periodFrames)
    var buffer = snd_pcm_uframes_t(Self.periodFrames * Self.periods)
    var dir: Int32 = 0
    err = snd_pcm_hw_params_any(pcm, hw)
    if err < 0 { throw fail("no playback configuration", err) }
    err = snd_pcm_hw_params_set_access(pcm, hw, SND_PCM_ACCESS_RW_INTERLEAVED)
    if err < 0 { throw fail("no interleaved access", err) }
    err = snd_pcm_hw_params_set_format(pcm, hw, SND_PCM_FORMAT_S16_LE)
    if err < 0 { throw fail("no 16-bit samples", err) }
    err = snd_pcm_hw_params_set_channels_near(pcm, hw, &channels)
    if err < 0 { throw fail("no stereo or mono", err) }
    err = snd_pcm_hw_params_set_rate(pcm, hw, UInt32(Self.sampleRate), 0)
    if err < 0 { throw fail("no \(Self.sampleRate) Hz", err) }
    err = snd_pcm_hw_params_set_period_size_near(pcm, hw, &period, &dir)
    if err < 0 { throw fail("no period near \(Self.periodFrames) frames", err) }
    err = snd_pcm_hw_params_set_buffer_size_near(pcm, hw, &buffer)
    if err < 0 { throw fail("no buffer near \(Self.periodFrames * Self.periods) frames", err) }
    err = snd_pcm_hw_params(pcm, hw)
    if err < 0 { throw fail("cannot apply the hardware parameters", err) }
    snd_pcm_hw_params_get_period_size(hw, &period, &dir)
    snd_pcm_hw_params_get_buffer_size(hw, &buffer)

    var sw: OpaquePointer?
    snd_pcm_sw_params_malloc(&sw)
    defer { snd_pcm_sw_params_free(sw) }
    snd_pcm_sw_params_current(pcm, sw)
    // Start once the buffer is full (the first writes prefill it), wake per period.
    snd_pcm_sw_params_set_start_threshold(pcm, sw, buffer)
    snd_pcm_sw_params_set_avail_min(pcm, sw, period)
    err = snd_pcm_sw_params(pcm, sw)
    if err < 0 { throw fail("cannot apply the software parameters", err) }
    err = snd_pcm_prepare(pcm)
    if err < 0 { throw fail("cannot prepare", err) }

    periodSize = Int(period)
    bufferFrames = Int(buffer)
    // A note posted at "now" must still be ahead of the block being rendered.
    latency = max(minimumLatency, Double(bufferFrames + periodSize) / Double(Self.sampleRate) + 0.003)
    var settings = SynthEngine.Settings()
    settings.voiceCap = voiceCap
    settings.latency = latency
    settings.maxFrames = max(settings.maxFrames, periodSize)
    settings.channels = Int(channels)
    engine = SynthEngine(settings)
    stream = ALSAStream(pcm: pcm, engine: engine, period: periodSize, channels: Int(channels), frameTimeOrigin: frameTimeOrigin)

    let context = Unmanaged.passRetained(stream).toOpaque()
    let started = pthread_create(&thread, nil, alsaThreadEntry, context)
    guard started == 0 else {
      Unmanaged<ALSAStream>.fromOpaque(context).release()
      throw fail("cannot start the audio thread", started)
    }
    // Real-time priority where allowed (root, or rtprio in limits.conf); plain otherwise.
    var param = sched_param(sched_priority: 50)
    _ = pthread_setschedparam(thread, SCHED_FIFO, &param)
  }

  public var synth: SynthEngine? { engine }
  public func schedule(_ note: Note) { engine.send(SynthCommand(note)) }
  public func click(at time: Double) { engine.send(.click(at: time)) }
  public func advance(to frameTime: Double) {}

  /// Stops the audio thread, plays out the buffer and closes the device.
  public func close() {
    guard !closed else { return }
    closed = true
    stream.running.store(false, ordering: .releasing)
    pthread_join(thread, nil)
    snd_pcm_drain(stream.pcm)
    snd_pcm_close(stream.pcm)
  }

  /// Why the audio thread stopped on its own, if it did.
  public var failure: String? {
    let code = stream.failure.load(ordering: .acquiring)
    return code == 0 ? nil : String(cString: snd_strerror(code))
  }

  public var stats: AudioStats {
    AudioStats(engine.counters.snapshot, underruns: stream.underruns.load(ordering: .relaxed))
  }

  /// Frames the audio thread has rendered.
  public var renderedFrames: Int { stream.rendered.load(ordering: .relaxed) }
}

/// The audio thread's entry point: a plain function, not a closure formed inside
/// the main-actor class (that one would assert it runs on the main thread).
private func alsaThreadEntry(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
  Unmanaged<ALSAStream>.fromOpaque(context!).takeRetainedValue().run()
  return nil
}

/// The audio thread's side of an ALSA output. It owns the device handle while the
/// thread runs; the frame thread touches only the atomics.
final class ALSAStream: @unchecked Sendable {
  // @unchecked: `pcm`, `buffer` and the engine's consumer side are used only by
  // the audio thread between pthread_create and pthread_join.
  let pcm: OpaquePointer
  let engine: SynthEngine
  let period: Int
  let channels: Int
  let frameTimeOrigin: Double
  let buffer: UnsafeMutablePointer<Int16>
  let running = Atomic<Bool>(true)
  let underruns = Atomic<Int>(0)
  let rendered = Atomic<Int>(0)
  let failure = Atomic<Int32>(0)

  init(pcm: OpaquePointer, engine: SynthEngine, period: Int, channels: Int, frameTimeOrigin: Double) {
    self.pcm = pcm
    self.engine = engine
    self.period = period
    self.channels = channels
    self.frameTimeOrigin = frameTimeOrigin
    buffer = .allocate(capacity: period * channels)
    buffer.initialize(repeating: 0, count: period * channels)
  }

  deinit { buffer.deallocate() }

  /// The loop: measure when the next sample will be heard, render, write.
  /// No allocation, lock, log or Foundation call in here.
  func run() {
    let rate = Double(ALSAOutput.sampleRate)
    var anchor = 0.0
    var measured = false
    while running.load(ordering: .relaxed) {
      // Sample `position` will be heard after the `delay` frames queued before it.
      var delay: snd_pcm_sframes_t = 0
      if snd_pcm_delay(pcm, &delay) < 0 { delay = 0 }
      var ts = timespec()
      clock_gettime(CLOCK_MONOTONIC, &ts)
      let now = Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9 - frameTimeOrigin
      let estimate = now + Double(delay) / rate - Double(engine.position) / rate
      // Smoothed: the delay moves in period steps on many cards; the sound
      // card's clock drifts from the system's only slowly.
      anchor = measured ? anchor + (estimate - anchor) * 0.02 : estimate
      measured = true
      engine.setAnchor(anchor)
      engine.render(into: buffer, frames: period)
      rendered.add(period, ordering: .relaxed)
      var offset = 0
      while offset < period {
        let r = snd_pcm_writei(pcm, buffer + offset * channels, snd_pcm_uframes_t(period - offset))
        if r >= 0 {
          offset += Int(r)
          continue
        }
        if r == -snd_pcm_sframes_t(EAGAIN) { continue }
        if r == -snd_pcm_sframes_t(EPIPE) { underruns.add(1, ordering: .relaxed) }
        // Underrun (EPIPE) or suspend (ESTRPIPE): prepare again and carry on.
        let recovered = snd_pcm_recover(pcm, Int32(r), 1)
        if recovered < 0 {
          failure.store(recovered, ordering: .releasing)
          running.store(false, ordering: .relaxed)
          return
        }
        measured = false
      }
    }
  }
}
