import Backends
import Basics
import Runtime
import Testing

/// The `drm` and `input` config sections: mistakes name file, key path and problem.
struct BackendSettingsTests {
  func node(_ json: String) throws -> ConfigNode {
    let root = try ConfigNode.parse(json, file: "hv.json")
    return try root.object(keys: ["drm", "input"]).optional(json.contains("\"drm\"") ? "drm" : "input")!
  }

  func drmError(_ json: String) throws -> String {
    do {
      _ = try DRMSettings.decode(try node(json))
      return ""
    } catch { return "\(error)" }
  }

  func inputError(_ json: String) throws -> String {
    do {
      _ = try InputSettings.decode(try node(json))
      return ""
    } catch { return "\(error)" }
  }

  @Test func defaults() throws {
    let d = try DRMSettings.decode(nil)
    #expect(d.card == nil && d.connector == nil && d.mode == nil && d.api == .auto && d.retrySeconds == 3)
    let i = try InputSettings.decode(nil)
    #expect(i.seat == "seat0" && i.devices.isEmpty && i.pointerAsTouch)
  }

  @Test func aFullDRMSection() throws {
    let d = try DRMSettings.decode(
      try node(#"{"drm": {"card": "/dev/dri/card1", "connector": "DSI-1", "mode": "800x480@60", "api": "legacy", "retrySeconds": 5}}"#))
    #expect(d.card == "/dev/dri/card1" && d.connector == "DSI-1" && d.api == .legacy && d.retrySeconds == 5)
    #expect(d.mode?.width == 800 && d.mode?.height == 480 && d.mode?.refresh == 60)
    let m = try DRMSettings.decode(try node(#"{"drm": {"mode": "1280x800"}}"#))
    #expect(m.mode?.width == 1280 && m.mode?.refresh == nil)
  }

  @Test func drmMistakes() throws {
    #expect(try drmError(#"{"drm": {"cards": "/dev/dri/card0"}}"#) == "hv.json: drm.cards: unknown key (known keys: card, connector, mode, api, retrySeconds)")
    #expect(try drmError(#"{"drm": {"card": "/dev/fb0"}}"#) == "hv.json: drm.card: '/dev/fb0' is not a DRM card node like /dev/dri/card0")
    #expect(try drmError(#"{"drm": {"mode": "1280*800"}}"#) == "hv.json: drm.mode: '1280*800' is not a mode like 1280x800 or 1280x800@60")
    #expect(try drmError(#"{"drm": {"mode": "1280x800@"}}"#) == "hv.json: drm.mode: '1280x800@' is not a mode like 1280x800 or 1280x800@60")
    #expect(try drmError(#"{"drm": {"api": "fast"}}"#) == "hv.json: drm.api: 'fast' is not one of: auto, atomic, legacy")
    #expect(try drmError(#"{"drm": {"retrySeconds": 0}}"#) == "hv.json: drm.retrySeconds: 0 is out of range (0.2…600)")
    #expect(try drmError(#"{"drm": {"connector": 1}}"#) == "hv.json: drm.connector: expected a string, found a number")
  }

  @Test func aFullInputSection() throws {
    let i = try InputSettings.decode(try node(#"{"input": {"seat": "seat1", "devices": ["/dev/input/event3"], "pointerAsTouch": false}}"#))
    #expect(i.seat == "seat1" && i.devices == ["/dev/input/event3"] && !i.pointerAsTouch)
  }

  @Test func inputMistakes() throws {
    #expect(try inputError(#"{"input": {"devices": ["/dev/event3"]}}"#) == "hv.json: input.devices[0]: '/dev/event3' is not an input device node like /dev/input/event0")
    #expect(try inputError(#"{"input": {"devices": "/dev/input/event3"}}"#) == "hv.json: input.devices: expected an array, found a string")
    #expect(try inputError(#"{"input": {"seat": ""}}"#) == "hv.json: input.seat: empty seat name (the default is seat0)")
    #expect(try inputError(#"{"input": {"touch": true}}"#) == "hv.json: input.touch: unknown key (known keys: seat, devices, pointerAsTouch)")
  }
}
