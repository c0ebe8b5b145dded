import AudioTestSupport
import Synth
import Testing

/// The synth alone, rendered block by block as the audio thread does.
struct SynthTests {
  static let rate = 48_000
  static let pentatonic: [Float] = (0..<3).flatMap { octave in [0, 2, 4, 7, 9].map { Float(60 + 12 * octave + $0) } }

  /// Renders `seconds` after sending `commands`, in 256-frame blocks.
  static func render(_ commands: [SynthCommand], seconds: Double, settings: SynthEngine.Settings = .init(), eachBlock: (SynthEngine) -> Void = { _ in }) -> (samples: [Float], engine: SynthEngine) {
    let engine = SynthEngine(settings)
    for c in commands { #expect(engine.send(c)) }
    let total = Int(seconds * Double(settings.sampleRate))
    var out = [Float](repeating: 0, count: total)
    var done = 0
    out.withUnsafeMutableBufferPointer { buf in
      while done < total {
        let n = min(256, total - done)
        engine.render(into: buf.baseAddress! + done, frames: n)
        eachBlock(engine)
        done += n
      }
    }
    return (out, engine)
  }

  static func maxJump(_ x: [Float], in range: Range<Int>? = nil) -> Float {
    let r = range ?? 1..<x.count
    return r.dropFirst(r.lowerBound == 0 ? 1 : 0).map { abs(x[$0] - x[$0 - 1]) }.max() ?? 0
  }

  @Test(arguments: Instrument.allCases)
  func everyPentatonicNoteHasItsFundamental(instrument: Instrument) {
    #expect(Self.pentatonic.count == 15)
    for pitch in Self.pentatonic {
      let (x, _) = Self.render([.note(pitch: pitch, at: 0, instrument: instrument, length: .long, timbre: 0.5)], seconds: 0.3)
      let expected = Double(SynthCommand.frequency(ofPitch: pitch))
      let measured = Goertzel.peak(x[960..<x.count], near: expected, rate: Double(Self.rate))
      let off = Goertzel.cents(measured, from: expected)
      #expect(abs(off) < 8, "\(instrument) MIDI \(pitch): \(measured) Hz is \(off) cents from \(expected) Hz")
    }
  }

  @Test func thePentatonicScaleIsCDEGAOctaveAfterOctave() {
    #expect(PentatonicScale.cMajor(from: 60, octaves: 3) == [60, 62, 64, 67, 69, 72, 74, 76, 79, 81, 84, 86, 88, 91, 93])
    #expect((0..<15).map { PentatonicScale.pitch($0, from: 48) } == PentatonicScale.cMajor(from: 48, octaves: 3))
    #expect(PentatonicScale.pitch(14, from: 36) == 69)
  }

  @Test func notesStartOnTheirSampleInsideABlock() {
    // Far enough apart for each short note to have died away before the next.
    let times = [0.0123, 0.61337, 1.2, 1.9]
    let (x, engine) = Self.render(times.map { .note(pitch: 72, at: $0, length: .short) }, seconds: 2.1)
    for t in times {
      let expected = Int((t * Double(Self.rate)).rounded())
      // Silent right up to the note's sample (the previous note has died away)…
      #expect(x[(expected - 200)..<expected].allSatisfy { $0 == 0 }, "sound before \(t) s")
      // …and sounding within the next millisecond.
      #expect(x[expected..<(expected + 48)].contains { abs($0) > 1e-4 }, "no sound at \(t) s")
    }
    #expect(engine.counters.snapshot.late == 0)
  }

  @Test func thirtyTwoNotesNeverExceedSixteenVoices() {
    // 32 long notes within 62 ms: the last 16 each steal the oldest.
    let notes = (0..<32).map { SynthCommand.note(pitch: Float(48 + $0 % 12), at: Double($0) * 0.002, length: .long) }
    var most = 0
    let (_, engine) = Self.render(notes, seconds: 0.3) { e in most = max(most, e.playingVoices) }
    let stats = engine.counters.snapshot
    #expect(most == 16)
    #expect(stats.mostVoices == 16)
    #expect(stats.steals == 16)
    #expect(stats.notes == 32)
  }

  /// With one voice, every new note steals the one before: the output may only
  /// move as fast as the waves themselves, not jump by the stolen voice's level.
  @Test func aStolenVoiceFadesOutInsteadOfBeingCut() {
    var settings = SynthEngine.Settings()
    settings.voiceCap = 1
    let steals = [0.1, 0.2317, 0.3551, 0.4789, 0.6012]
    let notes = [SynthCommand.note(pitch: 43, at: 0, velocity: 1, length: .long)]
      + steals.map { SynthCommand.note(pitch: 43, at: $0, velocity: 1, length: .long) }
    // Two low voices change by at most ~0.004 per sample; a cut voice jumps by up to its level (~0.15).
    let bound: Float = 0.012
    let (faded, engine) = Self.render(notes, seconds: 0.7, settings: settings)
    #expect(engine.counters.snapshot.steals == steals.count)
    #expect(Self.maxJump(faded) < bound, "largest step \(Self.maxJump(faded))")
    // The same notes without the fade do jump: the bound can catch a cut.
    settings.stealFadeSeconds = 0
    let (cut, _) = Self.render(notes, seconds: 0.7, settings: settings)
    #expect(Self.maxJump(cut) > 3 * bound, "a cut only stepped \(Self.maxJump(cut))")
  }

  @Test func theLimiterKeepsSixteenLoudVoicesBelowFullScale() {
    // 16 identical loud notes in phase: the plain sum would peak near 4× full scale.
    let notes = (0..<16).map { _ in SynthCommand.note(pitch: 60, at: 0.01, velocity: 1, length: .long) }
    let engine = SynthEngine()
    for n in notes { engine.send(n) }
    var pcm = [Int16](repeating: 0, count: 48_000 * 2)
    pcm.withUnsafeMutableBufferPointer { buf in
      for block in 0..<(48_000 / 256) { engine.render(into: buf.baseAddress! + block * 512, frames: 256) }
    }
    let peak = pcm.map { abs(Int($0)) }.max()!
    #expect(peak > 20_000, "the test must be loud: peak \(peak)")
    #expect(peak <= Int(0.9 * 32767) + 1, "peak \(peak) above the limiter's ceiling")
    #expect(engine.counters.snapshot.limitedSamples > 0)
    // No sample reached the 16-bit limits (nothing was clipped by the conversion).
    #expect(!pcm.contains(Int16.max) && !pcm.contains(Int16.min))
  }

  @Test func theSameCommandsRenderTheSameSamples() {
    let notes = Self.pentatonic.enumerated().map { i, p in
      SynthCommand.note(pitch: p, at: Double(i) * 0.05, instrument: Instrument.allCases[i % 3], timbre: Float(i) / 15)
    }
    #expect(Self.render(notes, seconds: 1).samples == Self.render(notes, seconds: 1).samples)
  }

  @Test func theRingKeepsOrderAndRefusesWhenFull() {
    let ring = SPSCRing<Int>(capacity: 4, filler: 0)
    for i in 0..<4 { #expect(ring.push(i)) }
    #expect(!ring.push(99))
    #expect(ring.pop() == 0)
    #expect(ring.push(4))
    #expect((0..<4).map { _ in ring.pop() } == [1, 2, 3, 4])
    #expect(ring.pop() == nil)
  }
}
