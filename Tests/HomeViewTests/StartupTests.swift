import Canvas
import Foundation
import Testing

/// Start-up reads and checks everything the files decide before it touches
/// anything, accepts exactly what check-config accepts, runs the whole demo
/// from the built-in defaults, and leaves no temporary data folder behind.
struct StartupTests {
  /// Configs (and settings.json files) that start-up and check-config must
  /// judge alike. nil settings: the data folder is empty.
  static let corpus: [(name: String, config: String, settings: String?, good: Bool)] = [
    ("empty", "{}", nil, true),
    ("dashboard", #"{"start": "dashboard"}"#, nil, true),
    ("dashboard-state", #"{"start": "dashboard:lights-on"}"#, nil, true),
    ("settings", "{}", #"{"idle": {"ambientAfterSeconds": 60}, "audio": {"clicks": false}}"#, true),
    ("upper-case", #"{"start": "GALLERY"}"#, nil, false),
    ("no-such-face", #"{"start": "face.nope"}"#, nil, false),
    ("path", #"{"start": "../../etc"}"#, nil, false),
    ("disabled-plugin", #"{"start": "home", "plugins": {"enabled": ["faces", "recognition"]}}"#, nil, false),
    ("refresh", #"{"panel": {"refresh": 1000}}"#, nil, false),
    ("bad-settings", "{}", #"{"idle": {"sleep": {"from": "25:00", "to": "06:30"}}}"#, false),
    ("unknown-settings-key", "{}", #"{"brightnes": 0.5}"#, false),
    ("bad-demo-script", #"{"demo": "bad.script"}"#, nil, false),
  ]

  /// A folder with the config (named after the case) and, if given, a data folder with its settings.json.
  func prepare(_ c: (name: String, config: String, settings: String?, good: Bool)) throws -> (dir: String, config: String, data: String) {
    let dir = try Binary.temporaryFolder()
    let config = dir + "/\(c.name).json"
    try Binary.write(c.config, to: config)
    try Binary.write("tap 10 10\njump 1 2\n", to: dir + "/bad.script")
    let data = dir + "/data"
    try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
    if let settings = c.settings { try Binary.write(settings, to: data + "/settings.json") }
    return (dir, config, data)
  }

  func entries(_ folder: String) -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() }

  @Test func checkConfigAndStartUpAcceptTheSameConfigs() throws {
    for c in Self.corpus {
      let checked = try prepare(c)
      let check = try Binary.run(["check-config", checked.config, "--data", checked.data], cwd: checked.dir)
      let started = try prepare(c)
      try Binary.write("wait 0.1\n", to: started.dir + "/tiny.script")
      let out = started.dir + "/out"
      let run = try Binary.run(
        ["--backend", "headless", "--config", started.config, "--data", started.data, "--script", started.dir + "/tiny.script", "--out", out],
        cwd: started.dir)
      #expect((check.status == 0) == c.good, "check-config on \(c.name): \(check.stderr)")
      #expect((run.status == 0) == c.good, "start-up on \(c.name): \(run.stderr)")
      guard !c.good else { continue }
      // The same message, naming the file (or the data folder's settings.json) and the key path…
      let checkError = check.stderr.split(separator: "\n").first { $0.contains("error:") }.map(String.init) ?? "(none)"
      let runError = run.stderr.split(separator: "\n").first { $0.contains("error:") }.map(String.init) ?? "(none)"
      #expect(
        checkError.replacingOccurrences(of: checked.dir, with: "DIR") == runError.replacingOccurrences(of: started.dir, with: "DIR"),
        "\(c.name)")
      let blamed = c.settings != nil ? "settings.json: " : c.name == "bad-demo-script" ? "bad.script:2: " : "\(c.name).json: "
      #expect(runError.contains(blamed), "\(c.name): \(runError)")
      // …and nothing touched: no output folder, no sound file, the data folder as it was.
      #expect(!FileManager.default.fileExists(atPath: out), "\(c.name) made \(out)")
      #expect(entries(started.data) == (c.settings == nil ? [] : ["settings.json"]), "\(c.name) wrote into the data folder")
    }
  }

  @Test func anEmptyFolderRunsTheWholeDemoFromTheBuiltInDefaults() throws {
    if FileManager.default.fileExists(atPath: "/etc/homeview/homeview.json") {
      print("StartupTests: SKIPPED the empty-folder demo: /etc/homeview/homeview.json exists on this machine")
      return
    }
    let empty = try Binary.temporaryFolder()
    let builtIn = try Binary.temporaryFolder(), shipped = try Binary.temporaryFolder()
    let a = try Binary.run(["--backend", "headless", "--out", builtIn], cwd: empty)
    #expect(a.status == 0, "\(a.stderr)")
    #expect(a.stderr.contains("using built-in defaults"))
    #expect(a.stderr.contains("played (built-in demo.script): 18 snapshots"), "\(a.stderr)")
    let b = try Binary.run(["--backend", "headless", "--out", shipped])
    #expect(b.status == 0, "\(b.stderr)")
    // The same pictures and sound as with the repository's config and files.
    #expect(entries(builtIn) == entries(shipped))
    for name in entries(shipped) {
      if name.hasSuffix(".png") {
        let bad = try pixelsDiffering(builtIn + "/" + name, shipped + "/" + name)
        #expect(bad == 0, "\(name): \(bad) pixels differ by more than \(GoldenTests.channelTolerance) with the built-in defaults")
      } else {
        let x = FileManager.default.contents(atPath: builtIn + "/" + name), y = FileManager.default.contents(atPath: shipped + "/" + name)
        #expect(x != nil && x == y, "\(name) differs with the built-in defaults")
      }
    }
    #expect(entries(empty).isEmpty, "the run wrote into the folder it ran in: \(entries(empty))")
  }

  /// Pixels whose channels differ by more than the goldens' tolerance. (The
  /// demo's home frames vary by a few levels from run to run, whatever the
  /// config: bytes cannot be compared there.)
  func pixelsDiffering(_ a: String, _ b: String) throws -> Int {
    let x = try Surface.load(path: a), y = try Surface.load(path: b)
    guard x.pixelWidth == y.pixelWidth, x.pixelHeight == y.pixelHeight else { return x.pixelWidth * x.pixelHeight }
    var bad = 0
    x.withPixels { px, rowX in
      y.withPixels { py, rowY in
        for row in 0..<x.pixelHeight {
          for col in 0..<x.pixelWidth {
            let u = px[row * rowX + col], v = py[row * rowY + col]
            for shift in stride(from: UInt32(0), through: 24, by: 8) {
              let cu = (u >> shift) & 0xFF, cv = (v >> shift) & 0xFF
              if (cu > cv ? cu - cv : cv - cu) > GoldenTests.channelTolerance {
                bad += 1
                break
              }
            }
          }
        }
      }
    }
    return bad
  }

  @Test(arguments: ["nowplaying", "home", "dashboard", "recipe.steps", "assistant.answer"])
  func everyScreenShowsItsDataWithNoConfigFile(_ id: String) throws {
    if FileManager.default.fileExists(atPath: "/etc/homeview/homeview.json") {
      print("StartupTests: SKIPPED \(id) without a config: /etc/homeview/homeview.json exists on this machine")
      return
    }
    let empty = try Binary.temporaryFolder()
    let a = try Binary.run(["snapshot", id, "--out", empty + "/built-in.png"], cwd: empty)
    #expect(a.status == 0, "\(a.stderr)")
    let b = try Binary.run(["snapshot", id, "--out", empty + "/shipped.png"])
    #expect(b.status == 0, "\(b.stderr)")
    let x = FileManager.default.contents(atPath: empty + "/built-in.png"), y = FileManager.default.contents(atPath: empty + "/shipped.png")
    #expect(x != nil && x == y, "\(id) looks different with no config file")
  }

  @Test func headlessRunsRemoveTheirTemporaryDataFolder() throws {
    let dir = try Binary.temporaryFolder()
    // The runs' temporary folders go under TMPDIR: this test's own, empty one.
    let tmp = try Binary.temporaryFolder()
    let env = ["TMPDIR": tmp]
    try Binary.write("tap @gallery.face.weather\nwait 1\n", to: dir + "/t.script")
    let run = try Binary.run(["--backend", "headless", "--start", "gallery", "--script", dir + "/t.script", "--out", dir + "/out"], environment: env)
    #expect(run.status == 0, "\(run.stderr)")
    let snapshot = try Binary.run(["snapshot", "face", "--out", dir + "/face.png"], environment: env)
    #expect(snapshot.status == 0, "\(snapshot.stderr)")
    let bench = try Binary.run(["bench", "--frames", "2", "--scenario", "face-static"], environment: env)
    #expect(bench.status == 0, "\(bench.stderr)")
    let refused = try Binary.run(["--backend", "headless", "--start", "nope", "--script", dir + "/t.script"], environment: env)
    #expect(refused.status == 2)
    #expect(entries(tmp).isEmpty, "left behind: \(entries(tmp))")

    let kept = try Binary.run(["--backend", "headless", "--keep-data", "--start", "gallery", "--script", dir + "/t.script", "--out", dir + "/out2"], environment: env)
    #expect(kept.status == 0, "\(kept.stderr)")
    let line = kept.stderr.split(separator: "\n").first { $0.contains("kept the data folder ") } ?? ""
    let path = String(line.split(separator: " ").last ?? "")
    #expect(path.hasPrefix(tmp + "/homeview-data-"), "\(kept.stderr)")
    #expect(FileManager.default.fileExists(atPath: path + "/faces/current-face"), "the kept folder holds what the run saved")
  }
}
