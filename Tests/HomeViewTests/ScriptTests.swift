import Foundation
import Testing

/// Gesture scripts played by the binary: errors with file:line, determinism,
/// `tap @id` at every size, the demo's snapshots.
struct ScriptTests {
  func play(_ script: String, _ extra: [String] = []) throws -> (Binary.Result, String) {
    let dir = try Binary.temporaryFolder()
    try Binary.write(script, to: dir + "/test.script")
    let r = try Binary.run(["--backend", "headless", "--start", "face", "--script", dir + "/test.script", "--out", dir + "/out"] + extra)
    return (r, dir)
  }

  func lastError(_ r: Binary.Result) -> String {
    r.stderr.split(separator: "\n").last { $0.hasPrefix("homeview: error: ") }.map { String($0.dropFirst("homeview: error: ".count)) } ?? ""
  }

  @Test func malformedLinesNameFileAndLine() throws {
    let (r, dir) = try play("wait 0.1\n# fine\ntap 10\n")
    #expect(r.status == 1)
    #expect(lastError(r) == "\(dir)/test.script:3: 'tap' takes X Y or @id")
    let (r2, dir2) = try play("wiat 1\n")
    #expect(lastError(r2) == "\(dir2)/test.script:1: unknown command 'wiat'")
    let (r3, dir3) = try play("drag 0 0 100 100 soon\n")
    #expect(lastError(r3) == "\(dir3)/test.script:1: 'soon' is not a number")
  }

  @Test func failedExpectationsNameFileAndLine() throws {
    let (r, dir) = try play("expect-screen face\nexpect-screen recognition\n")
    #expect(r.status == 1)
    #expect(lastError(r) == "\(dir)/test.script:2: expected screen 'recognition', but 'face' is on top")
    let (r2, dir2) = try play("expect face.time 10:10\n")
    #expect(lastError(r2) == "\(dir2)/test.script:1: expected face.time = 10:10, got 10:09")
    let (r3, dir3) = try play("tap @home.siri\n")
    #expect(lastError(r3) == "\(dir3)/test.script:1: no element @home.siri on screen 'face' (it has @face)")
    let (r4, dir4) = try play("expect navigator.depth >= 2\n")
    #expect(lastError(r4) == "\(dir4)/test.script:1: expected navigator.depth >= 2, got 1")
  }

  @Test func theSameScriptTwiceGivesByteIdenticalPNGs() throws {
    let script = "tap @face\nwait 0.2\nsnapshot mid\nwait 0.6\nsnapshot end\n"
    let (a, dirA) = try play(script)
    let (b, dirB) = try play(script)
    #expect(a.status == 0 && b.status == 0, "\(a.stderr) \(b.stderr)")
    for name in ["mid", "end"] {
      let x = try Data(contentsOf: URL(fileURLWithPath: "\(dirA)/out/\(name).png"))
      let y = try Data(contentsOf: URL(fileURLWithPath: "\(dirB)/out/\(name).png"))
      #expect(x.count > 10_000 && x == y, "\(name).png differs between runs")
    }
  }

  @Test(arguments: ["1280x800", "800x480", "720x1280"])
  func tapByIdLandsOnItsElementAtEverySize(size: String) throws {
    let (r, _) = try play("expect-screen face\ntap @face\nwait 0.5\nexpect-screen recognition\nexpect navigator.depth 2\n", ["--size", size])
    #expect(r.status == 0, "\(r.stderr)")
  }

  @Test func rotationTurnsThePanelIntoTheLogicalScreen() throws {
    let (r, dir) = try play("snapshot turned\n", ["--size", "720x1280", "--rotation", "90"])
    #expect(r.status == 0, "\(r.stderr)")
    let png = try Data(contentsOf: URL(fileURLWithPath: dir + "/out/turned.png"))
    // PNG IHDR: width at bytes 16…19, height at 20…23, big-endian.
    let w = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, h = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(w == 1280 && h == 720)
  }

