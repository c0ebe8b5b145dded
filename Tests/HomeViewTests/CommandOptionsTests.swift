import Foundation
import Testing

/// Each command takes its own options and refuses, by name, one that means
/// nothing to it; valid command lines parse as they always did.
struct CommandOptionsTests {
  func refused(_ words: [String], option: String, command: String) throws {
    let r = try Binary.run(words)
    #expect(r.status == 2, "\(words) was taken: \(r.stderr)")
    #expect(r.stderr.contains("homeview: error: '\(option)' is not an option of 'homeview \(command)' (it takes "), "\(words): \(r.stderr)")
    #expect(r.stdout.isEmpty)
  }

  @Test func optionsOfAnotherCommandAreRefusedNamingTheOptionAndTheCommand() throws {
    try refused(["snapshot", "face", "--stats"], option: "--stats", command: "snapshot")
    try refused(["sound-check", "--size", "300x200"], option: "--size", command: "sound-check")
    try refused(["check-config", "Config/homeview.json", "--frames", "3"], option: "--frames", command: "check-config")
    try refused(["--hours", "2"], option: "--hours", command: "run")
    try refused(["run", "--list"], option: "--list", command: "run")
    try refused(["bench", "--trace-input"], option: "--trace-input", command: "bench")
    try refused(["soak", "--out", "x"], option: "--out", command: "soak")
  }

  @Test func theRefusalListsWhatTheCommandTakes() throws {
    let r = try Binary.run(["sound-check", "--start", "face"])
    #expect(r.stderr.contains("(it takes --config, --device, --out)"), "\(r.stderr)")
  }

  @Test func aBackendTheCommandCannotUseIsRefused() throws {
    let bench = try Binary.run(["bench", "--backend", "window"])
    #expect(bench.status == 2)
    #expect(bench.stderr.contains("--backend 'window' is not for 'homeview bench' (it runs headless or drm)"), "\(bench.stderr)")
    let snapshot = try Binary.run(["snapshot", "face", "--backend", "drm"])
    #expect(snapshot.status == 2)
    #expect(snapshot.stderr.contains("--backend 'drm' is not for 'homeview snapshot' (it runs headless)"), "\(snapshot.stderr)")
  }

  @Test func unknownOptionsAndMissingValuesStayUsageErrors() throws {
    let unknown = try Binary.run(["snapshot", "face", "--sise", "10x10"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.hasPrefix("homeview: error: unknown option '--sise'"))
    let missing = try Binary.run(["bench", "--frames"])
    #expect(missing.status == 2)
    #expect(missing.stderr.hasPrefix("homeview: error: --frames needs a value"))
    let twoScreens = try Binary.run(["snapshot", "face", "gallery"])
    #expect(twoScreens.status == 2)
    #expect(twoScreens.stderr.hasPrefix("homeview: error: snapshot takes one screen id (or --list)"))
  }

  @Test func checkConfigTakesItsFileAndTheDataFolder() throws {
    let data = NSTemporaryDirectory() + "homeview-check-config-\(getpid())"
    try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: data) }
    let r = try Binary.run(["check-config", "Config/homeview.json", "--data", data])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.hasPrefix("Config/homeview.json: ok ("), "\(r.stdout)")
  }
}
