import Backends
import Foundation
import Testing

/// The backlight under a fake /sys: which one `auto` picks for a connector,
/// and what it writes for the night level and for off.
struct BacklightTests {
  /// A /sys with `backlights` (name, type, max) and DRM connector folders.
  func sysfs(backlights: [(String, String, Int)], connectors: [String], underConnector: [String: String] = [:]) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("homeview-sys-\(UUID().uuidString)").path
    let fm = FileManager.default
    for (name, type, max) in backlights {
      let folder = root + "/class/backlight/" + name
      try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try "\(max)\n".write(toFile: folder + "/max_brightness", atomically: true, encoding: .utf8)
      try "\(max)\n".write(toFile: folder + "/brightness", atomically: true, encoding: .utf8)
      try "0\n".write(toFile: folder + "/bl_power", atomically: true, encoding: .utf8)
      try "\(type)\n".write(toFile: folder + "/type", atomically: true, encoding: .utf8)
    }
    for c in connectors { try fm.createDirectory(atPath: root + "/class/drm/card1-" + c, withIntermediateDirectories: true) }
    for (c, b) in underConnector { try fm.createDirectory(atPath: root + "/class/drm/card1-" + c + "/" + b, withIntermediateDirectories: true) }
    return root
  }

  @Test func autoPicksTheBuiltInPanelsBacklightAndNoneForHDMI() throws {
    let root = try sysfs(backlights: [("rpi_backlight", "raw", 255)], connectors: ["DSI-1", "HDMI-A-1"])
    #expect(Backlight.choose("auto", connector: "DSI-1", root: root)?.name == "rpi_backlight")
    #expect(Backlight.choose("auto", connector: "HDMI-A-1", root: root) == nil)
    #expect(Backlight.choose("none", connector: "DSI-1", root: root) == nil)
    #expect(Backlight.choose("rpi_backlight", connector: "HDMI-A-1", root: root)?.name == "rpi_backlight", "named, it is used on any connector")
    #expect(Backlight.choose("missing", connector: "DSI-1", root: root) == nil)
  }

  @Test func theConnectorsOwnBacklightWinsThenTheKernelsTypeRanking() throws {
    let root = try sysfs(
      backlights: [("acpi_video0", "firmware", 100), ("intel_backlight", "raw", 19200), ("10-0045", "raw", 31)],
      connectors: ["eDP-1", "DSI-1"], underConnector: ["eDP-1": "intel_backlight"])
    #expect(Backlight.choose("auto", connector: "eDP-1", root: root)?.name == "intel_backlight")
    #expect(Backlight.choose("auto", connector: "DSI-1", root: root)?.name == "acpi_video0")
  }

  @Test func nightLevelOffAndOnAgain() throws {
    let root = try sysfs(backlights: [("rpi_backlight", "raw", 255)], connectors: ["DSI-1"])
    let b = try #require(Backlight.choose("auto", connector: "DSI-1", root: root))
    #expect(b.set(on: true, level: 0.35))
    #expect(b.brightness == 89 && b.power == 0)
    #expect(b.set(on: false, level: 0.35))
    #expect(b.power == 4)
    #expect(b.brightness == 89, "off is bl_power; the level stays for the morning")
    #expect(b.set(on: true, level: 1))
    #expect(b.power == 0 && b.brightness == 255)
    // The lowest level is still one step: a lit panel is never black.
    b.set(on: true, level: 0.001)
    #expect(b.brightness == 1)
  }
}
