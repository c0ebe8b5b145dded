import Foundation
import HomeViewTesting
import PluginRegistry
import Testing

/// The dashboard by touch, as gesture scripts played from `--start
/// dashboard`: chevrons, drags, toggles, the pages, and the values kept in the
/// data folder across restarts.
@MainActor
struct DashboardScriptTests {
  /// Plays `script` on a fresh session of every plugin started on the
  /// dashboard; a failed `expect` throws with its line.
  func play(_ script: String, data: String? = nil, panel: (width: Int, height: Int) = (1280, 800)) throws {
    var options = TestSession.Options()
    options.dataFolder = data
    options.panel = panel
    try TestSession.play(script, startingAt: "dashboard", registry: PluginRegistry.all, options: options)
  }

  @Test func theChevronsStepTheTemperatureByOneWithAClick() throws {
    try play(
      """
      expect dashboard.temperature 68
      tap @dashboard.up
      wait 0.5
      expect dashboard.temperature 69
      tap @dashboard.down
      wait 0.5
      expect dashboard.temperature 68
      expect audio.clicks 2
      """)
  }

  @Test func theElementsAreReachableAtEverySize() throws {
    try play(
      "tap @dashboard.up\nwait 0.5\nexpect dashboard.temperature 69\nswipe left\nwait 1\ntap @dashboard.air.up\nwait 0.5\nexpect dashboard.air.target 75\n",
      panel: (800, 480))
  }

  @Test func aVerticalDragOnTheBigTileChangesTheTemperatureContinuously() throws {
    // 140 pt up at one degree per 18 pt: seven degrees, one click each.
    try play(
      "drag 400 300 400 160 0.5\nwait 0.5\nexpect dashboard.temperature 75\nexpect audio.clicks 7\ndrag 400 160 400 250 0.5\nwait 0.5\nexpect dashboard.temperature 70\n")
  }

  @Test func theLockAndTheLightsToggle() throws {
    try play(
      """
      expect dashboard.locked true
      tap @dashboard.lock
      wait 0.5
      expect dashboard.locked false
      tap @dashboard.lock
      wait 0.5
      expect dashboard.locked true
      expect dashboard.lights off
      tap @dashboard.lights
      wait 0.5
      expect dashboard.lights on
      """)
  }

  @Test func swipingLeftPagesToTheAirWhoseDownChevronCountsSeventyFourToSeventyTwo() throws {
    try play(
      """
      expect dashboard.page dashboard
      swipe left
      wait 1
      expect-screen dashboard
      expect dashboard.page dashboard.air
      expect dashboard.air.target 74
      tap @dashboard.air.down
      wait 0.5
      expect dashboard.air.target 73
      tap @dashboard.air.down
      wait 0.5
      expect dashboard.air.target 72
      swipe right
      wait 1
      expect dashboard.page dashboard
      """)
  }

  @Test func thePagesSlideWithTheFinger() throws {
    try play(
      """
      touch-down 0 900 400
      touch-move 0 850 400
      touch-move 0 800 400
      touch-move 0 700 400
      wait 0.1
      expect dashboard.scroll 200
      expect dashboard.page dashboard
      touch-move 0 300 400
      touch-up 0
      wait 1
      expect dashboard.page dashboard.air
      expect dashboard.scroll 1280
      """)
  }

  @Test func draggingUpOnTheLampRaisesItsBrightness() throws {
    try play(
      """
      swipe left
      wait 1
      swipe left
      wait 1
      expect dashboard.page dashboard.lamp
      expect dashboard.lamp.brightness 35
      drag 640 600 640 480 0.5
      wait 0.5
      expect dashboard.lamp >= 46
      expect dashboard.lamp.brightness <= 60
      tap @dashboard.lamp
      wait 0.5
      expect dashboard.lamp 0
      tap @dashboard.lamp
      wait 0.5
      expect dashboard.lamp 35
      """)
  }

  @Test func theValuesSurviveARestart() throws {
    let s = try TestSession.started(at: "dashboard", registry: PluginRegistry.all)
    try s.run("tap @dashboard.up\nwait 0.5\ntap @dashboard.lights\ntap @dashboard.lock\nwait 0.5\nswipe left\nwait 1\ntap @dashboard.air.down\nwait 0.5\n")
    s.stop()
    let saved = try String(contentsOfFile: s.dataFolder + "/dashboard/accessories.json", encoding: .utf8)
    #expect(saved.contains(#""thermostat.living-room": { "target": 69 }"#), "\(saved)")
    try play(
      "expect dashboard.temperature 69\nexpect dashboard.lights on\nexpect dashboard.locked false\nexpect dashboard.air.target 73\nexpect dashboard.lamp 35\n",
      data: s.dataFolder)
  }
}
