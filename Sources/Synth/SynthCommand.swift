/// The three voices Draw Music offers (and the UI click, which is not a note).
public enum Instrument: UInt8, Sendable, CaseIterable, BitwiseCopyable {
  /// Sine + a quieter octave partial, fast attack, ~0.4 s decay (Draw Music's tone, docs/screens.md §9).
  case softPiano
  /// A few inharmonic partials, each decaying faster than the one below.
  case piano
  /// A plucked string (Karplus-Strong).
  case pluck
}

/// How long a note rings: the time its fundamental takes to fall by ~26 dB.
public enum NoteLength: UInt8, Sendable, CaseIterable, BitwiseCopyable {
  case short, medium, long

  public var decaySeconds: Float {
    switch self {
    case .short: 0.2
    case .medium: 0.4
    case .long: 1.0
    }
  }
}

/// What the frame thread sends the audio thread. Plain data (no references), so
/// it crosses the lock-free ring by copy.
public struct SynthCommand: BitwiseCopyable, Sendable, Equatable {
  public enum Kind: UInt8, Sendable, BitwiseCopyable {
    case note
    /// The short soft UI click (where a phone would give a haptic tap).
    case click
  }

  public var kind: Kind
  /// Seconds on the engine's time base (frame time); the engine turns it into a sample.
  public var time: Double
  /// MIDI note number (60 = middle C; fractions are cents).
  public var pitch: Float
  public var instrument: Instrument
  /// 0…1.
  public var velocity: Float
  public var length: NoteLength
  /// A small, pleasant variation of the instrument's colour, 0…1.
  public var timbre: Float

  public static func note(
    pitch: Float, at time: Double, instrument: Instrument = .softPiano, velocity: Float = 0.8,
    length: NoteLength = .medium, timbre: Float = 0
  ) -> SynthCommand {
    SynthCommand(
      kind: .note, time: time, pitch: pitch, instrument: instrument, velocity: min(max(velocity, 0), 1), length: length,
      timbre: min(max(timbre, 0), 1))
  }

  public static func click(at time: Double) -> SynthCommand {
    SynthCommand(kind: .click, time: time, pitch: 0, instrument: .softPiano, velocity: 1, length: .short, timbre: 0)
  }

  /// Equal temperament, A4 = 440 Hz.
  public static func frequency(ofPitch pitch: Float) -> Float {
    440 * pow2((pitch - 69) / 12)
  }
}
