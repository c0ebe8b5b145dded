import Basics
import Faces
import Foundation
import HomeModel
import HomeViewTesting
import Runtime
import Settings
import Testing

/// Settings: every change is saved to settings.json, applies at once through
/// the reload, and is there again after a restart.
@MainActor
struct SettingsScreenTests {
  let registry = [PluginRegistration(FacesPlugin.self), PluginRegistration(SettingsPlugin.self)]

  func session(data: String? = nil) throws -> TestSession {
    var options = TestSession.Options()
    options.dataFolder = data
    return try TestSession(registry: registry, options: options)
  }

  /// The kit's reload source reads the config its session runs (two of the
  /// registry's plugins, the base screen, a test's clock and locale): a
  /// reload with nothing changed asks for no restart.
  @Test func aReloadOfTheKitsSessionFindsNothingToRestart() throws {
    var options = TestSession.Options()
    options.clock = .fixed(CivilTime(year: 2026, month: 3, day: 7, hour: 7, minute: 30))
    options.locale = DisplayLocale(temperatureUnit: .celsius, clockHours: 24)
    for t in [try session(), try TestSession(registry: registry, options: options)] {
      defer { t.stop() }
      let report = t.session.reload(from: try #require(t.session.reloadSource))
      #expect(report.refused == nil)
      #expect(report.needsRestart == [])
    }
  }

  @Test func changesApplyAtOnceAndSurviveARestart() throws {
    let t = try session()
    try t.open("settings")
    #expect(t.state("settings.sleep") == "off")
    #expect(t.state("settings.clicks") == "on")
    try t.tap("settings.sleep")
    try t.tap("settings.sleep.from.later")
    try t.tap("settings.screenoff.sleep")
    try t.tap("settings.night.down")
    try t.tap("settings.clicks")
    #expect(t.state("settings.message") == "")
    #expect(t.state("settings.sleep") == "23:00-06:30")
    #expect(t.state("settings.screenOff") == "sleep")
    #expect(t.state("settings.nightLevel") == "30")
    #expect(t.state("settings.clicks") == "off")
    // Applied: the running session's idle policy and clicks, the plugins' resource.
    #expect(t.session.config.idle.sleepFrom == 23 * 60)
    #expect(t.session.config.idle.screenOff == .sleepWindow)
    #expect(t.loop.audio.clicksEnabled == false)
    #expect(t.loop.plugins.allSatisfy { $0.context.resource(IdlePolicy.self)?.nightLevel == 0.3 })
    let folder = t.dataFolder
    t.stop()

    let again = try session(data: folder)
    defer { again.stop() }
    try again.open("settings")
    #expect(again.state("settings.sleep") == "23:00-06:30")
    #expect(again.state("settings.screenOff") == "sleep")
    #expect(again.state("settings.nightLevel") == "30")
    #expect(again.state("settings.clicks") == "off")
  }

  @Test func theSleepWindowSwitchesOffAndTheScreenOffModesCycle() throws {
    let t = try session()
    defer { t.stop() }
    try t.open("settings")
    try t.tap("settings.sleep")
    #expect(t.state("settings.sleep") == "22:30-06:30")
    try t.tap("settings.sleep")
    #expect(t.state("settings.sleep") == "off")
    try t.tap("settings.screenoff.idle")
    #expect(t.state("settings.screenOff") == "10")
    #expect(t.session.config.idle.screenOff == .afterIdle(seconds: 600))
    try t.tap("settings.screenoff.never")
    #expect(t.state("settings.screenOff") == "never")
  }

  @Test func aLongPressInTheFacesCornerOpensSettings() throws {
    let t = try session()
    defer { t.stop() }
    try t.start(at: "face")
    t.settle()
    try t.run("long-press 20 20\nwait 0.5")
    #expect(t.screen == "settings")
    try t.tap("settings.close")
    #expect(t.screen == "face")
    // The middle of the face is recognition's tap, not settings.
    try t.run("long-press 640 400\nwait 0.5")
    #expect(t.screen == "face")
  }
}