  @Test func theDemoWalksTheWholePathByTouch() throws {
    let dir = try Binary.temporaryFolder()
    let r = try Binary.run(["--out", dir])
    #expect(r.status == 0, "\(r.stderr)")
    let names = [
      "01-gallery", "02-zoom-to-face", "03-face", "04-face-to-recognizing", "05-recognizing", "06-recognized", "07-home",
      "08-home-apps", "09-siri-listening", "10-siri-answer", "11-dashboard", "12-dashboard-air", "13-dashboard-lamp",
      "14-now-playing", "15-lyrics", "16-recipe", "17-ingredients", "18-recipe-steps",
    ]
    #expect(r.stderr.contains("\(names.count) snapshots in \(dir)/"))
    for name in names {
      #expect(FileManager.default.fileExists(atPath: "\(dir)/\(name).png"), "\(name).png")
    }
  }

  @Test func statsPrintTheBudgetTable() throws {
    let (r, _) = try play("tap @face\nwait 1\n", ["--stats"])
    #expect(r.status == 0)
    for row in ["input", "events", "update", "render", "present", "frame", "plugin faces", "plugin recognition", "frame cpu", "frame-thread CPU:", "face→recognition", "costliest frames by frame-thread CPU", "bus:", "cache:", "exec → first frame", "peak resident memory"] {
      #expect(r.stdout.contains(row), "--stats lacks '\(row)':\n\(r.stdout)")
    }
  }

  /// An explicit drm backend never falls back: with no card it says so, keeps
  /// looking, and stops cleanly on SIGTERM.
  @Test func explicitDRMWaitsForACardAndNeverFallsBack() throws {
    guard access("/dev/dri", F_OK) != 0 else { return }  // a machine with a card: the board test covers it
    let dir = try Binary.temporaryFolder()
    let config = dir + "/drm.json"
    try #"{ "drm": { "retrySeconds": 0.3 } }"#.write(toFile: config, atomically: true, encoding: .utf8)
    let p = Process()
    p.executableURL = URL(fileURLWithPath: Binary.path)
    p.arguments = ["--backend", "drm", "--config", config]
    let err = Pipe()
    p.standardError = err
    p.standardOutput = Pipe()
    try p.run()
    usleep(1_500_000)
    p.terminate()
    let e = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    #expect(p.terminationStatus == 0)
    #expect(e.contains("drm: no DRM card in /dev/dri"), "\(e)")
    #expect(e.contains("looking again every 0.3 s"), "\(e)")
    #expect(e.contains("drm: still no display (look 2)"), "\(e)")
    #expect(!e.contains("headless"), "\(e)")
  }

  @Test func autoFallsBackToHeadlessSayingWhy() throws {
    guard access("/dev/dri", F_OK) != 0 else { return }
    let dir = try Binary.temporaryFolder()
    try Binary.write("wait 0.1\n", to: dir + "/test.script")
    let r = try Binary.run(["--script", dir + "/test.script", "--out", dir + "/out"])
    #expect(r.status == 0)
    #expect(r.stderr.contains("no DRM card in /dev/dri: running headless"), "\(r.stderr)")
  }
}

struct MultiTouchScriptTests {
  /// A finger held through a wait lifts where it last was: a slow drag to the
  /// right on the home's app page pages back (lifted at 0,0 it would not).
  @Test func touchUpAfterAWaitLiftsWhereTheFingerWas() throws {
    let dir = try Binary.temporaryFolder()
    try Binary.write(
      "swipe left\nwait 1\nexpect-screen home.apps\ntouch-down 0 300 400\ntouch-move 0 600 400\ntouch-move 0 900 400\nwait 0.2\ntouch-up 0\nwait 1\nexpect-screen home\n",
      to: dir + "/t.script")
    let r = try Binary.run(["--start", "home", "--script", dir + "/t.script", "--out", dir])
    #expect(r.status == 0, "\(r.stderr)")
  }
}
