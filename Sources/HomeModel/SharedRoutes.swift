public import Basics

// The screens one plugin opens of another, named here so that neither imports
// the other; the registry checks at start-up that each resolves to a screen
// the named plugin declares. A plugin's own inner screens stay in its folder.

extension ScreenRoute {
  /// The current face, full screen (Faces).
  public static let face = ScreenRoute(plugin: "faces", screen: "face")
  /// The faces gallery (Faces).
  public static let gallery = ScreenRoute(plugin: "faces", screen: "gallery")
  /// Recognizing… (Recognition).
  public static let recognition = ScreenRoute(plugin: "recognition", screen: "recognition")
  /// The recognised person's home, first page (PersonalHome).
  public static let home = ScreenRoute(plugin: "home", screen: "home")
  /// Siri listening (Assistant).
  public static let assistant = ScreenRoute(plugin: "assistant", screen: "assistant")
  /// The Home dashboard's 68 grid (HomeDashboard).
  public static let dashboard = ScreenRoute(plugin: "dashboard", screen: "dashboard")
  /// Now Playing (NowPlaying).
  public static let nowPlaying = ScreenRoute(plugin: "nowplaying", screen: "nowplaying")
  /// The household's podcast episode, in Now Playing's style (NowPlaying).
  public static let podcasts = ScreenRoute(plugin: "nowplaying", screen: "podcasts")
  /// The recipe (Recipe).
  public static let recipe = ScreenRoute(plugin: "recipe", screen: "recipe")
  /// Draw Music (DrawMusic).
  public static let drawMusic = ScreenRoute(plugin: "drawmusic", screen: "drawmusic")
  /// Every kitchen timer at a glance (Timers).
  public static let timers = ScreenRoute(plugin: "timers", screen: "timers")
  /// Today and the next days (Calendar).
  public static let calendar = ScreenRoute(plugin: "calendar", screen: "calendar")
  /// The reminder lists (Calendar).
  public static let reminders = ScreenRoute(plugin: "calendar", screen: "reminders")
  /// Now, the next hours and ten days (Weather).
  public static let weather = ScreenRoute(plugin: "weather", screen: "weather")
  /// The device's settings (Settings).
  public static let settings = ScreenRoute(plugin: "settings", screen: "settings")
  /// On-device touch calibration (Settings).
  public static let calibrate = ScreenRoute(plugin: "settings", screen: "calibrate")
  /// The first-run flow: who lives here and a face (Settings).
  public static let welcome = ScreenRoute(plugin: "settings", screen: "welcome")

  /// True for the faces' full-screen ids (`face`, `face.<name>`): what
  /// Recognizing blurs and warms its avatars behind.
  public static func showsAFace(_ screenID: String) -> Bool {
    screenID == face.screen || screenID.hasPrefix(face.screen + ".")
  }
}

