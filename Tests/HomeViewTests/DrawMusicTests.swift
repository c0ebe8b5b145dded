import AudioTestSupport
import Foundation
import Testing

/// Draw Music through the binary: goldens (empty canvas, the island drawing,
/// the toolbar's states; landscape and portrait), the sound a scripted drawing
/// makes, saving and restoring drawings, and a corrupt drawings file.
struct DrawMusicTests {
  static let config = Binary.root + "/Config"

  struct Case: CustomStringConvertible, Sendable {
    var name: String
    var size: String
    var script: String?
    var description: String { name }
  }

  static let cases: [Case] = [
    Case(name: "drawmusic-1280x800", size: "1280x800", script: nil),
    Case(name: "drawmusic-720x1280-portrait", size: "720x1280", script: nil),
    Case(name: "drawmusic-island-1280x800", size: "1280x800", script: "drawmusic-island.script"),
    Case(name: "drawmusic-island-720x1280-portrait", size: "720x1280", script: "drawmusic-island-portrait.script"),
    Case(name: "drawmusic-toolbar-1280x800", size: "1280x800", script: "drawmusic-toolbar.script"),
    Case(name: "drawmusic-toolbar-720x1280-portrait", size: "720x1280", script: "drawmusic-toolbar.script"),
  ]

  @Test(arguments: cases)
  func drawMusicMatchesItsGolden(_ c: Case) throws {
    let dir = try Binary.temporaryFolder()
    if let script = c.script {
      // The island: the playhead caught on the palm, the island and the waves.
      let text = try String(contentsOfFile: Self.config + "/" + script, encoding: .utf8) + "wait 3.6\nsnapshot shot\n"
      try Binary.write(text, to: dir + "/s.script")
      let r = try Binary.run(["--start", "drawmusic", "--size", c.size, "--script", dir + "/s.script", "--out", dir])
      #expect(r.status == 0, "\(r.stderr)")
      try GoldenTests().compare(actual: dir + "/shot.png", golden: "\(GoldenTests.goldens)/\(c.name).png")
    } else {
      let r = try Binary.run(["snapshot", "drawmusic", "--size", c.size, "--out", dir + "/shot.png"])
      #expect(r.status == 0, "\(r.stderr)")
      try GoldenTests().compare(actual: dir + "/shot.png", golden: "\(GoldenTests.goldens)/\(c.name).png")
    }
  }

  /// Three flat strokes at known heights and places, drawn while paused, then
  /// one sweep: each sounds its band's pitch, the gaps between them the time
  /// the playhead takes between their left ends.
  @Test func aScriptedDrawingSoundsItsNotesAtTheirCrossings() throws {
    let dir = try Binary.temporaryFolder()
    // The 1280x800 canvas: (16, 16) 576 x 768; bands of the scale are 768/15 high.
    let canvas = (x: 16.0, y: 16.0, w: 576.0, h: 768.0)
    let strokes: [(u: Double, step: Int, pitch: Int)] = [(0.3, 0, 60), (0.5, 3, 67), (0.7, 9, 81)]
    var script = "tap @drawmusic.play\nexpect drawmusic.playing false\n"
    for s in strokes {
      let x = canvas.x + canvas.w * s.u, y = canvas.y + canvas.h * (1 - (Double(s.step) + 0.5) / 15)
      script += "path \(x) \(y) \(x + 30) \(y) 0.2\n"
    }
    script += "tap @drawmusic.play\nexpect drawmusic.strokes 3\nwait 4\n"
    try Binary.write(script, to: dir + "/s.script")
    let r = try Binary.run(["--start", "drawmusic", "--script", dir + "/s.script", "--out", dir])
    #expect(r.status == 0, "\(r.stderr)")
    let wav = try WAVReader(path: dir + "/audio.wav")
    let rate = 48_000.0
    // Onsets: where the level first leaps after a silence.
    var onsets: [Int] = []
    var from = 0
    while let i = firstSound(in: wav.samples, from: from, threshold: 1e-3) {
      onsets.append(i)
      from = i + Int(0.3 * rate)
      // Skip to where this note has faded before looking for the next.
      while from < wav.samples.count, wav.samples[max(0, from - 480)..<from].contains(where: { abs($0) > 1e-3 }) { from += 480 }
    }
    // The two taps on pause/play click first (the UI click); then the notes.
    #expect(onsets.count == 5, "onsets at \(onsets.map { Double($0) / rate })")
    guard onsets.count == 5 else { return }
    onsets.removeFirst(2)
    let sweep = 4.8
    for i in 1..<3 {
      let gap = Double(onsets[i] - onsets[i - 1]) / rate
      let expected = (strokes[i].u - strokes[i - 1].u) * sweep
      #expect(abs(gap - expected) < 0.001, "gap \(i): \(gap) s, expected \(expected) s")
    }
    for (i, s) in strokes.enumerated() {
      let start = onsets[i] + 480
      let f = 440 * pow(2, Double(s.pitch - 69) / 12)
      let measured = Goertzel.peak(wav.samples[start..<(start + 6000)], near: f, rate: rate, spanCents: 60)
      #expect(abs(Goertzel.cents(measured, from: f)) < 12, "note \(i): \(measured) Hz, expected \(f) Hz")
    }
  }

