import Foundation
import Testing

struct CommandTests {
  @Test func snapshotListPrintsOneIdPerLineAndNothingElse() throws {
    let r = try Binary.run(["snapshot", "--list"])
    #expect(r.status == 0)
    // One line per plugin (in registry order), then Art's pictures.
    let faces = [
      "coral-serif", "home-glass", "beagle-red", "garden-portrait", "calendar", "summer-memory", "weather",
      "yellow-cardigan", "blobs", "brick-runner", "pink-analog", "green-numerals", "beagle-doghouse", "street-hug",
      "home-purple", "golden-hour", "day-dashboard", "dad-son",
    ]
    let people = ["grandma", "amira", "leo", "mei", "dev", "sophie"]
    let scenes = ["garden-portrait", "summer-memory", "yellow-cardigan", "brick-runner", "street-hug", "golden-hour"]
    var ids: [String] = []
    // Memories renders from the photo folder; the gallery shows it only when one is configured.
    ids += ["gallery", "face", "ambient"] + faces.map { "face." + $0 } + ["face.memories"]
    ids += ["recognition"]
    ids += ["home", "home.apps"]
    ids += ["assistant", "assistant.answer", "assistant.route"]
    ids += ["dashboard", "dashboard:lights-on", "dashboard.air", "dashboard.lamp", "dashboard.all", "doorbell"]
    ids += ["nowplaying", "nowplaying:menu", "nowplaying.lyrics", "nowplaying.queue", "podcasts"]
    ids += ["recipe", "recipe.ingredients", "recipe.steps"]
    ids += ["drawmusic"]
    ids += ["timers", "timers:kitchen", "timers:done"]
    ids += ["calendar", "calendar:week", "calendar:offline", "reminders", "reminders:lists", "reminders:refused"]
    ids += ["weather", "weather:stale"]
    ids += ["settings", "calibrate", "welcome", "welcome:people", "welcome:face", "welcome:done"]
    ids += ["dad-son", "dad-son-sky"].map { "art." + $0 }
    ids += scenes.map { "art." + $0 }
    ids += ["beagle-sitting", "beagle-doghouse", "icons", "avatars"].map { "art." + $0 }
    ids += ["sophie-wallpaper", "siri-orb"].map { "art." + $0 }
    ids += people.map { "art.avatar-" + $0 }
    ids += ["album-rainbow", "soup"].map { "art." + $0 }
    ids += ["amber-wallpaper"].map { "art." + $0 }
    ids += ["map", "assistant-orb"].map { "art." + $0 }
    #expect(r.stdout == ids.joined(separator: "\n") + "\n")
  }

  /// The bench's whole run (a process per scenario, their rows collected, the
  /// raw-Cairo baseline, the synth, the onset line, first frame, peak memory)
  /// over a static face and both MQTT scenarios, at 3 frames. The full bench
  /// is `homeview bench` itself: here it spent most of the unit stage's CPU,
  /// and every plugin scenario already runs 90 frames in the conformance suite.
  @Test func benchPrintsScenariosBesideTheRawCairoBaseline() throws {
    let chosen = ["faces/face-static", "mqtt/message-to-pixels", "mqtt/flood-2000-per-second"]
    let r = try Binary.run(["bench", "--frames", "3", "--scenario", chosen.joined(separator: ",")])
    #expect(r.status == 0, "\(r.stderr)")
    for row in chosen + ["drawmusic: crossing → onset error in the WAV", "message → pixels", "baseline/raw-cairo-full-redraw", "baseline/full-frame-copy", "cpu p99.9", "cpu>4.2", "audio/synth-16-voices-256-frames", "synth: 16 voices, 256-frame block", "exec → first frame", "peak resident memory"] {
      #expect(r.stdout.contains(row), "bench lacks '\(row)':\n\(r.stdout)")
    }
    // Only the chosen scenarios ran, each in its own process.
    #expect(!r.stdout.contains("faces/gallery-drift"))
    let staticRow = r.stdout.split(separator: "\n").first { $0.hasPrefix("faces/face-static") } ?? ""
    #expect(staticRow.contains(" 0/3 "), "a static face draws no frames: \(staticRow)")
  }

