import Basics
import HomeViewTesting
import PluginRegistry
import Testing

/// Now Playing and its lyrics with the fixed clock, compared with goldens that
/// were looked at before they were kept.
@MainActor
struct NowPlayingGoldenTests {
  @Test func everyStateMatchesItsGolden() throws {
    try TestSession.assertScreenGolden("nowplaying", name: "nowplaying-1280x800", registry: PluginRegistry.all)
    try TestSession.assertScreenGolden("nowplaying.lyrics", name: "nowplaying.lyrics-1280x800", registry: PluginRegistry.all)
    try TestSession.assertScreenGolden("nowplaying", name: "nowplaying-800x480", panel: (800, 480), registry: PluginRegistry.all)
    try TestSession.assertScreenGolden("nowplaying:menu", name: "nowplaying-menu-1280x800", registry: PluginRegistry.all)
    try TestSession.assertScreenGolden("podcasts", name: "podcasts-1280x800", registry: PluginRegistry.all)
  }
}
