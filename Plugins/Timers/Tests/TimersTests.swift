import Basics
import Foundation
import HomeModel
import HomeViewTesting
import PluginRegistry
import Runtime
import Testing

@testable import Timers

/// The Timers plugin on its own: presets, pause, +1:00, cancel, the end's
/// chime, click and banner, and the settings' errors.
@MainActor
struct TimersTests {
  /// Every plugin (the built-in config starts on the gallery), at the points of 1280×800.
  static func session(data: String? = nil, clock: Clock.Mode? = nil, registry: [PluginRegistration]? = nil) throws -> TestSession {
    var options = TestSession.Options()
    options.panel = (640, 400)
    options.dataFolder = data
    options.clock = clock
    return try TestSession(registry: registry ?? PluginRegistry.all, options: options)
  }

  @Test func aPresetStartsATimerThatCountsDown() throws {
    let s = try Self.session()
    defer { s.stop() }
    try s.open("timers")
    #expect(s.state("timers.count") == "0")
    try s.tap("timers.preset.0")
    #expect(s.state("timers.count") == "1")
    #expect(s.state("timers.0") == "Tea running 4:00")
    s.advance(61)
    #expect(s.state("timers.0") == "Tea running 2:59")
  }

  @Test func pauseHoldsTheTimeAndPlayGoesOn() throws {
    let s = try Self.session()
    defer { s.stop() }
    try s.open("timers")
    try s.tap("timers.preset.1")
    s.advance(10)
    try s.tap("timers.0.pause")
    let paused = try #require(s.state("timers.0"))
    #expect(paused.hasPrefix("Eggs paused 5:5"))
    s.advance(30)
    #expect(s.state("timers.0") == paused)
    try s.tap("timers.0.pause")
    #expect(s.state("timers.0")?.hasPrefix("Eggs running 5:5") == true)
  }

  @Test func addAMinuteAndCancel() throws {
    let s = try Self.session()
    defer { s.stop() }
    try s.open("timers")
    try s.tap("timers.preset.0")
    try s.tap("timers.preset.2")
    try s.tap("timers.0.add")
    // 4:00, less the taps' moments, and a minute.
    #expect(["Tea running 5:00", "Tea running 4:59"].contains(s.state("timers.0") ?? ""))
    try s.tap("timers.0.cancel")
    #expect(s.state("timers.count") == "1")
    #expect(s.state("timers.0")?.hasPrefix("Pasta running") == true)
  }

  @Test func atMostSixTimers() throws {
    let s = try Self.session()
    defer { s.stop() }
    try s.open("timers")
    for _ in 0..<8 { try s.tap("timers.preset.0") }
    #expect(s.state("timers.count") == "6")
  }

  /// At the end: the chime (eight notes), a click, and the banner over any
  /// screen until a tap on it dismisses it; the card stays, "ended".
  @Test func theEndChimesAndABannerShowsOverAnyScreenUntilTapped() throws {
    let s = try Self.session()
    defer { s.stop() }
    try s.open("timers")
    try s.tap("timers.preset.0")
    try s.tap("timers.close")
    s.advance(1)
    try s.start(at: "dashboard")
    s.settle()
    let (notes, clicks) = (s.notesPlayed, s.clicksPlayed)
    s.advance(4 * 60)
    #expect(s.notesPlayed - notes == 8)
    #expect(s.clicksPlayed - clicks == 1)
    #expect(s.state("timers.banner") == "Tea is done")
    // Whatever shows by now (the dashboard, or ambient mode after its idle
    // time), a tap on the banner is the banner's, not the screen's.
    let under = s.screen
    #expect(under != "timers")
    try s.tap("timers.banner")
    s.advance(0.5)
    #expect(s.state("timers.banner") == nil)
    #expect(s.screen == under)
    try s.start(at: "timers")
    s.settle()
    #expect(s.state("timers.0") == "Tea ended")
    #expect(s.state("timers.banner") == "none")
  }

  @Test func theBannerIsDrawnAndGoesWhenDismissed() throws {
    let s = try Self.session()
    defer { s.stop() }
    try s.start(at: "timers:done")
    s.settle()
    let banner = s.snapshot()
    try s.tap("timers.banner")
    s.settle()
    let (bad, _, _) = Golden.difference(banner, s.snapshot())
    #expect(bad > 1000, "dismissing the banner changed \(bad) pixels")
    #expect(s.state("timers.1") == "Tea ended")
  }

  @Test func presetsComeFromTheConfigSection() throws {
    let node = try ConfigNode.parse(#"{"presets": [{"name": "Soup", "minutes": 25}]}"#, file: "homeview.json")
    let settings = try TimersPlugin.settings(from: node)
    #expect(settings.presets == [TimersSettings.Preset(name: "Soup", seconds: 1500)])
    #expect(try TimersPlugin.settings(from: nil).presets.count == 4)
  }

  @Test(arguments: [
    (#"{"presets": [{"name": "Soup", "minutes": 0}]}"#, "homeview.json: presets[0].minutes:"),
    (#"{"presets": [{"name": "", "minutes": 3}]}"#, "homeview.json: presets[0].name:"),
    (#"{"presets": [{"name": "Soup", "minutes": 3, "colour": 1}]}"#, "homeview.json: presets[0].colour: unknown key"),
    (#"{"preset": []}"#, "homeview.json: preset"),
  ])
  func badPresetsAreRefusedWithTheirKeyPath(text: String, prefix: String) throws {
    let node = try ConfigNode.parse(text, file: "homeview.json")
    #expect {
      _ = try TimersPlugin.settings(from: node)
    } throws: { error in
      (error as? ConfigError)?.description.hasPrefix(prefix) == true
    }
  }

  @Test func theClockText() {
    #expect(KitchenTimer.clock(0) == "0:00")
    #expect(KitchenTimer.clock(0.2) == "0:01")
    #expect(KitchenTimer.clock(599.5) == "10:00")
    #expect(KitchenTimer.clock(3725) == "1:02:05")
    #expect(KitchenTimer.clock(1e9) == "23:59:59")
    #expect(KitchenTimer.clock(.nan) == "0:00")
  }
}
