import Foundation
import Testing

/// The Home dashboard through the binary, by touch: chevrons, drags, toggles,
/// the pages, and the values kept in the data folder across restarts.
struct DashboardTests {
  /// Plays `script` starting on `start`; returns the result and the run's folder.
  func run(_ script: String, start: String = "dashboard", data: String? = nil, _ extra: [String] = []) throws -> (Binary.Result, String) {
    let dir = try Binary.temporaryFolder()
    try Binary.write(script, to: dir + "/test.script")
    var args = ["--script", dir + "/test.script", "--out", dir + "/out", "--start", start] + extra
    if let data { args += ["--data", data] }
    return (try Binary.run(args), dir)
  }

  @Test func theChevronsStepTheTemperatureByOneWithAClick() throws {
    let (r, _) = try run(
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
    #expect(r.status == 0, "\(r.stderr)")
  }

  @Test func theElementsAreReachableAtEverySize() throws {
    let (r, _) = try run("tap @dashboard.up\nwait 0.5\nexpect dashboard.temperature 69\nswipe left\nwait 1\ntap @dashboard.air.up\nwait 0.5\nexpect dashboard.air.target 75\n", ["--size", "800x480"])
    #expect(r.status == 0, "\(r.stderr)")
  }

  @Test func aVerticalDragOnTheBigTileChangesTheTemperatureContinuously() throws {
    // 140 pt up at one degree per 18 pt: seven degrees, one click each.
    let (r, _) = try run("drag 400 300 400 160 0.5\nwait 0.5\nexpect dashboard.temperature 75\nexpect audio.clicks 7\ndrag 400 160 400 250 0.5\nwait 0.5\nexpect dashboard.temperature 70\n")
    #expect(r.status == 0, "\(r.stderr)")
  }

  @Test func theLockAndTheLightsToggle() throws {
    let (r, _) = try run(
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
    #expect(r.status == 0, "\(r.stderr)")
  }

  @Test func swipingLeftPagesToTheAirWhoseDownChevronCountsSeventyFourToSeventyTwo() throws {
    let (r, _) = try run(
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
    #expect(r.status == 0, "\(r.stderr)")
  }

  @Test func thePagesSlideWithTheFinger() throws {
    let (r, _) = try run(
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
    #expect(r.status == 0, "\(r.stderr)")
  }

  @Test func draggingUpOnTheLampRaisesItsBrightness() throws {
    let (r, _) = try run(
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
    #expect(r.status == 0, "\(r.stderr)")
  }

  @Test func theValuesSurviveARestart() throws {
    let data = try Binary.temporaryFolder()
    let (r, _) = try run("tap @dashboard.up\nwait 0.5\ntap @dashboard.lights\ntap @dashboard.lock\nwait 0.5\nswipe left\nwait 1\ntap @dashboard.air.down\nwait 0.5\n", data: data)
    #expect(r.status == 0, "\(r.stderr)")
    let saved = try String(contentsOfFile: data + "/dashboard/accessories.json", encoding: .utf8)
    #expect(saved.contains(#""thermostat.living-room": { "target": 69 }"#), "\(saved)")
    let (again, _) = try run(
      "expect dashboard.temperature 69\nexpect dashboard.lights on\nexpect dashboard.locked false\nexpect dashboard.air.target 73\nexpect dashboard.lamp 35\n", data: data)
    #expect(again.status == 0, "\(again.stderr)")
  }

  @Test(arguments: [
    ("{ \"thermostat.living-room\": { \"target\": 69 ", "accessories.json:1:"),
    (#"{ "thermostat.living-room": { "target": "warm" } }"#, "accessories.json: thermostat.living-room.target: expected a whole number, found a string"),
    (#"{ "thermostat.living-room": { "target": 120 } }"#, "accessories.json: thermostat.living-room.target: 120 is out of range (50…90)"),
  ])
  func aCorruptSavedFileIsReportedAndKeptAside(_ text: String, _ report: String) throws {
    let data = try Binary.temporaryFolder()
    try FileManager.default.createDirectory(atPath: data + "/dashboard", withIntermediateDirectories: true)
    try Binary.write(text, to: data + "/dashboard/accessories.json")
    let (r, _) = try run("expect dashboard.temperature 68\n", data: data)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stderr.contains(data + "/dashboard/" + report), "\(r.stderr)")
    #expect(r.stderr.contains("kept aside as \(data)/dashboard/accessories.json.corrupt"), "\(r.stderr)")
    #expect(try String(contentsOfFile: data + "/dashboard/accessories.json.corrupt", encoding: .utf8) == text, "the user's file is not lost")
  }

  @Test func theRollingNumberRedrawsOnlyItsOwnRect() throws {
    let r = try Binary.run(["bench", "--scenario", "rolling-digits", "--frames", "120"])
    #expect(r.status == 0, "\(r.stderr)")
    let row = r.stdout.split(separator: "\n").first { $0.hasPrefix("dashboard/rolling-digits") }.map(String.init) ?? ""
    // Columns: name, p50, p99, max, budget share, drawn, redrawn %, first frame.
    let words = row.split(separator: " ").map(String.init)
    let redrawn = words.firstIndex(where: { $0.contains("/120") }).flatMap { Double(words[$0 + 1]) }
    #expect(redrawn != nil && redrawn! > 0 && redrawn! < 10, "the number's band is a few % of the screen: \(row)")
  }
}