  /// `--skip` leaves scenarios out of a run (the board leaves out the big
  /// drawings' repeats); a name it does not know is an error, not a no-op.
  @Test func benchSkipsTheScenariosItIsTold() throws {
    let r = try Binary.run(["bench", "--frames", "3", "--scenario", "faces/face-static,calendar/calendar-week", "--skip", "calendar-week"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.contains("faces/face-static "), "\(r.stdout)")
    #expect(!r.stdout.contains("calendar/calendar-week "), "a skipped scenario ran:\n\(r.stdout)")
    let bad = try Binary.run(["bench", "--frames", "3", "--skip", "no-such-scenario"])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("--skip: no bench scenario 'no-such-scenario'"), "\(bad.stderr)")
  }

  /// `--trace`: a line per measured frame after the scenario's name, with
  /// where its time went; a scenario run alone prints its row and nothing of
  /// the whole run's. (The turning ring draws every frame: a scenario whose
  /// frames may draw nothing, between two swipes, has no plugin time to show.)
  @Test func benchTracesEveryMeasuredFrame() throws {
    let r = try Binary.run(["bench", "--frames", "3", "--scenario", "recognition/recognition-ring", "--trace"])
    #expect(r.status == 0, "\(r.stderr)")
    let lines = r.stdout.split(separator: "\n").filter { $0.hasPrefix("recognition/recognition-ring frame ") }
    #expect(lines.count == 3, "\(r.stdout)")
    for (i, line) in lines.enumerated() {
      #expect(line.hasPrefix("recognition/recognition-ring frame \(i + 1): wall "), "\(line)")
      for part in ["cpu ", "user ", "system ", "page faults", "render ", "; recognition "] { #expect(line.contains(part), "'\(part)' missing: \(line)") }
    }
    #expect(!r.stdout.contains("baseline/raw-cairo-full-redraw"), "a scenario alone ran the baselines:\n\(r.stdout)")
  }

  /// The whole bench runs every plugin's scenarios, the first visits and the
  /// MQTT figures: the list it runs is the one an unknown name is told.
  @Test func benchKnowsEveryScenario() throws {
    let r = try Binary.run(["bench", "--scenario", "faces/face-static,no-such-scenario"])
    #expect(r.status == 2)
    #expect(r.stderr.contains("no bench scenario 'no-such-scenario'"), "\(r.stderr)")
    #expect(!r.stdout.contains("faces/face-static "), "a bad list runs nothing:\n\(r.stdout)")
    for name in ["faces/gallery-drift", "faces/face-static", "faces/face-to-recognition", "recognition/recognition-ring", "assistant/assistant-listening", "drawmusic/drawing-300-strokes", "timers/timers-counting", "first-visit/face-to-recognition", "mqtt/message-to-pixels", "mqtt/flood-2000-per-second"] {
      #expect(r.stderr.contains(name), "bench does not know '\(name)':\n\(r.stderr)")
    }
  }

  @Test func helpDocumentsEveryCommand() throws {
    let r = try Binary.run(["--help"])
    #expect(r.status == 0)
    for word in ["snapshot ID --out", "snapshot --list", "bench", "check-config", "sound-check [--out F.wav]", "--device NAME", "--rotation", "touch-down SLOT X Y", "expect KEY >= N"] {
      #expect(r.stdout.contains(word), "--help lacks '\(word)'")
    }
  }

  @Test func unknownOptionsAreUsageErrors() throws {
    let r = try Binary.run(["--sise", "10x10"])
    #expect(r.status == 2)
    #expect(r.stderr.hasPrefix("homeview: error: unknown option '--sise'"))
  }
}
