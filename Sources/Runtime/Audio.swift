/// A note for the synth, stamped with the frame time it belongs to (scheduled
/// ahead: the engine starts it on its exact sample).
public struct Note: Sendable, Equatable {
  public enum Instrument: String, Sendable, CaseIterable { case softPiano, piano, pluck }
  public enum Length: String, Sendable, CaseIterable { case short, medium, long }
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
/// see one, only `AudioAPI`.
@MainActor
public protocol AudioOutput: AnyObject {
  var name: String { get }
  func schedule(_ note: Note)
  func click(at time: Double)
  func startRecording(path: String) throws
  func stopRecording()
  /// Lets the output follow frame time (WAV renders in lock-step with it).
  func advance(to frameTime: Double)
  func close()
}

/// What plugins call to make sound.
@MainActor
public final class AudioAPI {
  let output: any AudioOutput
  /// The UI click (the reference's haptics), on or off in the config.
  public var clicksEnabled: Bool
  public private(set) var notesPlayed = 0
  public private(set) var clicksPlayed = 0
  var now: () -> Double = { 0 }

  public init(output: any AudioOutput, clicksEnabled: Bool = true) {
    self.output = output
    self.clicksEnabled = clicksEnabled
  }

  public var outputName: String { output.name }

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

  public func startRecording(path: String) throws { try output.startRecording(path: path) }
  public func stopRecording() { output.stopRecording() }
}
