import Backends
import Glibc
import HomeViewSession
import Runtime
import Synth
import SystemCalls

/// `homeview sound-check [--out FILE.wav] [--device NAME]`: a C major pentatonic
/// run over three octaves, through the sound card (so whoever sets up a panel
/// hears at once whether the speaker works) or into a WAV file.
@MainActor
enum SoundCheckCommand {
  /// When the first note sounds, and the gap between notes (seconds).
  static let start = 0.1
  static let spacing = 0.15
  /// How long the last note rings before the check stops (seconds).
  static let ringOut = 1.2

  static func notes() -> [Note] {
    PentatonicScale.cMajor(from: 60, octaves: 3).enumerated().map { i, pitch in
      Note(pitch: pitch, instrument: .softPiano, velocity: 0.8, length: .medium, time: start + Double(i) * spacing)
    }
  }

  static func run(_ args: SoundCheckOptions, _ config: AppConfig) -> Int32 {
    let notes = notes()
    let range = "C4…A6, \(notes.count) notes of C major pentatonic"
    if let path = args.out {
      let wav: WAVOutput
      do { wav = try WAVOutput(path: path, voiceCap: config.voiceCap) } catch {
        Log.error(error.problem)
        return 2
      }
      for n in notes { wav.schedule(n) }
      wav.advance(to: notes.last!.time)
      wav.close()
      let seconds = Double(wav.frames) / Double(wav.sampleRate)
      print("sound-check: wrote \(range) to \(path): \(fmt(seconds, decimals: 2)) s, \(wav.sampleRate) Hz, \(WAVOutput.channels) channels, 16-bit")
      return 0
    }
    let device = args.device ?? config.audioDevice
    let origin = MonotonicClock.seconds()
    // sound-check exists to hear the speaker: without a device there is
    // nothing to check, so it says so and fails (no silent fallback here).
    let alsa: ALSAOutput
    do { alsa = try ALSAOutput(device: device, frameTimeOrigin: origin, voiceCap: config.voiceCap) } catch {
      Log.error("sound-check: \(error.problem); nothing was played")
      return 1
    }
    for n in notes { alsa.schedule(n) }
    // It stops when every note has started and the last has rung out for
    // `ringOut` of sound, counted in rendered samples, not by the clock: on a
    // slow or busy system the sound runs behind the clock, and stopping by the
    // clock cut the last notes off. The cap keeps a stalled card from holding it.
    let ringOutFrames = Int(ringOut * Double(ALSAOutput.sampleRate))
    let cap = notes.last!.time + ringOut + 30
    var lastFrame: Int?
    while alsa.failure == nil, MonotonicClock.seconds() - origin < cap {
      if lastFrame == nil, alsa.stats.notes >= notes.count { lastFrame = alsa.renderedFrames + ringOutFrames }
      if let lastFrame, alsa.renderedFrames >= lastFrame { break }
      usleep(20_000)
    }
    alsa.close()
    let stats = alsa.stats
    print("sound-check: played \(range) through \(alsa.name) (buffer \(alsa.bufferFrames) frames, period \(alsa.periodSize), latency \(fmt(alsa.latency * 1000, decimals: 1)) ms): \(stats.summary)")
    if let failure = alsa.failure {
      Log.error("\(alsa.name): the audio thread stopped: \(failure)")
      return 1
    }
    if lastFrame == nil {
      Log.error("sound-check: \(alsa.name) played \(stats.notes) of \(notes.count) notes in \(fmt(cap, decimals: 1)) s; the card takes its sound too slowly")
      return 1
    }
    return 0
  }
}
