import Assistant
import DrawMusic
import Faces
import HomeDashboard
import NowPlaying
import PersonalHome
import Recipe
import Recognition
public import Runtime

/// Every plugin compiled into HomeView, in their default order. The config
/// enables and orders them; a name not listed here is a config error.
@MainActor
public enum PluginRegistry {
  public static let all: [PluginRegistration] = [
    PluginRegistration(FacesPlugin.self),
    PluginRegistration(RecognitionPlugin.self),
    PluginRegistration(PersonalHomePlugin.self),
    PluginRegistration(AssistantPlugin.self),
    PluginRegistration(HomeDashboardPlugin.self),
    PluginRegistration(NowPlayingPlugin.self),
    PluginRegistration(RecipePlugin.self),
    PluginRegistration(DrawMusicPlugin.self),
  ]
}
