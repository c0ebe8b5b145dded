import DrawMusic
import Faces
import NowPlaying
import PersonalHome
import Recipe
import Recognition
import Runtime

/// Every plugin compiled into HomeView, in their default order. The config
/// enables and orders them; a name not listed here is a config error.
@MainActor
enum PluginRegistry {
  static let all: [PluginRegistration] = [
    PluginRegistration(FacesPlugin.self),
    PluginRegistration(RecognitionPlugin.self),
    PluginRegistration(PersonalHomePlugin.self),
    PluginRegistration(NowPlayingPlugin.self),
    PluginRegistration(RecipePlugin.self),
    PluginRegistration(DrawMusicPlugin.self),
  ]
}
