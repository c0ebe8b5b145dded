import Backends
import Foundation
import HomeModel
import HomeViewSession
import Testing

/// The screen-power policy over a fake backlight: off in the sleep window,
/// dimmed to the night level when it stays on, off after idle, the first
/// touch and an alert wake it.
@MainActor
struct ScreenPowerTests {
  func backlight() throws -> Backlight {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("homeview-sys-\(UUID().uuidString)").path
    let folder = root + "/class/backlight/rpi_backlight"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for (file, value) in [("max_brightness", "255"), ("brightness", "255"), ("bl_power", "0"), ("type", "raw")] {
      try (value + "\n").write(toFile: folder + "/" + file, atomically: true, encoding: .utf8)
    }
    return try #require(Backlight(named: "rpi_backlight", root: root))
  }

  let night = IdlePolicy(ambientAfter: 120, sleepFrom: 22 * 60 + 30, sleepTo: 6 * 60 + 30, nightLevel: 0.35)

  @Test func offThroughTheSleepWindowAndATouchWakesWithoutTapping() throws {
    var idle = night
    idle.screenOff = .sleepWindow
    let b = try backlight()
    let power = ScreenPower(backlight: b, now: 0)
    var displayOn: [Bool] = []
    power.display = { displayOn.append($0) }
    power.update(idle, minuteOfDay: 21 * 60, now: 1)
    #expect(!power.isOff && b.brightness == 255)
    power.update(idle, minuteOfDay: 23 * 60, now: 2)
    #expect(power.isOff && b.power == 4 && displayOn == [false])
    #expect(power.touched(now: 3), "the touch that wakes is swallowed")
    #expect(!power.isOff && b.power == 0 && b.brightness == 89 && displayOn == [false, true])
    #expect(!power.touched(now: 4), "later touches tap")
    // Woken in the window: on for the idle time, then off again.
    power.update(idle, minuteOfDay: 23 * 60 + 1, now: 60)
    #expect(!power.isOff)
    power.update(idle, minuteOfDay: 23 * 60 + 3, now: 125)
    #expect(power.isOff)
    // The window's end turns it on at full brightness.
    power.update(idle, minuteOfDay: 6 * 60 + 30, now: 30000)
    #expect(!power.isOff && b.brightness == 255)
  }

  @Test func neverOffDimsToTheNightLevelInTheWindow() throws {
    let b = try backlight()
    let power = ScreenPower(backlight: b, now: 0)
    power.update(night, minuteOfDay: 23 * 60, now: 1000)
    #expect(!power.isOff && b.brightness == 89)
  }

  @Test func offAfterIdleAndAnAlertWakes() throws {
    var idle = IdlePolicy()
    idle.screenOff = .afterIdle(seconds: 600)
    let b = try backlight()
    let power = ScreenPower(backlight: b, now: 0)
    #expect(power.nextCheck(idle, now: 10, secondsToNextMinute: 50) == 60)
    power.update(idle, minuteOfDay: 12 * 60, now: 599)
    #expect(!power.isOff)
    #expect(power.nextCheck(idle, now: 590, secondsToNextMinute: 50) == 600)
    power.update(idle, minuteOfDay: 12 * 60 + 10, now: 600)
    #expect(power.isOff)
    power.wake(now: 700)
    #expect(!power.isOff && b.power == 0)
    power.update(idle, minuteOfDay: 12 * 60 + 15, now: 900)
    #expect(!power.isOff, "an alert's wake lasts the idle time")
  }
}
