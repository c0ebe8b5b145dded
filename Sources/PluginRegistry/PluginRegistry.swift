import Assistant
import Calendar
import DrawMusic
import Faces
import HomeDashboard
import NowPlaying
import PersonalHome
import Recipe
import Recognition
import Timers
import Weather
public import Runtime
import Settings

/// Every plugin compiled into HomeView, in their default order. Each one
/// listed is enabled unless `plugins.enabled` says otherwise; a name not listed
/// here is a config error. Adding a plugin: its folder under Plugins/ (the
/// package finds it) and one line here.
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
    PluginRegistration(TimersPlugin.self),
    PluginRegistration(CalendarPlugin.self),
    PluginRegistration(WeatherPlugin.self),
    PluginRegistration(SettingsPlugin.self),
  ]
}
