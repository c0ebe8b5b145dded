import AudioTestSupport
import Backends
import Foundation
import Runtime
import Synth
import Testing

/// The outputs as the frame loop drives them: notes posted ahead each 60 Hz frame,
/// the WAV rendered in lock-step, read back from the file.
@MainActor
struct AudioOutputTests {
  static let rate = 48_000.0

  func temporaryPath(_ name: String) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("homeview-audio-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir.appendingPathComponent(name).path
  }

  /// Plays `notes` like a plugin does: each frame posts the notes that fall
  /// before shortly after the next frame, then the frame ends.
  func play(_ notes: [Note], into output: WAVOutput, seconds: Double, refresh: Double = 60, onFrame: (Int) -> Void = { _ in }) {
    var queue = notes.sorted { $0.time < $1.time }[...]
    let frames = Int(seconds * refresh)
    for frame in 0...frames {
      let t = Double(frame) / refresh
      while let n = queue.first, n.time < t + 1.5 / refresh {
        output.schedule(n)
        queue.removeFirst()
      }
      onFrame(frame)
      output.advance(to: t)
    }
    output.close()
  }

  @Test func notesStartWithinAMillisecondOfTheirTimeBetweenFrames() throws {
    let path = try temporaryPath("onsets.wav")
    let wav = try WAVOutput(path: path)
    // Times between frames (a 60 Hz loop noticing them would be up to 16.7 ms off).
    let times = [0.0123, 0.61337, 1.2081, 1.9049]
    play(times.map { Note(pitch: 72, length: .short, time: $0) }, into: wav, seconds: 2.3)
    let x = try WAVReader(path: path).samples
    for t in times {
      let expected = Int((t * Self.rate).rounded())
      let onset = try #require(firstSound(in: x, from: expected - 2000))
      let errorMS = Double(onset - expected) / Self.rate * 1000
      #expect(abs(errorMS) <= 1, "note at \(t) s started \(errorMS) ms off")
    }
    #expect(wav.stats.lateNotes == 0)
    #expect(wav.stats.notes == 4)
  }

  @Test func everyPentatonicNoteInTheWAVHasItsFundamental() throws {
    let path = try temporaryPath("scale.wav")
    let wav = try WAVOutput(path: path)
    let pitches = PentatonicScale.cMajor(from: 60, octaves: 3)
    #expect(pitches.count == 15 && pitches.first == 60 && pitches.last == 93)
    play(pitches.enumerated().map { Note(pitch: $1, length: .short, time: 0.1 + Double($0) * 0.5) }, into: wav, seconds: 7.6)
    let x = try WAVReader(path: path).samples
    for (i, pitch) in pitches.enumerated() {
      let start = Int((0.1 + Double(i) * 0.5 + 0.02) * Self.rate)
      let expected = 440 * pow(2, Double(pitch - 69) / 12)
      let measured = Goertzel.peak(x[start..<(start + 9600)], near: expected, rate: Self.rate)
      #expect(abs(Goertzel.cents(measured, from: expected)) < 8, "MIDI \(pitch): \(measured) Hz, expected \(expected) Hz")
    }
  }

  @Test func theRecordingTapHoldsExactlyWhatWasPlayed() throws {
    let main = try temporaryPath("main.wav")
    let recorded = try temporaryPath("recorded.wav")
    let wav = try WAVOutput(path: main)
    let audio = AudioAPI(output: wav)
    let notes = (0..<8).map { Note(pitch: 60 + 2 * $0, instrument: .pluck, time: 0.05 + Double($0) * 0.1) }
    play(notes, into: wav, seconds: 1) { frame in
      if frame == 12 { try? audio.startRecording(path: recorded) }
      if frame == 42 { audio.stopRecording() }
    }
    let all = try WAVReader(path: main).samples
    let tap = try WAVReader(path: recorded).samples
    // Started when 11/60 s had been rendered, stopped when 41/60 s had been.
    let from = Int(11.0 / 60 * Self.rate), to = Int(41.0 / 60 * Self.rate)
    #expect(tap.count == to - from)
    let same = tap.count == to - from && Array(all[from..<to]) == tap
    #expect(same, "the recording differs from the played sound")
  }

  /// Rendered faster than real time, more than the tap holds in one go: the
  /// engine waits for the writer thread rather than lose a sample.
  @Test func aLongOfflineRenderIsRecordedWhole() throws {
    let main = try temporaryPath("main.wav")
    let recorded = try temporaryPath("recorded.wav")
    let wav = try WAVOutput(path: main)
    let audio = AudioAPI(output: wav)
    for i in 0..<30 { wav.schedule(Note(pitch: 48 + i, instrument: .pluck, time: Double(i) * 0.2)) }
    try audio.startRecording(path: recorded)
    wav.advance(to: 6)
    audio.stopRecording()
    wav.close(tail: 0)
    let all = try WAVReader(path: main).samples
    let tap = try WAVReader(path: recorded).samples
    #expect(tap.count == 6 * 48_000 && all.count == tap.count)
    #expect(all == tap, "the recording differs from the played sound")
    #expect(wav.stats.notes == 30)
  }

  @Test func anOutputWithNothingRenderedRefusesToRecord() throws {
    let audio = AudioAPI(output: SilentOutput())
    let path = try temporaryPath("never.wav")
    #expect(throws: AudioUnavailable.self) { try audio.startRecording(path: path) }
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func theSameNotesWriteTheSameBytes() throws {
    let notes = (0..<20).map { Note(pitch: 60 + $0, instrument: Note.Instrument.allCases[$0 % 3], time: Double($0) * 0.07, timbre: Double($0) / 20) }
    var files: [Data] = []
    for _ in 0..<2 {
      let path = try temporaryPath("same.wav")
      let wav = try WAVOutput(path: path)
      play(notes, into: wav, seconds: 1.5)
      files.append(try Data(contentsOf: URL(fileURLWithPath: path)))
    }
    #expect(files[0] == files[1])
    #expect(files[0].count > 44 + 4 * 48_000)
  }

  @Test func aWrongDeviceGivesTheSilentOutput() {
    let output = AudioOutputs.speaker(device: "no-such-card-\(getpid())")
    #expect(output is SilentOutput)
    output.close()
  }

  /// ALSA's "null" device exists on every machine: the output opens with the
  /// period it asked for and its thread renders. (Real hardware, through the
  /// QEMU board's snd-aloop, is the board test's job.)
  @Test func theALSAOutputRunsOnTheNullDevice() throws {
    let alsa = try ALSAOutput(device: "null")
    #expect(alsa.periodSize == 256)
    #expect(alsa.bufferFrames == 768)
    alsa.schedule(Note(pitch: 69, time: 0))
    usleep(30_000)
    alsa.close()
    #expect(alsa.renderedFrames > 0)
    #expect(alsa.failure == nil)
    #expect(alsa.stats.underruns == 0)
  }
}
