public import Basics
public import Runtime
import Canvas
import HomeModel

/// The device's own screens: Settings (touch calibration, the sleep schedule
/// and when the screen goes off, night brightness, UI clicks, about) and the
/// full-screen touch calibration. Both read and change the device through the
/// `DeviceControl` resource the session provides (never a backend); every
/// change is saved to the data folder's settings.json and applied at once
/// through the session's reload.
public final class SettingsPlugin: Plugin {
  public static let manifest = PluginManifest(
    name: "settings",
    screens: [.settings, .calibrate],
    // Calibration started on its own (`homeview calibrate`) ends on the face.
    navigatesTo: [.face],
    appEntries: [
      AppEntry(name: "settings", title: "Settings", route: .settings, icon: "gearshape.fill", colors: [0x9A9AA0, 0x5E5E63])
    ],
    // "Stays on" is the default: another choice first, so the tap shows.
    elements: SettingsScreen.elementIDs.map {
      ElementDeclaration($0, on: "settings", prefix: $0 == "settings.screenoff.never" ? "tap @settings.screenoff.sleep\n" : "")
    }
      + [
        ElementDeclaration("calibrate.target", on: "calibrate"),
        ElementDeclaration("calibrate.cancel", on: "calibrate"),
        ElementDeclaration("calibrate.check", on: "calibrate", prefix: CalibrationScreen.touchAllTargets),
        ElementDeclaration("calibrate.again", on: "calibrate", prefix: CalibrationScreen.touchAllTargets + "tap @calibrate.check\n"),
        ElementDeclaration("calibrate.save", on: "calibrate", prefix: CalibrationScreen.touchAllTargets + "tap @calibrate.check\n"),
        ElementDeclaration(
          "calibrate.done", on: "calibrate", prefix: CalibrationScreen.touchAllTargets + "tap @calibrate.check\ntap @calibrate.save\n"),
      ],
    stateKeys: ["sleep", "screenOff", "nightLevel", "clicks", "message"].map { StateKeyDeclaration("settings." + $0, on: "settings") }
      + ["step", "retries", "matrix", "checkError"].map { StateKeyDeclaration("calibrate." + $0, on: "calibrate") })
  public static let requiredResources = [ResourceRequirement(DeviceControl.self)]

  public static func settings(from section: ConfigNode?) throws(ConfigError) -> NoSettings { try NoSettings.decode(section) }

  let context: PluginContext
  private(set) var device: DeviceControl

  public init(context: PluginContext, settings: NoSettings) {
    self.context = context
    device = context.required(DeviceControl.self)
  }

  public func start() {
    context.subscribe(SettingsRequested.self) { [unowned self] _ in
      guard context.navigator.topID != ScreenRoute.settings.screen else { return }
      context.navigator.show(.settings, transition: .crossfade)
    }
  }

  public func makeScreen(id: String) -> Screen? {
    switch id {
    case ScreenRoute.settings.screen: return SettingsScreen(plugin: self)
    case ScreenRoute.calibrate.screen: return CalibrationScreen(plugin: self)
    default: return nil
    }
  }

  /// Leaves a settings screen: back to what was under it, or (started on its
  /// own) to the face.
  func leave() {
    if context.navigator.stack.count > 1 {
      context.navigator.back()
    } else {
      context.navigator.setRoot(.face, transition: .crossfade)
    }
  }
}
