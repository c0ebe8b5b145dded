import Runtime
import Synth

extension SynthCommand {
  /// The synth's command for a plugin's note (plugins never see the synth).
  init(_ note: Note) {
    let instrument: Instrument
    switch note.instrument {
    case .softPiano: instrument = .softPiano
    case .piano: instrument = .piano
    case .pluck: instrument = .pluck
    }
    let length: NoteLength
    switch note.length {
    case .short: length = .short
    case .medium: length = .medium
    case .long: length = .long
    }
    self = .note(
      pitch: Float(note.pitch), at: note.time, instrument: instrument, velocity: Float(note.velocity), length: length,
      timbre: Float(note.timbre))
  }
}

extension AudioStats {
  init(_ s: SynthStats, underruns: Int = 0) {
    self.init()
    notes = s.notes
    clicks = s.clicks
    lateNotes = s.late
    steals = s.steals
    mostVoices = s.mostVoices
    limitedSamples = s.limitedSamples
    self.underruns = underruns
    dropped = s.dropped
  }
}
