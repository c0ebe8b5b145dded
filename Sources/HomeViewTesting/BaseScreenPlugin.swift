import Basics
import Runtime
import Canvas

/// A plain screen under the one being tested, so that a close or back button
/// has somewhere to go and doing so is seen. Only test sessions add it.
@MainActor
final class BaseScreenPlugin: Plugin {
  static let screenID = "testing.base"
  static let manifest = PluginManifest(name: "testing", screens: [ScreenRoute(plugin: "testing", screen: screenID)])
  static func settings(from section: ConfigNode?) throws(ConfigError) -> NoSettings { try NoSettings.decode(section) }
  init(context: PluginContext, settings: NoSettings) {}
  func makeScreen(id: String) -> Screen? { id == Self.screenID ? BaseScreen(id: id) : nil }
}

final class BaseScreen: Screen {
  override func draw(_ canvas: Canvas) { canvas.fill(bounds, Color(white: 0.1)) }
}
