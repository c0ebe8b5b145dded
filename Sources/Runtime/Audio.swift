public import Synth
import SystemCalls

/// A note for the synth, stamped with the frame time it belongs to (scheduled
/// ahead: the engine starts it on its exact sample).
///
/// The timing contract: `time` is frame time, the clock the frame loop stamps
/// frames with. An output plays a note at `time` plus its one fixed latency,
/// chosen so that the sound lands with the flip that shows the frame at `time`
/// (the WAV output's latency is zero: its "flip" is the frame itself). Post notes
/// up to shortly after the next frame, each at its exact time; one posted after
/// its time has passed is played at once and counted as late.
public struct Note: Sendable, Equatable {
  /// The synth's own vocabulary: one set of instruments and lengths from the
  /// plugin to the voice.
  public typealias Instrument = Synth.Instrument
  public typealias Length = NoteLength
  /// MIDI note number (60 = middle C).
  public var pitch: Int
  public var instrument: Instrument
  /// 0…1.
  public var velocity: Double
  public var length: Length
  /// Frame-time seconds at which it sounds.
  public var time: Double
  /// A small timbre variation (Draw Music's per-colour voice), 0…1.
  public var timbre: Double

  public init(pitch: Int, instrument: Instrument = .softPiano, velocity: Double = 0.8, length: Length = .medium, time: Double, timbre: Double = 0) {
    self.pitch = pitch
    self.instrument = instrument
    self.velocity = velocity
    self.length = length
    self.time = time
    self.timbre = timbre
  }
}

/// Where sound goes. Backends implement it (silent, WAV, ALSA); plugins never
/// see one, only `AudioAPI`. Recording is not the output's business: it is a
/// tap on the output's engine (`AudioAPI.startRecording`).
@MainActor
public protocol AudioOutput: AnyObject {
  var name: String { get }
  func schedule(_ note: Note)
  func click(at time: Double)
  /// The engine whose mixed output this output plays; nil when nothing is
  /// rendered (then nothing can be recorded).
  var synth: SynthEngine? { get }
  /// Called once per frame, after the frame: lets the output follow frame time
  /// (WAV renders in lock-step with it).
  func advance(to frameTime: Double)
  /// Plays out what is scheduled, then releases the device or finishes the file.
  func close()
  /// What the output has done so far (the `--stats` line).
  var stats: AudioStats { get }
}

extension AudioOutput {
  public var stats: AudioStats { AudioStats() }
  public var synth: SynthEngine? { nil }
}

/// Why sound cannot be played or recorded (no card, a file that cannot be written).
public struct AudioUnavailable: Error, CustomStringConvertible {
  public var problem: String
  public init(problem: String) { self.problem = problem }
  public var description: String { problem }
}

/// Counts an output reports: what played, and what went wrong.
public struct AudioStats: Sendable, Equatable {
  public var notes = 0
  public var clicks = 0
  /// Notes that reached the engine after their time (played at once instead).
  public var lateNotes = 0
  /// Voices stolen because the cap was reached.
  public var steals = 0
  /// The most notes sounding at once.
  public var mostVoices = 0
  /// Samples the limiter turned down.
  public var limitedSamples = 0
  /// ALSA underruns, each recovered.
  public var underruns = 0
  /// Commands refused because the queue to the audio thread was full.
  public var dropped = 0

  public init() {}

  public var summary: String {
    "\(notes) notes, \(clicks) clicks, \(lateNotes) late, \(steals) voices stolen (most at once \(mostVoices)), \(limitedSamples) samples limited, \(underruns) underruns, \(dropped) dropped"
  }
}

/// What plugins call to make sound.
@MainActor
public final class AudioAPI {
  private(set) var output: any AudioOutput
  /// The UI click (where a phone would give a haptic tap), on or off in the config.
  public var clicksEnabled: Bool
  public private(set) var notesPlayed = 0
  public private(set) var clicksPlayed = 0
  var now: () -> Double = { 0 }
  private var recording: EngineRecording?

  public init(output: any AudioOutput, clicksEnabled: Bool = true) {
    self.output = output
    self.clicksEnabled = clicksEnabled
  }

  public var outputName: String { output.name }

  /// Sends sound to `new` from now on (a reload that changed the device);
  /// returns the old output for the caller to close. A recording running on
  /// the old output's engine ends here, its file finished.
  public func replaceOutput(_ new: any AudioOutput) -> any AudioOutput {
    if let path = recording?.path {
      stopRecording()
      Log.info("recording \(path) ended: the sound device changed")
    }
    let old = output
    output = new
    return old
  }

  public func play(_ note: Note) {
    notesPlayed += 1
    output.schedule(note)
  }

  /// A short soft click, now.
  public func click() {
    guard clicksEnabled else { return }
    clicksPlayed += 1
    output.click(at: now())
  }

  /// Records what the output plays, from its next rendered block, into a new
  /// WAV file at `path` (created exclusively, never through a link); a running
  /// recording is finished first.
  public func startRecording(path: String) throws(AudioUnavailable) {
    stopRecording()
    guard let engine = output.synth else {
      throw AudioUnavailable(problem: "cannot record \(path): the \(output.name) output has no sound to record")
    }
    recording = try EngineRecording(engine: engine, path: path)
  }

  /// Ends the recording: everything rendered until now is in the file, which
  /// is finished when this returns.
  public func stopRecording() {
    recording?.stop()
    recording = nil
  }

  /// Ends any recording, then plays out and closes the output.
  public func close() {
    stopRecording()
    output.close()
  }

  /// What the output did (notes, late notes, steals, underruns…).
  public var stats: AudioStats { output.stats }

  /// The frame loop calls it after each frame.
  func frameEnded(at time: Double) { output.advance(to: time) }
}