  @Test func cloudSavesTheDrawingsAndTheNextStartRestoresThem() throws {
    let dir = try Binary.temporaryFolder()
    try Binary.write(
      "path 100 300 300 350 0.3\ntap @drawmusic.slot.3\npath 100 500 300 450 0.3\npath 100 600 300 650 0.3\ntap @drawmusic.cloud\n",
      to: dir + "/save.script")
    var r = try Binary.run(["--start", "drawmusic", "--data", dir + "/data", "--script", dir + "/save.script", "--out", dir])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(FileManager.default.fileExists(atPath: dir + "/data/drawmusic/drawings.json"))
    // The shipped config restores them (tools reset: slot 1).
    try Binary.write("expect drawmusic.strokes 1\nexpect drawmusic.slot 1\ntap @drawmusic.slot.3\nexpect drawmusic.strokes 2\n", to: dir + "/load.script")
    r = try Binary.run(["--start", "drawmusic", "--data", dir + "/data", "--script", dir + "/load.script", "--out", dir])
    #expect(r.status == 0, "\(r.stderr)")
    // Long-press on the cloud: the launch state at once.
    try Binary.write("long-press @drawmusic.cloud\nexpect drawmusic.strokes 0\nexpect drawmusic.playhead <= 0.05\n", to: dir + "/reset.script")
    r = try Binary.run(["--start", "drawmusic", "--data", dir + "/data", "--script", dir + "/reset.script", "--out", dir])
    #expect(r.status == 0, "\(r.stderr)")
  }

  @Test func aCorruptDrawingsFileIsKeptAsideWithOneMessage() throws {
    let dir = try Binary.temporaryFolder()
    try FileManager.default.createDirectory(atPath: dir + "/data/drawmusic", withIntermediateDirectories: true)
    try Binary.write("{\"version\": 1, \"drawings\": [{\"strokes\": [{\"colour\": \"blue\", \"poi", to: dir + "/data/drawmusic/drawings.json")
    try Binary.write("expect drawmusic.strokes 0\npath 100 300 300 350 0.3\nexpect drawmusic.strokes 1\n", to: dir + "/s.script")
    let r = try Binary.run(["--start", "drawmusic", "--data", dir + "/data", "--script", dir + "/s.script", "--out", dir])
    #expect(r.status == 0, "\(r.stderr)")
    let warnings = r.stderr.split(separator: "\n").filter { $0.contains("drawings.json") }
    #expect(warnings.count == 1, "\(r.stderr)")
    #expect(warnings.first?.hasPrefix("homeview: warning: \(dir)/data/drawmusic/drawings.json:1:") == true, "\(r.stderr)")
    #expect(warnings.first?.contains("kept aside as \(dir)/data/drawmusic/drawings.json.corrupt") == true)
    #expect(FileManager.default.fileExists(atPath: dir + "/data/drawmusic/drawings.json.corrupt"))
    #expect(!FileManager.default.fileExists(atPath: dir + "/data/drawmusic/drawings.json"))
  }
}
