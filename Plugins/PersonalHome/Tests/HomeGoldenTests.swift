import Basics
import HomeViewTesting
import PluginRegistry
import Testing

/// Sophie's home and its app page with the fixed clock, compared with goldens
/// that were looked at before they were kept.
@MainActor
struct HomeGoldenTests {
  @Test func bothPagesMatchTheirGoldens() throws {
    try TestSession.assertScreenGolden("home", name: "home-1280x800", registry: PluginRegistry.all)
    try TestSession.assertScreenGolden("home.apps", name: "home.apps-1280x800", registry: PluginRegistry.all)
    try TestSession.assertScreenGolden("home", name: "home-800x480", panel: (800, 480), registry: PluginRegistry.all)
  }
}
