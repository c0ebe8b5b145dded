import AudioTestSupport
import Foundation
import Testing

/// The binary's sound: sound-check's run, the headless run's audio.wav, the
/// silent fallback.
struct SoundTests {
  /// Python's wave module reads the header back: channels, width, rate, frames.
  func pythonWave(_ path: String) throws -> String {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = ["python3", "-c", "import wave,sys; w=wave.open(sys.argv[1]); print(w.getnchannels(), w.getsampwidth(), w.getframerate(), w.getnframes())", path]
    let out = Pipe()
    p.standardOutput = out
    try p.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test func soundCheckWritesTheRunWithEachNoteInTune() throws {
    let dir = try Binary.temporaryFolder()
    let path = dir + "/check.wav"
    let r = try Binary.run(["sound-check", "--out", path])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.contains("C4…A6, 15 notes"))
    let wav = try WAVReader(path: path)
    #expect(try pythonWave(path) == "2 2 48000 \(wav.samples.count)")
    // Notes every 0.15 s from 0.1 s, up the scale from C4.
    let pitches = (0..<3).flatMap { o in [0, 2, 4, 7, 9].map { 60 + 12 * o + $0 } }
    for (i, pitch) in pitches.enumerated() {
      let start = Int((0.1 + 0.15 * Double(i) + 0.01) * 48_000)
      let expected = 440 * pow(2, Double(pitch - 69) / 12)
      // The previous note still rings: look for this one's pitch among its neighbours'.
      let measured = Goertzel.peak(wav.samples[start..<(start + 6000)], near: expected, rate: 48_000, spanCents: 60)
      #expect(abs(Goertzel.cents(measured, from: expected)) < 12, "note \(i): \(measured) Hz, expected \(expected) Hz")
    }
  }

  /// sound-check has no silent fallback: it says what it does (nothing) and fails.
  @Test func aWrongDeviceIsOneErrorSayingNothingWasPlayed() throws {
    let r = try Binary.run(["sound-check", "--device", "no-such-card"])
    #expect(r.status == 1)
    let lines = r.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(r.stderr)")
    #expect(lines.first?.hasPrefix("homeview: error: sound-check: cannot open ALSA device 'no-such-card'") == true, "\(r.stderr)")
    #expect(lines.first?.hasSuffix("; nothing was played") == true)
    #expect(!r.stderr.contains("carrying on silently"))
  }

  @Test func aHeadlessRunWithOutWritesTheSameAudioEveryTime() throws {
    var files: [Data] = []
    for _ in 0..<2 {
      let dir = try Binary.temporaryFolder()
      try Binary.write("wait 0.5\n", to: dir + "/s.script")
      let r = try Binary.run(["--backend", "headless", "--script", dir + "/s.script", "--out", dir + "/out"])
      #expect(r.status == 0, "\(r.stderr)")
      let path = dir + "/out/audio.wav"
      // The first frame, then 30 more: 31/60 s of sound in lock-step with virtual time.
      #expect(try pythonWave(path) == "2 2 48000 24800")
      files.append(try Data(contentsOf: URL(fileURLWithPath: path)))
    }
    #expect(files[0] == files[1])
  }
}
