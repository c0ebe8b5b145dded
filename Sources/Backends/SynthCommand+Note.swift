import Runtime
import Synth

extension SynthCommand {
  /// The synth's command for a plugin's note (plugins never see the synth's engine).
  init(_ note: Note) {
    self = .note(
      pitch: Float(note.pitch), at: note.time, instrument: note.instrument, velocity: Float(note.velocity),
      length: note.length, timbre: Float(note.timbre))
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
